import { APPLICATION_TYPES, DEFAULT_CONSTANTS } from "@phd/shared";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { preparedRead } from "../../db/prepared.ts";
import { applicationCounters, siteConstants } from "../../db/schema.ts";
import { mustExist, single } from "../../db/single.ts";

export type ConstantsRow = typeof siteConstants.$inferSelect;

/** Makes sure the single constants row and the counters exist (idempotent; run at start). */
export async function seedConstants(db: DbOrTx) {
  await db
    .insert(siteConstants)
    .values({ id: 1, ...DEFAULT_CONSTANTS })
    .onConflictDoNothing();
  await db
    .insert(applicationCounters)
    .values([{ key: "ALL" }, ...APPLICATION_TYPES.map((key) => ({ key }))])
    .onConflictDoNothing();
}

/** Public pages and every submission read this row. */
const constantsRead = preparedRead((db) =>
  db.select().from(siteConstants).where(eq(siteConstants.id, 1)).limit(1).prepare("site_constants_read"),
);

export async function getConstants(db: DbOrTx): Promise<ConstantsRow> {
  const [row] = await constantsRead(db).execute();
  if (row) return row;
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

export async function updateConstants(db: DbOrTx, values: EditableColumns) {
  return single(
    db
      .update(siteConstants)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(siteConstants.id, 1))
      .returning(),
    mustExist("site constants row"),
  );
}

export async function getCounters(db: DbOrTx): Promise<Record<string, number>> {
  const rows = await db.select().from(applicationCounters);
  return Object.fromEntries(rows.filter((r) => r.key !== "ALL").map((r) => [r.key, r.value]));
}
