// @i18n-namespace pdf
// The admitted list: a CSV in English (a spreadsheet's columns), a PDF in the requester's language.
import { buffer } from "node:stream/consumers";
import { CATEGORY_LABELS, formatDateTime, formatRupees, type Language, SELECTION_CHANNEL_LABELS } from "@phd/shared";
import { type CsvExport, csvLine } from "../../lib/csv.ts";
import { translator } from "../../lib/i18n.ts";
import { pdfTable, startPdf } from "../../pdf/layout.ts";
import { seatWordsOf } from "../../pdf/offer-letter-pdf.ts";
import type { admittedList } from "./dashboard.ts";

type AdmittedList = Awaited<ReturnType<typeof admittedList>>;

const HEADER = [
  "Department",
  "Channel",
  "Application ID",
  "Name",
  "E-mail",
  "Category",
  "Allotted seat",
  "Rank",
  "UTR/DU Number",
  "Admission fee",
  "Admitted on",
];

const cellsOf = (list: AdmittedList, r: AdmittedList["rows"][number]) => {
  const seat = { category: r.offer.category, disabilitySeat: r.offer.disabilitySeat && r.isPwd };
  return [
    r.offer.department,
    SELECTION_CHANNEL_LABELS[r.offer.channel],
    r.humanId,
    r.name,
    r.email,
    `${CATEGORY_LABELS[r.candidateCategory]}${r.isPwd ? " (PwD)" : ""}`,
    seatWordsOf(seat),
    r.rank === null ? "" : String(r.rank),
    r.offer.feeUtrDuNumber ?? "",
    r.offer.feeAmount === null ? "" : formatRupees(r.offer.feeAmount),
    formatDateTime(r.offer.feeSignedAt, list.timeZone),
  ];
};

/** The admitted list as CSV (formula-safe cells, a BOM for spreadsheets); bounded by the seats. */
export function admittedCsv(list: AdmittedList): CsvExport {
  async function* lines() {
    yield `\uFEFF${csvLine(HEADER)}`;
    for (const r of list.rows) yield csvLine(cellsOf(list, r));
  }
  return { lines: lines(), timeZone: list.timeZone };
}

/** The admitted list as a landscape A4 PDF with the institution's heading and the round, in the requester's language. */
export async function admittedPdf(list: AdmittedList, language: Language = "en"): Promise<Buffer> {
  const t = translator(language, "pdf");
  const label = translator(language, "vocabulary");
  const when = (at: Date | null) => formatDateTime(at, list.timeZone, language);
  const columns = [
    { title: t("Department"), width: 110 },
    { title: t("Channel"), width: 60 },
    { title: t("Application ID"), width: 80 },
    { title: t("Name"), width: 130 },
    { title: t("Category"), width: 70 },
    { title: t("Allotted seat"), width: 110 },
    { title: t("Rank"), width: 34 },
    { title: t("Admitted on"), width: 0 },
  ] as const;
  const { doc, width } = startPdf({
    title: t("Admitted candidates: {{roundName}}", { roundName: list.round.name }),
    author: list.heading,
    layout: "landscape",
  });
  doc.font("bold").fontSize(15).text(list.heading, { align: "center" });
  doc.font("regular").fontSize(10.5).text(list.round.name, { align: "center" });
  doc
    .font("bold")
    .fontSize(13)
    .text(t("Admitted candidates ({{number}})", { number: list.rows.length }), { align: "center" })
    .moveDown(0.6);
  const table = pdfTable(doc, width, columns);
  table.header();
  for (const r of list.rows) {
    const categoryName = label(CATEGORY_LABELS[r.candidateCategory]);
    table.row([
      r.offer.department,
      label(SELECTION_CHANNEL_LABELS[r.offer.channel]),
      r.humanId,
      r.name,
      r.isPwd ? `${categoryName} (PwD)` : categoryName,
      seatWordsOf({ category: r.offer.category, disabilitySeat: r.offer.disabilitySeat && r.isPwd }, language),
      r.rank === null ? "" : String(r.rank),
      when(r.offer.feeSignedAt),
    ]);
  }
  if (list.rows.length === 0) doc.font("regular").fontSize(9).text(t("No candidate is admitted yet."));
  doc
    .moveDown(1)
    .font("regular")
    .fontSize(7.5)
    .fillColor("#555")
    .text(t("Generated {{date}} through the admission portal.", { date: when(new Date()) }), { width });
  doc.end();
  return buffer(doc);
}
