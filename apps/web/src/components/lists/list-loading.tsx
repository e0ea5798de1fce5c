import { Button, Group, Loader, Text } from "@mantine/core";
import { IconRefresh } from "@tabler/icons-react";
import { useTranslation } from "../../lib/i18n.ts";

/** A list or screen on its way: a spinner and what is loading ("Loading fee details..."), announced politely. */
export function ListLoading({ children }: { children: string }) {
  return (
    <Group justify="center" py="xl" gap="sm" role="status">
      <Loader size="sm" aria-hidden />
      <Text>{children}</Text>
    </Group>
  );
}

/** Loads a list or screen again; waits while it is loading. */
export function RefreshButton({
  onRefresh,
  refreshing,
  label,
}: {
  onRefresh: () => unknown;
  refreshing: boolean;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <Button
      variant="default"
      leftSection={<IconRefresh size={16} aria-hidden />}
      onClick={() => void onRefresh()}
      disabled={refreshing}
    >
      {label ?? t("Refresh")}
    </Button>
  );
}
