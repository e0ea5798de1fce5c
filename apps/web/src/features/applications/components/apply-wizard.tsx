import { Alert, Anchor, Button, Group, Progress, Stack, Stepper, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { paths } from "@phd/shared";
import { useId, useState } from "react";
import { Link } from "react-router";
import { DocumentPreviewModal } from "../../../components/documents/document-preview-modal.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import type { ProfileDocument } from "../../profile/index.ts";
import type { ApplicationSummary } from "../api.ts";
import { DepartmentStep } from "./department-step.tsx";
import { DocumentsStep } from "./documents-step.tsx";
import { FeeStep } from "./fee-step.tsx";
import { TypeStep } from "./type-step.tsx";
import { LAST_STEP, useApplyWizard } from "./use-apply-wizard.ts";

interface WizardProps {
  existing: ApplicationSummary[];
  isWorkingProfessional: boolean;
  documents: Record<string, ProfileDocument>;
  profileComplete: boolean;
}

/** The four-step Apply to Department wizard (spec 000 §2, §4, §5). */
export function ApplyWizard({ existing, isWorkingProfessional, documents, profileComplete }: WizardProps) {
  const { t } = useTranslation("candidate");
  const w = useApplyWizard({ existing, isWorkingProfessional, documents });
  const isPhone = useMediaQuery("(max-width: 36em)");
  const [preview, setPreview] = useState<ProfileDocument | null>(null);
  const badFilesId = useId();
  const { step, badFiles, created } = w;

  return (
    <Stack>
      {!profileComplete && (
        <Alert color="yellow" title={t("Complete your profile first")}>
          {t("All four sections of your profile must be completed before you can submit an application.")}{" "}
          <Anchor component={Link} to={paths.profile}>
            {t("Go to My Profile")}
          </Anchor>
        </Alert>
      )}
      <Stepper active={step} onStepClick={w.goBackTo} orientation={isPhone ? "vertical" : "horizontal"} size="sm">
        <Stepper.Step label={t("Department")} description={t("Choose a department")}>
          <DepartmentStep department={w.department} onChange={w.chooseDepartment} />
        </Stepper.Step>

        <Stepper.Step label={t("Type")} description={t("Regular or working professional")}>
          <TypeStep
            department={w.department}
            type={w.type}
            isWorkingProfessional={isWorkingProfessional}
            applied={w.applied}
            onChange={w.chooseType}
          />
        </Stepper.Step>

        <Stepper.Step label={t("Documents")} description={t("SOP and fee receipt")}>
          <DocumentsStep
            existingSop={w.existingSop}
            sopFile={w.sopFile}
            onSopFile={w.setSopFile}
            sopProblem={w.sopProblem}
            receipts={w.receipts}
            feeChoice={w.feeChoice}
            onFeeChoice={w.setFeeChoice}
            feeFile={w.feeFile}
            onFeeFile={w.setFeeFile}
            feeProblem={w.feeProblem}
            maxUploadBytes={w.maxUploadBytes}
            onPreview={setPreview}
          />
        </Stepper.Step>

        <Stepper.Step label={t("Fee details")} description={t("Payment and summary")}>
          <FeeStep
            form={w.feeForm}
            department={w.department}
            type={w.type}
            sopName={w.sopFile?.name ?? w.existingSop?.originalFileName}
            feeReceiptName={w.newFeeFile?.name ?? w.reusedReceipt?.originalFileName}
          />
        </Stepper.Step>
      </Stepper>

      {w.error && (
        <Alert color="red" role="alert">
          {w.error}
        </Alert>
      )}
      {w.progress !== null && (
        <div>
          <Text size="xs" c="dimmed" mb={4} aria-live="polite">
            {t("Uploading files… {{percent}}%", { percent: w.progress })}
          </Text>
          <Progress value={w.progress} striped animated aria-label={t("Upload progress")} />
        </div>
      )}
      {step >= 2 && badFiles && (
        <Text size="sm" c="var(--mantine-color-error)" ta="right" id={badFilesId}>
          {t("Replace or remove the files that cannot be uploaded before you go on.")}
        </Text>
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={w.back} disabled={w.pending || created !== null}>
          {step === 0 ? t("Home") : t("Back")}
        </Button>
        {step < LAST_STEP ? (
          <Button
            onClick={w.next}
            disabled={step === 2 && badFiles}
            aria-describedby={step === 2 && badFiles ? badFilesId : undefined}
          >
            {t("Next")}
          </Button>
        ) : (
          <Button
            onClick={w.send}
            loading={w.pending}
            disabled={!profileComplete || badFiles || created !== null}
            aria-describedby={badFiles ? badFilesId : undefined}
          >
            {t("Submit Application")}
          </Button>
        )}
      </Group>

      <DocumentPreviewModal document={preview} opened={preview !== null} onClose={() => setPreview(null)} />
    </Stack>
  );
}
