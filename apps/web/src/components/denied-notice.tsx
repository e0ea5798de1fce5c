import { Alert, Button, Group, Text } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useLocation, useNavigate } from "react-router";
import { useTranslation } from "../lib/i18n.ts";

/** What a role guard leaves in the history entry it redirects to: the page that was refused. */
export interface DeniedState {
  denied: string;
}

export function deniedPath(state: unknown): string | null {
  const denied = (state as Partial<DeniedState> | null)?.denied;
  return typeof denied === "string" ? denied : null;
}

/**
 * After a role guard sent the user to their own home (spec 000 §6), say why instead of redirecting
 * silently, with a way back to the page they came from (when there is one) and a way to dismiss it.
 */
export function DeniedNotice() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const denied = deniedPath(location.state);
  if (!denied) return null;
  // The guard replaced the refused entry, so one step back is the page the user was on before.
  const canGoBack = location.key !== "default" && (window.history.state?.idx ?? 0) > 0;
  const dismiss = () => navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  return (
    <Alert
      color="yellow"
      icon={<IconLock size={18} aria-hidden />}
      title={t("You are not allowed to open that page")}
      withCloseButton
      closeButtonLabel={t("Dismiss")}
      onClose={dismiss}
      mb="md"
    >
      <Text size="sm">
        {t("{{page}} is not part of your account's area, so you have been brought to your own dashboard.", {
          page: denied,
        })}
      </Text>
      {canGoBack && (
        <Group mt="xs">
          <Button size="xs" variant="light" onClick={() => navigate(-1)}>
            {t("Go back")}
          </Button>
        </Group>
      )}
    </Alert>
  );
}
