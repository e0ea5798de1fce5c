import { Alert, Box, Button, Group, Modal, Paper, Stack, Text, Textarea } from "@mantine/core";
import {
  availableActions,
  type DocumentRecord,
  documentTypeLabel,
  formatFileSize,
  type VerificationAction,
  type VerificationStatus,
  verificationTransition,
} from "@phd/shared";
import { IconEye, IconFileText } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { type FormEvent, useCallback, useState } from "react";
import { wrapStyle } from "../../../components/detail-list.tsx";
import { DocumentPreviewModal } from "../../../components/documents/document-preview-modal.tsx";
import { VerificationBadge } from "../../../components/documents/verification-badge.tsx";
import { fixedT, useLabel, useTranslation, useWords } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import { type DocumentActionContext, type HistoryEvent, useDocumentActions } from "../api.ts";
import { HistoryList } from "./history-list.tsx";

/**
 * The button text of each action from a status (spec 001 §4: "Verify" from PENDING, "Mark as Verified"
 * after a request), in the language shown. The texts are the `staff` catalogue's: `t` is that
 * namespace's (the default), whichever screen asks; a component takes `useActionText()`.
 */
export function actionText(
  action: VerificationAction,
  from: VerificationStatus,
  t: TFunction = fixedT("staff"),
): string {
  switch (action) {
    case "VERIFY":
      return from === "PENDING" ? t("Verify") : t("Mark as Verified");
    case "REQUEST_MODIFICATION":
      return t("Request Modification");
    case "CHANGE_REMARKS":
      return t("Change Remarks");
    case "RESET":
      return t("Reset to Pending");
  }
}

/** An action button's accessible name: the action and what it acts on ("Verify Statement of Purpose"). */
function actionLabel(t: TFunction, action: VerificationAction, from: VerificationStatus, label: string): string {
  switch (action) {
    case "VERIFY":
      return from === "PENDING" ? t("Verify {{label}}", { label }) : t("Mark as Verified {{label}}", { label });
    case "REQUEST_MODIFICATION":
      return t("Request Modification {{label}}", { label });
    case "CHANGE_REMARKS":
      return t("Change Remarks {{label}}", { label });
    case "RESET":
      return t("Reset to Pending {{label}}", { label });
  }
}

/** `actionText` for a component: loads the `staff` catalogue and follows a change of language. */
export function useActionText(): (action: VerificationAction, from: VerificationStatus) => string {
  const { t } = useTranslation("staff");
  return useCallback((action, from) => actionText(action, from, t), [t]);
}

type RemarksAction = Extract<VerificationAction, "REQUEST_MODIFICATION" | "CHANGE_REMARKS">;

export interface RemarksModalProps {
  opened: boolean;
  onClose: () => void;
  action: RemarksAction;
  status: VerificationStatus;
  /** The document's name ("Statement of Purpose"). */
  label: string;
  /** The remarks in force: a remark change starts from them, a modification request from nothing. */
  current: string | null;
  loading: boolean;
  onSubmit: (remarks: string) => void;
  /** The dialog's title; "{action}: {label}" unless given (the caller's words, in the language shown). */
  title?: string;
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
}: RemarksModalProps) {
  const { t } = useTranslation("staff");
  const [remarks, setRemarks] = useState(action === "CHANGE_REMARKS" ? (current ?? "") : "");
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

export interface DocumentReviewProps extends DocumentActionContext {
  document: DocumentRecord;
  /** The document's name ("Statement of Purpose", "Applicant Photo"): in every button's name. */
  label: string;
  /** This document's history events, newest first. */
  history: HistoryEvent[];
}

/**
 * A reviewer's part of one document: its remarks, signer and time, exactly the actions its status allows
 * (shared verification machine), the remarks and reset dialogs, and its history.
 */
export function DocumentReview({ document, label, history, ...context }: DocumentReviewProps) {
  const { t } = useTranslation("staff");
  const actionWords = useActionText();
  const dates = useDates();
  const status = document.status;
  const actions = useDocumentActions(context);
  const [dialog, setDialog] = useState<RemarksAction | "RESET" | null>(null);
  const close = () => setDialog(null);
  const busy =
    actions.verify.isPending ||
    actions.requestModification.isPending ||
    actions.changeRemarks.isPending ||
    actions.reset.isPending;
  const signer = document.verification.signedBy;
  const documentId = document._id;

  const run = (action: VerificationAction) => {
    if (action === "VERIFY") actions.verify.mutate({ documentId });
    else setDialog(action);
  };

  return (
    <Stack gap={6} data-testid={`review-${documentId}`}>
      {(document.remarks || signer) && (
        <Box>
          {document.remarks && (
            <Text size="sm" style={wrapStyle()}>
              <Text span size="sm" c="dimmed">
                {status === "MODIFICATION_REQUESTED" ? t("Modification required:") : t("Remarks:")}{" "}
              </Text>
              {document.remarks}
            </Text>
          )}
          {signer && (
            <Text size="xs" c="dimmed" style={wrapStyle()}>
              {document.verification.updatedAt
                ? t("Signed by {{name}} · {{when}}", {
                    name: signer.name,
                    when: dates.dateTime(document.verification.updatedAt),
                  })
                : t("Signed by {{name}}", { name: signer.name })}
            </Text>
          )}
        </Box>
      )}
      <Group gap="xs" wrap="wrap" role="group" aria-label={t("Actions for {{label}}", { label })}>
        {availableActions(status).map((action) => (
          <Button
            key={action}
            size="compact-sm"
            variant={action === "VERIFY" ? "filled" : action === "RESET" ? "default" : "light"}
            color={action === "VERIFY" ? "green" : action === "REQUEST_MODIFICATION" ? "red" : undefined}
            aria-label={actionLabel(t, action, status, label)}
            onClick={() => run(action)}
            disabled={busy && !(action === "VERIFY" && actions.verify.isPending)}
            loading={action === "VERIFY" && actions.verify.isPending}
          >
            {actionWords(action, status)}
          </Button>
        ))}
      </Group>
      <HistoryList events={history} subject={label} />

      {(dialog === "REQUEST_MODIFICATION" || dialog === "CHANGE_REMARKS") && (
        <RemarksModal
          opened
          onClose={close}
          action={dialog}
          status={status}
          label={label}
          current={document.remarks}
          loading={
            dialog === "CHANGE_REMARKS" ? actions.changeRemarks.isPending : actions.requestModification.isPending
          }
          onSubmit={(remarks) => {
            const mutation = dialog === "CHANGE_REMARKS" ? actions.changeRemarks : actions.requestModification;
            mutation.mutate({ documentId, remarks }, { onSuccess: close });
          }}
        />
      )}
      <ResetModal
        opened={dialog === "RESET"}
        onClose={close}
        label={label}
        loading={actions.reset.isPending}
        onConfirm={() => actions.reset.mutate({ documentId }, { onSuccess: close })}
      />
    </Stack>
  );
}

export interface ApplicationDocumentCardProps extends DocumentActionContext {
  label: string;
  document: DocumentRecord | null;
  history: HistoryEvent[];
  /** How the file's size reads; `formatFileSize` ("820 KB") unless given (the fee screens: KB to one decimal). */
  formatSize?: (bytes: number) => string;
}

/** One of the application's own documents (SOP, fee receipt): file, size, type, status, preview and review. */
export function ApplicationDocumentCard({
  label,
  document,
  history,
  formatSize,
  ...context
}: ApplicationDocumentCardProps) {
  const { t } = useTranslation("staff");
  const vocabulary = useLabel();
  const words = useWords("common");
  const [preview, setPreview] = useState(false);
  return (
    <Paper withBorder p="sm" radius="md" style={{ minWidth: 0 }} component="section" aria-label={label}>
      <Stack gap={8}>
        <Group justify="space-between" gap="xs" align="flex-start">
          <Text fw={600} size="sm" style={wrapStyle()}>
            {label}
          </Text>
          {document ? (
            <VerificationBadge status={document.status} size="sm" />
          ) : (
            <Text size="xs" c="dimmed">
              {t("Not uploaded")}
            </Text>
          )}
        </Group>
        {document && (
          <>
            <Group gap="xs" justify="space-between" wrap="wrap">
              <Group gap={6} wrap="nowrap" style={{ minWidth: 0, flex: "1 1 12rem" }}>
                <IconFileText size={18} aria-hidden style={{ flexShrink: 0 }} color="var(--mantine-color-dimmed)" />
                <Box style={{ minWidth: 0 }}>
                  <Text size="sm" style={wrapStyle(true)}>
                    {document.originalFileName}
                  </Text>
                  <Text size="xs" c="dimmed" style={wrapStyle()}>
                    {formatSize ? formatSize(document.fileSize) : formatFileSize(document.fileSize, words)} ·{" "}
                    {vocabulary(documentTypeLabel(document.documentType))} · {document.mimeType}
                  </Text>
                </Box>
              </Group>
              <Button
                variant="light"
                size="compact-sm"
                leftSection={<IconEye size={14} aria-hidden />}
                onClick={() => setPreview(true)}
                aria-label={t("Preview {{label}}", { label })}
              >
                {t("Preview")}
              </Button>
            </Group>
            <DocumentReview document={document} label={label} history={history} {...context} />
            <DocumentPreviewModal
              document={document}
              typeLabel={label}
              opened={preview}
              onClose={() => setPreview(false)}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
