import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { rateCounters } from "../db/schema.ts";

/**
 * Fixed-window counters in the database, so limits hold across server instances
 * (the rate-limit plugin's memory store only sees one instance).
 */
export async function hit(db: DbOrTx, key: string, windowMs: number): Promise<number> {
  const interval = `${windowMs} milliseconds`;
  const [row] = await db
    .insert(rateCounters)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`case when ${rateCounters.windowStart} < now() - ${interval}::interval then 1 else ${rateCounters.count} + 1 end`,
        windowStart: sql`case when ${rateCounters.windowStart} < now() - ${interval}::interval then now() else ${rateCounters.windowStart} end`,
      },
    })
    .returning({ count: rateCounters.count });
  return row?.count ?? 1;
}

/** Hits counted in the current window (0 when the window has passed). */
export async function peek(db: DbOrTx, key: string, windowMs: number): Promise<number> {
  const [row] = await db
    .select({
      count: sql<number>`case when ${rateCounters.windowStart} < now() - ${`${windowMs} milliseconds`}::interval then 0 else ${rateCounters.count} end`,
    })
    .from(rateCounters)
    .where(eq(rateCounters.key, key))
    .limit(1);
  return Number(row?.count ?? 0);
}

export async function clear(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateCounters).where(eq(rateCounters.key, key));
}
