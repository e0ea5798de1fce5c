import { Alert, Button, Stack, Text } from "@mantine/core";

/** A list or page that could not be loaded: the screen's message and a Try Again button. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert color="red" title="Error">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" onClick={onRetry ?? (() => window.location.reload())}>
          Try Again
        </Button>
      </Stack>
    </Alert>
  );
}
