// @i18n-namespace pdf
import {
  allocationRules,
  CATEGORIES,
  CATEGORY_LABELS,
  formatDateTime,
  type Language,
  type MeritListView,
  type MeritStage,
  meritRuleRows,
  outcomeWords,
  rankWords,
  SELECTION_CHANNEL_LABELS,
  twoDecimals,
} from "@phd/shared";
import { translator } from "../lib/i18n.ts";
import { listFootnote, pdfTable, startPdf } from "./layout.ts";

/** What a merit list PDF states besides the list: who publishes it, which list, when. */
export interface MeritListPdfInput {
  /** The requester's language (a staff and public document: the request's Accept-Language). */
  language: Language;
  heading: string;
  timeZone: string;
  list: MeritListView;
  /** Null: the live preview (marked as not published on every page). */
  stage: MeritStage | null;
  generatedAt: Date;
}

/** The table's columns, titled in the list's language. */
const columnsOf = (t: (key: string) => string) =>
  [
    { title: t("Rank"), width: 34 },
    { title: t("Application ID"), width: 92 },
    { title: t("Name"), width: 150 },
    { title: t("Category"), width: 54 },
    { title: "PwD", width: 30 },
    { title: t("Test / exam %"), width: 62 },
    { title: t("Interview %"), width: 58 },
    { title: t("Composite"), width: 58 },
    { title: t("Outcome"), width: 0 }, // the rest of the line
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
  const { list, stage, language } = input;
  const t = translator(language, "pdf");
  const label = translator(language, "vocabulary");
  const when = (at: string | Date) => formatDateTime(at, input.timeZone, language);
  const what =
    stage === "FINAL"
      ? t("Final merit list")
      : stage === "PROVISIONAL"
        ? t("Provisional merit list")
        : t("Merit list preview (not published)");
  const channel = label(SELECTION_CHANNEL_LABELS[list.channel]);
  const { doc, width, heading, row } = startPdf({
    title: `${what}: ${list.department}, ${channel}`,
    author: input.heading,
    layout: "landscape",
  });
  void (async () => {
    doc.font("bold").fontSize(15).text(input.heading, { align: "center" });
    doc.font("regular").fontSize(10.5).text(list.round.name, { align: "center" });
    doc.font("bold").fontSize(13).text(what, { align: "center" });
    doc.font("regular").fontSize(10.5).text(`${list.department} · ${channel}`, { align: "center" }).moveDown(0.6);

    const publication = stage === "FINAL" ? list.final : stage === "PROVISIONAL" ? list.provisional : null;
    if (publication) {
      row(t("Published"), when(publication.publishedAt));
      if (publication.objectionsCloseAt) row(t("Objections until"), when(publication.objectionsCloseAt));
    } else {
      row(t("Computed"), t("{{date}} from the marks and scores entered so far", { date: when(input.generatedAt) }));
    }

    heading(t("Rules applied"));
    for (const [name, value] of meritRuleRows(list.rules, list.channel, label)) row(name, value);
    heading(t("How seats are allotted"));
    doc.font("regular").fontSize(9);
    allocationRules(label).forEach((rule, i) => {
      doc.text(`${i + 1}. ${rule}`, { width }).moveDown(0.15);
    });

    heading(t("Seats"));
    if (!list.seats)
      doc.font("regular").fontSize(9).text(t("The seats of this channel are not entered in the seat matrix."));
    else {
      row(
        t("Seats in the channel"),
        t("{{total}} (unfilled: {{unfilled}})", { total: list.seats.total, unfilled: list.unfilled }),
      );
      for (const f of list.seatFill) {
        if (f.seats === 0 && f.filled === 0) continue;
        row(
          label(CATEGORY_LABELS[f.category]),
          f.disabilitySeats > 0
            ? t(
                "{{filled}} of {{total}} filled; seats for persons with disabilities: {{disabilityFilled}} of {{disabilityTotal}}",
                {
                  filled: f.filled,
                  total: f.seats,
                  disabilityFilled: f.disabilityFilled,
                  disabilityTotal: f.disabilitySeats,
                },
              )
            : t("{{filled}} of {{total}} filled", { filled: f.filled, total: f.seats }),
        );
      }
    }

    heading(t("Candidates ({{number}})", { number: list.lines.length }));
    const table = pdfTable(doc, width, columnsOf(t));
    table.header();
    const yes = t("Yes");
    const no = t("No");
    for (let i = 0; i < list.lines.length; i++) {
      const l = list.lines[i];
      if (!l) continue;
      const categoryName = label(CATEGORY_LABELS[l.category]);
      table.row([
        rankWords(l),
        l.applicationId,
        l.name,
        l.relaxed ? t("{{categoryName}} (relaxed)", { categoryName }) : categoryName,
        l.isPwd ? yes : no,
        twoDecimals(l.examPercent),
        twoDecimals(l.interviewPercent),
        twoDecimals(l.composite),
        outcomeWords(l, label),
      ]);
      if ((i + 1) % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    if (list.lines.length === 0) doc.font("regular").fontSize(9).text(t("No candidate is on this list."));
    listFootnote(
      doc,
      t(
        "Generated {{date}} through the admission portal. Categories: {{categoryNames}}. Scores are percentages of each component's maximum, rounded to two decimals as shown; the list is computed from the exact values.",
        { date: when(input.generatedAt), categoryNames: CATEGORIES.map((c) => label(CATEGORY_LABELS[c])).join(", ") },
      ),
      width,
    );
    doc.end();
  })().catch((error: unknown) => doc.emit("error", error));
  return doc;
}
