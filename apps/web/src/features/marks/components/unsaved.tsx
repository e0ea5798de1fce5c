import { Alert, Button, Group, Modal, Paper, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconDeviceFloppy } from "@tabler/icons-react";
import { useContext, useEffect } from "react";
import { UNSAFE_DataRouterContext, useBlocker } from "react-router";
import { useTranslation } from "../../../lib/i18n.ts";
import type { Draft } from "../drafts.ts";

/** The dialog's title in English (its key; the tests find the dialog by it). */
export const LEAVE_TITLE = "Leave without saving?";

/**
 * Unsaved edits are not lost silently: leaving the page (another screen of the app) asks first, and
 * so does closing or reloading the tab. Moving within the screen (page, filter, department, round)
 * keeps the edits, so it is not asked about.
 */
export function LeaveGuard({ when, message }: { when: boolean; message: string }) {
  useEffect(() => {
    if (!when) return;
    const ask = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [when]);
  // Leaving for another screen can only be held by a data router (the app's); a plain router (tests) has none.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <HoldLeaving when={when} message={message} /> : null;
}

function HoldLeaving({ when, message }: { when: boolean; message: string }) {
  const { t } = useTranslation("merit");
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  const blocked = blocker.state === "blocked";
  return (
    <Modal opened={blocked} onClose={() => blocker.reset?.()} title={t("Leave without saving?")} centered>
      <Stack gap="md">
        <Text>{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {t("Stay on this page")}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {t("Leave without saving")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Drafts kept for other lists (another department, slot or round): named, so they are not forgotten. */
export function UnsavedElsewhere<T>({
  pending,
  current,
  what,
}: {
  pending: [string, Draft<T>][];
  current: string | undefined;
  what: "marks" | "scores";
}) {
  const { t } = useTranslation("merit");
  const others = pending.filter(([key]) => key !== current);
  if (others.length === 0) return null;
  const lists = others.map(([, d]) => `${d.label} (${d.changes})`).join(", ");
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="status" p="xs">
      <Text size="sm">
        {what === "marks"
          ? t("Unsaved marks are kept for {{lists}}. Choose it again to save them.", { lists })
          : t("Unsaved scores are kept for {{lists}}. Choose it again to save them.", { lists })}
      </Text>
    </Alert>
  );
}

/** The unsaved edits of the list on screen, with Discard and Save; stays in view while scrolling. */
export function UnsavedBar({
  status,
  problem,
  onDiscard,
  onSave,
  saving,
  saveLabel,
  disabled,
}: {
  /** "Unsaved marks for 3 candidates", or null when nothing is changed. */
  status: string | null;
  /** Why saving is refused (said in an alert under the status), or null. */
  problem: string | null;
  onDiscard: () => void;
  onSave: () => void;
  saving: boolean;
  saveLabel: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation("merit");
  return (
    <Paper
      withBorder
      p="sm"
      bg={status ? "yellow.0" : undefined}
      style={{ position: "sticky", top: "calc(var(--app-shell-header-offset, 0px) + 8px)", zIndex: 5 }}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text fw={status ? 600 : 400} role="status" size="sm">
            {status ?? t("No unsaved changes.")}
          </Text>
          <Group gap="xs">
            {status && (
              <Button variant="default" onClick={onDiscard} disabled={saving}>
                {t("Discard changes")}
              </Button>
            )}
            <Button
              onClick={onSave}
              loading={saving}
              disabled={!status || disabled}
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            >
              {saveLabel}
            </Button>
          </Group>
        </Group>
        {problem && (
          <Alert color="red" p="xs" role="alert">
            {problem}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
