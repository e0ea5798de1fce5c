import { APPLICATION_TYPES, DEFAULT_CONSTANTS } from "@phd/shared";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { currentRoundId } from "../../db/current-round.ts";
import { preparedRead } from "../../db/prepared.ts";
import { admissionRounds, applicationCounters, siteConstants } from "../../db/schema.ts";
import { mustExist, single } from "../../db/single.ts";

/** The constants with the current round's prefix and window, as the spec's constants show them. */
export type ConstantsRow = typeof siteConstants.$inferSelect & {
  currentRoundId: string;
  applicationIdPrefix: string;
  admissionsOpensAt: Date | null;
  admissionsClosesAt: Date | null;
};

/** A fresh database's first round (an upgraded one got it from migration 0007, decision 029). */
const FIRST_ROUND_NAME = "Admission round 1";

/** The application counters of a round: one per type (shown to admins) and `ALL`, which numbers ids. */
export async function seedCounters(db: DbOrTx, roundId: string) {
  await db
    .insert(applicationCounters)
    .values([{ key: "ALL" }, ...APPLICATION_TYPES.map((key) => ({ key }))].map((c) => ({ ...c, roundId })))
    .onConflictDoNothing();
}

/** The current round's id as stored (null only before `seedConstants` first ran). */
export async function currentRoundIdOf(db: DbOrTx): Promise<string | null> {
  const [row] = await db
    .select({ roundId: siteConstants.currentRoundId })
    .from(siteConstants)
    .where(eq(siteConstants.id, 1));
  return row?.roundId ?? null;
}

/**
 * Makes sure the single constants row, a current round and its counters exist (idempotent, safe
 * when two instances start together; run at start).
 */
export async function seedConstants(db: DbOrTx) {
  const { applicationIdPrefix, ...defaults } = DEFAULT_CONSTANTS;
  await db
    .insert(siteConstants)
    .values({ id: 1, ...defaults })
    .onConflictDoNothing();
  let roundId = await currentRoundIdOf(db);
  if (!roundId) {
    await db.insert(admissionRounds).values({ name: FIRST_ROUND_NAME, applicationIdPrefix }).onConflictDoNothing();
    const first = await single(
      db.select({ id: admissionRounds.id }).from(admissionRounds).orderBy(asc(admissionRounds.createdAt)).limit(1),
      mustExist("first admission round"),
    );
    // Another instance starting at the same moment may have set it first: its choice stands.
    await db
      .update(siteConstants)
      .set({ currentRoundId: first.id })
      .where(and(eq(siteConstants.id, 1), isNull(siteConstants.currentRoundId)));
    roundId = await currentRoundIdOf(db);
  }
  if (!roundId) throw mustExist("current admission round")();
  await seedCounters(db, roundId);
}

/** Public pages and every submission read this row, with the current round's prefix and window. */
const constantsRead = preparedRead((db) =>
  db
    .select({
      constants: siteConstants,
      round: {
        id: admissionRounds.id,
        applicationIdPrefix: admissionRounds.applicationIdPrefix,
        opensAt: admissionRounds.opensAt,
        closesAt: admissionRounds.closesAt,
      },
    })
    .from(siteConstants)
    .innerJoin(admissionRounds, eq(admissionRounds.id, siteConstants.currentRoundId))
    .where(eq(siteConstants.id, 1))
    .limit(1)
    .prepare("site_constants_read"),
);

export async function getConstants(db: DbOrTx): Promise<ConstantsRow> {
  const [row] = await constantsRead(db).execute();
  if (row)
    return {
      ...row.constants,
      currentRoundId: row.round.id,
      applicationIdPrefix: row.round.applicationIdPrefix,
      admissionsOpensAt: row.round.opensAt,
      admissionsClosesAt: row.round.closesAt,
    };
  await seedConstants(db);
  return getConstants(db);
}

export type EditableColumns = Partial<
  Pick<
    ConstantsRow,
    | "websiteHeading"
    | "admissionsOpen"
    | "applicationIdPrefix"
    | "timeZone"
    | "admissionsOpensAt"
    | "admissionsClosesAt"
  >
>;

/** Writes the constants; the prefix and the window go to the current round (decision 029). */
export async function updateConstants(db: DbOrTx, values: EditableColumns): Promise<ConstantsRow> {
  const { applicationIdPrefix, admissionsOpensAt, admissionsClosesAt, ...own } = values;
  await single(
    db
      .update(siteConstants)
      .set({ ...own, updatedAt: sql`now()` })
      .where(eq(siteConstants.id, 1))
      .returning({ id: siteConstants.id }),
    mustExist("site constants row"),
  );
  const roundValues = { applicationIdPrefix, opensAt: admissionsOpensAt, closesAt: admissionsClosesAt };
  if (Object.values(roundValues).some((v) => v !== undefined)) {
    await db
      .update(admissionRounds)
      .set({ ...roundValues, updatedAt: sql`now()` })
      .where(eq(admissionRounds.id, currentRoundId()));
  }
  return getConstants(db);
}

/** The current round's counters by application type. */
export async function getCounters(db: DbOrTx): Promise<Record<string, number>> {
  const rows = await db.select().from(applicationCounters).where(eq(applicationCounters.roundId, currentRoundId()));
  return Object.fromEntries(rows.filter((r) => r.key !== "ALL").map((r) => [r.key, r.value]));
}
