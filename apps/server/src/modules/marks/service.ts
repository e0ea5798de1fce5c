import { pipeline, type Readable } from "node:stream";
import {
  ABSENT_WORD,
  consolidate,
  DEFAULT_SCORING,
  type DepartmentName,
  type Language,
  MARKS_IMPORT_MAX_ROWS,
  MARKS_REPORT_MAX_PROBLEMS,
  type MarkEntry,
  type MarksFilter,
  type MarksImportReport,
  type MarksRowProblem,
  markProblem,
  type ScoringSettings,
  type SlotScoreEntry,
  sayNow,
  type scoreEntry,
  scoringSettings,
} from "@phd/shared";
import { CsvError, parse } from "csv-parse";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { auditEvents } from "../../db/schema.ts";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../lib/errors.ts";
import { sayText } from "../../lib/messages.ts";
import { type AuthUser, departmentsInScope } from "../../plugins/auth.ts";
import { saveRoundSetting } from "../seat-matrix/index.ts";
import * as q from "./queries.ts";

type Round = NonNullable<Awaited<ReturnType<typeof q.readRound>>>;
type SavedEntry = z.output<typeof scoreEntry>;

/** The round's scoring settings (decision 033): its own where the admin set them, else the defaults. */
export function scoringOf(settings: Record<string, unknown>): ScoringSettings {
  const parsed = scoringSettings.safeParse(settings.scoring);
  return parsed.success ? parsed.data : DEFAULT_SCORING;
}

export const saveScoring = saveRoundSetting<ScoringSettings>("scoring", scoringOf, "round.scoring");

async function roundOf(db: DbOrTx, roundId: string, forChange = false): Promise<Round> {
  const round = await q.readRound(db, roundId, forChange);
  if (!round) throw notFound("Admission round not found.");
  if (forChange && round.closedAt)
    throw conflict('The admission round "{{roundName}}" is closed: its marks can be read but not changed.', {
      roundName: round.name,
    });
  return round;
}

export async function scoringOfRound(ctx: Pick<AppContext, "db">, roundId: string) {
  const round = await roundOf(ctx.db, roundId);
  return {
    round: { id: round.id, name: round.name, isClosed: round.closedAt !== null },
    scoring: scoringOf(round.settings),
  };
}

/** Coordinators enter marks only for their departments (403 otherwise); the admin for any. */
export function assertDepartment(user: AuthUser, department: DepartmentName) {
  const reach = departmentsInScope(user, "selection.marks");
  if (reach !== "all" && !reach.includes(department))
    throw forbidden("You do not enter marks for {{departmentName}}.", { departmentName: department });
}

/** Once a department's list is published, its marks change only through an answered objection (decision 033). */
async function assertNotPublished(db: DbOrTx, roundId: string, department: DepartmentName) {
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
  const round = await roundOf(ctx.db, roundId);
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
    testMaxMarks: scoringOf(round.settings).testMaxMarks,
    entries: rows.map((r) => ({
      id: r.id,
      applicationId: r.applicationId,
      name: r.name,
      category: r.category,
      marks: r.marks,
      absent: r.absent ?? false,
      updatedAt: r.updatedAt?.toISOString() ?? null,
    })),
    pagination: { currentPage: f.page, totalPages: Math.ceil(total / f.limit), total },
    counts,
  };
}

/** Why a target cannot take a mark in this department, or null. */
function targetProblem(t: q.MarkTarget, department: DepartmentName): MarksRowProblem | null {
  if (t.department !== department) return "OTHER_DEPARTMENT";
  if (t.decision !== "SHORTLISTED") return "NOT_SHORTLISTED";
  if (t.method !== "TEST_AND_INTERVIEW") return "NO_TEST";
  return null;
}

const PROBLEM_MESSAGES: Record<Exclude<MarksRowProblem, "OUT_OF_RANGE" | "DUPLICATE">, string> = {
  UNKNOWN_ID: "No application with this id in this round.",
  NOT_SHORTLISTED: "Not shortlisted in this department.",
  OTHER_DEPARTMENT: "The application is for another department.",
  NO_TEST: "The candidate is ranked without the entrance test (NET/JRF channel).",
  NOT_A_NUMBER: "Marks must be a number or ABSENT.",
  MISSING: "The application id or the marks are missing.",
  UNSAFE: "The cell looks like a spreadsheet formula or holds a control character.",
};

type Value = { marks: number | null; absent: boolean };
const sameValue = (t: q.MarkTarget, v: Value) =>
  t.absent !== null && t.absent === v.absent && (t.marks === null ? v.marks === null : t.marks === v.marks);

/** The writes, deletions and audit rows that turn what is stored into the given values; unchanged ones skipped. */
function changesOf(
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

async function applyChanges(
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
    const round = await roundOf(tx, roundId, true);
    await assertNotPublished(tx, round.id, body.department);
    const max = scoringOf(round.settings).testMaxMarks;
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

// ——— The CSV import ———

interface FileRow {
  line: number;
  applicationId: string;
  value: Value;
}

const FORMULA = /^[=+@\t\r]|^-(?!\d)/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Reads the file row by row (csv-parse, streamed; a BOM and CRLF are fine) and checks what can be
 * checked without the database: the header, formulas and control characters, missing cells,
 * duplicates, numbers and the maximum. Rows that pass are returned for the database's checks.
 */
async function readMarksFile(stream: Readable, max: number) {
  // pipeline, not pipe: an upload that breaks off (its stream destroyed with an error) must end the
  // parser's iteration with that error; with pipe the parser would wait for the rest for ever.
  const parser = pipeline(
    stream,
    parse({
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      max_record_size: 10_000,
      info: true,
    }),
    // The error reaches the loop below through the parser; nothing more to do here.
    () => undefined,
  );
  const rows: FileRow[] = [];
  const problems: MarksImportReport["problems"] = [];
  const seen = new Map<string, number>();
  let columns: { id: number; marks: number } | null = null;
  let count = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      const line = info.lines;
      if (!columns) {
        const names = record.map((c) => c.toLowerCase().replace(/\s+/g, "_"));
        const id = names.indexOf("application_id");
        const marks = names.indexOf("marks");
        if (id < 0 || marks < 0)
          throw badRequest("The first row must name the columns application_id and marks (a header row).");
        columns = { id, marks };
        continue;
      }
      if (++count > MARKS_IMPORT_MAX_ROWS)
        throw badRequest("The file has more than {{rows}} rows.", undefined, {
          rows: MARKS_IMPORT_MAX_ROWS.toLocaleString("en-IN"),
        });
      const applicationId = (record[columns.id] ?? "").toUpperCase();
      const raw = record[columns.marks] ?? "";
      const problem = (p: MarksRowProblem, message: string) =>
        problems.push({ line, applicationId, problem: p, message });
      if (record.some((c) => CONTROL.test(c) || FORMULA.test(c))) {
        problem("UNSAFE", PROBLEM_MESSAGES.UNSAFE);
        continue;
      }
      if (!applicationId || !raw) {
        problem("MISSING", PROBLEM_MESSAGES.MISSING);
        continue;
      }
      const first = seen.get(applicationId);
      if (first !== undefined) {
        problem("DUPLICATE", sayNow("The application appears again (first on line {{line}}).", { line: first }));
        continue;
      }
      seen.set(applicationId, line);
      if (raw.toUpperCase() === ABSENT_WORD) {
        rows.push({ line, applicationId, value: { marks: null, absent: true } });
        continue;
      }
      if (!NUMBER.test(raw)) {
        problem("NOT_A_NUMBER", PROBLEM_MESSAGES.NOT_A_NUMBER);
        continue;
      }
      const marks = Number(raw);
      const bad = markProblem(marks, max);
      if (bad) {
        problem("OUT_OF_RANGE", bad);
        continue;
      }
      rows.push({ line, applicationId, value: { marks, absent: false } });
    }
  } catch (error) {
    // csv-parse's own errors (CSV_… and a few others, e.g. INVALID_OPENING_QUOTE) are the file's
    // fault; a broken upload is rethrown as it is.
    if (error instanceof CsvError)
      throw badRequest("The file is not a readable CSV: {{reason}}", undefined, { reason: (error as Error).message });
    throw error;
  }
  if (!columns) throw badRequest("The file is empty: it needs a header row and a row per candidate.");
  return { rows, problems, count };
}

/**
 * The import (issue 25, item 1): a dry run reports every row's problem and what would change;
 * `apply` writes all the file's marks in one transaction, and only when no row has a problem.
 */
export async function importMarks(
  ctx: AppContext,
  user: AuthUser,
  roundId: string,
  department: DepartmentName,
  apply: boolean,
  file: Readable & { truncated?: boolean },
  /** The reader's language, for the rows' problems. */
  language: Language = "en",
): Promise<MarksImportReport> {
  assertDepartment(user, department);
  const before = await roundOf(ctx.db, roundId);
  const parsed = await readMarksFile(file, scoringOf(before.settings).testMaxMarks);
  // A file cut off at the upload limit is refused whole, never applied in part.
  if (file.truncated) throw new AppError(413, "The file is too large.");
  const check = async (tx: DbOrTx) => {
    const round = await roundOf(tx, roundId, apply);
    if (apply) await assertNotPublished(tx, round.id, department);
    const ids = parsed.rows.map((r) => r.applicationId);
    const targets = new Map(
      (ids.length > 0 ? await q.targetsByApplicationId(tx, round.id, ids) : []).map((t) => [t.applicationId, t]),
    );
    const problems = [...parsed.problems];
    const values: { target: q.MarkTarget; value: Value }[] = [];
    for (const row of parsed.rows) {
      const target = targets.get(row.applicationId);
      const problem = target ? targetProblem(target, department) : "UNKNOWN_ID";
      if (problem)
        problems.push({
          line: row.line,
          applicationId: row.applicationId,
          problem,
          message: PROBLEM_MESSAGES[problem as keyof typeof PROBLEM_MESSAGES],
        });
      else values.push({ target: target as q.MarkTarget, value: row.value });
    }
    problems.sort((a, b) => a.line - b.line);
    const changes = changesOf(round, department, user.id, values, "import");
    const inChannel = (await q.marksCounts(tx, round.id, department)).total;
    const report: MarksImportReport = {
      rows: parsed.count,
      changes: { added: changes.added, changed: changes.changed, unchanged: changes.unchanged },
      notInFile: Math.max(0, inChannel - values.length),
      problemCount: problems.length,
      problems: problems
        .slice(0, MARKS_REPORT_MAX_PROBLEMS)
        .map((p) => ({ ...p, message: sayText(language, p.message) })),
      applied: false,
    };
    return { round, report, changes };
  };
  if (!apply) return (await check(ctx.db)).report;
  return ctx.db.transaction(async (tx) => {
    const { round, report, changes } = await check(tx);
    if (report.problemCount > 0)
      throw new AppError(
        400,
        "Nothing was imported: {{count}} row has a problem.",
        undefined,
        { report },
        { count: report.problemCount, defaultValue_other: "Nothing was imported: {{count}} rows have problems." },
      );
    if (report.rows === 0) throw badRequest("The file has no rows of marks.");
    await applyChanges(tx, round, department, user.id, changes);
    return { ...report, applied: true };
  });
}

/** Marks corrected by an accepted objection (the merit module calls it in its transaction). */
export async function correctTestMarks(
  tx: DbOrTx,
  round: Round,
  department: DepartmentName,
  actorId: string,
  applicationRecordId: string,
  marks: number,
) {
  const max = scoringOf(round.settings).testMaxMarks;
  const bad = markProblem(marks, max);
  if (bad) throw badRequest(bad, { correctedTestMarks: bad });
  const [target] = await q.targetsById(tx, [applicationRecordId]);
  if (!target || targetProblem(target, department))
    throw conflict("The candidate has no entrance-test marks to correct.");
  const changes = changesOf(round, department, actorId, [{ target, value: { marks, absent: false } }], "objection");
  await applyChanges(tx, round, department, actorId, changes);
}

// ——— Interview scores ———

async function interviewSlot(db: DbOrTx, user: AuthUser, roundId: string, slotId: string) {
  const slot = await q.readInterviewSlot(db, slotId);
  if (!slot || slot.roundId !== roundId || slot.kind !== "INTERVIEW")
    throw notFound("Interview slot not found in this round.");
  const reach = departmentsInScope(user, "selection.marks");
  if (reach !== "all" && !reach.includes(slot.department)) throw notFound("Interview slot not found in this round.");
  return slot;
}

function presentScore(s: q.ScoreRow | null) {
  if (!s) return null;
  return {
    panel: s.panel,
    consolidated: s.consolidated,
    absent: s.absent,
    remarks: s.remarks,
    updatedAt: s.updatedAt.toISOString(),
  };
}

export async function scoresOfSlot(ctx: AppContext, user: AuthUser, roundId: string, slotId: string) {
  const round = await roundOf(ctx.db, roundId);
  await interviewSlot(ctx.db, user, roundId, slotId);
  const scoring = scoringOf(round.settings);
  const rows = await q.slotScores(ctx.db, slotId);
  const panel: string[] = [];
  for (const r of rows) for (const p of r.score?.panel ?? []) if (!panel.includes(p.member)) panel.push(p.member);
  const entries: SlotScoreEntry[] = rows.map((r) => ({
    id: r.id,
    applicationId: r.applicationId,
    name: r.name,
    category: r.category,
    qualification: r.qualification,
    channel: r.channel,
    method: r.method,
    score: presentScore(r.score),
  }));
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
    const round = await roundOf(tx, roundId, true);
    const slot = await interviewSlot(tx, user, roundId, slotId);
    await assertNotPublished(tx, round.id, slot.department);
    const scoring = scoringOf(round.settings);
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
export async function correctInterviewScore(
  tx: DbOrTx,
  round: Round,
  department: DepartmentName,
  actorId: string,
  applicationRecordId: string,
  consolidated: number,
) {
  const max = scoringOf(round.settings).interviewMaxScore;
  const bad = markProblem(consolidated, max);
  if (bad) throw badRequest(bad, { correctedInterviewScore: bad });
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
