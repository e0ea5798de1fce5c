import { Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { type AdmissionRound, formatApplicationId } from "@phd/shared";
import { useTranslation } from "../../../lib/i18n.ts";

export type RoundAction = "makeCurrent" | "close";

export interface RoundActionModalProps {
  /** The action asked for; the modal is closed while null. */
  action: { kind: RoundAction; round: AdmissionRound } | null;
  onConfirm: () => void;
  onClose: () => void;
  /** The action is under way: the buttons wait. */
  pending: boolean;
}

/** What making a round current does, said before the admin confirms. */
function MakeCurrentText({ round }: { round: AdmissionRound }) {
  const { t } = useTranslation("selection");
  const first = formatApplicationId(round.applicationIdPrefix, 1);
  const second = formatApplicationId(round.applicationIdPrefix, 2);
  return (
    <>
      <Text size="sm">{t("Make “{{name}}” the current admission round?", { name: round.name })}</Text>
      <List size="sm" spacing={4}>
        <List.Item>
          {t("New applications go into this round, numbered from 1 with its prefix: {{first}}, {{second}}, …", {
            first,
            second,
          })}
        </List.Item>
        <List.Item>{t("Its admission window decides when applications are accepted.")}</List.Item>
        <List.Item>
          {t("Staff lists show this round first; earlier rounds stay available in their round switcher.")}
        </List.Item>
      </List>
    </>
  );
}

/** What closing a round does, said before the admin confirms. */
function CloseText({ round }: { round: AdmissionRound }) {
  const { t } = useTranslation("selection");
  return (
    <>
      <Text size="sm">{t("Close “{{name}}”?", { name: round.name })}</Text>
      <List size="sm" spacing={4}>
        <List.Item>{t("Closing is final: a closed round cannot be reopened.")}</List.Item>
        <List.Item>{t("Its applications and records stay readable, but can no longer be changed.")}</List.Item>
      </List>
    </>
  );
}

/** Asks before making a round current or closing it, saying what follows; Cancel has the focus. */
export function RoundActionModal({ action, onConfirm, onClose, pending }: RoundActionModalProps) {
  const { t } = useTranslation("selection");
  const title = action ? (action.kind === "close" ? t("Close Round") : t("Make Round Current")) : "";
  return (
    <Modal opened={action !== null} onClose={pending ? () => {} : onClose} title={title} centered>
      <Stack gap="sm">
        {action?.kind === "makeCurrent" && <MakeCurrentText round={action.round} />}
        {action?.kind === "close" && <CloseText round={action.round} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
            {t("Cancel")}
          </Button>
          <Button color={action?.kind === "close" ? "red" : undefined} onClick={onConfirm} loading={pending}>
            {action?.kind === "close" ? t("Close Round") : t("Make Current")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
