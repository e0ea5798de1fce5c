/** Status of a document, a profile section or a fee record (spec 001 §4). */
export const VERIFICATION_STATUSES = ["PENDING", "VERIFIED", "MODIFICATION_REQUESTED"] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** Application-level statuses add the two fee states. */
export const APPLICATION_STATUSES = [
  ...VERIFICATION_STATUSES,
  "FEE_DETAILS_VERIFICATION_PENDING",
  "FEE_DETAILS_VERIFICATION_MODIFICATION_REQUESTED",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  PENDING: "Pending",
  VERIFIED: "Verified",
  MODIFICATION_REQUESTED: "Modification Requested",
};

export const VERIFICATION_STATUS_COLORS: Record<VerificationStatus, string> = {
  PENDING: "yellow",
  VERIFIED: "green",
  MODIFICATION_REQUESTED: "red",
};

/** Labels a candidate sees for an application's status (spec 000 §4). */
export const APPLICATION_STATUS_LABELS_FOR_CANDIDATE: Record<ApplicationStatus, string> = {
  PENDING: "Under Review",
  VERIFIED: "Approved",
  MODIFICATION_REQUESTED: "Modification Required",
  FEE_DETAILS_VERIFICATION_PENDING: "Fee Verification Pending",
  FEE_DETAILS_VERIFICATION_MODIFICATION_REQUESTED: "Fee Modification Required",
};

/** Labels staff see for an application's status (coordinator list and filters, spec 001 §2). */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  PENDING: "Pending",
  VERIFIED: "Verified",
  MODIFICATION_REQUESTED: "Modification Requested",
  FEE_DETAILS_VERIFICATION_PENDING: "Fee Verification Pending",
  FEE_DETAILS_VERIFICATION_MODIFICATION_REQUESTED: "Fee Modification Requested",
};

export function applicationStatusLabel(status: string | null | undefined): string {
  return (APPLICATION_STATUS_LABELS as Record<string, string>)[status ?? ""] ?? "Unknown";
}

export function verificationStatusLabel(status: string | null | undefined): string {
  return (VERIFICATION_STATUS_LABELS as Record<string, string>)[status ?? ""] ?? "Unknown";
}

export function applicationStatusLabelForCandidate(status: string | null | undefined): string {
  return (APPLICATION_STATUS_LABELS_FOR_CANDIDATE as Record<string, string>)[status ?? ""] ?? "Unknown";
}

export function verificationStatusColor(status: string | null | undefined): string {
  return (VERIFICATION_STATUS_COLORS as Record<string, string>)[status ?? ""] ?? "gray";
}

const APPLICATION_STATUS_COLORS: Record<ApplicationStatus, string> = {
  PENDING: "yellow",
  VERIFIED: "green",
  MODIFICATION_REQUESTED: "red",
  FEE_DETAILS_VERIFICATION_PENDING: "orange",
  FEE_DETAILS_VERIFICATION_MODIFICATION_REQUESTED: "red",
};
export function applicationStatusColor(status: string | null | undefined): string {
  return (APPLICATION_STATUS_COLORS as Record<string, string>)[status ?? ""] ?? "gray";
}
