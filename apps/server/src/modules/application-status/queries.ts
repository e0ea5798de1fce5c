import type { ApplicationStatus, DepartmentName, VerificationStatus } from "@phd/shared";
import { and, eq, inArray, isNotNull, notInArray, or, sql } from "drizzle-orm";
import { carryingDocument } from "../../db/application-documents.ts";
import type { DbOrTx } from "../../db/client.ts";
import {
  admissionRounds,
  applications,
  documents,
  meritObjections,
  profileSections,
  profiles,
} from "../../db/schema.ts";

/** The statuses of every part of a candidate's profile: the four sections and the profile documents. */
export async function profilePartStatuses(db: DbOrTx, userId: string): Promise<VerificationStatus[]> {
  // Sequential: called inside status refreshes' transactions (one connection).
  const sections = await db
    .select({ status: profileSections.status })
    .from(profileSections)
    .innerJoin(profiles, eq(profiles.id, profileSections.profileId))
    .where(eq(profiles.userId, userId));
  const docs = await db
    .select({ status: documents.status })
    .from(documents)
    .where(and(eq(documents.userId, userId), isNotNull(documents.section)));
  return [...sections, ...docs].map((r) => r.status);
}

/**
 * The candidate's applications in rounds not closed, locked, so two reviewers' updates of one
 * status serialise. A closed round's applications keep the status they closed with, whatever
 * happens to the profile later (decision 029).
 */
export function lockApplicationsOf(db: DbOrTx, userId: string) {
  return db
    .select({
      id: applications.id,
      applicationId: applications.applicationId,
      department: applications.department,
      status: applications.status,
      feeStatus: applications.feeStatus,
      sopDocumentId: applications.sopDocumentId,
      feeReceiptDocumentId: applications.feeReceiptDocumentId,
    })
    .from(applications)
    .where(
      and(
        eq(applications.userId, userId),
        notInArray(
          applications.roundId,
          db.select({ id: admissionRounds.id }).from(admissionRounds).where(isNotNull(admissionRounds.closedAt)),
        ),
      ),
    )
    .orderBy(applications.createdAt)
    .for("update", { of: applications });
}

export async function documentStatuses(db: DbOrTx, ids: string[]): Promise<Map<string, VerificationStatus>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: documents.id, status: documents.status })
    .from(documents)
    .where(inArray(documents.id, ids));
  return new Map(rows.map((r) => [r.id, r.status]));
}

export async function setApplicationStatus(db: DbOrTx, id: string, status: ApplicationStatus) {
  await db.update(applications).set({ status, updatedAt: new Date() }).where(eq(applications.id, id));
}

/** The departments a candidate applied to: a coordinator of one of them may see the candidate's profile. */
export async function departmentsOfCandidate(db: DbOrTx, userId: string): Promise<DepartmentName[]> {
  const rows = await db
    .selectDistinct({ department: applications.department })
    .from(applications)
    .where(eq(applications.userId, userId));
  return rows.map((r) => r.department);
}

/** The departments of the applications that carry an application document (SOP, fee receipt). */
export async function departmentsOfApplicationDocument(db: DbOrTx, documentId: string): Promise<DepartmentName[]> {
  const rows = await db
    .selectDistinct({ department: applications.department })
    .from(applications)
    .where(
      or(
        carryingDocument(documentId),
        // The PDF of an objection to the merit list (issue 25) concerns its application's department.
        sql`${applications.id} in (select ${meritObjections.applicationId} from ${meritObjections} where ${meritObjections.documentId} = ${documentId})`,
      ),
    );
  return rows.map((r) => r.department);
}

/** Whether the document is the fee receipt of some application (the account section may review those). */
export async function isFeeReceipt(db: DbOrTx, documentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.feeReceiptDocumentId, documentId))
    .limit(1);
  return row !== undefined;
}
