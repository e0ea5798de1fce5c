import {
  ALLOCATION_RULES,
  CATEGORIES,
  CATEGORY_LABELS,
  formatDateTime,
  MERIT_STAGE_LABELS,
  type MeritListView,
  type MeritStage,
  meritRuleRows,
  outcomeWords,
  rankWords,
  SELECTION_CHANNEL_LABELS,
  twoDecimals,
} from "@phd/shared";
import { pdfTable, startPdf } from "./layout.ts";

/** What a merit list PDF states besides the list: who publishes it, which list, when. */
export interface MeritListPdfInput {
  heading: string;
  timeZone: string;
  list: MeritListView;
  /** Null: the live preview (marked as not published on every page). */
  stage: MeritStage | null;
  generatedAt: Date;
}

const COLUMNS = [
  { title: "Rank", width: 34 },
  { title: "Application ID", width: 92 },
  { title: "Name", width: 150 },
  { title: "Category", width: 54 },
  { title: "PwD", width: 30 },
  { title: "Test / exam %", width: 62 },
  { title: "Interview %", width: 58 },
  { title: "Composite", width: 58 },
  { title: "Outcome", width: 0 }, // the rest of the line
] as const;

/** Rows laid out between pauses, so a 20,000-line list never holds the event loop for long. */
const ROWS_PER_TURN = 200;

/**
 * The merit list of one department and channel (issue 25, item 6): the institution's heading, the
 * list's stage and date, the rules it was computed with and how seats are allotted, the seats by
 * category, then every line. Landscape A4; the pdfkit document is returned at once and written
 * as it is laid out, so the reply streams it.
 */
export function renderMeritListPdf(input: MeritListPdfInput): PDFKit.PDFDocument {
  const { list, stage } = input;
  const what = stage ? `${MERIT_STAGE_LABELS[stage]} merit list` : "Merit list preview (not published)";
  const { doc, width, heading, row } = startPdf({
    title: `${what}: ${list.department}, ${SELECTION_CHANNEL_LABELS[list.channel]}`,
    author: input.heading,
    layout: "landscape",
  });
  void (async () => {
    doc.font("bold").fontSize(15).text(input.heading, { align: "center" });
    doc.font("regular").fontSize(10.5).text(list.round.name, { align: "center" });
    doc.font("bold").fontSize(13).text(what, { align: "center" });
    doc
      .font("regular")
      .fontSize(10.5)
      .text(`${list.department} · ${SELECTION_CHANNEL_LABELS[list.channel]}`, { align: "center" })
      .moveDown(0.6);

    const publication = stage === "FINAL" ? list.final : stage === "PROVISIONAL" ? list.provisional : null;
    if (publication) {
      row("Published", formatDateTime(publication.publishedAt, input.timeZone));
      if (publication.objectionsCloseAt)
        row("Objections until", formatDateTime(publication.objectionsCloseAt, input.timeZone));
    } else {
      row("Computed", `${formatDateTime(input.generatedAt, input.timeZone)} from the marks and scores entered so far`);
    }

    heading("Rules applied");
    for (const [label, value] of meritRuleRows(list.rules, list.channel)) row(label, value);
    heading("How seats are allotted");
    doc.font("regular").fontSize(9);
    ALLOCATION_RULES.forEach((rule, i) => {
      doc.text(`${i + 1}. ${rule}`, { width }).moveDown(0.15);
    });

    heading("Seats");
    if (!list.seats)
      doc.font("regular").fontSize(9).text("The seats of this channel are not entered in the seat matrix.");
    else {
      row("Seats in the channel", `${list.seats.total} (unfilled: ${list.unfilled})`);
      for (const f of list.seatFill) {
        if (f.seats === 0 && f.filled === 0) continue;
        row(
          CATEGORY_LABELS[f.category],
          `${f.filled} of ${f.seats} filled${f.disabilitySeats > 0 ? `; seats for persons with disabilities: ${f.disabilityFilled} of ${f.disabilitySeats}` : ""}`,
        );
      }
    }

    heading(`Candidates (${list.lines.length})`);
    const table = pdfTable(doc, width, COLUMNS);
    table.header();
    for (let i = 0; i < list.lines.length; i++) {
      const l = list.lines[i];
      if (!l) continue;
      table.row([
        rankWords(l),
        l.applicationId,
        l.name,
        `${CATEGORY_LABELS[l.category]}${l.relaxed ? " (relaxed)" : ""}`,
        l.isPwd ? "Yes" : "No",
        twoDecimals(l.examPercent),
        twoDecimals(l.interviewPercent),
        twoDecimals(l.composite),
        outcomeWords(l),
      ]);
      if ((i + 1) % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    if (list.lines.length === 0) doc.font("regular").fontSize(9).text("No candidate is on this list.");
    doc
      .moveDown(1)
      .font("regular")
      .fontSize(7.5)
      .fillColor("#555")
      .text(
        `Generated ${formatDateTime(input.generatedAt, input.timeZone)} through the admission portal. ` +
          `Categories: ${CATEGORIES.map((c) => CATEGORY_LABELS[c]).join(", ")}. Scores are percentages of each component's maximum, rounded to two decimals as shown; the list is computed from the exact values.`,
        { width },
      );
    doc.end();
  })().catch((error: unknown) => doc.emit("error", error));
  return doc;
}
