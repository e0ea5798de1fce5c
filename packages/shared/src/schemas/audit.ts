import { z } from "zod";
import { ROLES } from "../roles.ts";
import { calendarDay, emptyAsUnset, withDaysInOrder } from "./common.ts";

/** The audit log's kind filter (issue 13): each kind is a family of recorded actions. */
export const AUDIT_KINDS = ["document", "section", "fee", "application", "staff", "announcement", "constant"] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  document: "Documents",
  section: "Profile sections",
  fee: "Fee verification",
  application: "Applications",
  staff: "Staff accounts",
  announcement: "Announcements",
  constant: "Site settings",
};
/** The action prefixes of each kind, as the server records them (`document.verify`, …). */
export const AUDIT_KIND_PREFIXES: Record<AuditKind, readonly string[]> = {
  document: ["document."],
  section: ["profile.section."],
  fee: ["fee."],
  application: ["application."],
  staff: ["coordinator.", "accountSectionCoordinator."],
  announcement: ["announcement."],
  constant: ["constant."],
};

const ACTION_LABELS: Record<string, string> = {
  "document.verify": "Verified a document",
  "document.request_modification": "Requested a document modification",
  "document.change_remarks": "Changed a document's remarks",
  "document.reset": "Reset a document to pending",
  "document.upload": "Uploaded a document",
  "document.replace": "Replaced a document",
  "profile.section.save": "Saved a profile section",
  "profile.section.status": "Set a profile section's status",
  "profile.section.manual_remark": "Wrote a manual remark",
  "profile.section.aadhaar_reveal": "Revealed an Aadhaar number",
  "application.submit": "Submitted an application",
  "application.withdraw": "Withdrew an application",
  "application.reapply": "Reapplied",
  "application.fee_update": "Corrected fee details",
  "application.status": "Application status changed",
  "fee.verify": "Verified fee details",
  "fee.request_modification": "Requested a fee modification",
  "fee.change_remarks": "Changed fee remarks",
  "fee.reset": "Reset fee details to pending",
  "coordinator.create": "Created a coordinator",
  "coordinator.delete": "Deleted a coordinator",
  "coordinator.departments": "Changed a coordinator's departments",
  "accountSectionCoordinator.create": "Created an account section coordinator",
  "accountSectionCoordinator.delete": "Deleted an account section coordinator",
  "announcement.create": "Created an announcement",
  "announcement.update": "Edited an announcement",
  "announcement.delete": "Deleted an announcement",
  "constant.update": "Changed a site setting",
};

/** A sentence for a recorded action; an unknown action shows as recorded. */
export function auditActionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

export const AUDIT_PAGE_SIZE = 20;

/** GET /api/admin/audit-log: newest first, filtered and paged in SQL; days are the institution's. */
export const auditLogQuery = withDaysInOrder(
  z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
    /** The actor's name, e-mail or MIS, contained. */
    actor: emptyAsUnset(z.string().trim().max(200)),
    kind: emptyAsUnset(z.enum(AUDIT_KINDS, { message: "Unknown kind" })),
    fromDate: emptyAsUnset(calendarDay),
    toDate: emptyAsUnset(calendarDay),
  }),
);
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

export const auditLogEntry = z.object({
  id: z.uuid(),
  at: z.string(),
  /** null: the account was removed from the database (deleted staff keep their row and name). */
  actor: z.object({ id: z.uuid(), name: z.string(), role: z.enum(ROLES), email: z.string().nullable() }).nullable(),
  action: z.string(),
  actionLabel: z.string(),
  subject: z.object({
    type: z.string(),
    id: z.uuid().nullable(),
    /** What a person recognises: an application id, a file name, a section, a user's or announcement's name. */
    label: z.string().nullable(),
    /** The candidate the record belongs to, when it is a candidate's: the admin's link to the profile. */
    candidateId: z.uuid().nullable(),
  }),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  remarks: z.string().nullable(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;

export const auditLogResponse = z.object({
  success: z.literal(true),
  data: z.array(auditLogEntry),
  pagination: z.object({ currentPage: z.number().int(), totalPages: z.number().int(), total: z.number().int() }),
});
export type AuditLogResponse = z.infer<typeof auditLogResponse>;
