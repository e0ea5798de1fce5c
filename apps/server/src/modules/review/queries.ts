import { and, desc, eq, inArray, isNotNull, notLike, or, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { applications, auditEvents, documents, profileSections, profiles, users } from "../../db/schema.ts";

export async function findApplication(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: applications.id,
      userId: applications.userId,
      department: applications.department,
      sopDocumentId: applications.sopDocumentId,
      feeReceiptDocumentId: applications.feeReceiptDocumentId,
    })
    .from(applications)
    .where(eq(applications.id, id))
    .limit(1);
  return row;
}

export const HISTORY_LIMIT = 500;

/**
 * The audit events of one application, its two documents and its candidate's profile (sections
 * and profile documents), newest first, with the actor's name and a section event's section: three
 * id lists, one query. Every event of these records is returned; each panel shows its record's
 * (decision 025).
 */
export async function historyOf(
  db: DbOrTx,
  app: { id: string; userId: string; sopDocumentId: string | null; feeReceiptDocumentId: string | null },
) {
  const [sections, profileDocs] = await Promise.all([
    db
      .select({ id: profileSections.id })
      .from(profileSections)
      .innerJoin(profiles, eq(profiles.id, profileSections.profileId))
      .where(eq(profiles.userId, app.userId)),
    db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.userId, app.userId), isNotNull(documents.section))),
  ]);
  const documentIds = [
    ...profileDocs.map((d) => d.id),
    ...[app.sopDocumentId, app.feeReceiptDocumentId].filter((x): x is string => x !== null),
  ];
  const subjects: SQL[] = [and(eq(auditEvents.subjectType, "application"), eq(auditEvents.subjectId, app.id)) as SQL];
  if (documentIds.length)
    subjects.push(and(eq(auditEvents.subjectType, "document"), inArray(auditEvents.subjectId, documentIds)) as SQL);
  if (sections.length)
    subjects.push(
      and(
        eq(auditEvents.subjectType, "profile_section"),
        inArray(
          auditEvents.subjectId,
          sections.map((s) => s.id),
        ),
      ) as SQL,
    );
  return (
    db
      .select({ event: auditEvents, actor: { name: users.name, role: users.role }, section: profileSections.section })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorId))
      // A section event names its section by its record, not by what the event's data happens to hold.
      .leftJoin(
        profileSections,
        and(eq(auditEvents.subjectType, "profile_section"), eq(profileSections.id, auditEvents.subjectId)),
      )
      // Staff reads are for the audit log and breach notices, not the review history.
      .where(and(or(...subjects), notLike(auditEvents.action, "read.%")))
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
      .limit(HISTORY_LIMIT)
  );
}
