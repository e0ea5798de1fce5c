import { departmentKey } from "./departments.ts";

export const APPLICATION_TYPES = ["REGULAR", "WORKING_PROFESSIONAL"] as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[number];

export const APPLICATION_TYPE_LABELS: Record<ApplicationType, string> = {
  REGULAR: "Regular Candidate",
  WORKING_PROFESSIONAL: "Working Professional",
};

/** Keys of the two documents each application carries (DESIGN §4). */
export function sopDocumentKey(department: string, type: ApplicationType): string {
  return `SOP_${departmentKey(department)}_${type}`;
}
export function feeReceiptDocumentKey(department: string, type: ApplicationType): string {
  return `FEE_RECEIPT_${departmentKey(department)}_${type}`;
}

/** "PHD" + 7 -> "PHD007": at least three digits, more when the counter grows past 999. */
export function formatApplicationId(prefix: string, n: number): string {
  return `${prefix}${String(n).padStart(3, "0")}`;
}

export const APPLICATION_ID_PREFIX_MAX = 10;
export function normaliseApplicationIdPrefix(value: string): string {
  return value.trim().toUpperCase();
}
