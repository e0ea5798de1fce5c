// @i18n-namespace staff
// The history panels (review screens) and the admin's audit log read these words: `t` is the
// `staff` one there (`useWords("staff")`); the labels of roles and statuses come from the
// `vocabulary` (`{ ns: "vocabulary" }`). The server's audit CSV keeps English (no `t`).
import type { VerificationAction } from "./domain/verification-machine.ts";
import { ROLE_LABELS } from "./roles.ts";
import { APPLICATION_STATUS_LABELS, type VerificationStatus } from "./verification.ts";
import { english, type Translate } from "./words.ts";

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
  "round.reconciliation",
  "fee.statement_import",
  "fee.reconcile",
  "privacy_notice.publish",
  "account.sign_in",
  "my_data.view",
  "my_data.export",
  "erasure.request",
  "read.profile",
  "read.document",
  "read.application",
  "read.application_pdf",
  "erasure.cancel",
  "erasure.done",
  "erasure.kept",
  "round.retention",
  "round.aadhaar",
  "retention.dry_run",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The recorded action of a reviewer's verdict on a document or the fee: `VERIFY` → `document.verify`. */
export function verdictAction<P extends "document" | "fee">(
  part: P,
  action: VerificationAction,
): `${P}.${Lowercase<VerificationAction>}` {
  return `${part}.${action.toLowerCase() as Lowercase<VerificationAction>}`;
}

/** Words in the language of the `t` given (only the one asked for is looked up). */
type Words = (t: Translate) => string;

/** What happened, without who: past tense, the record's kind first ("Document verified"). */
const ACTION_WORDS: Record<AuditAction, Words> = {
  "document.upload": (t) => t("Document uploaded"),
  "document.replace": (t) => t("Document replaced"),
  "document.verify": (t) => t("Document verified"),
  "document.request_modification": (t) => t("Document modification requested"),
  "document.change_remarks": (t) => t("Document remarks changed"),
  "document.reset": (t) => t("Document reset to pending"),
  "profile.section.save": (t) => t("Profile section saved"),
  "profile.section.status": (t) => t("Profile section status changed"),
  "profile.section.manual_remark": (t) => t("Manual remark written"),
  "profile.section.aadhaar_reveal": (t) => t("Aadhaar number revealed"),
  "application.submit": (t) => t("Application submitted"),
  "application.withdraw": (t) => t("Application withdrawn"),
  "application.reapply": (t) => t("Application resubmitted with changes"),
  "application.fee_update": (t) => t("Fee details corrected"),
  "application.status": (t) => t("Application status changed"),
  "fee.verify": (t) => t("Fee details verified"),
  "fee.request_modification": (t) => t("Fee modification requested"),
  "fee.change_remarks": (t) => t("Fee remarks changed"),
  "fee.reset": (t) => t("Fee details reset to pending"),
  "coordinator.create": (t) => t("Department coordinator created"),
  "coordinator.delete": (t) => t("Department coordinator deleted"),
  "coordinator.departments": (t) => t("Coordinator's departments changed"),
  "accountSectionCoordinator.create": (t) => t("Account section coordinator created"),
  "accountSectionCoordinator.delete": (t) => t("Account section coordinator deleted"),
  "announcement.create": (t) => t("Announcement created"),
  "announcement.update": (t) => t("Announcement edited"),
  "announcement.delete": (t) => t("Announcement deleted"),
  "constant.update": (t) => t("Site setting changed"),
  "privacy_notice.publish": (t) => t("Privacy notice published"),
  "account.sign_in": (t) => t("Signed in"),
  "my_data.view": (t) => t("Own data viewed"),
  "my_data.export": (t) => t("Own data downloaded"),
  "erasure.request": (t) => t("Erasure requested"),
  "read.profile": (t) => t("Profile viewed"),
  "read.document": (t) => t("Document opened"),
  "read.application": (t) => t("Application viewed"),
  "read.application_pdf": (t) => t("Application PDF downloaded"),
  "erasure.cancel": (t) => t("Erasure request cancelled"),
  "erasure.done": (t) => t("Personal data erased"),
  "erasure.kept": (t) => t("Erasure declined: admitted candidate's record kept"),
  "round.retention": (t) => t("Retention period changed"),
  "round.aadhaar": (t) => t("Aadhaar number setting changed"),
  "retention.dry_run": (t) => t("Retention dry run"),
  "round.create": (t) => t("Admission round created"),
  "round.update": (t) => t("Admission round edited"),
  "round.make_current": (t) => t("Admission round made current"),
  "round.close": (t) => t("Admission round closed"),
  "round.reservation": (t) => t("Reservation percentages changed"),
  "round.selection_rules": (t) => t("Selection rules changed"),
  "application.shortlist": (t) => t("Shortlist decision"),
  "round.call_letter": (t) => t("Call letter instructions changed"),
  "slot.create": (t) => t("Test or interview slot created"),
  "slot.update": (t) => t("Test or interview slot changed"),
  "slot.delete": (t) => t("Test or interview slot deleted"),
  "application.slot": (t) => t("Candidate's slot changed"),
  "seat_matrix.update": (t) => t("Seats changed"),
  "seat_matrix.lock": (t) => t("Seats locked"),
  "seat_matrix.unlock": (t) => t("Seats unlocked"),
  "round.scoring": (t) => t("Marks and scores settings changed"),
  "application.test_marks": (t) => t("Entrance-test marks changed"),
  "application.interview_score": (t) => t("Interview score changed"),
  "merit.publish": (t) => t("Merit list published"),
  "application.objection": (t) => t("Objection raised to the merit list"),
  "application.objection_answer": (t) => t("Objection answered"),
  "round.offer_settings": (t) => t("Offer settings changed"),
  "offer.issue": (t) => t("Offer of admission made"),
  "offer.accept": (t) => t("Offer accepted"),
  "offer.decline": (t) => t("Offer declined"),
  "offer.lapse": (t) => t("Offer lapsed at its deadline"),
  "offer.withdraw": (t) => t("Acceptance withdrawn"),
  "offer.deadline": (t) => t("Offer deadline changed"),
  "offer.admission_fee": (t) => t("Admission fee entered"),
  "offer.admission_fee_verdict": (t) => t("Admission fee reviewed"),
  "offer.admit": (t) => t("Candidate admitted"),
  "round.reconciliation": (t) => t("Fee matching rules changed"),
  "fee.statement_import": (t) => t("Bank statement imported"),
  "fee.reconcile": (t) => t("Exact matches with the bank statement verified"),
};

/** A section's status is one recorded action; its words follow the status it was set to. */
const SECTION_STATUS_WORDS: Record<VerificationStatus, Words> = {
  VERIFIED: (t) => t("Profile section verified"),
  MODIFICATION_REQUESTED: (t) => t("Profile section modification requested"),
  PENDING: (t) => t("Profile section reset to pending"),
};

/** A shared label (role, status) in `t`'s language: the `vocabulary` catalogue holds them. */
const vocabulary = (t: Translate, label: string) => t(label, { ns: "vocabulary" });

const lookup = <T extends string, V>(table: Record<T, V>, key: string | null | undefined): V | undefined =>
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
export function auditActionWords(action: string, toStatus?: string | null, t: Translate = english): string {
  if (action === "profile.section.status") {
    const section = lookup(SECTION_STATUS_WORDS, toStatus);
    if (section) return section(t);
  }
  return lookup(ACTION_WORDS, action)?.(t) ?? readable(action);
}

/** Who, by role: "Account Section Coordinator" (in English: a `vocabulary` label, or a name made readable). */
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
export function auditEventText({ action, toStatus, actor }: AuditEventFacts, t: Translate = english): string {
  const what = auditActionWords(action, toStatus, t);
  return actor
    ? t("{{what}} by {{role}}", { what, role: vocabulary(t, auditRoleLabel(actor.role)) })
    : t("{{what}} by a removed account", { what });
}

/** A recorded status in staff words ("Modification Requested", "Fee Verification Pending"); other values made readable. */
export function auditStatusLabel(status: string): string {
  return lookup(APPLICATION_STATUS_LABELS, status) ?? readable(status);
}
