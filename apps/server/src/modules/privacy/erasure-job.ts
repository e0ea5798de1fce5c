import type { FastifyBaseLogger } from "fastify";
import type { AppContext } from "../../context.ts";
import { PeriodicJob } from "../../lib/periodic-job.ts";
import { carryOut, deleteFiles } from "./erasure.ts";
import * as q from "./erasure-queries.ts";
import { type RetentionPass, runRetentionJob } from "./retention.ts";

/** How often a running server looks for erasures that are due (queued ones whose rounds closed, files left). */
export const ERASURE_JOB_EVERY_MS = 10 * 60_000;
const BATCH = 50;

type Ctx = Pick<AppContext, "db" | "storage" | "clock">;

interface ErasurePass {
  carriedOut: number;
  kept: number;
  filesRetried: number;
  retention: RetentionPass;
}

/**
 * The erasure job's one pass: the retention schedule's due candidates (retention.ts), queued
 * requests whose rounds have closed, then files an earlier pass could not delete. Safe on several
 * instances at once (row locks with SKIP LOCKED; deletes are idempotent). Answers what it did.
 */
export async function runErasureJob(ctx: Ctx): Promise<ErasurePass> {
  const done = { carriedOut: 0, kept: 0, filesRetried: 0, retention: await runRetentionJob(ctx) };
  for (const id of await q.queuedAndFree(ctx.db, BATCH)) {
    const state = await carryOut(ctx, id);
    if (state === "DONE") done.carriedOut++;
    if (state === "KEPT") done.kept++;
  }
  for (const row of await q.withFilesLeft(ctx.db, BATCH)) {
    await deleteFiles(ctx, row.id, row.pendingFileKeys);
    done.filesRetried++;
  }
  return done;
}

/** Runs the job a minute after start, then every ERASURE_JOB_EVERY_MS (and when a round closes: app.ts). */
export function scheduleErasureJob(ctx: Ctx, log: FastifyBaseLogger): () => Promise<void> {
  const job = new PeriodicJob({
    run: () => runErasureJob(ctx),
    firstAfterMs: 60_000,
    everyMs: ERASURE_JOB_EVERY_MS,
    unref: true,
    log,
    failure: "erasure job failed; will try again",
    report: (r) => {
      if (r.carriedOut || r.kept || r.filesRetried || r.retention.erased) log.info(r, "erasure job");
    },
  }).start();
  return () => job.stop();
}
