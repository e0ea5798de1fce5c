import { Box, Button, Group, Paper, Stack, Text } from "@mantine/core";
import {
  availableActions,
  type DocumentRecord,
  documentTypeLabel,
  formatFileSize,
  type VerificationAction,
  type VerificationStatus,
} from "@phd/shared";
import { IconEye, IconFileText } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useCallback, useState } from "react";
import { wrapStyle } from "../../../components/detail-list.tsx";
import { DocumentPreviewModal } from "../../../components/documents/document-preview-modal.tsx";
import { VerificationBadge } from "../../../components/documents/verification-badge.tsx";
import type { RemarksAction } from "../../../components/remarks-modal.tsx";
import { VerdictDialogs } from "../../../components/verdict-dialogs.tsx";
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

      <VerdictDialogs
        dialog={dialog}
        onClose={close}
        status={status}
        label={label}
        current={document.remarks}
        remarksLoading={
          dialog === "CHANGE_REMARKS" ? actions.changeRemarks.isPending : actions.requestModification.isPending
        }
        resetLoading={actions.reset.isPending}
        onRemarks={(action, remarks) => {
          const mutation = action === "CHANGE_REMARKS" ? actions.changeRemarks : actions.requestModification;
          mutation.mutate({ documentId, remarks }, { onSuccess: close });
        }}
        onReset={() => actions.reset.mutate({ documentId }, { onSuccess: close })}
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
