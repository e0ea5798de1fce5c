import { type ApplicationType, formatRupees } from "@phd/shared";

/** The list's and the record's load failure (spec 001 §8). */
export const FEE_LOAD_FAILED = "Failed to fetch fee details. Please try again.";

/** The fee screens word the application types shortly (spec 001 §2: "Regular", "Working Professional"). */
export const FEE_TYPE_LABELS: Record<ApplicationType, string> = {
  REGULAR: "Regular",
  WORKING_PROFESSIONAL: "Working Professional",
};

/** A signer's departments: the first, plus "& N other(s)" (spec 001 §2). */
export function departmentsText(departments: readonly string[]): string {
  const [first, ...rest] = departments;
  if (!first) return "";
  if (rest.length === 0) return first;
  return `${first} & ${rest.length} ${rest.length === 1 ? "other" : "others"}`;
}

/** "Name (Accounts & 1 other)", or the name alone when no department is known. */
export function signerText(signer: { name: string; departments: readonly string[] }): string {
  const departments = departmentsText(signer.departments);
  return departments ? `${signer.name} (${departments})` : signer.name;
}

/** A value the candidate left empty reads N/A. */
export const orNa = (value: string | null | undefined) => (value?.trim() ? value : "N/A");

/** A missing amount (0: the candidate has not filled the fee form) reads N/A. */
export const amountText = (amount: number | null | undefined) => formatRupees(amount ? amount : null);
