import { departmentKey } from "./departments.ts";
import { profileDocumentLabel } from "./profile.ts";

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

export type ApplicationDocument = "sop" | "feeReceipt";

/** The two application documents as the apply form names them (field labels, "missing" messages). */
export const APPLICATION_DOCUMENT_LABELS: Record<ApplicationDocument, string> = {
  sop: "Statement of Purpose (SOP)",
  feeReceipt: "Application Fee Receipt",
};

/** The two application documents as a stored document is named (review mails, the PDF). */
export const APPLICATION_DOCUMENT_NAMES: Record<ApplicationDocument, string> = {
  sop: "Statement of Purpose",
  feeReceipt: "Application Fee Receipt",
};

/** Which application document a stored type or upload field is (`SOP_…`, `FEE_RECEIPT_…`), if any. */
export function applicationDocumentOf(type: string): ApplicationDocument | undefined {
  if (type.startsWith("SOP_")) return "sop";
  if (type.startsWith("FEE_RECEIPT_")) return "feeReceipt";
  return undefined;
}

/** How a stored document is named to people: an application document by its name, a profile document by its label, anything else as it is. */
export function documentTypeLabel(type: string): string {
  const applicationDocument = applicationDocumentOf(type);
  if (applicationDocument) return APPLICATION_DOCUMENT_NAMES[applicationDocument];
  return profileDocumentLabel(type) ?? type;
}

/** "PHD" + 7 -> "PHD007": at least three digits, more when the counter grows past 999. */
export function formatApplicationId(prefix: string, n: number): string {
  return `${prefix}${String(n).padStart(3, "0")}`;
}

export const APPLICATION_ID_PREFIX_MAX = 10;
export function normaliseApplicationIdPrefix(value: string): string {
  return value.trim().toUpperCase();
}
