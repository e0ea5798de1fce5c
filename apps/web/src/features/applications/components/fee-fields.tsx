import { NumberInput, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { FEE_FIELD_LABELS, type FeeField } from "@phd/shared";
import type { TFunction } from "i18next";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";

export type FeeValues = Record<FeeField, string>;
export type FeeForm = UseFormReturnType<FeeValues>;

/** An ISO instant as the datetime-local picker shows it: the candidate's local time, to the minute. */
export function toLocalInput(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return "";
  return new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/**
 * The four fee inputs of the apply wizard and of the reapply form, over one Mantine form checked
 * by the shared `feeDetailsInput`. `withErrors: false` when the page shows the first problem in
 * one alert instead (the wizard), so a message is not read out twice.
 */
export function FeeFields({ form, withErrors = true }: { form: FeeForm; withErrors?: boolean }) {
  const { t } = useTranslation("candidate");
  const label = useLabel();
  const field = (name: FeeField) => form.getInputProps(name, { withError: withErrors });
  const { amount } = form.getValues();
  return (
    <>
      <TextInput
        label={label(FEE_FIELD_LABELS.utrDuNumber)}
        required
        {...field("utrDuNumber")}
        description={t("The reference number of your payment")}
      />
      <NumberInput
        label={`${label(FEE_FIELD_LABELS.amount)} (₹)`}
        required
        min={1}
        decimalScale={2}
        value={amount}
        onChange={(v) => form.setFieldValue("amount", v === "" ? "" : String(v))}
        error={withErrors ? form.errors.amount : undefined}
        thousandSeparator=","
      />
      <TextInput
        type="datetime-local"
        label={label(FEE_FIELD_LABELS.transactionTime)}
        required
        {...field("transactionTime")}
        // The latest moment the picker offers: now, in the candidate's local time.
        max={toLocalInput(new Date().toISOString())}
      />
      <TextInput label={label(FEE_FIELD_LABELS.bankName)} required {...field("bankName")} />
    </>
  );
}

/**
 * The form's first schema problem in form order (as the candidate reads the fields), or null. The
 * schema's own words are the shared validation messages, shown as they are.
 */
export function firstFeeProblem(form: FeeForm, t: TFunction): string | null {
  const { hasErrors, errors } = form.validate();
  if (!hasErrors) return null;
  const field = (Object.keys(FEE_FIELD_LABELS) as FeeField[]).find((k) => errors[k]);
  const message = field ? errors[field] : Object.values(errors)[0];
  return typeof message === "string" ? message : t("Please check the fee details");
}
