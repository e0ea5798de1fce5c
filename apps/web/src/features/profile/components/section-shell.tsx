import { Alert, Box, Button, Group, Progress, Stack, Text } from "@mantine/core";
import {
  DOCUMENT_KIND_LABELS,
  formatFileSize,
  PROFILE_SECTION_LABELS,
  PROFILE_SECTIONS,
  type ProfileSection,
} from "@phd/shared";
import { IconAlertTriangle, IconDeviceFloppy, IconEdit, IconPlayerTrackNext, IconX } from "@tabler/icons-react";
import { type ReactNode, useId } from "react";
import { useLabel, useTranslation, useWords } from "../../../lib/i18n.ts";
import type { SectionDataMap } from "../api.ts";
import type { SectionEditor } from "../use-section-editor.ts";
import { SectionDocuments, SectionFrame } from "./section-frame.tsx";
import { SectionView } from "./section-view.tsx";

export interface SectionShellProps<S extends ProfileSection, V> {
  section: S;
  data: SectionDataMap[S] | null;
  editor: SectionEditor<V>;
  /** The form fields (edit mode). */
  fields: ReactNode;
  /** Shown above the documents while editing, e.g. when they are required. */
  documentsNote?: ReactNode;
}

/** What the candidate reads about a verified section or one a reviewer sent back. */
function CandidateNotice({ status, remarks }: { status: string | undefined; remarks: string | null | undefined }) {
  const { t } = useTranslation("profile");
  if (status === "VERIFIED") {
    return (
      <Text size="sm" c="dimmed">
        {t("This section has been verified and can no longer be edited.")}
      </Text>
    );
  }
  if (status !== "MODIFICATION_REQUESTED") return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle />} title={t("Changes requested")}>
      {remarks?.trim() ? remarks : t("A reviewer asked you to correct this section.")}{" "}
      {t("Edit the section and save it to send it for review again.")}
    </Alert>
  );
}

/**
 * The candidate's section: the read-only view with Edit, or the form with Cancel / Save /
 * Save & Continue (not on the last step, where nothing follows), the document pickers and the
 * upload progress.
 */
export function SectionShell<S extends ProfileSection, V>({
  section,
  data,
  editor,
  fields,
  documentsNote,
}: SectionShellProps<S, V>) {
  const { t } = useTranslation("profile");
  const label = useLabel();
  const words = useWords("common");
  const titleId = useId();
  const blockedId = useId();
  const title = label(PROFILE_SECTION_LABELS[section]);
  const last = section === PROFILE_SECTIONS[PROFILE_SECTIONS.length - 1];
  const notice = <CandidateNotice status={data?.verification?.status} remarks={data?.remarks} />;
  const { editing, verified, saving, savingMode, documents, badFiles } = editor;
  // A picked file that fails the type or size check holds the save until it is replaced or removed.
  const blocked = badFiles.length > 0;

  if (!editing) {
    const edit = !verified && (
      <Button variant="light" leftSection={<IconEdit size={16} aria-hidden />} onClick={editor.startEdit}>
        {t("Edit")}
      </Button>
    );
    return <SectionView section={section} data={data} actions={edit} notice={notice} />;
  }

  return (
    <SectionFrame section={section} data={data} titleId={titleId} notice={notice}>
      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={(e) => {
          e.preventDefault();
          editor.save(false);
        }}
      >
        <Stack gap="lg">
          {fields}
          <SectionDocuments
            data={data}
            documents={documents}
            note={documentsNote}
            hint={
              <Text size="xs" c="dimmed" mb="xs">
                {t("PDF, JPG or PNG, up to {{size}} each. Fields marked * are required.", {
                  size: formatFileSize(editor.maxUploadBytes, words),
                })}
              </Text>
            }
            field={(kind) => ({
              file: editor.files[kind] ?? null,
              onFileChange: (f) => editor.setFile(kind, f),
              error: editor.docErrors[kind],
              disabled: saving,
            })}
          />

          {editor.progress !== null && (
            <Box>
              <Text size="xs" c="dimmed" mb={4} aria-live="polite">
                {t("Uploading files… {{percent}}%", { percent: editor.progress })}
              </Text>
              <Progress
                value={editor.progress}
                striped
                animated
                aria-label={t("Upload progress for {{section}}", { section: title })}
              />
            </Box>
          )}

          {blocked && (
            <Text size="sm" c="var(--mantine-color-error)" ta="right" id={blockedId}>
              {t("Replace or remove the file that cannot be uploaded ({{files}}) to save this section.", {
                count: badFiles.length,
                files: badFiles.map((k) => label(DOCUMENT_KIND_LABELS[k])).join(", "),
                defaultValue_other:
                  "Replace or remove the files that cannot be uploaded ({{files}}) to save this section.",
              })}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={editor.cancel}
              disabled={saving}
            >
              {t("Cancel")}
            </Button>
            <Button
              type="submit"
              variant="light"
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              loading={savingMode === "save"}
              disabled={blocked || (saving && savingMode !== "save")}
              aria-describedby={blocked ? blockedId : undefined}
            >
              {t("Save")}
            </Button>
            {!last && (
              <Button
                onClick={() => editor.save(true)}
                rightSection={<IconPlayerTrackNext size={16} aria-hidden />}
                loading={savingMode === "continue"}
                disabled={blocked || (saving && savingMode !== "continue")}
                aria-describedby={blocked ? blockedId : undefined}
              >
                {t("Save & Continue")}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </SectionFrame>
  );
}
