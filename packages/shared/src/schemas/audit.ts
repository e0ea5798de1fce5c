import { z } from "zod";
import { ROLES } from "../roles.ts";
import { calendarDay, emptyAsUnset, withDaysInOrder } from "./common.ts";
import { say } from "./messages.ts";
import { roundParam } from "./rounds.ts";

/** The audit log's kind filter (issue 13): each kind is a family of recorded actions. */
export const AUDIT_KINDS = [
  "document",
  "section",
  "fee",
  "application",
  "staff",
  "announcement",
  "constant",
  "round",
  "offer",
  "privacy",
  "read",
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  document: "Documents",
  section: "Profile sections",
  fee: "Fee verification",
  application: "Applications",
  staff: "Staff accounts",
  announcement: "Announcements",
  constant: "Site settings",
  round: "Admission rounds",
  offer: "Offers and admission",
  privacy: "Data protection",
  read: "Staff reads of personal data",
};
/** The action prefixes of each kind, as the server records them (`document.verify`, …; `AUDIT_ACTIONS`). */
export const AUDIT_KIND_PREFIXES: Record<AuditKind, readonly string[]> = {
  document: ["document."],
  section: ["profile.section."],
  fee: ["fee."],
  application: ["application."],
  staff: ["coordinator.", "accountSectionCoordinator."],
  announcement: ["announcement."],
  constant: ["constant."],
  round: ["round.", "seat_matrix.", "slot.", "merit."],
  offer: ["offer."],
  // `round.retention` (a round's months) is a round setting like the others: filed under rounds.
  privacy: ["privacy_notice.", "erasure.", "my_data.", "account.", "retention."],
  read: ["read."],
};

export const AUDIT_PAGE_SIZE = 20;

/** The audit log's filters, shared by the list and its CSV. */
const auditLogFilters = z.object({
  /** The actor's name, e-mail or MIS, contained. */
  actor: emptyAsUnset(z.string().trim().max(200)),
  kind: emptyAsUnset(z.enum(AUDIT_KINDS, say("Unknown kind"))),
  fromDate: emptyAsUnset(calendarDay),
  toDate: emptyAsUnset(calendarDay),
  round: roundParam,
  /**
   * One candidate's records (their account, profile sections, documents, applications, offers) and
   * their own acts, in every round: who read or changed what, for a breach notice (issue 28).
   */
  candidate: emptyAsUnset(z.uuid(say("Invalid id"))),
});

/** GET /api/admin/audit-log: newest first, filtered and paged in SQL; days are the institution's. */
export const auditLogQuery = withDaysInOrder(
  auditLogFilters.extend({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
  }),
);
export type AuditLogQuery = z.infer<typeof auditLogQuery>;

/** GET /api/admin/audit-log/export.csv: the same filters and order, every matching event. */
export const auditExportQuery = withDaysInOrder(auditLogFilters);
export type AuditExportFilters = z.infer<typeof auditExportQuery>;

export const auditLogEntry = z.object({
  id: z.uuid(),
  at: z.string(),
  /** null: the account was removed from the database (deleted staff keep their row and name). */
  actor: z.object({ id: z.uuid(), name: z.string(), role: z.enum(ROLES), email: z.string().nullable() }).nullable(),
  action: z.string(),
  /** The event in words, as the history panels say it: "Document verified by Account Section Coordinator". */
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
