import { FileInput, Text } from "@mantine/core";
import { ACCEPT_ATTRIBUTE, formatFileSize } from "@phd/shared";
import { useTranslation, useWords } from "../../../lib/i18n.ts";

interface UploadFieldProps {
  label: string;
  required: boolean;
  file: File | null;
  onChange: (file: File | null) => void;
  /** Why the picked file cannot be sent (shared `checkUploadFile`), or null. */
  problem: string | null;
  /** The accepted types and size limit. */
  hint: string;
}

/**
 * One document picker of step 3: the problem with a picked file shows under it at once (linked by
 * Mantine with aria-describedby, and read out), else the file's size.
 */
export function UploadField({ label, required, file, onChange, problem, hint }: UploadFieldProps) {
  const { t } = useTranslation("candidate");
  const words = useWords("common");
  return (
    <div>
      <FileInput
        label={label}
        description={hint}
        placeholder={t("Choose a file")}
        required={required}
        accept={ACCEPT_ATTRIBUTE}
        value={file}
        onChange={onChange}
        clearable
        clearButtonProps={{ "aria-label": t("Remove chosen file for {{field}}", { field: label }) }}
        fileInputProps={{ "aria-label": t("Upload {{field}}", { field: label }) }}
        error={problem ?? undefined}
        errorProps={{ role: "alert" }}
      />
      {file && !problem && (
        <Text size="xs" c="dimmed" mt={4}>
          {t("{{size}} — will be uploaded when you submit.", { size: formatFileSize(file.size, words) })}
        </Text>
      )}
    </div>
  );
}
