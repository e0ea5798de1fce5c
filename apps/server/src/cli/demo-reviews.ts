import type { ProfileSection, VerificationStatus } from "@phd/shared";
import type { auditEvents } from "../db/schema.ts";
import { MIN, WINDOW_MS } from "./demo-clock.ts";
import type { Rng } from "./demo-files.ts";
import type { StaffMember } from "./demo-staff.ts";

export type AuditInsert = typeof auditEvents.$inferInsert;

export interface Review {
  status: VerificationStatus;
  remarks: string | null;
  signedById: string | null;
  signedAt: Date | null;
}
export const PENDING_REVIEW: Review = { status: "PENDING", remarks: null, signedById: null, signedAt: null };

const SECTION_VERIFIED_REMARKS = [
  "Details match the uploaded documents.",
  "Verified against the original certificates.",
  "All entries checked.",
];
const SECTION_MODIFICATION_REMARKS: Record<ProfileSection, string[]> = {
  personalDetails: ["The date of birth does not match the proof of date of birth.", "Please give the full address."],
  academicsUG: ["The CGPA does not match the UG marksheet.", "Please give the date of declaration of the result."],
  academicsPG: ["The PG status says completed but no degree certificate date is given.", "Please correct the CGPA."],
  entranceDetails: ["The GATE score does not match the scorecard.", "The GATE scorecard has expired."],
};
const DOCUMENT_MODIFICATION_REMARKS = [
  "The scan is blurred; please upload a clearer copy.",
  "The certificate is not attested.",
  "The name on the document does not match the profile.",
  "Please upload all pages of the document.",
];
const MANUAL_REMARKS = [
  "Called the candidate: the original marksheet will be shown at the interview.",
  "Candidate informed about the missing attestation by phone.",
];

type Stage = "untouched" | "partial" | "full" | "flagged";

/**
 * The coordinator's review of one candidate's profile and application documents: how far it went,
 * who signed, and the audit rows it left. It draws from the candidate's rng, so the calls must come
 * in the order the candidate is generated.
 */
export class CandidateReview {
  readonly audits: AuditInsert[] = [];
  /** The review part statuses of the candidate's profile (sections and profile documents). */
  readonly profileParts: VerificationStatus[] = [];
  /** The latest review of a part of this candidate (the application.status row follows it). */
  latest: { at: Date; by: string } | null = null;
  readonly stage: Stage;
  readonly reviewer: StaffMember;
  private readonly rng: Rng;
  private readonly now: number;
  private clock: number;

  constructor(rng: Rng, now: number, lastAppAt: number, reviewers: StaffMember[] | undefined, admin: StaffMember) {
    this.rng = rng;
    this.now = now;
    // How far the review went: older candidates are more likely reviewed; the last minutes are not.
    const age = (now - lastAppAt) / WINDOW_MS;
    const reviewable = now - lastAppAt > 30 * MIN;
    this.stage = !reviewable
      ? "untouched"
      : rng.next() > 0.2 + 0.6 * age
        ? "untouched"
        : rng.weighted([
            ["partial", 30],
            ["full", 50],
            ["flagged", 20],
          ] as const);
    this.reviewer = reviewers ? rng.pick(reviewers) : admin;
    this.clock = lastAppAt + (now - lastAppAt) * (0.1 + 0.6 * rng.next());
  }

  /** The time of the next review step: a few minutes on, never after a minute ago. */
  nextAt(): Date {
    this.clock = Math.min(this.clock + this.rng.int(1, 6) * MIN, this.now - MIN);
    return new Date(this.clock);
  }

  /** The status of the next profile part. */
  decide(): VerificationStatus {
    switch (this.stage) {
      case "untouched":
        return "PENDING";
      case "partial":
        return this.rng.chance(0.5) ? "VERIFIED" : "PENDING";
      case "full":
        return "VERIFIED";
      case "flagged":
        return this.rng.chance(0.25) ? "MODIFICATION_REQUESTED" : this.rng.chance(0.8) ? "VERIFIED" : "PENDING";
    }
  }

  /** The reviewer's verdict on profile section `id` (none when PENDING). */
  section(id: string, section: ProfileSection, status: VerificationStatus): Review {
    return this.sign(
      status,
      this.reviewer,
      () =>
        status === "VERIFIED"
          ? this.rng.pick(SECTION_VERIFIED_REMARKS)
          : this.rng.pick(SECTION_MODIFICATION_REMARKS[section]),
      { action: "profile.section.status", subjectType: "profile_section", subjectId: id, data: { section } },
    );
  }

  /** Now and then a manual remark on section `id` (once the review has begun). */
  manualRemark(id: string, section: ProfileSection): { text: string; at: Date } | null {
    const manual =
      this.stage !== "untouched" && this.rng.chance(0.03)
        ? { text: this.rng.pick(MANUAL_REMARKS), at: this.nextAt() }
        : null;
    if (manual) {
      this.audits.push({
        actorId: this.reviewer.id,
        action: "profile.section.manual_remark",
        subjectType: "profile_section",
        subjectId: id,
        remarks: manual.text,
        data: { section },
        createdAt: manual.at,
      });
    }
    return manual;
  }

  /** `signer`'s verdict on document `id` (none when PENDING). */
  document(id: string, status: VerificationStatus, signer: StaffMember): Review {
    return this.sign(
      status,
      signer,
      () =>
        status === "VERIFIED" ? `Document processed by ${signer.name}` : this.rng.pick(DOCUMENT_MODIFICATION_REMARKS),
      {
        action: status === "VERIFIED" ? "document.verify" : "document.request_modification",
        subjectType: "document",
        subjectId: id,
      },
    );
  }

  /** Signs a part as `status` at the next review time, with its audit row; it becomes the latest review. */
  private sign(
    status: VerificationStatus,
    signer: StaffMember,
    remarksOf: () => string,
    audit: Pick<AuditInsert, "action" | "subjectType" | "subjectId" | "data">,
  ): Review {
    if (status === "PENDING") return PENDING_REVIEW;
    const at = this.nextAt();
    const remarks = remarksOf();
    this.latest = { at, by: signer.id };
    this.audits.push({ ...audit, actorId: signer.id, fromStatus: "PENDING", toStatus: status, remarks, createdAt: at });
    return { status, remarks, signedById: signer.id, signedAt: at };
  }
}
