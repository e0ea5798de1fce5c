import { sayNow } from "../schemas/messages.ts";
import type { ApplicationStatus, VerificationStatus } from "../verification.ts";

/**
 * An application's status follows its parts (issue 11; spec 001 §4), by one rule:
 * - `review`: every part a coordinator reviews for it: the candidate's four profile sections,
 *   the candidate's profile documents, and the application's own SOP and fee receipt;
 * - `fee`: the account section's verdict on the fee record (issue 12); the server always passes
 *   it; left out, the fee does not hold the application back.
 *
 *   any review part MODIFICATION_REQUESTED          -> MODIFICATION_REQUESTED
 *   fee MODIFICATION_REQUESTED                      -> FEE_DETAILS_VERIFICATION_MODIFICATION_REQUESTED
 *   every review part VERIFIED, fee VERIFIED/absent -> VERIFIED
 *   every review part VERIFIED, fee PENDING         -> FEE_DETAILS_VERIFICATION_PENDING
 *   otherwise                                       -> PENDING
 *
 * The candidate's own corrections come first: documents and sections before the payment.
 */
export interface ApplicationParts {
  review: readonly VerificationStatus[];
  fee?: VerificationStatus;
}

export function applicationStatusOf({ review, fee }: ApplicationParts): ApplicationStatus {
  if (review.includes("MODIFICATION_REQUESTED")) return "MODIFICATION_REQUESTED";
  if (fee === "MODIFICATION_REQUESTED") return "FEE_DETAILS_VERIFICATION_MODIFICATION_REQUESTED";
  const reviewed = review.length > 0 && review.every((s) => s === "VERIFIED");
  if (!reviewed) return "PENDING";
  return fee === "PENDING" ? "FEE_DETAILS_VERIFICATION_PENDING" : "VERIFIED";
}

/** The profile as a whole (spec 001 §3 Profile.verificationStatus): flagged if any section or profile document is. */
export function profileStatusOf(parts: readonly VerificationStatus[]): VerificationStatus {
  if (parts.includes("MODIFICATION_REQUESTED")) return "MODIFICATION_REQUESTED";
  return parts.length > 0 && parts.every((s) => s === "VERIFIED") ? "VERIFIED" : "PENDING";
}

/** Statuses from which the candidate may reapply (spec 001 §4 Candidate reapply). */
export const REAPPLY_STATUSES: readonly ApplicationStatus[] = [
  "MODIFICATION_REQUESTED",
  "FEE_DETAILS_VERIFICATION_MODIFICATION_REQUESTED",
];

/**
 * What a change request asks of the candidate (spec 001 §4; issue 30), from where the flags are:
 * - a flagged profile part (a section or a profile document) is fixed in the profile: saving the
 *   section sends it back for review, and the applications' statuses follow by themselves
 *   (`applicationStatusOf` runs on every save), so there is nothing to reapply for it;
 * - a flagged SOP, fee receipt or fee payment belongs to the application and is resubmitted with
 *   Reapply, which waits until the profile is no longer flagged (`reapplyRefusal`).
 * Null when nothing is flagged.
 */
export type ChangeRemedy = "fix-profile" | "reapply" | "fix-profile-then-reapply";

export function changeRemedy(flags: { profile: boolean; application: boolean }): ChangeRemedy | null {
  if (flags.profile) return flags.application ? "fix-profile-then-reapply" : "fix-profile";
  return flags.application ? "reapply" : null;
}

export const PROFILE_NEEDS_FIXING =
  "You need to update your profile before reapplying. Go to your Profile page to fix the issues.";
export const NOTHING_TO_RESUBMIT = "This application has no requested changes to resubmit.";

/**
 * Whether the fee form is active on the candidate's application page (spec 001 §4): the status
 * is one of the fee states, or the account section asked for a correction of the fee.
 */
export function feeFormActive(status: ApplicationStatus, feeStatus: VerificationStatus): boolean {
  return (
    status === "FEE_DETAILS_VERIFICATION_PENDING" ||
    status === "FEE_DETAILS_VERIFICATION_MODIFICATION_REQUESTED" ||
    feeStatus === "MODIFICATION_REQUESTED"
  );
}

export interface ReapplyFacts {
  status: ApplicationStatus;
  profileStatus: VerificationStatus;
  /** Names of the application's documents in MODIFICATION_REQUESTED. */
  flagged: readonly string[];
  /** Names of the documents a replacement file came for. */
  replaced: readonly string[];
  /** Labels of the fee fields left empty, when the fee form is active (else empty). */
  missingFee: readonly string[];
}

export interface ReapplyRefusal {
  /** Nothing flagged to resubmit (409), the profile flagged first (409), or a file or fee field missing (400). */
  reason: "NOTHING_TO_RESUBMIT" | "PROFILE_NEEDS_FIXING" | "MISSING";
  /** In the reader's language (`sayNow`). */
  message: string;
}

/**
 * Why a reapply is refused, or null when it may go (spec 001 §4, §5, §8): only from a
 * modification status, never while the profile itself is flagged, with a replacement for every
 * flagged document and, when the fee form is active, every fee field.
 */
export function reapplyRefusal(f: ReapplyFacts): ReapplyRefusal | null {
  if (!REAPPLY_STATUSES.includes(f.status))
    return { reason: "NOTHING_TO_RESUBMIT", message: sayNow(NOTHING_TO_RESUBMIT) };
  if (f.profileStatus === "MODIFICATION_REQUESTED")
    return { reason: "PROFILE_NEEDS_FIXING", message: sayNow(PROFILE_NEEDS_FIXING) };
  const missing = f.flagged.filter((name) => !f.replaced.includes(name));
  if (missing.length)
    return {
      reason: "MISSING",
      message: sayNow("Please choose a replacement file for: {{documents}}", { documents: missing }),
    };
  if (f.missingFee.length)
    return { reason: "MISSING", message: sayNow("Missing fee details: {{fields}}", { fields: f.missingFee }) };
  return null;
}
