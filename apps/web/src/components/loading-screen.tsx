import { Center, Group, Loader, Stack, Text } from "@mantine/core";
import { useTranslation } from "../lib/i18n.ts";

/** A whole screen on its way: a spinner and what is loading ("Loading…" unless given). */
export function LoadingScreen({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader />
        <Text c="dimmed" size="sm">
          {label ?? t("Loading…")}
        </Text>
      </Stack>
    </Center>
  );
}

/** A part of a page on its way: a spinner alone, centred (named for screen readers when `label` is given). */
export function CentredSpinner({ label }: { label?: string }) {
  return (
    <Group justify="center" py="xl">
      <Loader aria-label={label} />
    </Group>
  );
}
