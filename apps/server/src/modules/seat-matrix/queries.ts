import type { DepartmentChannels, DepartmentName } from "@phd/shared";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { admissionRounds, seatMatrices } from "../../db/schema.ts";
import { single } from "../../db/single.ts";

export type SeatMatrixRow = typeof seatMatrices.$inferSelect;

export function seatsOfRound(db: DbOrTx, roundId: string): Promise<SeatMatrixRow[]> {
  return db.select().from(seatMatrices).where(eq(seatMatrices.roundId, roundId));
}

const roundFacts = {
  id: admissionRounds.id,
  name: admissionRounds.name,
  closedAt: admissionRounds.closedAt,
  settings: admissionRounds.settings,
};

export function readRound(db: DbOrTx, roundId: string) {
  return single(db.select(roundFacts).from(admissionRounds).where(eq(admissionRounds.id, roundId)));
}

/** The round for a change of its seats or settings, locked until the transaction ends. */
export function lockRound(db: DbOrTx, roundId: string) {
  return single(db.select(roundFacts).from(admissionRounds).where(eq(admissionRounds.id, roundId)).for("update"));
}

export function departmentSeats(db: DbOrTx, roundId: string, department: DepartmentName) {
  return single(
    db
      .select()
      .from(seatMatrices)
      .where(and(eq(seatMatrices.roundId, roundId), eq(seatMatrices.department, department))),
  );
}

export async function saveSeats(db: DbOrTx, roundId: string, department: DepartmentName, channels: DepartmentChannels) {
  const [row] = await db
    .insert(seatMatrices)
    .values({ roundId, department, channels })
    .onConflictDoUpdate({
      target: [seatMatrices.roundId, seatMatrices.department],
      set: { channels, updatedAt: sql`now()` },
    })
    .returning();
  return row;
}

export async function setLock(db: DbOrTx, roundId: string, department: DepartmentName, by: string | null) {
  const [row] = await db
    .update(seatMatrices)
    .set({ lockedAt: by ? sql`now()` : null, lockedById: by, updatedAt: sql`now()` })
    .where(and(eq(seatMatrices.roundId, roundId), eq(seatMatrices.department, department)))
    .returning();
  return row;
}

export async function saveSettings(db: DbOrTx, roundId: string, settings: Record<string, unknown>) {
  await db.update(admissionRounds).set({ settings, updatedAt: sql`now()` }).where(eq(admissionRounds.id, roundId));
}
