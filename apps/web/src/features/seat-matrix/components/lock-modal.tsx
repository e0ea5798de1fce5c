import { Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import type { SeatMatrixDepartment } from "@phd/shared";
import { useTranslation } from "../../../lib/i18n.ts";

export interface LockRequest {
  row: SeatMatrixDepartment;
  /** true: lock; false: unlock. */
  locked: boolean;
}

export interface LockModalProps {
  /** What was asked for; the dialog is closed while null. */
  request: LockRequest | null;
  onConfirm: () => void;
  onClose: () => void;
  /** The change is under way: the buttons wait. */
  pending: boolean;
}

/** Asks before locking or unlocking a department's seats, saying what follows; Cancel has the focus. */
export function LockModal({ request, onConfirm, onClose, pending }: LockModalProps) {
  const { t } = useTranslation("selection");
  const locking = request?.locked ?? true;
  const department = request?.row.department ?? "";
  return (
    <Modal
      opened={request !== null}
      onClose={pending ? () => {} : onClose}
      title={locking ? t("Lock Seats") : t("Unlock Seats")}
      centered
    >
      <Stack gap="sm">
        <Text size="sm">
          {locking
            ? t("Lock the seats of {{department}}?", { department })
            : t("Unlock the seats of {{department}}?", { department })}
        </Text>
        <List size="sm" spacing={4}>
          {locking ? (
            <List.Item>{t("Locked seats cannot be changed until they are unlocked.")}</List.Item>
          ) : (
            <List.Item>{t("The seats can be edited again.")}</List.Item>
          )}
          <List.Item>{t("The change is recorded in the audit log.")}</List.Item>
        </List>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
            {t("Cancel")}
          </Button>
          <Button onClick={onConfirm} loading={pending}>
            {locking ? t("Lock Seats") : t("Unlock Seats")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
