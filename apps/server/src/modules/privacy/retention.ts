import {
  RETENTION_DRY_RUN_MAX,
  RETENTION_NOTICE_DAYS,
  type RetentionDryRun,
  type RetentionOverview,
  type RetentionRoundView,
  retentionMonthsOf,
} from "@phd/shared";
import type { AppContext } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";
import type { AuthUser } from "../../plugins/auth.ts";
import { recordAudit } from "../audit/index.ts";
import { carryOut } from "./erasure.ts";
import * as erasures from "./erasure-queries.ts";
import * as q from "./retention-queries.ts";

/*
 * The retention schedule (issue 28, item 4; decision 036): per round, how many months after it
 * closes the documents and personal data of candidates who were never admitted are kept; the
 * erasure job's pass erases whoever is due (`runRetentionJob`), the admin sees who comes next.
 */

type Ctx = Pick<AppContext, "db" | "storage" | "clock">;
/** Candidates the job takes per pass (the next pass, ten minutes on, takes the rest). */
const BATCH = 50;
const DAY_MS = 86_400_000;

function roundView(row: Awaited<ReturnType<typeof q.rounds>>[number]): RetentionRoundView {
  return {
    id: row.id,
    name: row.name,
    closedAt: row.closedAt?.toISOString() ?? null,
    retentionMonths: retentionMonthsOf(row.settings),
  };
}

/** Each round's months, and who is due within the next 30 days (overdue ones included), soonest first. */
export async function overview(
  ctx: Pick<AppContext, "db" | "clock">,
  query: { page: number; limit: number },
  now = ctx.clock.now(),
): Promise<RetentionOverview> {
  const until = new Date(now.getTime() + RETENTION_NOTICE_DAYS * DAY_MS);
  const due = await q.dueBy(ctx.db, until, { limit: query.limit, offset: (query.page - 1) * query.limit });
  return {
    rounds: (await q.rounds(ctx.db)).map(roundView),
    due: { ...due, page: query.page, limit: query.limit },
    days: RETENTION_NOTICE_DAYS,
    asOf: now.toISOString(),
  };
}

/** The admin sets a round's months (open or closed: a closed round's clock is running). Audited with what it was. */
export async function setRoundMonths(
  ctx: Pick<AppContext, "db">,
  actor: AuthUser,
  roundId: string,
  months: number,
): Promise<RetentionRoundView> {
  return ctx.db.transaction(async (tx) => {
    const round = await q.roundForChange(tx, roundId);
    if (!round) throw notFound("Admission round not found.");
    const from = retentionMonthsOf(round.settings);
    await q.setMonths(tx, round.id, months);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "round.retention",
      subjectType: "round",
      subjectId: round.id,
      data: { from, to: months },
    });
    return roundView({ ...round, settings: { ...round.settings, retentionMonths: months } });
  });
}

/**
 * Who the job would erase if it ran now. Changes nothing but the audit row, which records how
 * many, not who (names must not outlive the erasure in the audit log).
 */
export async function dryRun(
  ctx: Pick<AppContext, "db" | "clock">,
  actor: AuthUser,
  now = ctx.clock.now(),
): Promise<RetentionDryRun> {
  const due = await q.dueBy(ctx.db, now, { limit: RETENTION_DRY_RUN_MAX, offset: 0 });
  await recordAudit(ctx.db, {
    actorId: actor.id,
    action: "retention.dry_run",
    subjectType: "retention",
    data: { due: due.total },
  });
  return { ...due, asOf: now.toISOString() };
}

export interface RetentionPass {
  /** Erased by the schedule in this pass. */
  erased: number;
  /** Found admitted at the last moment: kept. */
  kept: number;
  /** Taken by another instance, or no longer due when locked: left. */
  skipped: number;
}

/**
 * The schedule's part of the erasure job's pass: for each candidate due now (at most 50), a
 * request with source RETENTION, carried out by `carryOut` as a candidate's own would be. Safe on
 * several instances: the candidate's row is locked while their due date is checked again and the
 * request asked for, and the unique index on queued requests makes a second request nothing.
 */
export async function runRetentionJob(ctx: Ctx, now = ctx.clock.now()): Promise<RetentionPass> {
  const done: RetentionPass = { erased: 0, kept: 0, skipped: 0 };
  const { items } = await q.dueBy(ctx.db, now, { limit: BATCH, offset: 0, count: false });
  for (const candidate of items) {
    const request = await ctx.db.transaction(async (tx) => {
      if (!(await q.lockIfStillDue(tx, candidate.userId, now))) return undefined;
      const inserted = await erasures.insertRequest(tx, candidate.userId, "RETENTION");
      if (inserted)
        await recordAudit(tx, {
          actorId: null,
          action: "erasure.request",
          subjectType: "user",
          subjectId: candidate.userId,
          data: { source: "RETENTION", dueAt: candidate.dueAt },
        });
      return inserted;
    });
    // No request of ours: another instance's, or the candidate's own already queued (the job carries it out).
    if (!request) {
      done.skipped++;
      continue;
    }
    const state = await carryOut(ctx, request.id);
    if (state === "DONE") done.erased++;
    else if (state === "KEPT") done.kept++;
    else {
      done.skipped++;
      // Applied in a new round meanwhile: the schedule counts again from that round, so the request goes.
      if (state === "QUEUED") await cancelQueued(ctx, request.id);
    }
  }
  return done;
}

async function cancelQueued(ctx: Pick<AppContext, "db">, requestId: string) {
  await ctx.db.transaction(async (tx) => {
    if (await erasures.claimQueued(tx, requestId)) await erasures.setState(tx, requestId, "CANCELLED");
  });
}
