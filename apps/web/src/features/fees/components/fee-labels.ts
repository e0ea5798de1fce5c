// @i18n-namespace accounts
import { type ApplicationType, formatRupees } from "@phd/shared";
import type { TFunction } from "i18next";

/** The list's and the record's load failure (spec 001 §8). */
export const feeLoadFailed = (t: TFunction) => t("Failed to fetch fee details. Please try again.");

/** The fee screens word the application types shortly (spec 001 §2: "Regular", "Working Professional"). */
export function feeTypeLabel(type: ApplicationType, t: TFunction): string {
  return type === "REGULAR" ? t("Regular") : t("Working Professional");
}

/** A signer's departments: the first, plus "& N other(s)" (spec 001 §2). */
export function departmentsText(departments: readonly string[], t: TFunction): string {
  const [first, ...rest] = departments;
  if (!first) return "";
  if (rest.length === 0) return first;
  return t("{{first}} & {{count}} other", {
    first,
    count: rest.length,
    defaultValue_other: "{{first}} & {{count}} others",
  });
}

/** "Name (Accounts & 1 other)", or the name alone when no department is known. */
export function signerText(signer: { name: string; departments: readonly string[] }, t: TFunction): string {
  const departments = departmentsText(signer.departments, t);
  return departments ? `${signer.name} (${departments})` : signer.name;
}

/** A value the candidate left empty reads N/A. */
export const orNa = (value: string | null | undefined, t: TFunction) => (value?.trim() ? value : t("N/A"));

/** A missing amount (0: the candidate has not filled the fee form) reads N/A. */
export const amountText = (amount: number | null | undefined, t: TFunction) =>
  amount ? formatRupees(amount) : t("N/A");
