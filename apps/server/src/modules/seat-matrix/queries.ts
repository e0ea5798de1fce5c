import type { DepartmentChannels, DepartmentName } from "@phd/shared";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { seatMatrices } from "../../db/schema.ts";
import { single } from "../../db/single.ts";

export type SeatMatrixRow = typeof seatMatrices.$inferSelect;

export function seatsOfRound(db: DbOrTx, roundId: string): Promise<SeatMatrixRow[]> {
  return db.select().from(seatMatrices).where(eq(seatMatrices.roundId, roundId));
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
