// The bank's statement file read as rows of text cells, streamed: CSV through csv-parse, Excel
// (.xlsx) through ExcelJS's streaming reader (its first worksheet). A 300,000-row file is never
// held whole; only the rows' cells pass through.
import { pipeline, type Readable } from "node:stream";
import { CsvError, parse } from "csv-parse";
import { badRequest } from "../../lib/errors.ts";

export type StatementFileKind = "csv" | "xlsx";

export interface StatementRow {
  /** The file's line (CSV) or row number (Excel), as the user sees it in a spreadsheet. */
  line: number;
  cells: string[];
}

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * The kind of a statement by its first bytes: an .xlsx is a zip; a CSV is text (no NUL byte, and
 * not one of the binary formats people send by mistake). Anything else is not a statement.
 */
export function statementKindOf(head: Buffer): StatementFileKind | null {
  if (head.subarray(0, 4).equals(ZIP)) return "xlsx";
  if (head.length === 0 || head.includes(0)) return null;
  const start = head.subarray(0, 8).toString("latin1");
  if (start.startsWith("%PDF") || start.startsWith("\x89PNG") || start.startsWith("\xff\xd8\xff")) return null;
  return "csv";
}

/** The rows of a CSV statement (a BOM and CRLF are fine; rows may have fewer cells). */
async function* csvRows(stream: Readable): AsyncIterable<StatementRow> {
  // pipeline, not pipe: a broken upload ends the iteration with its error (as the marks import).
  const parser = pipeline(
    stream,
    parse({ bom: true, skip_empty_lines: true, relax_column_count: true, max_record_size: 20_000, info: true }),
    () => undefined,
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>)
      yield { line: info.lines, cells: record };
  } catch (error) {
    if (error instanceof CsvError)
      throw badRequest("The file is not a readable CSV: {{reason}}", undefined, { reason: (error as Error).message });
    throw error;
  }
}

type ExcelCell = unknown;

/** A cell of ExcelJS as the text a CSV would hold: dates as their day, formulas as their result. */
function cellText(v: ExcelCell): string {
  if (v === null || v === undefined) return "";
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? "" : v.toISOString().slice(0, 10);
  if (typeof v === "object") {
    const o = v as { result?: unknown; richText?: { text: string }[]; text?: unknown; error?: unknown };
    if ("result" in o) return cellText(o.result);
    if (o.richText) return o.richText.map((r) => r.text).join("");
    if ("text" in o) return String(o.text ?? "");
    return "";
  }
  return String(v);
}

/** The rows of an .xlsx statement's first worksheet. */
async function* xlsxRows(stream: Readable): AsyncIterable<StatementRow> {
  // Loaded when a workbook comes: the server starts without it.
  const { default: ExcelJS } = await import("exceljs");
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    worksheets: "emit",
    entries: "emit",
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<{ number: number; values: ExcelCell[] }>) {
        // ExcelJS's values start at index 1 (column A).
        const cells = row.values.slice(1).map(cellText);
        if (cells.some((c) => c.trim() !== "")) yield { line: row.number, cells };
      }
      return;
    }
  } catch {
    // The file was stored whole before it is read: an error here is the workbook's.
    throw badRequest("The file is not a readable Excel workbook (.xlsx).");
  }
}

/** The rows of a statement file of `kind`. */
export const statementRows = (kind: StatementFileKind, stream: Readable) =>
  kind === "xlsx" ? xlsxRows(stream) : csvRows(stream);
