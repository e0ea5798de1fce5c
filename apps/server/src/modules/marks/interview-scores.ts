// Interview scores per interview slot (decision 033): a slot's candidates and their scores, saved
// whole for the slot, and a score corrected by an accepted objection.
import { consolidate, markProblem, type ScoringSettings, sayNow, type scoreEntry } from "@phd/shared";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { auditEvents } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { type AuthUser, inDepartmentScope } from "../../plugins/auth.ts";
import { readRound } from "../rounds/index.ts";
import { presentSlotScoreEntry } from "./presenter.ts";
import * as q from "./queries.ts";
import { assertNotPublished, type Correction, checkCorrection, lockOpenMarksRound, roundScoring } from "./service.ts";

type SavedEntry = z.output<typeof scoreEntry>;

async function interviewSlot(db: DbOrTx, user: AuthUser, roundId: string, slotId: string) {
  const slot = await q.readInterviewSlot(db, slotId);
  if (!slot || slot.roundId !== roundId || slot.kind !== "INTERVIEW")
    throw notFound("Interview slot not found in this round.");
  if (!inDepartmentScope(user, "selection.marks", slot.department))
    throw notFound("Interview slot not found in this round.");
  return slot;
}

export async function scoresOfSlot(ctx: AppContext, user: AuthUser, roundId: string, slotId: string) {
  const round = await readRound(ctx.db, roundId);
  await interviewSlot(ctx.db, user, roundId, slotId);
  const scoring = roundScoring.of(round.settings);
  const rows = await q.slotScores(ctx.db, slotId);
  const panel: string[] = [];
  for (const r of rows) for (const p of r.score?.panel ?? []) if (!panel.includes(p.member)) panel.push(p.member);
  const entries = rows.map(presentSlotScoreEntry);
  return { interviewMaxScore: scoring.interviewMaxScore, consolidation: scoring.consolidation, panel, entries };
}

type ScoreValue = Omit<q.ScoreWrite, "applicationId">;

/** A score as the server keeps it: panel checked against the maximum, consolidated by the round's rule. */
function scoreValueOf(e: SavedEntry, scoring: ScoringSettings): ScoreValue | string {
  if (e.absent) return { panel: [], consolidated: null, absent: true, remarks: e.remarks ?? null };
  const max = scoring.interviewMaxScore;
  for (const p of e.panel) {
    const bad = markProblem(p.score, max);
    // The member's name is what the panel typed: said as it is (no catalogue holds a name).
    if (bad) return sayNow("{{member}}: {{problem}}", { member: p.member, problem: bad });
  }
  if (scoring.consolidation === "AS_ENTERED") {
    if (e.consolidated === null || e.consolidated === undefined) return "Enter the consolidated score.";
    const bad = markProblem(e.consolidated, max);
    if (bad) return sayNow("Consolidated score: {{problem}}", { problem: bad });
  } else if (e.consolidated !== null && e.consolidated !== undefined)
    return "The consolidated score is the mean of the panel's scores in this round; do not enter it.";
  return {
    panel: e.panel,
    consolidated: consolidate(e.panel, scoring.consolidation, e.consolidated),
    absent: false,
    remarks: e.remarks ?? null,
  };
}

const sameScore = (a: q.ScoreRow, b: ScoreValue) =>
  a.absent === b.absent &&
  a.consolidated === b.consolidated &&
  (a.remarks ?? null) === b.remarks &&
  // jsonb keeps an object's keys in its own order: compare the members and scores, not the text.
  a.panel.length === b.panel.length &&
  a.panel.every((p, i) => p.member === b.panel[i]?.member && p.score === b.panel[i]?.score);

const auditedScore = (s: q.ScoreRow | ScoreValue | null) =>
  s && { panel: s.panel, consolidated: s.consolidated, absent: s.absent, remarks: s.remarks };

export async function saveSlotScores(
  ctx: AppContext,
  user: AuthUser,
  roundId: string,
  slotId: string,
  entries: SavedEntry[],
) {
  const ids = entries.map((e) => e.id);
  if (new Set(ids).size !== ids.length) throw badRequest("A candidate is listed twice.");
  return ctx.db.transaction(async (tx) => {
    const round = await lockOpenMarksRound(tx, roundId);
    const slot = await interviewSlot(tx, user, roundId, slotId);
    await assertNotPublished(tx, round.id, slot.department);
    const scoring = roundScoring.of(round.settings);
    const current = new Map((await q.slotScores(tx, slotId)).map((r) => [r.id, r]));
    const errors: Record<string, string> = {};
    const writes: q.ScoreWrite[] = [];
    const cleared: string[] = [];
    const audits: (typeof auditEvents.$inferInsert)[] = [];
    entries.forEach((e, i) => {
      const row = current.get(e.id);
      if (!row) {
        errors[`entries.${i}.id`] = "The candidate is not in this interview slot.";
        return;
      }
      const value = e.clear ? null : scoreValueOf(e, scoring);
      if (typeof value === "string") {
        errors[`entries.${i}.panel`] = value;
        return;
      }
      if (value === null ? row.score === null : row.score !== null && sameScore(row.score, value)) return;
      if (value === null) cleared.push(e.id);
      else writes.push({ applicationId: e.id, ...value });
      audits.push({
        actorId: user.id,
        action: "application.interview_score",
        subjectType: "application",
        subjectId: e.id,
        roundId: round.id,
        data: {
          applicationId: row.applicationId,
          department: slot.department,
          from: auditedScore(row.score),
          to: auditedScore(value),
          source: "slot",
        },
      });
    });
    if (Object.keys(errors).length > 0) throw badRequest("Some scores cannot be saved; nothing was saved.", errors);
    await q.saveScores(tx, round.id, slot.department, slotId, user.id, writes, cleared);
    if (audits.length > 0) await q.auditMany(tx, audits);
    return audits.length;
  });
}

/** An interview score corrected by an accepted objection: the consolidated score set, the panel's kept. */
export async function correctInterviewScore(tx: DbOrTx, correction: Correction) {
  const { round, department, actorId, applicationRecordId, value: consolidated } = correction;
  checkCorrection(consolidated, roundScoring.of(round.settings).interviewMaxScore, "correctedInterviewScore");
  const before = await q.scoreOf(tx, applicationRecordId);
  if (!before) throw conflict("The candidate has no interview score to correct.");
  const value: ScoreValue = { panel: before.panel, consolidated, absent: false, remarks: before.remarks };
  await q.saveScores(
    tx,
    round.id,
    department,
    before.slotId,
    actorId,
    [{ applicationId: applicationRecordId, ...value }],
    [],
  );
  await q.auditMany(tx, [
    {
      actorId,
      action: "application.interview_score",
      subjectType: "application",
      subjectId: applicationRecordId,
      roundId: round.id,
      data: { department, from: auditedScore(before), to: auditedScore(value), source: "objection" },
    },
  ]);
}
