import { FileInput, Text } from "@mantine/core";
import { ACCEPT_ATTRIBUTE, formatFileSize } from "@phd/shared";

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
  return (
    <div>
      <FileInput
        label={label}
        description={hint}
        placeholder="Choose a file"
        required={required}
        accept={ACCEPT_ATTRIBUTE}
        value={file}
        onChange={onChange}
        clearable
        clearButtonProps={{ "aria-label": `Remove chosen file for ${label}` }}
        fileInputProps={{ "aria-label": `Upload ${label}` }}
        error={problem ?? undefined}
        errorProps={{ role: "alert" }}
      />
      {file && !problem && (
        <Text size="xs" c="dimmed" mt={4}>
          {formatFileSize(file.size)} — will be uploaded when you submit.
        </Text>
      )}
    </div>
  );
}
