import { Alert, Button, Stack, Text } from "@mantine/core";
import { useTranslation } from "../lib/i18n.ts";

export interface LoadErrorProps {
  message: string;
  onRetry?: () => void;
  /** The alert's title ("Error" unless given). */
  title?: string;
  /** The button's text ("Try Again" unless given). */
  retryLabel?: string;
  /** The retry is under way. */
  retrying?: boolean;
}

/** A list or page that could not be loaded: the screen's message and a Try Again button. */
export function LoadError({ message, onRetry, title, retryLabel, retrying }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={title ?? t("Error")}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" onClick={onRetry ?? (() => window.location.reload())} loading={retrying}>
          {retryLabel ?? t("Try Again")}
        </Button>
      </Stack>
    </Alert>
  );
}
