import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import {
  APPLICATION_DOCUMENT_LABELS,
  type ApplicationType,
  checkUploadFile,
  duplicateApplicationMessage,
  feeDetailsInput,
  feeReceiptDocumentKey,
  missingFeeFields,
  paths,
  sopDocumentKey,
  WORKING_PROFESSIONAL_RULE,
} from "@phd/shared";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../../lib/api-client.ts";
import { useLabel, useTranslation, useWords } from "../../../lib/i18n.ts";
import type { ProfileDocument } from "../../profile/index.ts";
import { useUploadLimit } from "../../site/index.ts";
import type { ApplicationSummary } from "../api.ts";
import { useSubmitApplication } from "../api.ts";
import { type FeeValues, firstFeeProblem } from "./fee-fields.tsx";

/** The spec's success message stays 3 s; it is a toast on My Applications (decision 027). */
export const SUBMITTED_MESSAGE_MS = 3000;
export const LAST_STEP = 3;

export interface ApplyWizardOptions {
  existing: ApplicationSummary[];
  isWorkingProfessional: boolean;
  documents: Record<string, ProfileDocument>;
}

/**
 * State and rules of the Apply to Department wizard (spec 000 §2, §4, §5). The fee details are a
 * Mantine form checked by the server's schema (shared `feeDetailsInput`) through the zod resolver;
 * the picker's local time parses as local time there, as it is sent (converted to ISO) later.
 * The schema's messages and the shared rules (duplicate, working professional) are the shared
 * words, shown as they are.
 */
export function useApplyWizard({ existing, isWorkingProfessional, documents }: ApplyWizardOptions) {
  const { t } = useTranslation("candidate");
  const label = useLabel();
  const words = useWords("common");
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [department, setDepartment] = useState<string | null>(null);
  const [type, setType] = useState<ApplicationType | null>(null);
  const [sopFile, setSopFile] = useState<File | null>(null);
  const [feeFile, setFeeFile] = useState<File | null>(null);
  // null until the candidate picks: then the first receipt already paid, if any, else a new one.
  const [pickedFeeChoice, setFeeChoice] = useState<string | null>(null);
  const feeForm = useForm<FeeValues>({
    mode: "controlled",
    initialValues: { utrDuNumber: "", amount: "", transactionTime: "", bankName: "" },
    validate: zod4Resolver(feeDetailsInput),
  });
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const submit = useSubmitApplication();
  // Set synchronously, so a second click before React re-renders cannot send the application twice.
  const sending = useRef(false);

  const applied = (dept: string | null, kind: ApplicationType) =>
    existing.some((a) => a.department === dept && a.applicationType === kind);
  const existingSop = department && type ? documents[sopDocumentKey(department, type)] : undefined;
  // Receipts already uploaded with earlier applications: one payment may serve several applications.
  const receipts = useMemo(
    () => Object.values(documents).filter((d) => d.documentType.startsWith("FEE_RECEIPT_")),
    [documents],
  );
  const feeChoice = pickedFeeChoice ?? receipts[0]?._id ?? "new";
  const reusedReceipt = receipts.find((r) => r._id === feeChoice);
  // A file picked for "Upload a new receipt" counts only while that choice is made.
  const newFeeFile = receipts.length === 0 || feeChoice === "new" ? feeFile : null;
  // Checked the moment they are picked (type and size); the server checks the content again.
  const maxUploadBytes = useUploadLimit();
  const sopProblem = sopFile ? checkUploadFile(sopFile, maxUploadBytes, words) : null;
  const feeProblem = newFeeFile ? checkUploadFile(newFeeFile, maxUploadBytes, words) : null;
  const badFiles = Boolean(sopProblem || feeProblem);

  const feeProblemMessage = (): string | null => {
    const missing = missingFeeFields(feeForm.getValues());
    if (missing.length)
      return t("Required fee details missing: {{fields}}", { fields: missing.map((f) => label(f)).join(", ") });
    return firstFeeProblem(feeForm, t);
  };

  const validate = (s: number): string | null => {
    if (s === 0 && !department) return t("Please select a department");
    if (s === 1) {
      if (!type) return t("Please select an application type");
      if (department && applied(department, type)) return duplicateApplicationMessage(department, type);
      if (type === "WORKING_PROFESSIONAL" && !isWorkingProfessional) return WORKING_PROFESSIONAL_RULE;
    }
    if (s === 2) {
      const missing = [
        !sopFile && !existingSop && APPLICATION_DOCUMENT_LABELS.sop,
        !newFeeFile && !reusedReceipt && APPLICATION_DOCUMENT_LABELS.feeReceipt,
      ].filter((d): d is string => Boolean(d));
      if (missing.length)
        return t("Required documents missing: {{documents}}", { documents: missing.map((d) => label(d)).join(", ") });
      if (badFiles) return t("Replace or remove the files that cannot be uploaded before you go on.");
    }
    if (s === 3) return feeProblemMessage();
    return null;
  };

  const chooseDepartment = (value: string | null) => {
    setDepartment(value);
    setType(null);
    setError(null);
  };
  const chooseType = (value: ApplicationType) => {
    setType(value);
    setError(null);
  };
  /** The stepper's header: only steps already passed can be reopened. */
  const goBackTo = (s: number) => {
    if (s < step) setStep(s);
  };

  const next = () => {
    const problem = validate(step);
    setError(problem);
    if (!problem) setStep((s) => Math.min(LAST_STEP, s + 1));
  };
  const back = () => {
    setError(null);
    if (step === 0) navigate(paths.candidateHome);
    else setStep((s) => s - 1);
  };

  const send = () => {
    if (sending.current || submit.isPending || created !== null) return;
    for (const s of [0, 1, 2, 3]) {
      const problem = validate(s);
      if (problem) {
        setError(problem);
        setStep(s);
        return;
      }
    }
    // Steps 0 and 1 passed, so both are chosen; this narrows them for the compiler.
    if (!department || !type) return;
    setError(null);
    const fee = feeForm.getValues();
    const form = new FormData();
    form.append("department", department);
    form.append("applicationType", type);
    form.append("utrDuNumber", fee.utrDuNumber.trim());
    form.append("amount", fee.amount);
    form.append("transactionTime", new Date(fee.transactionTime).toISOString());
    form.append("bankName", fee.bankName.trim());
    if (reusedReceipt && !newFeeFile) form.append("feeReceiptDocumentId", reusedReceipt._id);
    if (sopFile) form.append(sopDocumentKey(department, type), sopFile);
    if (newFeeFile) form.append(feeReceiptDocumentKey(department, type), newFeeFile);
    sending.current = true;
    setProgress(0);
    submit.mutate(
      { form, onProgress: setProgress },
      {
        onSuccess: (res) => {
          setCreated(res.applicationId);
          // Straight to the list, where the new row is: the message goes along as a toast (decision 027).
          notifications.show({
            color: "green",
            title: t("Application submitted"),
            message: t("Application created successfully! Application ID: {{id}}", { id: res.applicationId }),
            autoClose: SUBMITTED_MESSAGE_MS,
          });
          navigate(paths.applications);
        },
        onError: (err) => {
          const message = err instanceof ApiError && err.status !== 0 ? err.message : t("Failed to submit application");
          setError(message);
          notifications.show({ color: "red", message });
        },
        onSettled: () => {
          sending.current = false;
          setProgress(null);
        },
      },
    );
  };

  return {
    step,
    goBackTo,
    next,
    back,
    send,
    department,
    chooseDepartment,
    type,
    chooseType,
    applied,
    sopFile,
    setSopFile,
    sopProblem,
    existingSop,
    feeFile,
    setFeeFile,
    feeProblem,
    receipts,
    feeChoice,
    setFeeChoice,
    reusedReceipt,
    newFeeFile,
    badFiles,
    maxUploadBytes,
    feeForm,
    error,
    progress,
    pending: submit.isPending,
    created,
  };
}

export type ApplyWizardModel = ReturnType<typeof useApplyWizard>;
