import { Alert, Button, Group, Radio, Stack, Text } from "@mantine/core";
import { APPLICATION_DOCUMENT_LABELS, formatFileSize, uploadRuleText } from "@phd/shared";
import { IconEye } from "@tabler/icons-react";
import { Trans, useLabel, useTranslation, useWords } from "../../../lib/i18n.ts";
import type { ProfileDocument } from "../../profile/index.ts";
import { UploadField } from "./upload-field.tsx";

interface DocumentsStepProps {
  /** The SOP already on file for this department and type, if any. */
  existingSop: ProfileDocument | undefined;
  sopFile: File | null;
  onSopFile: (file: File | null) => void;
  sopProblem: string | null;
  /** Fee receipts uploaded with earlier applications. */
  receipts: ProfileDocument[];
  /** A receipt's id, or "new". */
  feeChoice: string;
  onFeeChoice: (choice: string) => void;
  feeFile: File | null;
  onFeeFile: (file: File | null) => void;
  feeProblem: string | null;
  maxUploadBytes: number;
  onPreview: (document: ProfileDocument) => void;
}

/** Step 3: the Statement of Purpose and the fee receipt (a new one, or one already paid). */
export function DocumentsStep(p: DocumentsStepProps) {
  const { t } = useTranslation("candidate");
  const label = useLabel();
  const words = useWords("common");
  const { existingSop, receipts } = p;
  const hint = uploadRuleText(p.maxUploadBytes, words);
  return (
    <Stack mt="md" maw={620}>
      {existingSop ? (
        <Group>
          <Text size="sm">
            <Trans
              t={t}
              i18nKey="Statement of Purpose on file: <b>{{name}}</b> ({{size}})"
              values={{ name: existingSop.originalFileName, size: formatFileSize(existingSop.fileSize, words) }}
              components={{ b: <b /> }}
            />
          </Text>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEye size={14} />}
            onClick={() => p.onPreview(existingSop)}
          >
            {t("Preview")}
          </Button>
        </Group>
      ) : null}
      <UploadField
        label={label(APPLICATION_DOCUMENT_LABELS.sop)}
        required={!existingSop}
        file={p.sopFile}
        onChange={p.onSopFile}
        problem={p.sopProblem}
        hint={hint}
      />
      {receipts.length > 0 && (
        <Alert color="blue" title={t("Already paid?")}>
          {t(
            "If you paid the application fee for an earlier application, use the same fee receipt — do not pay again.",
          )}
        </Alert>
      )}
      {receipts.length > 0 && (
        <Radio.Group label={label(APPLICATION_DOCUMENT_LABELS.feeReceipt)} value={p.feeChoice} onChange={p.onFeeChoice}>
          <Stack gap="xs" mt={6}>
            {receipts.map((r) => (
              <Group key={r._id} gap="xs" wrap="nowrap">
                <Radio
                  value={r._id}
                  label={t("Use {{name}} ({{size}})", {
                    name: r.originalFileName,
                    size: formatFileSize(r.fileSize, words),
                  })}
                />
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => p.onPreview(r)}
                  aria-label={t("Preview {{name}}", { name: r.originalFileName })}
                >
                  {t("Preview")}
                </Button>
              </Group>
            ))}
            <Radio value="new" label={t("Upload a new receipt")} />
          </Stack>
        </Radio.Group>
      )}
      {(receipts.length === 0 || p.feeChoice === "new") && (
        <UploadField
          label={label(APPLICATION_DOCUMENT_LABELS.feeReceipt)}
          required
          file={p.feeFile}
          onChange={p.onFeeFile}
          problem={p.feeProblem}
          hint={hint}
        />
      )}
    </Stack>
  );
}
