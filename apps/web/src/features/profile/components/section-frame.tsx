import { Badge, Box, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { PROFILE_SECTION_LABELS, type ProfileDocumentKind, type ProfileSection } from "@phd/shared";
import { type ReactNode, useState } from "react";
import { DocumentPreviewModal } from "../../../components/documents/document-preview-modal.tsx";
import { VerificationBadge } from "../../../components/documents/verification-badge.tsx";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import type { ProfileDocument, SectionMeta } from "../api.ts";
import { DocumentField, type DocumentFieldProps } from "./document-field.tsx";
import { VerificationDetails } from "./verification-details.tsx";

/** Reviewer actions beside one document (verify, ask for a change…); the candidate passes none. */
export type DocumentActions = (document: ProfileDocument, kind: ProfileDocumentKind) => ReactNode;

export interface SectionFrameProps {
  section: ProfileSection;
  data: SectionMeta | null;
  /** The id of the title, for the form that labels itself with it. */
  titleId: string;
  /** Beside the title: the candidate's Edit, a reviewer's section actions. */
  actions?: ReactNode;
  /** Under the title, before the verification details (e.g. the candidate's "changes requested"). */
  notice?: ReactNode;
  children: ReactNode;
}

/** The frame of one profile section, read-only or edited: title, status, actions, the verification panel. */
export function SectionFrame({ section, data, titleId, actions, notice, children }: SectionFrameProps) {
  const { t } = useTranslation("profile");
  const label = useLabel();
  const title = label(PROFILE_SECTION_LABELS[section]);
  const status = data?.verification?.status;
  const completed = Boolean(data?.isCompleted);
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p={{ base: "sm", sm: "lg" }} radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Group gap="sm" align="center" style={{ minWidth: 0 }}>
            <Title order={2} size="h3" id={titleId}>
              {title}
            </Title>
            {completed ? (
              <VerificationBadge status={status} />
            ) : (
              <Badge variant="outline" color="gray">
                {t("Not completed")}
              </Badge>
            )}
          </Group>
          {actions}
        </Group>
        {notice}
        {completed && (
          <VerificationDetails
            subject={title}
            status={status}
            verification={data?.verification}
            remarks={data?.remarks}
            manualRemarks={data?.manualRemarks}
          />
        )}
        {children}
      </Stack>
    </Paper>
  );
}

export interface SectionDocumentsProps {
  data: SectionMeta | null;
  documents: { shown: ProfileDocumentKind[]; required: ProfileDocumentKind[] };
  /** Shown above the documents, e.g. when they are required. */
  note?: ReactNode;
  /** Under the heading while editing: the accepted files and the size limit. */
  hint?: ReactNode;
  /** The picker of each document while editing (file, error, change handler); read-only without it. */
  field?: (kind: ProfileDocumentKind) => Pick<DocumentFieldProps, "file" | "onFileChange" | "error" | "disabled">;
  documentActions?: DocumentActions;
}

/** The documents of a section: each with its file, size, status and Preview; pickers while editing. */
export function SectionDocuments({ data, documents, note, hint, field, documentActions }: SectionDocumentsProps) {
  const { t } = useTranslation("profile");
  const [preview, setPreview] = useState<ProfileDocument | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const openPreview = (doc: ProfileDocument) => {
    setPreview(doc);
    setPreviewOpen(true);
  };
  return (
    <Box>
      <Divider mb="sm" />
      <Title order={3} size="h5" mb="xs">
        {t("Documents")}
      </Title>
      {note}
      {documents.shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("No documents are needed for this section.")}
        </Text>
      ) : (
        <>
          {hint}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {documents.shown.map((kind) => {
              const document = data?.documents?.[kind];
              return (
                <DocumentField
                  key={kind}
                  kind={kind}
                  required={documents.required.includes(kind)}
                  document={document}
                  editing={Boolean(field)}
                  onPreview={openPreview}
                  actions={document && documentActions?.(document, kind)}
                  {...(field ? field(kind) : { file: null, onFileChange: () => {} })}
                />
              );
            })}
          </SimpleGrid>
        </>
      )}
      <DocumentPreviewModal document={preview} opened={previewOpen} onClose={() => setPreviewOpen(false)} />
    </Box>
  );
}
