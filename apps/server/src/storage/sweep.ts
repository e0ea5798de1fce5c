import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { DbOrTx } from "../db/client.ts";
import { bankStatements, documents } from "../db/schema.ts";
import { PeriodicJob } from "../lib/periodic-job.ts";
import type { Storage } from "./storage.ts";

/** Keeps a file this long before it counts as an orphan. */
export const SWEEP_GRACE_MS = 60 * 60_000;
/** How often a running server sweeps (the first sweep comes a minute after it starts). */
export const SWEEP_EVERY_MS = 6 * 60 * 60_000;

export interface SweepResult {
  /** Files removed because no row names them. */
  orphans: string[];
  /** Unfinished writes removed (temporary files of uploads a crash cut off). */
  unfinished: number;
  /** Files kept because they are younger than the grace period. */
  tooYoung: number;
}

/** Keys listed from the store, then looked up in the database, at a time. */
export const SWEEP_BATCH = 1000;

/**
 * Which of these keys a row names: a document (one probe of documents_storage_key_idx per key) or
 * a bank statement (a few a day, read whole).
 */
async function namedKeys(db: DbOrTx, keys: string[]): Promise<Set<string>> {
  const given = sql.param(keys);
  const rows = await db
    .select({ key: documents.storageKey })
    .from(documents)
    .where(sql`${documents.storageKey} = any(${given}::text[])`)
    .union(
      db
        .select({ key: bankStatements.storageKey })
        .from(bankStatements)
        .where(sql`${bankStatements.storageKey} = any(${given}::text[])`),
    );
  return new Set(rows.map((r) => r.key));
}

/** The store's keys in arrays of `size`. */
async function* inBatches(keys: AsyncIterable<string>, size: number): AsyncIterable<string[]> {
  let batch: string[] = [];
  for await (const key of keys) {
    batch.push(key);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/**
 * Files no row refers to. An upload is stored before the row that names it commits, and a
 * replaced file is deleted after its row is gone; a crash between the two steps leaves a file
 * behind, never a row without its file. The sweep removes those files.
 *
 * A file younger than the grace period is kept: its upload may still be on its way to committing.
 * The store is listed a batch at a time and each batch looked up after it was listed, so a file
 * older than the grace period that no row names when it is looked up has had no row for at least
 * that long (no upload takes that long). Batches keep memory and each statement small: reading
 * every key at once was 2.7 million rows at 200,000 candidates, seconds of the event loop and
 * hundreds of MB (issue 29).
 */
export async function sweepOrphanFiles(
  db: DbOrTx,
  storage: Storage,
  opts: { graceMs?: number; now?: Date; batch?: number } = {},
): Promise<SweepResult> {
  const cutOff = new Date((opts.now ?? new Date()).getTime() - (opts.graceMs ?? SWEEP_GRACE_MS));
  const result: SweepResult = { orphans: [], unfinished: 0, tooYoung: 0 };
  for await (const batch of inBatches(storage.keys(), opts.batch ?? SWEEP_BATCH)) {
    const named = await namedKeys(db, batch);
    for (const key of batch) {
      if (named.has(key)) continue;
      // Gone since it was listed (a concurrent sweep, or the delete after a replacement): nothing to do.
      const modifiedAt = await storage.modifiedAt(key).catch(() => null);
      if (!modifiedAt) continue;
      if (modifiedAt >= cutOff) {
        result.tooYoung++;
        continue;
      }
      await storage.delete(key);
      result.orphans.push(key);
    }
  }
  result.unfinished = (await storage.removeUnfinished?.(cutOff)) ?? 0;
  return result;
}

/** Sweeps a minute after start, then every SWEEP_EVERY_MS; safe on several instances at once (deletes are idempotent). */
export function scheduleFileSweep(db: DbOrTx, storage: Storage, log: FastifyBaseLogger): () => Promise<void> {
  const job = new PeriodicJob({
    run: () => sweepOrphanFiles(db, storage),
    firstAfterMs: 60_000,
    everyMs: SWEEP_EVERY_MS,
    unref: true,
    log,
    failure: "file sweep failed; will try again",
    report: (r) => {
      if (r.orphans.length || r.unfinished)
        log.info(
          { orphans: r.orphans.length, unfinished: r.unfinished, kept: r.tooYoung },
          "removed stored files that no row refers to",
        );
    },
  }).start();
  return () => job.stop();
}
