import { Button, FileInput, Group, Paper, Stack, Text, VisuallyHidden } from "@mantine/core";
import { ACCEPT_ATTRIBUTE, DOCUMENT_KIND_LABELS, formatFileSize, type ProfileDocumentKind } from "@phd/shared";
import { IconEye, IconFileText, IconUpload } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { VerificationBadge } from "../../../components/documents/verification-badge.tsx";
import { useLabel, useTranslation, useWords } from "../../../lib/i18n.ts";
import type { ProfileDocument } from "../api.ts";
import { VerificationDetails } from "./verification-details.tsx";

export interface DocumentFieldProps {
  kind: ProfileDocumentKind;
  required: boolean;
  /** The stored document, if one was uploaded before. */
  document: ProfileDocument | undefined;
  /** A file chosen now, sent with the next save. */
  file: File | null;
  onFileChange: (file: File | null) => void;
  /** The section is in edit mode (and not verified). */
  editing: boolean;
  onPreview: (document: ProfileDocument) => void;
  /** Shown under the picker and linked to it: the picked file's problem or a missing document. */
  error?: string | null;
  disabled?: boolean;
  /** A reviewer's actions on the stored document. */
  actions?: ReactNode;
}

/**
 * One document of a section: its label (with a required marker), the stored file with its size
 * and status, a picker for a new file while editing (never for a verified document) and Preview.
 */
export function DocumentField({
  kind,
  required,
  document,
  file,
  onFileChange,
  editing,
  onPreview,
  error,
  disabled,
  actions,
}: DocumentFieldProps) {
  const { t } = useTranslation("profile");
  const labelOf = useLabel();
  const words = useWords("common");
  const label = labelOf(DOCUMENT_KIND_LABELS[kind]);
  const verified = document?.status === "VERIFIED";
  const canPick = editing && !verified;
  const errorId = `doc-error-${kind}`;
  const pickText = document ? t("Choose a file to replace it (PDF, JPG, PNG)") : t("Choose a file (PDF, JPG, PNG)");
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`document-${kind}`} style={{ minWidth: 0 }}>
      <Stack gap={8}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={600} size="sm" style={{ minWidth: 0, overflowWrap: "anywhere" }}>
            {label}
            {required && (
              <>
                <Text span c="red" ml={4} aria-hidden>
                  *
                </Text>
                <VisuallyHidden> {t("(required)")}</VisuallyHidden>
              </>
            )}
          </Text>
          {document ? (
            <VerificationBadge status={document.verification?.status ?? document.status} size="sm" />
          ) : (
            <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
              {t("Not uploaded")}
            </Text>
          )}
        </Group>

        {document && (
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
              <IconFileText size={18} aria-hidden style={{ flexShrink: 0 }} color="var(--mantine-color-dimmed)" />
              <Text size="sm" style={{ minWidth: 0, overflowWrap: "anywhere" }}>
                {document.originalFileName}{" "}
                <Text span size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                  ({formatFileSize(document.fileSize, words)})
                </Text>
              </Text>
            </Group>
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconEye size={14} aria-hidden />}
              onClick={() => onPreview(document)}
              aria-label={t("Preview {{name}}", { name: label })}
              style={{ flexShrink: 0 }}
            >
              {t("Preview")}
            </Button>
          </Group>
        )}

        {canPick && (
          <FileInput
            value={file}
            onChange={onFileChange}
            accept={ACCEPT_ATTRIBUTE}
            clearable
            disabled={disabled}
            placeholder={pickText}
            leftSection={<IconUpload size={16} aria-hidden />}
            // The visible text (the prompt, or the picked file's name) ends the accessible name (WCAG 2.5.3):
            // "UG Marksheet: Choose a file (PDF, JPG, PNG)".
            aria-label={t("{{name}}: {{shown}}", { name: label, shown: file?.name ?? pickText })}
            fileInputProps={{ "aria-label": t("Upload {{name}}", { name: label }), name: kind }}
            clearButtonProps={{ "aria-label": t("Remove chosen file for {{name}}", { name: label }) }}
            // Mantine renders the message under the picker and sets aria-invalid and aria-describedby;
            // role="alert" has it read out when it appears (e.g. the moment a bad file is picked).
            error={error || undefined}
            errorProps={{ id: errorId, role: "alert" }}
            size="sm"
          />
        )}
        {canPick && file && !error && (
          <Text size="xs" c="dimmed">
            {t("{{size}} — will be uploaded when you save.", { size: formatFileSize(file.size, words) })}
          </Text>
        )}
        {editing && verified && (
          <Text size="xs" c="dimmed">
            {t("This document has been verified and cannot be replaced.")}
          </Text>
        )}
        {error && !canPick && (
          <Text size="xs" c="var(--mantine-color-error)" id={errorId}>
            {error}
          </Text>
        )}
        {document && (
          <VerificationDetails
            subject={label}
            status={document.verification?.status ?? document.status}
            verification={document.verification}
            remarks={document.remarks}
          />
        )}
        {actions}
      </Stack>
    </Paper>
  );
}
