import { Alert, Button, Card, Modal, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import {
  APPLICATION_DOCUMENT_NAMES,
  type ApplicationDocument,
  checkUploadFile,
  feeDetailsInput,
  feeFormActive,
  missingFeeFields,
  PROFILE_NEEDS_FIXING,
  paths,
  REFUSAL_CODES,
  reapplyRefusal,
  uploadRuleText,
} from "@phd/shared";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../../lib/api-client.ts";
import { useLabel, useTranslation, useWords } from "../../../lib/i18n.ts";
import { useUploadLimit } from "../../site/index.ts";
import { useReapply } from "../api.ts";
import type { EntireApplication } from "./application-detail.tsx";
import { FeeFields, type FeeValues, firstFeeProblem, toLocalInput } from "./fee-fields.tsx";
import { UploadField } from "./upload-field.tsx";

/** Success dialog and the wait before the profile page (spec 001 §4, §9). */
const SUCCESS_MS = 3000;
const PROFILE_REDIRECT_MS = 3000;

/**
 * The candidate's Reapply section (spec 001 §4, §5, §8): a replacement picker for each of the
 * application's documents in MODIFICATION_REQUESTED, the fee details when the fee form is active,
 * and the Reapply button. The shared `reapplyRefusal` decides first (as the server does again);
 * the fee details are then checked by the server's schema (`feeDetailsInput`). Those refusals are
 * the shared words, shown as they are.
 */
export function ReapplySection({ data }: { data: EntireApplication }) {
  const { t } = useTranslation("candidate");
  const label = useLabel();
  const words = useWords("common");
  const { application: a, profile } = data;
  const navigate = useNavigate();
  const { mutation, reload } = useReapply(a.id);
  const maxUploadBytes = useUploadLimit();
  const [files, setFiles] = useState<Partial<Record<ApplicationDocument, File | null>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [toProfile, setToProfile] = useState(false);
  const [done, setDone] = useState(false);
  // Set synchronously, so a second click before React re-renders cannot send twice.
  const sending = useRef(false);

  const feeActive = feeFormActive(a.verificationStatus, a.feeDetails.verification.status);
  const feeForm = useForm<FeeValues>({
    mode: "controlled",
    initialValues: {
      utrDuNumber: a.feeDetails.utrDuNumber,
      amount: a.feeDetails.amount ? String(a.feeDetails.amount) : "",
      transactionTime: toLocalInput(a.feeDetails.transactionTime),
      bankName: a.feeDetails.bankName,
    },
    validate: zod4Resolver(feeDetailsInput),
  });

  const flagged = (
    [
      ["sop", a.requiredDocuments.statementOfPurpose],
      ["feeReceipt", a.feeDetails.documents.feeReceipt],
    ] as const
  )
    .filter(([, doc]) => doc?.status === "MODIFICATION_REQUESTED")
    .map(([key]) => key);
  // With the fee form open the candidate may also send a new receipt the reviewers did not flag.
  const optionalReceipt = feeActive && !flagged.includes("feeReceipt");
  const fileProblem = (key: ApplicationDocument) => {
    const file = files[key];
    return file ? checkUploadFile(file, maxUploadBytes, words) : null;
  };

  useEffect(() => {
    if (!toProfile) return;
    const timer = setTimeout(() => navigate(paths.profile), PROFILE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [toProfile, navigate]);

  // The dialog shows for 3 s, then the page reloads its data (the status moves on, this section goes).
  const finish = useCallback(() => {
    setDone(false);
    void reload();
  }, [reload]);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(finish, SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [done, finish]);

  // The server names this refusal by its code (its words are in the reader's language).
  const refuse = (message: string, fixProfile = message === PROFILE_NEEDS_FIXING) => {
    setProblem(message);
    if (fixProfile) setToProfile(true);
  };

  const send = () => {
    if (sending.current || mutation.isPending || done || toProfile) return;
    const replaced = flagged.filter((k) => files[k]);
    const refusal = reapplyRefusal({
      status: a.verificationStatus,
      profileStatus: profile.verificationStatus.status,
      flagged: flagged.map((k) => APPLICATION_DOCUMENT_NAMES[k]),
      replaced: replaced.map((k) => APPLICATION_DOCUMENT_NAMES[k]),
      missingFee: feeActive ? missingFeeFields(feeForm.getValues()) : [],
    });
    if (refusal) return refuse(refusal.message, refusal.reason === "PROFILE_NEEDS_FIXING");
    const sent: ApplicationDocument[] = optionalReceipt && files.feeReceipt ? [...replaced, "feeReceipt"] : replaced;
    if (sent.some((k) => fileProblem(k)))
      return refuse(t("Replace the files that cannot be uploaded before you reapply."));
    const feeError = feeActive ? firstFeeProblem(feeForm, t) : null;
    if (feeError) return refuse(feeError);
    setProblem(null);

    const form = new FormData();
    for (const key of sent) {
      const file = files[key];
      if (file) form.append(key, file);
    }
    if (feeActive) {
      const fee = feeForm.getValues();
      form.append("utrDuNumber", fee.utrDuNumber.trim());
      form.append("amount", fee.amount);
      form.append("transactionTime", new Date(fee.transactionTime).toISOString());
      form.append("bankName", fee.bankName.trim());
    }
    sending.current = true;
    mutation.mutate(form, {
      onSuccess: () => {
        setFiles({});
        setDone(true);
      },
      onError: (err) => {
        // The server's words for a refusal (4xx); the screen's own for a failure it did not explain.
        const refused = err instanceof ApiError && err.status >= 400 && err.status < 500 && err.message;
        const message = refused ? err.message : t("Failed to reapply. Please try again.");
        if (err instanceof ApiError && err.data?.code === REFUSAL_CODES.profileNeedsFixing) refuse(message, true);
        notifications.show({ color: "red", message });
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };

  const hint = uploadRuleText(maxUploadBytes, words);
  return (
    <Card withBorder component="section" aria-labelledby="reapply-title">
      <Title order={2} size="h4" id="reapply-title">
        {t("Reapply")}
      </Title>
      <Text size="sm" mt={4} mb="sm">
        {flagged.length > 0
          ? feeActive
            ? t(
                "Choose a replacement for each flagged document, check your fee payment details, then reapply. Your application goes back for review.",
              )
            : t("Choose a replacement for each flagged document, then reapply. Your application goes back for review.")
          : feeActive
            ? t(
                "Correct what was flagged, check your fee payment details, then reapply. Your application goes back for review.",
              )
            : t("Correct what was flagged, then reapply. Your application goes back for review.")}
      </Text>
      <Stack maw={620}>
        {flagged.map((key) => (
          <UploadField
            key={key}
            label={t("Replacement for {{name}}", { name: label(APPLICATION_DOCUMENT_NAMES[key]) })}
            required
            file={files[key] ?? null}
            onChange={(file) => {
              setFiles((f) => ({ ...f, [key]: file }));
              setProblem(null);
            }}
            problem={fileProblem(key)}
            hint={hint}
          />
        ))}
        {optionalReceipt && (
          <UploadField
            label={t("New fee receipt")}
            required={false}
            file={files.feeReceipt ?? null}
            onChange={(file) => {
              setFiles((f) => ({ ...f, feeReceipt: file }));
              setProblem(null);
            }}
            problem={fileProblem("feeReceipt")}
            hint={t("Optional: only if your payment changed. {{rule}}", { rule: hint })}
          />
        )}
        {feeActive && (
          <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <Text component="legend" size="sm" fw={600} mb="xs">
              {t("Fee payment details")}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <FeeFields form={feeForm} />
            </SimpleGrid>
          </fieldset>
        )}
        {problem && (
          <Alert color="red" title={toProfile ? t("Fix your profile first") : t("Cannot reapply yet")}>
            {problem}
            {toProfile && ` ${t("Taking you to your profile…")}`}
          </Alert>
        )}
        <div>
          <Button onClick={send} loading={mutation.isPending} disabled={done || toProfile}>
            {t("Reapply")}
          </Button>
        </div>
      </Stack>
      <Modal opened={done} onClose={finish} title={t("Application resubmitted")} centered>
        <Text>{t("Your application has been resubmitted successfully.")}</Text>
      </Modal>
    </Card>
  );
}
