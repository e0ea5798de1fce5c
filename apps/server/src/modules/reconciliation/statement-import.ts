// The bank statement's import (issue 61, item 1; decision 058): a dry run reports every row's
// problem with its line; the import writes the file's credits only when no row has one, and the
// same statement twice adds nothing (the file by its sha-256, each credit by its reference).
import {
  columnIndexes,
  type Language,
  missingColumns,
  readStatementRow,
  STATEMENT_MAX_ROWS,
  STATEMENT_PROBLEM_MESSAGES,
  STATEMENT_REPORT_MAX_PROBLEMS,
  type StatementField,
  type StatementImportReport,
  type StatementMapping,
  statementMapping,
} from "@phd/shared";
import type { AppContext } from "../../context.ts";
import { AppError, badRequest, nothingImported } from "../../lib/errors.ts";
import { sayText } from "../../lib/messages.ts";
import type { AuthUser } from "../../plugins/auth.ts";
import type { StoredObject } from "../../storage/storage.ts";
import { recordAudit } from "../audit/index.ts";
import { currentRoundIdOf } from "../constants/index.ts";
import { matchRound } from "./matching.ts";
import * as q from "./queries.ts";
import { type StatementFileKind, statementKindOf, statementRows } from "./statement-file.ts";

/** A bank puts its account's details above the header: the header is looked for in the first rows. */
const HEADER_SEARCH_ROWS = 30;
/** Credits written (and references looked up) at a time: 6 columns a row, well under 65,535 parameters. */
const BATCH = 2000;

export interface StatementUpload extends StoredObject {
  fileName: string;
  truncated: boolean;
}

type Problem = StatementImportReport["problems"][number];

/** The mapping sent as JSON, else the one remembered for the bank; refused when neither is there. */
async function mappingFor(ctx: AppContext, bankName: string, sent: string | undefined): Promise<StatementMapping> {
  if (sent === undefined) {
    const remembered = await q.mappingOf(ctx.db, bankName);
    if (!remembered)
      throw badRequest("Choose which column holds each field: this bank's statements have no mapping yet.", {
        mapping: "Required",
      });
    return remembered;
  }
  let json: unknown;
  try {
    json = JSON.parse(sent);
  } catch {
    throw badRequest("The column mapping is not valid JSON.", { mapping: "Invalid" });
  }
  const parsed = statementMapping.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue?.message ?? "Choose which column holds each field.";
    throw badRequest(message, { [String(issue?.path[0] ?? "mapping")]: message });
  }
  return parsed.data as StatementMapping;
}

/**
 * Reads the stored file once, row by row: finds the header (the first row naming every mapped
 * column), reads each row below it, and gives each credit (in batches) to `take`. The problems come
 * back, in line order; a wrong mapping (no row names its columns) is refused whole.
 */
async function readStatement(
  ctx: AppContext,
  kind: StatementFileKind,
  key: string,
  mapping: StatementMapping,
  take: (
    credits: { line: number; reference: string; valueDate: string; amount: number; narration: string }[],
  ) => Promise<void>,
) {
  const problems: Problem[] = [];
  const seen = new Map<string, number>();
  let indexes: Partial<Record<StatementField, number>> | null = null;
  let firstRow: string[] | null = null;
  let rows = 0;
  let credits = 0;
  let batch: Parameters<typeof take>[0] = [];
  for await (const row of statementRows(kind, await ctx.storage.get(key))) {
    if (!indexes) {
      firstRow ??= row.cells;
      if (missingColumns(mapping, row.cells).length === 0) indexes = columnIndexes(mapping, row.cells);
      else if (row.line >= HEADER_SEARCH_ROWS) break;
      continue;
    }
    if (++rows > STATEMENT_MAX_ROWS)
      throw badRequest("The statement has more than {{rows}} rows: import it in parts.", undefined, {
        rows: STATEMENT_MAX_ROWS.toLocaleString("en-IN"),
      });
    const cells: Partial<Record<StatementField, string>> = {};
    for (const [field, i] of Object.entries(indexes) as [StatementField, number][]) cells[field] = row.cells[i] ?? "";
    const read = readStatementRow(cells);
    if (read === null) {
      rows--;
      continue;
    }
    const problem = (p: Problem["problem"], value: string) =>
      problems.push({ line: row.line, problem: p, message: STATEMENT_PROBLEM_MESSAGES[p], value });
    if (!read.ok) {
      problem(read.problem, problemValue(read.problem, cells));
      continue;
    }
    const first = seen.get(read.credit.reference);
    if (first !== undefined) {
      problem("DUPLICATE_REFERENCE", `${read.credit.reference} (line ${first})`);
      continue;
    }
    seen.set(read.credit.reference, row.line);
    credits++;
    batch.push({ line: row.line, ...read.credit });
    if (batch.length >= BATCH) {
      await take(batch);
      batch = [];
    }
  }
  if (!indexes) {
    if (!firstRow) throw badRequest("The file is empty: a statement has a header row and a row per transaction.");
    throw new AppError(
      400,
      "The file has no row naming the mapped columns: {{columns}}. Check the column mapping, or choose the file of this bank's statement.",
      { mapping: "Wrong columns" },
      { columnsInFile: firstRow.filter((c) => c.trim() !== "").slice(0, 40) },
      { columns: missingColumns(mapping, firstRow).join(", ") },
    );
  }
  if (batch.length > 0) await take(batch);
  return { rows, credits, problems };
}

/** The cell a problem is about, as the file has it (shown beside the message). */
function problemValue(problem: Problem["problem"], cells: Partial<Record<StatementField, string>>): string {
  switch (problem) {
    case "BAD_DATE":
      return cells.date ?? "";
    case "BAD_AMOUNT":
    case "AMOUNT_IN_WORDS":
    case "DEBIT":
      return cells.amount ?? cells.debit ?? cells.credit ?? "";
    case "BAD_TYPE":
      return cells.type ?? "";
    default:
      return cells.reference ?? "";
  }
}

/**
 * The import: `apply` false is the dry run (nothing written, the file not kept); `apply` true
 * writes the statement and its new credits in one transaction, remembers the bank's mapping,
 * then matches the current round (when open) so the review list is ready.
 */
export async function importStatement(
  ctx: AppContext,
  user: AuthUser,
  fields: { bankName: string; mapping?: string; apply: boolean },
  upload: StatementUpload,
  language: Language = "en",
): Promise<{ outcome: "before" | "dry run" | "imported"; report: StatementImportReport }> {
  let kept = false;
  try {
    if (upload.truncated) throw new AppError(413, "The file is too large.");
    const kind = statementKindOf(upload.head);
    if (!kind)
      throw new AppError(415, "The file is not a bank statement: send a CSV file or an Excel workbook (.xlsx).");
    const mapping = await mappingFor(ctx, fields.bankName, fields.mapping);
    const earlier = await q.statementBySha(ctx.db, upload.sha256);
    if (earlier) {
      const report = emptyReport({
        statementId: earlier.id,
        duplicateOf: { id: earlier.id, importedAt: earlier.importedAt.toISOString(), fileName: earlier.fileName },
        credits: earlier.credits,
        alreadyImported: earlier.credits,
      });
      return { outcome: "before", report };
    }
    // The dry run: every row read and checked, the references looked up, nothing written.
    let alreadyImported = 0;
    const checked = await readStatement(ctx, kind, upload.key, mapping, async (batch) => {
      alreadyImported += await q.knownReferences(
        ctx.db,
        batch.map((c) => c.reference),
      );
    });
    const report: StatementImportReport = {
      ...emptyReport({ credits: checked.credits, alreadyImported }),
      rows: checked.rows,
      added: checked.credits - alreadyImported,
      problemCount: checked.problems.length,
      problems: checked.problems
        .slice(0, STATEMENT_REPORT_MAX_PROBLEMS)
        .map((p) => ({ ...p, message: sayText(language, p.message) })),
    };
    if (!fields.apply) return { outcome: "dry run", report };
    if (report.problemCount > 0) throw nothingImported(report);
    if (report.credits === 0) throw badRequest("The statement has no credits to import.");
    const statement = await ctx.db.transaction(async (tx) => {
      const saved = await q.insertStatement(tx, {
        bankName: fields.bankName,
        fileName: upload.fileName,
        mimeType: kind === "xlsx" ? "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" : "text/csv",
        fileSize: upload.size,
        storageKey: upload.key,
        sha256: upload.sha256,
        credits: report.credits,
        added: 0,
        importedById: user.id,
        importedAt: ctx.clock.now(),
      });
      let added = 0;
      await readStatement(ctx, kind, upload.key, mapping, async (batch) => {
        added += await q.insertCredits(
          tx,
          batch.map((c) => ({ ...c, statementId: saved.id })),
        );
      });
      await q.setStatementAdded(tx, saved.id, added);
      await q.saveMapping(tx, fields.bankName, mapping, user.id);
      await recordAudit(tx, {
        actorId: user.id,
        action: "fee.statement_import",
        subjectType: "bank_statement",
        subjectId: saved.id,
        data: { bankName: fields.bankName, fileName: upload.fileName, credits: report.credits, added },
      });
      return { ...saved, added };
    });
    kept = true;
    const roundId = await currentRoundIdOf(ctx.db);
    // A closed round's fees are not matched again (409): the import stands all the same.
    const matched = roundId
      ? await matchRound(ctx, roundId).catch((error) => {
          if (error instanceof AppError && error.statusCode === 409) return null;
          throw error;
        })
      : null;
    return {
      outcome: "imported",
      report: {
        ...report,
        added: statement.added,
        alreadyImported: report.credits - statement.added,
        applied: true,
        statementId: statement.id,
        matched: matched?.counts ?? null,
      },
    };
  } finally {
    if (!kept) await ctx.storage.delete(upload.key);
  }
}

function emptyReport(over: Partial<StatementImportReport>): StatementImportReport {
  return {
    rows: 0,
    credits: 0,
    added: 0,
    alreadyImported: 0,
    problemCount: 0,
    problems: [],
    applied: false,
    statementId: null,
    duplicateOf: null,
    matched: null,
    ...over,
  };
}
