import { Alert, Button, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  type AdmissionFeeView,
  type CandidateOffer,
  checkUploadFile,
  FEE_FIELD_LABELS,
  type FeeField,
  feeDetailsInput,
  formatRupees,
  uploadRuleText,
} from "@phd/shared";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { type FormEvent, useId, useState } from "react";
import { DetailList, DetailRow } from "../../../components/detail-list.tsx";
import { VerificationBadge } from "../../../components/documents/verification-badge.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useLabel, useTranslation, useWords } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import { FeeFields, type FeeValues, toLocalInput, UploadField } from "../../applications/index.ts";
import { useUploadLimit } from "../../site/index.ts";
import { useSendAdmissionFee } from "../api.ts";

const FEE_FIELDS = Object.keys(FEE_FIELD_LABELS) as FeeField[];

/** The payment as entered, and the account section's verdict and remarks. */
function EnteredPayment({ fee }: { fee: AdmissionFeeView }) {
  const { t } = useTranslation("candidate");
  const label = useLabel();
  const { dateTime } = useDates();
  return (
    <DetailList>
      <DetailRow label={label(FEE_FIELD_LABELS.utrDuNumber)} breakAnywhere>
        {fee.utrDuNumber}
      </DetailRow>
      <DetailRow label={label(FEE_FIELD_LABELS.amount)}>{formatRupees(fee.amount)}</DetailRow>
      <DetailRow label={t("Transaction time")}>{dateTime(fee.transactionTime)}</DetailRow>
      <DetailRow label={t("Bank")}>{fee.bankName}</DetailRow>
      {fee.receipt && (
        <DetailRow label={t("Payment receipt")} breakAnywhere>
          {fee.receipt.originalFileName}
        </DetailRow>
      )}
      <DetailRow label={t("Sent on")}>{dateTime(fee.submittedAt)}</DetailRow>
      <DetailRow label={t("Verification")}>
        <VerificationBadge status={fee.status} />
      </DetailRow>
      {fee.remarks && <DetailRow label={t("Account section's remarks")}>{fee.remarks}</DetailRow>}
    </DetailList>
  );
}

/**
 * The admission fee form: the application fee's fields (the shared `feeDetailsInput` checks them
 * here as the server does again), the amount filled in from the offer, and the receipt. A payment
 * sent back for a change comes prefilled; its receipt on file stays unless another is chosen.
 */
function AdmissionFeeForm({ offer, onSent }: { offer: CandidateOffer; onSent: (offer: CandidateOffer) => void }) {
  const { t } = useTranslation("candidate");
  const label = useLabel();
  const words = useWords("common");
  const send = useSendAdmissionFee(offer.id);
  const maxBytes = useUploadLimit();
  const paid = offer.admissionFee;
  const form = useForm<FeeValues>({
    mode: "controlled",
    initialValues: {
      utrDuNumber: paid?.utrDuNumber ?? "",
      amount: String(paid?.amount ?? offer.admissionFeeAmount),
      transactionTime: paid ? toLocalInput(paid.transactionTime) : "",
      bankName: paid?.bankName ?? "",
    },
    validate: zod4Resolver(feeDetailsInput),
  });
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptError, setReceiptError] = useState<string | null>(null);
  const onFile = paid?.receipt ?? null;
  const receiptProblem = (receipt && checkUploadFile(receipt, maxBytes, words)) || receiptError;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (send.isPending) return;
    const fee = form.getValues();
    const { hasErrors, errors } = form.validate();
    // An empty field is asked for by name (the schema would call an empty time "in the future").
    for (const k of FEE_FIELDS)
      if (!fee[k].trim()) errors[k] = t("Enter the {{field}}", { field: label(FEE_FIELD_LABELS[k]) });
    form.setErrors(errors);
    const missing = !receipt && !onFile ? t("Choose the receipt of your payment") : null;
    setReceiptError(missing);
    if (hasErrors) {
      const first = FEE_FIELDS.find((k) => errors[k]);
      if (first) form.getInputNode(first)?.focus();
    }
    if (hasErrors || missing || (receipt && checkUploadFile(receipt, maxBytes, words))) return;
    const body = new FormData();
    body.append("utrDuNumber", fee.utrDuNumber.trim());
    body.append("amount", fee.amount);
    body.append("transactionTime", new Date(fee.transactionTime).toISOString());
    body.append("bankName", fee.bankName.trim());
    if (receipt) body.append("receipt", receipt);
    send.mutate(body, {
      onSuccess: (res) => {
        if (res?.data) onSent(res.data);
      },
      // What the candidate typed stays; the server's field errors go to their fields.
      onError: (err) => {
        const { receipt: fileError, ...fields } = (err instanceof ApiError && err.fieldErrors) || {};
        form.setErrors(fields);
        if (fileError) setReceiptError(fileError);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={620}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <FeeFields form={form} />
        </SimpleGrid>
        <UploadField
          label={t("Payment receipt")}
          required={!onFile}
          file={receipt}
          onChange={(file) => {
            setReceipt(file);
            setReceiptError(null);
          }}
          problem={receiptProblem}
          hint={
            onFile
              ? t("Optional: your receipt on file ({{name}}) is kept unless you choose another. {{rule}}", {
                  name: onFile.originalFileName,
                  rule: uploadRuleText(maxBytes, words),
                })
              : uploadRuleText(maxBytes, words)
          }
        />
        <div>
          <Button type="submit" loading={send.isPending}>
            {t("Send payment details")}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/**
 * The admission fee of an accepted offer: what to pay, the payment once entered with the account
 * section's verdict, and the form while it may be entered (first time, or again when a change was asked).
 */
export function AdmissionFeeSection({
  offer,
  onChanged,
}: {
  offer: CandidateOffer;
  onChanged: (offer: CandidateOffer) => void;
}) {
  const { t } = useTranslation("candidate");
  const headingId = useId();
  const paid = offer.admissionFee;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t("Admission fee")}
      </Title>
      {paid ? (
        <EnteredPayment fee={paid} />
      ) : (
        <Text size="sm">
          {t("Pay {{amount}}, then enter the payment's details and upload its receipt.", {
            amount: formatRupees(offer.admissionFeeAmount),
          })}
        </Text>
      )}
      {offer.mayPayFee && paid?.status === "MODIFICATION_REQUESTED" && (
        <Alert color="orange" title={t("Correct your payment details")}>
          {t("Correct the details below as the account section's remarks say, and send them again.")}
        </Alert>
      )}
      {offer.mayPayFee && <AdmissionFeeForm key={paid?.submittedAt ?? "new"} offer={offer} onSent={onChanged} />}
    </Stack>
  );
}
