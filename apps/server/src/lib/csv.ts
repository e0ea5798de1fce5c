import { Readable } from "node:stream";
import { ymd } from "@phd/shared";
import type { FastifyReply } from "fastify";

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A cell a spreadsheet
 * would run as a formula (= + - @, tab, CR at the start) is prefixed with a quote mark (OWASP CSV injection).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record with its CRLF. */
export const csvLine = (cells: ReadonlyArray<string | number | null | undefined>) =>
  `${cells.map(csvCell).join(",")}\r\n`;

/** Rows read per fetch of an export's cursor (≈ 100 KB of text): 2,000 held the server 15 MB higher at 300,000 rows, no faster. */
export const EXPORT_BATCH = 500;
const ID_BATCH = 1000;

/**
 * A CSV file of a long list, never all in memory (a byte-order mark first, so spreadsheet programs
 * read ₹ and names as UTF-8): the list's rows come in batches, in order, from one statement
 * (`Database.batches`: one plan and one pass, where reading ids and then rows by batches of ids
 * took twice as long), each batch written as one chunk.
 */
export async function* csvOfBatches<R>(
  header: readonly string[],
  batches: AsyncIterable<unknown[][]>,
  rowOf: (values: unknown[]) => R,
  line: (row: R) => string,
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(header)}`;
  for await (const batch of batches) {
    let text = "";
    for (const values of batch) text += line(rowOf(values));
    if (text) yield text;
  }
}

/**
 * A CSV file of a long list read by ids (the audit log's, whose rows are nested joins), never all
 * in memory, with its byte-order mark: its ids in order from one statement (one snapshot, one pass of the
 * index), then its rows by batches of ids. Reading batches by OFFSET would walk the list again for
 * every batch (quadratic: 300,000 rows took minutes); ids take ≈ 40 bytes each in memory. Rows
 * come back in the ids' order; a row deleted meanwhile is left out.
 */
export async function* csvByIds<R>(
  header: readonly string[],
  ids: () => Promise<string[]>,
  rows: (ids: string[]) => Promise<R[]>,
  idOf: (row: R) => string,
  line: (row: R) => string,
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(header)}`;
  const all = await ids();
  for (let start = 0; start < all.length; start += ID_BATCH) {
    const batch = all.slice(start, start + ID_BATCH);
    const byId = new Map((await rows(batch)).map((r) => [idOf(r), r]));
    const text = batch.flatMap((id) => {
      const row = byId.get(id);
      return row ? [line(row)] : [];
    });
    if (text.length > 0) yield text.join("");
  }
}

/** A CSV being written, and the institution's zone its times and file name are in (decision 024). */
export interface CsvExport {
  lines: AsyncIterable<string>;
  timeZone: string;
  /** The moment the file is dated by (the app's clock); now when unset. */
  at?: Date;
}

/** Streams a CSV attachment named `{name}-{YYYY-MM-DD}.csv` (today in the institution's zone), never cached. */
export function sendCsv(reply: FastifyReply, name: string, { lines, timeZone, at = new Date() }: CsvExport) {
  const day = ymd(at, timeZone);
  reply.header("Content-Type", "text/csv; charset=utf-8");
  reply.header("Content-Disposition", `attachment; filename="${name}-${day}.csv"`);
  reply.header("Cache-Control", "private, no-store");
  return reply.send(Readable.from(lines));
}
