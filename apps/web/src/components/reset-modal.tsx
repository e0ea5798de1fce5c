import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "../lib/i18n.ts";

export interface ResetModalProps {
  opened: boolean;
  onClose: () => void;
  /** What is reset ("Statement of Purpose", "Fee Details"). */
  label: string;
  loading: boolean;
  onConfirm: () => void;
}

/** Asks before a reset to Pending, which clears the remarks (spec 001 §4). */
export function ResetModal({ opened, onClose, label, loading, onConfirm }: ResetModalProps) {
  const { t } = useTranslation("staff");
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("Reset to Pending: {{label}}", { label })}
      centered
      styles={{ title: { fontWeight: 600 } }}
    >
      <Stack gap="sm">
        <Text size="sm">{t("Reset {{label}} to Pending? Its remarks will be cleared.", { label })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t("Cancel")}
          </Button>
          <Button color="red" loading={loading} onClick={onConfirm}>
            {t("Reset to Pending")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
