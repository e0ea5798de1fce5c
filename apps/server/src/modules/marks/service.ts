import {
  DEFAULT_SCORING,
  type DepartmentName,
  type MarkEntry,
  type MarksFilter,
  type MarksRowProblem,
  markProblem,
  scoringSettings,
} from "@phd/shared";
import type { AppContext } from "../../context.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import type { auditEvents } from "../../db/schema.ts";
import { badRequest, conflict } from "../../lib/errors.ts";
import { type AuthUser, assertDepartmentInScope } from "../../plugins/auth.ts";
import { lockOpenRound, type RoundFacts, readRound, roundSetting } from "../rounds/index.ts";
import { presentMarkEntry } from "./presenter.ts";
import * as q from "./queries.ts";

type Round = RoundFacts;

/** The round's scoring settings (decision 033): its own where the admin set them, else the defaults. */
export const roundScoring = roundSetting({
  key: "scoring",
  schema: scoringSettings,
  defaults: DEFAULT_SCORING,
  field: "scoring",
  audit: "round.scoring",
});

const CLOSED = 'The admission round "{{roundName}}" is closed: its marks can be read but not changed.';

/** The round of a change to its marks or scores, share-locked; 409 once closed. */
export const lockOpenMarksRound = (tx: Tx, roundId: string) => lockOpenRound(tx, roundId, CLOSED);

/** Coordinators enter marks only for their departments (403 otherwise); the admin for any. */
export const assertDepartment = (user: AuthUser, department: DepartmentName) =>
  assertDepartmentInScope(user, "selection.marks", department, "You do not enter marks for {{departmentName}}.");

/** Once a department's list is published, its marks change only through an answered objection (decision 033). */
export async function assertNotPublished(db: DbOrTx, roundId: string, department: DepartmentName) {
  if (await q.isPublished(db, roundId, department))
    throw conflict(
      "The merit list of {{departmentName}} is published: its marks and scores change only by accepting an objection.",
      { departmentName: department },
    );
}

// ——— The grid ———

export async function listMarks(
  ctx: AppContext,
  user: AuthUser,
  roundId: string,
  f: { department: DepartmentName; show: MarksFilter; search?: string; page: number; limit: number },
) {
  assertDepartment(user, f.department);
  const round = await readRound(ctx.db, roundId);
  const [total, counts] = await Promise.all([
    q.countMarks(ctx.db, roundId, f.department, f.show, f.search),
    q.marksCounts(ctx.db, roundId, f.department),
  ]);
  const offset = (f.page - 1) * f.limit;
  const rows =
    offset < total
      ? await q.marksPage(ctx.db, roundId, f.department, f.show, f.search, { offset, limit: f.limit })
      : [];
  return {
    testMaxMarks: roundScoring.of(round.settings).testMaxMarks,
    entries: rows.map(presentMarkEntry),
    pagination: { currentPage: f.page, totalPages: Math.ceil(total / f.limit), total },
    counts,
  };
}

/** Why a target cannot take a mark in this department, or null. */
export function targetProblem(t: q.MarkTarget, department: DepartmentName): MarksRowProblem | null {
  if (t.department !== department) return "OTHER_DEPARTMENT";
  if (t.decision !== "SHORTLISTED") return "NOT_SHORTLISTED";
  if (t.method !== "TEST_AND_INTERVIEW") return "NO_TEST";
  return null;
}

export const PROBLEM_MESSAGES: Record<Exclude<MarksRowProblem, "OUT_OF_RANGE" | "DUPLICATE">, string> = {
  UNKNOWN_ID: "No application with this id in this round.",
  NOT_SHORTLISTED: "Not shortlisted in this department.",
  OTHER_DEPARTMENT: "The application is for another department.",
  NO_TEST: "The candidate is ranked without the entrance test (NET/JRF channel).",
  NOT_A_NUMBER: "Marks must be a number or ABSENT.",
  MISSING: "The application id or the marks are missing.",
  UNSAFE: "The cell looks like a spreadsheet formula or holds a control character.",
};

export type Value = { marks: number | null; absent: boolean };
const sameValue = (t: q.MarkTarget, v: Value) =>
  t.absent !== null && t.absent === v.absent && (t.marks === null ? v.marks === null : t.marks === v.marks);

/** The writes, deletions and audit rows that turn what is stored into the given values; unchanged ones skipped. */
export function changesOf(
  round: Round,
  department: DepartmentName,
  actorId: string,
  values: { target: q.MarkTarget; value: Value | null }[],
  source: "grid" | "import" | "objection",
) {
  const writes: q.MarkWrite[] = [];
  const cleared: string[] = [];
  const audits: (typeof auditEvents.$inferInsert)[] = [];
  let added = 0;
  let changed = 0;
  let unchanged = 0;
  for (const { target, value } of values) {
    const before = target.absent === null ? null : { marks: target.marks, absent: target.absent };
    if (value === null ? before === null : sameValue(target, value)) {
      unchanged++;
      continue;
    }
    if (before === null) added++;
    else changed++;
    if (value === null) cleared.push(target.id);
    else writes.push({ applicationId: target.id, marks: value.marks, absent: value.absent });
    audits.push({
      actorId,
      action: "application.test_marks",
      subjectType: "application",
      subjectId: target.id,
      roundId: round.id,
      data: { applicationId: target.applicationId, department, from: before, to: value, source },
    });
  }
  return { writes, cleared, audits, added, changed, unchanged };
}

export async function applyChanges(
  tx: DbOrTx,
  round: Round,
  department: DepartmentName,
  actorId: string,
  c: ReturnType<typeof changesOf>,
) {
  await q.saveMarks(tx, round.id, department, actorId, c.writes, c.cleared);
  if (c.audits.length > 0) await q.auditMany(tx, c.audits);
}

/** The grid's typed marks: every row checked (department, shortlist, maximum), then all or nothing. */
export async function saveGridMarks(
  ctx: AppContext,
  user: AuthUser,
  roundId: string,
  body: { department: DepartmentName; entries: MarkEntry[] },
) {
  assertDepartment(user, body.department);
  const ids = body.entries.map((e) => e.id);
  if (new Set(ids).size !== ids.length) throw badRequest("An application is listed twice.");
  return ctx.db.transaction(async (tx) => {
    const round = await lockOpenMarksRound(tx, roundId);
    await assertNotPublished(tx, round.id, body.department);
    const max = roundScoring.of(round.settings).testMaxMarks;
    const targets = new Map((await q.targetsById(tx, ids)).map((t) => [t.id, t]));
    const errors: Record<string, string> = {};
    const values = body.entries.map((e, i) => {
      const target = targets.get(e.id);
      const problem = !target || target.roundId !== round.id ? "UNKNOWN_ID" : targetProblem(target, body.department);
      if (problem) errors[`entries.${i}.id`] = PROBLEM_MESSAGES[problem as keyof typeof PROBLEM_MESSAGES];
      else if (e.marks !== null) {
        const bad = markProblem(e.marks, max);
        if (bad) errors[`entries.${i}.marks`] = bad;
      }
      return {
        target: target as q.MarkTarget,
        value: e.marks === null && !e.absent ? null : { marks: e.marks, absent: e.absent },
      };
    });
    if (Object.keys(errors).length > 0) throw badRequest("Some marks cannot be saved; nothing was saved.", errors);
    const changes = changesOf(round, body.department, user.id, values, "grid");
    await applyChanges(tx, round, body.department, user.id, changes);
    return changes.added + changes.changed;
  });
}

/** A mark or score an accepted objection corrects, written in the merit module's transaction. */
export type Correction = {
  round: Round;
  department: DepartmentName;
  actorId: string;
  applicationRecordId: string;
  value: number;
};

/** Refuses a corrected value out of `max`, naming the answer's field that carried it. */
export function checkCorrection(value: number, max: number, field: string) {
  const bad = markProblem(value, max);
  if (bad) throw badRequest(bad, { [field]: bad });
}

/** Marks corrected by an accepted objection (the merit module calls it in its transaction). */
export async function correctTestMarks(tx: DbOrTx, correction: Correction) {
  const { round, department, actorId, applicationRecordId, value: marks } = correction;
  checkCorrection(marks, roundScoring.of(round.settings).testMaxMarks, "correctedTestMarks");
  const [target] = await q.targetsById(tx, [applicationRecordId]);
  if (!target || targetProblem(target, department))
    throw conflict("The candidate has no entrance-test marks to correct.");
  const changes = changesOf(round, department, actorId, [{ target, value: { marks, absent: false } }], "objection");
  await applyChanges(tx, round, department, actorId, changes);
}
