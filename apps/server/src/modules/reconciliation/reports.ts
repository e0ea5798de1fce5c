// @i18n-namespace pdf
import {
  FEE_KIND_LABELS,
  type FeeKind,
  formatDay,
  formatRupees,
  type Language,
  MATCH_RESULT_LABELS,
  proposedRemark,
  RECONCILIATION_SUMMARY_DAYS,
  type ReconciliationSummary,
  type unmatchedReportQuery,
  ymd,
} from "@phd/shared";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import { type CsvExport, csvLine, csvOfBatches, EXPORT_BATCH } from "../../lib/csv.ts";
import { translator } from "../../lib/i18n.ts";
import { sayText } from "../../lib/messages.ts";
import { renderReportTablePdf } from "../../pdf/report-table-pdf.ts";
import { institutionTimeZone, readConstants } from "../constants/index.ts";
import { readRound } from "../rounds/index.ts";
import * as q from "./queries.ts";

/**
 * The reconciliation's reports (issue 61, item 4): the credits nobody claims and the records still
 * waiting whose payment is not matched, as CSV (English, for spreadsheets) or PDF (in the
 * requester's language), both read through a cursor and streamed; and the daily summary.
 */

type UnmatchedFilters = z.output<typeof unmatchedReportQuery>;

interface UnclaimedCredit {
  day: string;
  reference: string;
  amount: number;
  narration: string;
  bankName: string;
  fileName: string;
  line: number;
}

// The columns of unclaimedCreditsQuery, in its order.
const unclaimedOf = (v: unknown[]): UnclaimedCredit => ({
  day: String(v[0]),
  reference: String(v[1]),
  amount: Number(v[2]),
  narration: String(v[3] ?? ""),
  bankName: String(v[4]),
  fileName: String(v[5]),
  line: Number(v[6]),
});

const UNCLAIMED_HEADER = ["Value date", "Reference (UTR)", "Amount (₹)", "Bank", "Statement file", "Line", "Narration"];
const UNMATCHED_HEADER = [
  "Application ID",
  "Name",
  "Department",
  "Fee",
  "UTR/DU number",
  "Amount entered (₹)",
  "Paid on (entered)",
  "Result",
  "Amount received (₹)",
  "Bank date",
  "Bank reference",
  "Fee expected (₹)",
  "Proposed remark",
];

const remarkOf = (r: q.MatchRow) =>
  proposedRemark({
    result: r.result,
    by: r.matched_by,
    bankAmount: r.bank_amount,
    bankDate: r.bank_date,
    expected: r.expected,
  }) ?? "";

/** Batches of one statement's rows, mapped. */
async function* mapped<R, T>(batches: AsyncIterable<unknown[][]>, rowOf: (v: unknown[]) => R, cells: (r: R) => T[]) {
  for await (const batch of batches) yield batch.map((v) => cells(rowOf(v)));
}

export async function unclaimedCsv(ctx: AppContext): Promise<CsvExport> {
  const timeZone = await institutionTimeZone(ctx.db);
  const lines = csvOfBatches(
    UNCLAIMED_HEADER,
    ctx.database.batches(q.unclaimedCreditsQuery(ctx.db), EXPORT_BATCH),
    unclaimedOf,
    (c) => csvLine([c.day, c.reference, c.amount, c.bankName, c.fileName, c.line, c.narration]),
  );
  return { lines, timeZone, at: ctx.clock.now() };
}

export async function unmatchedCsv(ctx: AppContext, roundId: string, f: UnmatchedFilters): Promise<CsvExport> {
  const round = await readRound(ctx.db, roundId);
  const timeZone = await institutionTimeZone(ctx.db);
  const lines = csvOfBatches(
    UNMATCHED_HEADER,
    ctx.database.batches(q.unmatchedQuery(round.id, unmatchedFilters(f), timeZone), EXPORT_BATCH),
    q.unmatchedRow,
    (r) =>
      csvLine([
        r.application_id,
        r.name,
        r.department,
        FEE_KIND_LABELS[r.kind],
        r.utr,
        r.amount,
        r.paid_on,
        MATCH_RESULT_LABELS[r.result],
        r.bank_amount,
        r.bank_date,
        r.bank_reference,
        r.expected,
        remarkOf(r),
      ]),
  );
  return { lines, timeZone, at: ctx.clock.now() };
}

const unmatchedFilters = (f: UnmatchedFilters) => ({ department: f.department, kind: f.kind as FeeKind | undefined });

async function pdfFrame(ctx: AppContext) {
  const { websiteHeading: heading, timeZone } = await readConstants(ctx, false);
  const generatedAt = ctx.clock.now();
  return { heading, timeZone, generatedAt, day: ymd(generatedAt, timeZone) };
}

/** The unclaimed credits as a PDF, and its file name. */
export async function unclaimedPdf(ctx: AppContext, language: Language) {
  const t = translator(language, "pdf");
  const frame = await pdfFrame(ctx);
  const pdf = renderReportTablePdf({
    ...frame,
    language,
    title: t("Unclaimed credits"),
    subtitle: t("Credits in the bank's statements that no application fee or admission fee names"),
    columns: [
      { title: t("Value date"), width: 70 },
      { title: t("Reference (UTR)"), width: 130 },
      { title: t("Amount"), width: 80 },
      { title: t("Bank"), width: 100 },
      { title: t("Statement file"), width: 150 },
      { title: t("Narration"), width: 0 },
    ],
    rows: mapped(ctx.database.batches(q.unclaimedCreditsQuery(ctx.db), EXPORT_BATCH), unclaimedOf, (c) => [
      formatDay(c.day, language),
      c.reference,
      formatRupees(c.amount),
      c.bankName,
      t("{{fileName}}, line {{line}}", { fileName: c.fileName, line: c.line }),
      c.narration,
    ]),
    empty: t("Every credit of the statements is claimed."),
  });
  return { pdf, fileName: `unclaimed-credits-${frame.day}.pdf` };
}

/** The round's unmatched records as a PDF, and its file name. */
export async function unmatchedPdf(ctx: AppContext, roundId: string, f: UnmatchedFilters, language: Language) {
  const round = await readRound(ctx.db, roundId);
  const t = translator(language, "pdf");
  const label = translator(language, "vocabulary");
  const frame = await pdfFrame(ctx);
  const scope = [round.name, f.department, f.kind ? label(FEE_KIND_LABELS[f.kind as FeeKind]) : undefined];
  const money = (n: number | null) => (n === null ? "—" : formatRupees(n));
  const pdf = renderReportTablePdf({
    ...frame,
    language,
    title: t("Unmatched fee records"),
    subtitle: scope.filter(Boolean).join(" · "),
    columns: [
      { title: t("Application ID"), width: 88 },
      { title: t("Name"), width: 100 },
      { title: t("Fee"), width: 64 },
      { title: t("UTR/DU number"), width: 96 },
      { title: t("Entered"), width: 84 },
      { title: t("Result"), width: 78 },
      { title: t("Received"), width: 84 },
      { title: t("Proposed remark"), width: 0 },
    ],
    rows: mapped(
      ctx.database.batches(q.unmatchedQuery(round.id, unmatchedFilters(f), frame.timeZone), EXPORT_BATCH),
      q.unmatchedRow,
      (r) => [
        r.application_id,
        `${r.name}\n${r.department}`,
        label(FEE_KIND_LABELS[r.kind]),
        r.utr,
        `${money(r.amount)}\n${formatDay(r.paid_on, language)}`,
        label(MATCH_RESULT_LABELS[r.result]),
        r.bank_amount === null ? "—" : `${money(r.bank_amount)}\n${formatDay(r.bank_date, language)}`,
        sayText(language, remarkOf(r)),
      ],
    ),
    empty: t("No record is waiting with an unmatched payment."),
  });
  return { pdf, fileName: `unmatched-fees-${frame.day}.pdf` };
}

/** The account's statements day by day, today first (the fee dashboard's card). */
export async function dailySummary(ctx: AppContext): Promise<ReconciliationSummary> {
  const timeZone = await institutionTimeZone(ctx.db);
  const today = ymd(ctx.clock.now(), timeZone);
  return { today, days: await q.dailySummary(ctx.db, today, RECONCILIATION_SUMMARY_DAYS, timeZone) };
}
