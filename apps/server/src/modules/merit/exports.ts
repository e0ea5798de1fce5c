import {
  CATEGORY_LABELS,
  MERIT_STATUS_LABELS,
  type MeritExportQuery,
  type MeritLineView,
  SELECTION_METHOD_LABELS,
  seatWords,
  ymd,
} from "@phd/shared";
import type { AppContext } from "../../context.ts";
import { type CsvExport, csvLine } from "../../lib/csv.ts";
import { type MeritListPdfInput, renderMeritListPdf } from "../../pdf/merit-list-pdf.ts";
import type { AuthUser } from "../../plugins/auth.ts";
import { readConstants } from "../constants/index.ts";
import { previewList, publishedList } from "./lists.ts";

const CSV_HEADER = [
  "Rank",
  "Application ID",
  "Name",
  "Category",
  "Person with disability",
  "Method",
  "Test or exam score (%)",
  "Exam weight (%)",
  "Interview score (%)",
  "Interview weight (%)",
  "Composite score",
  "Qualifying mark (%)",
  "Relaxation applied",
  "Status",
  "Allotted seat",
  "Waitlist position",
] as const;

const meritCsvLine = (l: MeritLineView) =>
  csvLine([
    l.rank,
    l.applicationId,
    l.name,
    CATEGORY_LABELS[l.category],
    l.isPwd ? "Yes" : "No",
    SELECTION_METHOD_LABELS[l.method],
    l.examPercent?.toFixed(2),
    l.examWeight,
    l.interviewPercent?.toFixed(2),
    l.interviewWeight,
    l.composite?.toFixed(2),
    l.qualifyingPercent,
    l.relaxed ? "Yes" : "No",
    MERIT_STATUS_LABELS[l.status],
    seatWords(l),
    l.waitlistPosition,
  ]);

/** "merit-list-computer-engineering-entrance-test-provisional" */
function exportName(f: MeritExportQuery) {
  const slug = (t: string) =>
    t
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");
  return `merit-list-${slug(f.department)}-${slug(f.channel)}-${f.stage ? f.stage.toLowerCase() : "preview"}`;
}

/** The list an export writes: the stored one of its stage, or the live preview without a stage. */
async function exportedList(ctx: AppContext, user: AuthUser, roundId: string, f: MeritExportQuery) {
  const { stage, ...which } = f;
  return stage ? publishedList(ctx, user, roundId, { ...which, stage }) : previewList(ctx, user, roundId, which);
}

/**
 * The list as a CSV (formula-safe cells, the institution's zone in the file name), written in
 * batches of lines so the reply streams.
 */
export async function exportCsv(
  ctx: AppContext,
  user: AuthUser,
  roundId: string,
  f: MeritExportQuery,
): Promise<CsvExport & { name: string }> {
  const [list, constants] = await Promise.all([exportedList(ctx, user, roundId, f), readConstants(ctx, false)]);
  async function* lines() {
    yield `\uFEFF${csvLine(CSV_HEADER)}`;
    for (let i = 0; i < list.lines.length; i += 1000)
      yield list.lines
        .slice(i, i + 1000)
        .map(meritCsvLine)
        .join("");
  }
  return { name: exportName(f), lines: lines(), timeZone: constants.timeZone };
}

/** The list as a PDF with the institution's heading and the rules stated on it (streamed as laid out). */
export async function exportPdf(
  ctx: AppContext,
  user: AuthUser,
  roundId: string,
  f: MeritExportQuery,
  /** The requester's (Accept-Language): the list is a staff and public document. */
  language: MeritListPdfInput["language"] = "en",
) {
  const [list, constants] = await Promise.all([exportedList(ctx, user, roundId, f), readConstants(ctx, false)]);
  const generatedAt = new Date();
  const pdf = renderMeritListPdf({
    language,
    heading: constants.websiteHeading,
    timeZone: constants.timeZone,
    list,
    stage: f.stage ?? null,
    generatedAt,
  });
  return { pdf, fileName: `${exportName(f)}-${ymd(generatedAt, constants.timeZone)}.pdf` };
}
