import { Alert, Button, Group, Modal, Stack, Textarea } from "@mantine/core";
import { type VerificationAction, type VerificationStatus, verificationTransition } from "@phd/shared";
import { type FormEvent, useState } from "react";
import { useTranslation } from "../lib/i18n.ts";

/** The actions that ask for remarks. */
export type RemarksAction = Extract<VerificationAction, "REQUEST_MODIFICATION" | "CHANGE_REMARKS">;

/** Whether a dialog asked for is the remarks one (a modification request or a remark change). */
export const asksForRemarks = (dialog: string | null): dialog is RemarksAction =>
  dialog === "REQUEST_MODIFICATION" || dialog === "CHANGE_REMARKS";

export interface RemarksModalProps {
  opened: boolean;
  onClose: () => void;
  action: RemarksAction;
  status: VerificationStatus;
  /** What the remarks are about ("Statement of Purpose", "Fee Details"). */
  label: string;
  /** The remarks in force: a remark change starts from them, a modification request from nothing. */
  current: string | null;
  loading: boolean;
  onSubmit: (remarks: string) => void;
  /** The dialog's title; "{action}: {label}" unless given (the caller's words, in the language shown). */
  title?: string;
  /** A modification request's starting text the portal proposes (the reconciliation's reason), to read and change. */
  proposed?: string | null;
}

/**
 * The remarks of a modification request or a remark change (spec 001 §5): required and non-blank.
 * Submit stays disabled while blank; a blank attempt (Ctrl/⌘+Enter) shows "Please provide remarks.".
 */
export function RemarksModal({
  opened,
  onClose,
  action,
  status,
  label,
  current,
  loading,
  onSubmit,
  title: givenTitle,
  proposed,
}: RemarksModalProps) {
  const { t } = useTranslation("staff");
  const [remarks, setRemarks] = useState(action === "CHANGE_REMARKS" ? (current ?? "") : (proposed ?? ""));
  const [error, setError] = useState<string | null>(null);
  const blank = remarks.trim() === "";
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const result = verificationTransition(status, action, remarks, "");
    if (!result.ok) return setError(result.error);
    setError(null);
    onSubmit(remarks);
  };
  const title =
    givenTitle ??
    (action === "CHANGE_REMARKS"
      ? t("Change Remarks: {{label}}", { label })
      : t("Request Modification: {{label}}", { label }));
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered styles={{ title: { fontWeight: 600 } }}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="sm">
          <Textarea
            label={t("Remarks")}
            description={
              action === "REQUEST_MODIFICATION"
                ? t("Tell the candidate what to change; they receive it by e-mail.")
                : undefined
            }
            required
            rows={3}
            resize="vertical"
            maxLength={2000}
            value={remarks}
            data-autofocus
            onChange={(e) => {
              setRemarks(e.currentTarget.value);
              if (error && e.currentTarget.value.trim()) setError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) submit(e);
            }}
            error={error ? true : undefined}
            aria-describedby={error ? "remarks-error" : undefined}
          />
          {error && (
            <Alert color="red" role="alert" id="remarks-error" p="xs">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t("Cancel")}
            </Button>
            <Button type="submit" disabled={blank} loading={loading}>
              {action === "CHANGE_REMARKS" ? t("Save Remarks") : t("Request Modification")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
