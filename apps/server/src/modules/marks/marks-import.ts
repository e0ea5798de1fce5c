// The entrance-test marks CSV (decision 033): parsed as it arrives, checked row by row, applied
// whole in one transaction or not at all.
import { pipeline, type Readable } from "node:stream";
import {
  ABSENT_WORD,
  type DepartmentName,
  type Language,
  MARKS_IMPORT_MAX_ROWS,
  MARKS_REPORT_MAX_PROBLEMS,
  type MarksImportReport,
  type MarksRowProblem,
  markProblem,
  sayNow,
} from "@phd/shared";
import { CsvError, parse } from "csv-parse";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { AppError, badRequest, nothingImported } from "../../lib/errors.ts";
import { sayText } from "../../lib/messages.ts";
import type { AuthUser } from "../../plugins/auth.ts";
import { type RoundFacts, readRound } from "../rounds/index.ts";
import * as q from "./queries.ts";
import {
  applyChanges,
  assertDepartment,
  assertNotPublished,
  changesOf,
  lockOpenMarksRound,
  PROBLEM_MESSAGES,
  roundScoring,
  targetProblem,
  type Value,
} from "./service.ts";

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
  const before = await readRound(ctx.db, roundId);
  const parsed = await readMarksFile(file, roundScoring.of(before.settings).testMaxMarks);
  // A file cut off at the upload limit is refused whole, never applied in part.
  if (file.truncated) throw new AppError(413, "The file is too large.");
  // The dry run reads the round as it stands; the apply locks it first (and its lists must be unpublished).
  const check = async (tx: DbOrTx, round: RoundFacts) => {
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
    return { report, changes };
  };
  if (!apply) return (await check(ctx.db, before)).report;
  return ctx.db.transaction(async (tx) => {
    const round = await lockOpenMarksRound(tx, roundId);
    await assertNotPublished(tx, round.id, department);
    const { report, changes } = await check(tx, round);
    if (report.problemCount > 0) throw nothingImported(report);
    if (report.rows === 0) throw badRequest("The file has no rows of marks.");
    await applyChanges(tx, round, department, user.id, changes);
    return { ...report, applied: true };
  });
}
