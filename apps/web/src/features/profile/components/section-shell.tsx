import {
  Alert,
  Badge,
  Box,
  Button,
  Divider,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { DOCUMENT_KIND_LABELS, PROFILE_SECTION_LABELS, type ProfileSection, uploadRuleText } from "@phd/shared";
import { IconAlertTriangle, IconDeviceFloppy, IconEdit, IconPlayerTrackNext, IconX } from "@tabler/icons-react";
import { type ReactNode, useId, useState } from "react";
import { DocumentPreviewModal } from "../../../components/documents/document-preview-modal.tsx";
import { VerificationBadge } from "../../../components/documents/verification-badge.tsx";
import type { ProfileDocument, SectionMeta } from "../api.ts";
import type { SectionEditor } from "../use-section-editor.ts";
import { DocumentField } from "./document-field.tsx";
import { VerificationDetails } from "./verification-details.tsx";

export interface SectionShellProps<V> {
  section: ProfileSection;
  data: SectionMeta | null;
  editor: SectionEditor<V>;
  /** The form fields (edit mode). */
  fields: ReactNode;
  /** The saved values (view mode). */
  view: ReactNode;
  /** Shown above the documents, e.g. why there are none. */
  documentsNote?: ReactNode;
}

/**
 * The frame of one profile section: title, status, Edit / Cancel / Save / Save & Continue,
 * the verification panel, the fields or the saved values, and the section's documents.
 */
export function SectionShell<V>({ section, data, editor, fields, view, documentsNote }: SectionShellProps<V>) {
  const titleId = useId();
  const blockedId = useId();
  const [preview, setPreview] = useState<ProfileDocument | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const openPreview = (doc: ProfileDocument) => {
    setPreview(doc);
    setPreviewOpen(true);
  };
  const title = PROFILE_SECTION_LABELS[section];
  const status = data?.verification?.status;
  const completed = Boolean(data?.isCompleted);
  const { editing, verified, saving, savingMode, documents, badFiles } = editor;
  // A picked file that fails the type or size check holds the save until it is replaced or removed.
  const blocked = badFiles.length > 0;

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
                Not completed
              </Badge>
            )}
          </Group>
          {!editing && !verified && (
            <Button variant="light" leftSection={<IconEdit size={16} aria-hidden />} onClick={editor.startEdit}>
              Edit
            </Button>
          )}
        </Group>

        {verified && (
          <Text size="sm" c="dimmed">
            This section has been verified and can no longer be edited.
          </Text>
        )}
        {status === "MODIFICATION_REQUESTED" && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle />} title="Changes requested">
            {data?.remarks?.trim() ? data.remarks : "A reviewer asked you to correct this section."} Edit the section
            and save it to send it for review again.
          </Alert>
        )}
        {completed && (
          <VerificationDetails
            subject={title}
            status={status}
            verification={data?.verification}
            remarks={data?.remarks}
            manualRemarks={data?.manualRemarks}
          />
        )}

        <form
          noValidate
          aria-labelledby={titleId}
          onSubmit={(e) => {
            e.preventDefault();
            editor.save(false);
          }}
        >
          <Stack gap="lg">
            {editing ? fields : view}

            <Box>
              <Divider mb="sm" />
              <Title order={3} size="h5" mb="xs">
                Documents
              </Title>
              {documentsNote}
              {documents.shown.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No documents are needed for this section.
                </Text>
              ) : (
                <>
                  {editing && (
                    <Text size="xs" c="dimmed" mb="xs">
                      {uploadRuleText(editor.maxUploadBytes)} each. Fields marked * are required.
                    </Text>
                  )}
                  <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
                    {documents.shown.map((kind) => (
                      <DocumentField
                        key={kind}
                        kind={kind}
                        required={documents.required.includes(kind)}
                        document={data?.documents?.[kind]}
                        file={editor.files[kind] ?? null}
                        onFileChange={(f) => editor.setFile(kind, f)}
                        editing={editing}
                        onPreview={openPreview}
                        error={editor.docErrors[kind]}
                        disabled={saving}
                      />
                    ))}
                  </SimpleGrid>
                </>
              )}
            </Box>

            {editor.progress !== null && (
              <Box>
                <Text size="xs" c="dimmed" mb={4} aria-live="polite">
                  Uploading files… {editor.progress}%
                </Text>
                <Progress value={editor.progress} striped animated aria-label={`Upload progress for ${title}`} />
              </Box>
            )}

            {editing && blocked && (
              <Text size="sm" c="var(--mantine-color-error)" ta="right" id={blockedId}>
                Replace or remove the {badFiles.length > 1 ? "files" : "file"} that cannot be uploaded (
                {badFiles.map((k) => DOCUMENT_KIND_LABELS[k]).join(", ")}) to save this section.
              </Text>
            )}
            {editing && (
              <Group justify="flex-end" gap="sm">
                <Button
                  variant="default"
                  leftSection={<IconX size={16} aria-hidden />}
                  onClick={editor.cancel}
                  disabled={saving}
                >
                  Cancel
                </Button>
                <Button
                  type="submit"
                  variant="light"
                  leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                  loading={savingMode === "save"}
                  disabled={blocked || (saving && savingMode !== "save")}
                  aria-describedby={blocked ? blockedId : undefined}
                >
                  Save
                </Button>
                <Button
                  onClick={() => editor.save(true)}
                  rightSection={<IconPlayerTrackNext size={16} aria-hidden />}
                  loading={savingMode === "continue"}
                  disabled={blocked || (saving && savingMode !== "continue")}
                  aria-describedby={blocked ? blockedId : undefined}
                >
                  Save &amp; Continue
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      </Stack>
      <DocumentPreviewModal document={preview} opened={previewOpen} onClose={() => setPreviewOpen(false)} />
    </Paper>
  );
}
