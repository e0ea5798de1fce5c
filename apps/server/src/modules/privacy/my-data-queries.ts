import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  admissionRounds,
  applications,
  auditEvents,
  consentEvents,
  documents,
  mailOutbox,
  profileSections,
  profiles,
  users,
} from "../../db/schema.ts";

// One query per kind of record a candidate's data holds (issue 28, item 2): never one per row.

export async function accountOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      phone: users.phone,
      language: users.language,
      createdAt: users.createdAt,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export function consentsOf(db: DbOrTx, userId: string) {
  return db
    .select({ noticeVersion: consentEvents.noticeVersion, action: consentEvents.action, at: consentEvents.at })
    .from(consentEvents)
    .where(eq(consentEvents.userId, userId))
    .orderBy(asc(consentEvents.at), asc(consentEvents.id));
}

/** The profile (its sealed Aadhaar number) with each saved section; no row when there is no profile yet. */
export function profileSectionsOf(db: DbOrTx, userId: string) {
  return db
    .select({
      profileId: profiles.id,
      aadhaarCiphertext: profiles.aadhaarCiphertext,
      section: profileSections.section,
      data: profileSections.data,
      isCompleted: profileSections.isCompleted,
      status: profileSections.status,
      remarks: profileSections.remarks,
      manualRemark: profileSections.manualRemark,
      updatedAt: profileSections.updatedAt,
    })
    .from(profiles)
    .leftJoin(profileSections, eq(profileSections.profileId, profiles.id))
    .where(eq(profiles.userId, userId));
}

/** Every file of theirs (profile and application documents), with the storage key the export reads. */
export function documentsOf(db: DbOrTx, userId: string) {
  return db
    .select({
      id: documents.id,
      documentType: documents.documentType,
      section: documents.section,
      originalFileName: documents.originalFileName,
      mimeType: documents.mimeType,
      fileSize: documents.fileSize,
      storageKey: documents.storageKey,
      status: documents.status,
      remarks: documents.remarks,
      createdAt: documents.createdAt,
    })
    .from(documents)
    .where(eq(documents.userId, userId))
    .orderBy(asc(documents.createdAt), asc(documents.id));
}

export function applicationsOf(db: DbOrTx, userId: string) {
  return db
    .select({ app: applications, round: { name: admissionRounds.name, closedAt: admissionRounds.closedAt } })
    .from(applications)
    .innerJoin(admissionRounds, eq(admissionRounds.id, applications.roundId))
    .where(eq(applications.userId, userId))
    .orderBy(asc(applications.createdAt), asc(applications.applicationNumber));
}

/**
 * Mails to their address (the outbox keeps the address, not the account). Subject, state and time
 * only: bodies carry one-time codes and links that must not be handed out again.
 */
export function mailsTo(db: DbOrTx, email: string) {
  return db
    .select({
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(eq(sql`lower(${mailOutbox.to})`, email.toLowerCase()))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
}

/** Their latest sign-ins, newest first (the `audit_events_actor_idx` index answers it). */
export function signInsOf(db: DbOrTx, userId: string, limit: number) {
  return db
    .select({ at: auditEvents.createdAt })
    .from(auditEvents)
    .where(and(eq(auditEvents.actorId, userId), eq(auditEvents.action, "account.sign_in")))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit);
}
