import {
  type AuditLogEntry,
  auditEventText,
  auditRoleLabel,
  auditStatusLabel,
  documentTypeLabel,
  formatDateTime,
  PROFILE_SECTION_LABELS,
  ROLE_LABELS,
  type Role,
} from "@phd/shared";
import { csvLine } from "../../lib/csv.ts";
import type { AuditRow } from "./queries.ts";

const CONSTANT_LABELS: Record<string, string> = {
  websiteHeading: "Website heading",
  admissionsOpen: "Admissions status",
  applicationIdPrefix: "Application ID prefix",
  timeZone: "Institution time zone",
  admissionWindow: "Admission window",
};

/** "PHD001 · Asha Verma": the record as a person recognises it, with its candidate where there is one. */
function subjectLabel(r: AuditRow): string | null {
  const data = (r.event.data ?? {}) as Record<string, unknown>;
  const of = (what: string) => (r.owner ? `${what} · ${r.owner.name}` : what);
  switch (r.event.subjectType) {
    case "application":
      return r.applicationId ? of(r.applicationId) : null;
    case "document":
      return r.documentType ? of(`${documentTypeLabel(r.documentType)} (${r.documentName})`) : null;
    case "profile_section":
      return r.section ? of(PROFILE_SECTION_LABELS[r.section]) : null;
    case "user":
      if (r.subjectUser) return `${r.subjectUser.name} (${ROLE_LABELS[r.subjectUser.role as Role]})`;
      return typeof data.name === "string" ? data.name : null;
    case "announcement":
      return r.announcementTitle ?? (typeof data.title === "string" ? data.title : null);
    case "round": {
      const name = r.roundName ?? (typeof data.name === "string" ? data.name : null);
      // Seat changes name the department too: "Round 1 · Computer Engineering".
      return name && typeof data.department === "string" ? `${name} · ${data.department}` : name;
    }
    case "constant":
      return typeof data.name === "string" ? (CONSTANT_LABELS[data.name] ?? data.name) : null;
    default:
      return null;
  }
}

export function presentAuditEntry(r: AuditRow): AuditLogEntry {
  const e = r.event;
  const actor = r.actor ? { ...r.actor, role: r.actor.role as Role } : null;
  return {
    id: e.id,
    at: e.createdAt.toISOString(),
    actor,
    action: e.action,
    actionLabel: auditEventText({ action: e.action, toStatus: e.toStatus, actor }),
    subject: { type: e.subjectType, id: e.subjectId, label: subjectLabel(r), candidateId: r.owner?.id ?? null },
    fromStatus: e.fromStatus,
    toStatus: e.toStatus,
    remarks: e.remarks,
  };
}

/** The CSV's columns: the screen's When, Who, What and Record, the status change and the remarks. */
export const AUDIT_CSV_HEADER = [
  "When",
  "Who",
  "Role",
  "E-mail",
  "What",
  "Record",
  "From Status",
  "To Status",
  "Remarks",
];

/** An entry as one CSV line, in the same words as the screen; the time in the institution's zone. */
export function auditCsvLine(e: AuditLogEntry, timeZone: string): string {
  return csvLine([
    formatDateTime(e.at, timeZone),
    e.actor?.name ?? "Removed account",
    e.actor ? auditRoleLabel(e.actor.role) : "",
    e.actor?.email ?? "",
    e.actionLabel,
    e.subject.label ?? "",
    e.fromStatus ? auditStatusLabel(e.fromStatus) : "",
    e.toStatus ? auditStatusLabel(e.toStatus) : "",
    e.remarks ?? "",
  ]);
}
