import { desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import { carryingDocument } from "../../db/application-documents.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { currentRoundId } from "../../db/current-round.ts";
import { preparedById } from "../../db/prepared.ts";
import { admissionRounds, applications, siteConstants } from "../../db/schema.ts";
import { mustExist, single } from "../../db/single.ts";

export type RoundRow = typeof admissionRounds.$inferSelect;
export type RoundListRow = RoundRow & { isCurrent: boolean; applicationCount: number };

/**
 * The round's applications, counted on applications_round_dept_number_idx (round first). Written
 * out: drizzle would leave the outer column unqualified, and inside the subquery it would be `a.id`.
 */
const applicationCount = sql<number>`(select count(*)::int from applications a where a.round_id = admission_rounds.id)`;

const listed = () => ({
  ...getTableColumns(admissionRounds),
  isCurrent: sql<boolean>`${admissionRounds.id} = ${currentRoundId()}`,
  applicationCount,
});

/** Every round, newest first, each with whether it is current and how many applications it has. */
export function listRounds(db: DbOrTx): Promise<RoundListRow[]> {
  return db.select(listed()).from(admissionRounds).orderBy(desc(admissionRounds.createdAt), desc(admissionRounds.id));
}

export function findRound(db: DbOrTx, id: string): Promise<RoundListRow | undefined> {
  return single(db.select(listed()).from(admissionRounds).where(eq(admissionRounds.id, id)));
}

/** The round's row, locked until the transaction ends (two admins closing and making current at once). */
export function lockRound(db: DbOrTx, id: string): Promise<RoundRow | undefined> {
  return single(db.select().from(admissionRounds).where(eq(admissionRounds.id, id)).for("update"));
}

export async function insertRound(db: DbOrTx, values: typeof admissionRounds.$inferInsert): Promise<RoundRow> {
  return single(db.insert(admissionRounds).values(values).returning(), mustExist("inserted admission round"));
}

export async function updateRound(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<RoundRow, "name" | "applicationIdPrefix" | "opensAt" | "closesAt" | "closedAt">>,
): Promise<void> {
  await db
    .update(admissionRounds)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(admissionRounds.id, id));
}

export async function setCurrentRound(db: DbOrTx, id: string): Promise<void> {
  await db.update(siteConstants).set({ currentRoundId: id, updatedAt: sql`now()` }).where(eq(siteConstants.id, 1));
}

/** `roundExists` as a condition of a larger statement. */
export function roundExistsCondition(id: string): SQL {
  return sql`exists (select 1 from ${admissionRounds} where ${admissionRounds.id} = ${id})`;
}

export async function roundExists(db: DbOrTx, id: string): Promise<boolean> {
  return !!(await single(
    db.select({ id: admissionRounds.id }).from(admissionRounds).where(eq(admissionRounds.id, id)),
  ));
}

/** The rounds of the applications carrying an application document (SOP, fee receipt), share-locked. */
export function roundsOfApplicationDocument(db: DbOrTx, documentId: string) {
  return db
    .select({ name: admissionRounds.name, closedAt: admissionRounds.closedAt })
    .from(applications)
    .innerJoin(admissionRounds, eq(admissionRounds.id, applications.roundId))
    .where(carryingDocument(documentId))
    .for("share", { of: admissionRounds });
}

/** The current round's settings (what a profile save reads: the Aadhaar mode). */
export async function currentRoundSettings(db: DbOrTx): Promise<Record<string, unknown>> {
  const [row] = await db
    .select({ settings: admissionRounds.settings })
    .from(admissionRounds)
    .where(eq(admissionRounds.id, currentRoundId()));
  return row?.settings ?? {};
}

/** What a module reads of a round: its facts, its window and its settings (modules/rounds/round-access.ts). */
const factColumns = {
  id: admissionRounds.id,
  name: admissionRounds.name,
  opensAt: admissionRounds.opensAt,
  closesAt: admissionRounds.closesAt,
  closedAt: admissionRounds.closedAt,
  settings: admissionRounds.settings,
};

export const roundFacts = preparedById("round_facts", admissionRounds, factColumns);
export type RoundFacts = NonNullable<Awaited<ReturnType<typeof roundFacts>>>;

/**
 * The round's facts with its row locked until the transaction ends: `share` for a change of the
 * round's records (a close, which updates the row, waits for it; changes run side by side),
 * `update` for a change of the round's own settings.
 */
export function lockedRoundFacts(tx: Tx, roundId: string, lock: "share" | "update") {
  return single(tx.select(factColumns).from(admissionRounds).where(eq(admissionRounds.id, roundId)).for(lock));
}

/** The round's settings as a whole (a module's setting saved beside the others, under the row's lock). */
export async function saveSettings(db: DbOrTx, roundId: string, settings: Record<string, unknown>) {
  await db.update(admissionRounds).set({ settings, updatedAt: sql`now()` }).where(eq(admissionRounds.id, roundId));
}
