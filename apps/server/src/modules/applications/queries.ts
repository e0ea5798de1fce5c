import type { ApplicationType, DepartmentName } from "@phd/shared";
import { and, desc, eq, isNull, like, ne, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { carryingDocument } from "../../db/application-documents.ts";
import type { DbOrTx } from "../../db/client.ts";
import { currentRoundId } from "../../db/current-round.ts";
import { preparedRead } from "../../db/prepared.ts";
import { admissionRounds, applicationCounters, applications, documents, users } from "../../db/schema.ts";
import { mustExist, single } from "../../db/single.ts";

export type ApplicationRow = typeof applications.$inferSelect;

/**
 * Takes the next application number. The UPDATE locks the counter row until the submitting
 * transaction ends, so concurrent submissions on any instance get distinct numbers; the unique
 * index on application_id is the last line of defence.
 */
export async function nextApplicationNumber(
  db: DbOrTx,
  type: string,
): Promise<{ number: number; prefix: string; roundId: string }> {
  const all = await single(
    db
      .update(applicationCounters)
      .set({ value: sql`${applicationCounters.value} + 1` })
      .where(and(eq(applicationCounters.roundId, currentRoundId()), eq(applicationCounters.key, "ALL")))
      .returning({ value: applicationCounters.value, roundId: applicationCounters.roundId }),
    mustExist("ALL application counter of the current round"),
  );
  await db
    .update(applicationCounters)
    .set({ value: sql`${applicationCounters.value} + 1` })
    .where(and(eq(applicationCounters.roundId, all.roundId), eq(applicationCounters.key, type)));
  const round = await single(
    db
      .select({ prefix: admissionRounds.applicationIdPrefix })
      .from(admissionRounds)
      .where(eq(admissionRounds.id, all.roundId)),
    mustExist("current admission round"),
  );
  return { number: all.value, prefix: round.prefix, roundId: all.roundId };
}

/** A withdrawn application no longer counts in its round's counter of its type. */
export async function decrementTypeCounter(db: DbOrTx, roundId: string, type: string) {
  await db
    .update(applicationCounters)
    .set({ value: sql`greatest(${applicationCounters.value} - 1, 0)` })
    .where(and(eq(applicationCounters.roundId, roundId), eq(applicationCounters.key, type)));
}

/** The round's name and whether it is closed, beside an application (the candidate's pages). */
const roundOfApplication = { name: admissionRounds.name, closedAt: admissionRounds.closedAt };

const listOfUserRead = preparedRead((db) =>
  db
    .select({ app: applications, user: { name: users.name, email: users.email }, round: roundOfApplication })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .innerJoin(admissionRounds, eq(admissionRounds.id, applications.roundId))
    .where(eq(applications.userId, sql.placeholder("userId")))
    .orderBy(desc(applications.createdAt))
    .prepare("applications_of_user"),
);
export function listOfUser(db: DbOrTx, userId: string) {
  return listOfUserRead(db).execute({ userId });
}

const byIdRead = preparedRead((db) =>
  db
    .select({
      app: applications,
      user: { id: users.id, name: users.name, email: users.email },
      round: roundOfApplication,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .innerJoin(admissionRounds, eq(admissionRounds.id, applications.roundId))
    .where(eq(applications.id, sql.placeholder("id")))
    .limit(1)
    .prepare("application_by_id"),
);
export async function findById(db: DbOrTx, id: string) {
  const [row] = await byIdRead(db).execute({ id });
  return row;
}

/** Whether any application meets the condition. */
async function anyApplication(db: DbOrTx, where: SQL | undefined) {
  const [row] = await db.select({ id: applications.id }).from(applications).where(where).limit(1);
  return Boolean(row);
}

/** Whether the user already applied to this department and type in the current round. */
export const existsFor = (db: DbOrTx, userId: string, department: DepartmentName, type: ApplicationType) =>
  anyApplication(
    db,
    and(
      eq(applications.roundId, currentRoundId()),
      eq(applications.userId, userId),
      eq(applications.department, department),
      eq(applications.applicationType, type),
    ),
  );

/** Whether another application still uses this document (a fee receipt may be shared). */
export const documentUsedElsewhere = (db: DbOrTx, documentId: string, exceptApplicationId: string) =>
  anyApplication(db, and(ne(applications.id, exceptApplicationId), carryingDocument(documentId)));

/** An earlier fee receipt of this candidate (one payment may serve several applications). */
export async function findOwnFeeReceipt(db: DbOrTx, userId: string, documentId: string) {
  // A form field is any text: one that is not an id names no receipt (PostgreSQL would refuse the cast).
  if (!z.uuid().safeParse(documentId).success) return undefined;
  const [row] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        eq(documents.id, documentId),
        eq(documents.userId, userId),
        isNull(documents.section),
        like(documents.documentType, "FEE_RECEIPT_%"),
      ),
    )
    .limit(1);
  return row;
}

export async function insertApplication(db: DbOrTx, values: typeof applications.$inferInsert): Promise<ApplicationRow> {
  return single(db.insert(applications).values(values).returning(), mustExist("inserted application"));
}

export async function deleteById(db: DbOrTx, id: string) {
  await db.delete(applications).where(eq(applications.id, id));
}

export async function lockById(db: DbOrTx, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).for("update");
  return row;
}

/** New fee details from the candidate go back to the account section (fee status PENDING). */
export async function replaceFeeDetails(
  db: DbOrTx,
  id: string,
  fee: { utrDuNumber: string; amount: number; transactionTime: Date; bankName: string },
) {
  await db
    .update(applications)
    .set({
      ...fee,
      feeStatus: "PENDING",
      feeSignedById: null,
      feeSignedAt: null,
      feeUpdatedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(applications.id, id));
}
