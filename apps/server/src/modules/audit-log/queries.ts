import { AUDIT_KIND_PREFIXES, type AuditExportFilters } from "@phd/shared";
import { and, count, desc, eq, inArray, like, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { containsPattern, withinDays } from "../../db/list-filters.ts";
import {
  admissionRounds,
  announcements,
  applications,
  auditEvents,
  documents,
  profileSections,
  profiles,
  users,
} from "../../db/schema.ts";

const actor = alias(users, "actor");
const subjectUser = alias(users, "subject_user");
const owner = alias(users, "owner");

const about = (type: string) => eq(auditEvents.subjectType, type);

/** Events about one candidate's records, or done by them (audit_events_subject_idx, audit_events_actor_idx). */
function aboutCandidate(id: string): SQL {
  const of = (type: string, ids: SQL) =>
    sql`(${auditEvents.subjectType} = ${type} and ${auditEvents.subjectId} in (${ids}))`;
  return sql`(${auditEvents.actorId} = ${id}
    or (${auditEvents.subjectType} = 'user' and ${auditEvents.subjectId} = ${id})
    or ${of("document", sql`select id from documents where user_id = ${id}`)}
    or ${of("application", sql`select id from applications where user_id = ${id}`)}
    or ${of("profile_section", sql`select s.id from profile_sections s join profiles p on p.id = s.profile_id where p.user_id = ${id}`)}
    or ${of("offer", sql`select o.id from offers o join applications a on a.id = o.application_id where a.user_id = ${id}`)})`;
}

/** The WHERE of the page, its count and the CSV. The actor filter needs the actor join (`needsActor`). */
export function auditConditions(
  f: AuditExportFilters,
  round: string | SQL,
  timeZone: string,
): { where: SQL | undefined; needsActor: boolean } {
  const pattern = f.actor ? containsPattern(f.actor.toLowerCase()) : undefined;
  return {
    needsActor: !!pattern,
    where: and(
      // Each event belongs to the round that was current when it happened (audit_events_round_created_idx);
      // one candidate's events are read across rounds.
      f.candidate ? aboutCandidate(f.candidate) : eq(auditEvents.roundId, round),
      pattern
        ? or(
            like(sql`lower(${actor.name})`, pattern),
            like(actor.email, pattern),
            like(sql`lower(${actor.mis})`, pattern),
          )
        : undefined,
      f.kind ? or(...AUDIT_KIND_PREFIXES[f.kind].map((p) => like(auditEvents.action, `${p}%`))) : undefined,
      withinDays(auditEvents.createdAt, f.fromDate, f.toDate, timeZone),
    ),
  };
}

/**
 * A page of events, newest first, each with its actor and what a person recognises of its record:
 * one left join per kind of record, taken only when the event is about that kind.
 */
/** The events with what they are about (names, ids, titles): one row per event. */
function auditRows(db: DbOrTx) {
  return db
    .select({
      event: auditEvents,
      actor: { id: actor.id, name: actor.name, role: actor.role, email: actor.email },
      applicationId: applications.applicationId,
      documentType: documents.documentType,
      documentName: documents.originalFileName,
      section: profileSections.section,
      subjectUser: { name: subjectUser.name, role: subjectUser.role },
      announcementTitle: announcements.title,
      roundName: admissionRounds.name,
      owner: { id: owner.id, name: owner.name },
    })
    .from(auditEvents)
    .leftJoin(actor, eq(actor.id, auditEvents.actorId))
    .leftJoin(applications, and(about("application"), eq(applications.id, auditEvents.subjectId)))
    .leftJoin(documents, and(about("document"), eq(documents.id, auditEvents.subjectId)))
    .leftJoin(profileSections, and(about("profile_section"), eq(profileSections.id, auditEvents.subjectId)))
    .leftJoin(profiles, eq(profiles.id, profileSections.profileId))
    .leftJoin(subjectUser, and(about("user"), eq(subjectUser.id, auditEvents.subjectId)))
    .leftJoin(announcements, and(about("announcement"), eq(announcements.id, auditEvents.subjectId)))
    .leftJoin(admissionRounds, and(about("round"), eq(admissionRounds.id, auditEvents.subjectId)))
    .leftJoin(
      owner,
      and(
        eq(owner.role, "candidate"),
        eq(owner.id, sql`coalesce(${applications.userId}, ${documents.userId}, ${profiles.userId}, ${subjectUser.id})`),
      ),
    )
    .$dynamic();
}

const newestFirst = [desc(auditEvents.createdAt), desc(auditEvents.id)];

export function auditPage(db: DbOrTx, where: SQL | undefined, limit: number, offset: number) {
  return auditRows(db)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

/** The ids of every event the filters match, newest first (the CSV export's one pass of the index). */
export async function allAuditIds(db: DbOrTx, where: SQL | undefined, needsActor: boolean): Promise<string[]> {
  const base = db.select({ id: auditEvents.id }).from(auditEvents);
  const rows = await (needsActor ? base.leftJoin(actor, eq(actor.id, auditEvents.actorId)) : base)
    .where(where)
    .orderBy(...newestFirst);
  return rows.map((r) => r.id);
}

/** The events of `ids` (one batch of the export), in no particular order. */
export function auditRowsByIds(db: DbOrTx, ids: string[]) {
  return auditRows(db).where(inArray(auditEvents.id, ids));
}
export type AuditRow = Awaited<ReturnType<typeof auditPage>>[number];

export async function countAudit(db: DbOrTx, where: SQL | undefined, needsActor: boolean): Promise<number> {
  const base = db.select({ n: count() }).from(auditEvents);
  const [row] = await (needsActor ? base.leftJoin(actor, eq(actor.id, auditEvents.actorId)) : base).where(where);
  return row?.n ?? 0;
}
