import { Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { type AdmissionRound, formatApplicationId } from "@phd/shared";

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
  const first = formatApplicationId(round.applicationIdPrefix, 1);
  const second = formatApplicationId(round.applicationIdPrefix, 2);
  return (
    <>
      <Text size="sm">Make “{round.name}” the current admission round?</Text>
      <List size="sm" spacing={4}>
        <List.Item>
          New applications go into this round, numbered from 1 with its prefix: {first}, {second}, …
        </List.Item>
        <List.Item>Its admission window decides when applications are accepted.</List.Item>
        <List.Item>Staff lists show this round first; earlier rounds stay available in their round switcher.</List.Item>
      </List>
    </>
  );
}

/** What closing a round does, said before the admin confirms. */
function CloseText({ round }: { round: AdmissionRound }) {
  return (
    <>
      <Text size="sm">Close “{round.name}”?</Text>
      <List size="sm" spacing={4}>
        <List.Item>Closing is final: a closed round cannot be reopened.</List.Item>
        <List.Item>Its applications and records stay readable, but can no longer be changed.</List.Item>
      </List>
    </>
  );
}

const TITLE: Record<RoundAction, string> = { makeCurrent: "Make Round Current", close: "Close Round" };

/** Asks before making a round current or closing it, saying what follows; Cancel has the focus. */
export function RoundActionModal({ action, onConfirm, onClose, pending }: RoundActionModalProps) {
  return (
    <Modal
      opened={action !== null}
      onClose={pending ? () => {} : onClose}
      title={action ? TITLE[action.kind] : ""}
      centered
    >
      <Stack gap="sm">
        {action?.kind === "makeCurrent" && <MakeCurrentText round={action.round} />}
        {action?.kind === "close" && <CloseText round={action.round} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
            Cancel
          </Button>
          <Button color={action?.kind === "close" ? "red" : undefined} onClick={onConfirm} loading={pending}>
            {action?.kind === "close" ? "Close Round" : "Make Current"}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
