import type { VerificationAction } from "./domain/verification-machine.ts";
import { ROLE_LABELS } from "./roles.ts";
import { APPLICATION_STATUS_LABELS, type VerificationStatus } from "./verification.ts";

/**
 * Every action the server records as an audit event (`recordAudit` takes only these), so each has
 * words below. The history panels, the admin's audit log and its CSV word them through
 * `auditEventText` alone (decision 025).
 */
export const AUDIT_ACTIONS = [
  "document.upload",
  "document.replace",
  "document.verify",
  "document.request_modification",
  "document.change_remarks",
  "document.reset",
  "profile.section.save",
  "profile.section.status",
  "profile.section.manual_remark",
  "profile.section.aadhaar_reveal",
  "application.submit",
  "application.withdraw",
  "application.reapply",
  "application.fee_update",
  "application.status",
  "fee.verify",
  "fee.request_modification",
  "fee.change_remarks",
  "fee.reset",
  "coordinator.create",
  "coordinator.delete",
  "coordinator.departments",
  "accountSectionCoordinator.create",
  "accountSectionCoordinator.delete",
  "announcement.create",
  "announcement.update",
  "announcement.delete",
  "constant.update",
  "round.create",
  "round.update",
  "round.make_current",
  "round.close",
  "round.reservation",
  "round.selection_rules",
  "application.shortlist",
  "round.call_letter",
  "slot.create",
  "slot.update",
  "slot.delete",
  "application.slot",
  "seat_matrix.update",
  "seat_matrix.lock",
  "seat_matrix.unlock",
  "round.scoring",
  "application.test_marks",
  "application.interview_score",
  "merit.publish",
  "application.objection",
  "application.objection_answer",
  "round.offer_settings",
  "offer.issue",
  "offer.accept",
  "offer.decline",
  "offer.lapse",
  "offer.withdraw",
  "offer.deadline",
  "offer.admission_fee",
  "offer.admission_fee_verdict",
  "offer.admit",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The recorded action of a reviewer's verdict on a document or the fee: `VERIFY` → `document.verify`. */
export function verdictAction<P extends "document" | "fee">(
  part: P,
  action: VerificationAction,
): `${P}.${Lowercase<VerificationAction>}` {
  return `${part}.${action.toLowerCase() as Lowercase<VerificationAction>}`;
}

/** What happened, without who: past tense, the record's kind first ("Document verified"). */
const ACTION_WORDS: Record<AuditAction, string> = {
  "document.upload": "Document uploaded",
  "document.replace": "Document replaced",
  "document.verify": "Document verified",
  "document.request_modification": "Document modification requested",
  "document.change_remarks": "Document remarks changed",
  "document.reset": "Document reset to pending",
  "profile.section.save": "Profile section saved",
  "profile.section.status": "Profile section status changed",
  "profile.section.manual_remark": "Manual remark written",
  "profile.section.aadhaar_reveal": "Aadhaar number revealed",
  "application.submit": "Application submitted",
  "application.withdraw": "Application withdrawn",
  "application.reapply": "Application resubmitted with changes",
  "application.fee_update": "Fee details corrected",
  "application.status": "Application status changed",
  "fee.verify": "Fee details verified",
  "fee.request_modification": "Fee modification requested",
  "fee.change_remarks": "Fee remarks changed",
  "fee.reset": "Fee details reset to pending",
  "coordinator.create": "Department coordinator created",
  "coordinator.delete": "Department coordinator deleted",
  "coordinator.departments": "Coordinator's departments changed",
  "accountSectionCoordinator.create": "Account section coordinator created",
  "accountSectionCoordinator.delete": "Account section coordinator deleted",
  "announcement.create": "Announcement created",
  "announcement.update": "Announcement edited",
  "announcement.delete": "Announcement deleted",
  "constant.update": "Site setting changed",
  "round.create": "Admission round created",
  "round.update": "Admission round edited",
  "round.make_current": "Admission round made current",
  "round.close": "Admission round closed",
  "round.reservation": "Reservation percentages changed",
  "round.selection_rules": "Selection rules changed",
  "application.shortlist": "Shortlist decision",
  "round.call_letter": "Call letter instructions changed",
  "slot.create": "Test or interview slot created",
  "slot.update": "Test or interview slot changed",
  "slot.delete": "Test or interview slot deleted",
  "application.slot": "Candidate's slot changed",
  "seat_matrix.update": "Seats changed",
  "seat_matrix.lock": "Seats locked",
  "seat_matrix.unlock": "Seats unlocked",
  "round.scoring": "Marks and scores settings changed",
  "application.test_marks": "Entrance-test marks changed",
  "application.interview_score": "Interview score changed",
  "merit.publish": "Merit list published",
  "application.objection": "Objection raised to the merit list",
  "application.objection_answer": "Objection answered",
  "round.offer_settings": "Offer settings changed",
  "offer.issue": "Offer of admission made",
  "offer.accept": "Offer accepted",
  "offer.decline": "Offer declined",
  "offer.lapse": "Offer lapsed at its deadline",
  "offer.withdraw": "Acceptance withdrawn",
  "offer.deadline": "Offer deadline changed",
  "offer.admission_fee": "Admission fee entered",
  "offer.admission_fee_verdict": "Admission fee reviewed",
  "offer.admit": "Candidate admitted",
};

/** A section's status is one recorded action; its words follow the status it was set to. */
const SECTION_STATUS_WORDS: Record<VerificationStatus, string> = {
  VERIFIED: "Profile section verified",
  MODIFICATION_REQUESTED: "Profile section modification requested",
  PENDING: "Profile section reset to pending",
};

const lookup = <T extends string>(table: Record<T, string>, key: string | null | undefined): string | undefined =>
  key != null && Object.hasOwn(table, key) ? table[key as T] : undefined;

/** A name the portal stores, in words: "accountSectionCoordinator.create" → "Account section coordinator create". */
function readable(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[._\-\s]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What happened: "Document verified"; a section's status by the status set; an action from older data made readable. */
export function auditActionWords(action: string, toStatus?: string | null): string {
  if (action === "profile.section.status") {
    const words = lookup(SECTION_STATUS_WORDS, toStatus);
    if (words) return words;
  }
  return lookup(ACTION_WORDS, action) ?? readable(action);
}

/** Who, by role: "Account Section Coordinator". */
export function auditRoleLabel(role: string): string {
  return lookup(ROLE_LABELS, role) ?? readable(role);
}

/** The facts an event is worded from (a history step and an audit-log entry both have them). */
export interface AuditEventFacts {
  action: string;
  toStatus?: string | null;
  /** null: the account was removed from the database. */
  actor: { role: string } | null;
}

/** An event in words, the same on every history panel, the audit log and its CSV: "Document verified by Account Section Coordinator". */
export function auditEventText({ action, toStatus, actor }: AuditEventFacts): string {
  return `${auditActionWords(action, toStatus)} by ${actor ? auditRoleLabel(actor.role) : "a removed account"}`;
}

/** A recorded status in staff words ("Modification Requested", "Fee Verification Pending"); other values made readable. */
export function auditStatusLabel(status: string): string {
  return lookup(APPLICATION_STATUS_LABELS, status) ?? readable(status);
}
