// @i18n-namespace pdf
import { formatDateTime, type Language } from "@phd/shared";
import { translator } from "../lib/i18n.ts";
import { listFootnote, pdfTable, startPdf } from "./layout.ts";

/** A staff report as a table: the institution's heading, what it is, when, then its rows. */
export interface ReportTablePdfInput {
  /** The requester's language (a staff document: the request's Accept-Language). */
  language: Language;
  heading: string;
  timeZone: string;
  /** The report's title and the line under it (already in the requester's language). */
  title: string;
  subtitle: string;
  columns: readonly { title: string; width: number }[];
  /** The rows in batches, in order: the report is never held whole. */
  rows: AsyncIterable<string[][]>;
  /** Said when there are no rows. */
  empty: string;
  generatedAt: Date;
}

/**
 * A report of many rows (the reconciliation's unclaimed credits and unmatched records, issue 61):
 * landscape A4, returned at once and written as its batches come, so the reply streams it and a
 * batch at a time is laid out between turns of the event loop.
 */
export function renderReportTablePdf(input: ReportTablePdfInput): PDFKit.PDFDocument {
  const t = translator(input.language, "pdf");
  const { doc, width } = startPdf({ title: input.title, author: input.heading, layout: "landscape" });
  void (async () => {
    doc.font("bold").fontSize(15).text(input.heading, { align: "center" });
    doc.font("bold").fontSize(13).text(input.title, { align: "center" });
    doc.font("regular").fontSize(10.5).text(input.subtitle, { align: "center" }).moveDown(0.6);
    const table = pdfTable(doc, width, input.columns);
    table.header();
    let count = 0;
    for await (const batch of input.rows) {
      for (const cells of batch) table.row(cells);
      count += batch.length;
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (count === 0) doc.font("regular").fontSize(9).text(input.empty);
    listFootnote(
      doc,
      t("Rows: {{rows}}. Generated {{date}} through the admission portal.", {
        rows: count,
        date: formatDateTime(input.generatedAt, input.timeZone, input.language),
      }),
      width,
    );
    doc.end();
  })().catch((error: unknown) => doc.emit("error", error));
  return doc;
}
