import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "../lib/i18n.ts";

export interface ConfirmDeleteModalProps {
  /** What is being deleted (a name, a title); the modal is closed while null. */
  subject: string | null;
  /** The modal's title, e.g. "Delete Coordinator". */
  title: string;
  onConfirm: () => void;
  onClose: () => void;
  /** The delete is under way: the buttons wait. */
  deleting?: boolean;
}

/**
 * Asks before a delete with the text of every delete confirmation (spec 001 §5): "Do you want to
 * delete X? This action cannot be undone.", with Cancel and Delete.
 */
export function ConfirmDeleteModal({ subject, title, onConfirm, onClose, deleting = false }: ConfirmDeleteModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={subject !== null} onClose={deleting ? () => {} : onClose} title={title} centered>
      <Stack>
        <Text size="sm">
          {subject === null ? "" : t("Do you want to delete {{subject}}? This action cannot be undone.", { subject })}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={deleting} data-autofocus>
            {t("Cancel")}
          </Button>
          <Button color="red" onClick={onConfirm} loading={deleting}>
            {t("Delete")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
