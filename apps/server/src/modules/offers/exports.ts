import { buffer } from "node:stream/consumers";
import { CATEGORY_LABELS, formatDateTime, formatRupees, SELECTION_CHANNEL_LABELS } from "@phd/shared";
import { type CsvExport, csvLine } from "../../lib/csv.ts";
import { pdfTable, startPdf } from "../../pdf/layout.ts";
import { seatWordsOf } from "../../pdf/offer-letter-pdf.ts";
import type { admittedList } from "./service.ts";

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

const COLUMNS = [
  { title: "Department", width: 110 },
  { title: "Channel", width: 60 },
  { title: "Application ID", width: 80 },
  { title: "Name", width: 130 },
  { title: "Category", width: 70 },
  { title: "Allotted seat", width: 110 },
  { title: "Rank", width: 34 },
  { title: "Admitted on", width: 0 },
] as const;

/** The admitted list as a landscape A4 PDF with the institution's heading and the round. */
export async function admittedPdf(list: AdmittedList): Promise<Buffer> {
  const { doc, width } = startPdf({
    title: `Admitted candidates: ${list.round.name}`,
    author: list.heading,
    layout: "landscape",
  });
  doc.font("bold").fontSize(15).text(list.heading, { align: "center" });
  doc.font("regular").fontSize(10.5).text(list.round.name, { align: "center" });
  doc.font("bold").fontSize(13).text(`Admitted candidates (${list.rows.length})`, { align: "center" }).moveDown(0.6);
  const table = pdfTable(doc, width, COLUMNS);
  table.header();
  for (const r of list.rows) {
    const cells = cellsOf(list, r);
    table.row([cells[0], cells[1], cells[2], cells[3], cells[5], cells[6], cells[7], cells[10]].map((c) => c ?? ""));
  }
  if (list.rows.length === 0) doc.font("regular").fontSize(9).text("No candidate is admitted yet.");
  doc
    .moveDown(1)
    .font("regular")
    .fontSize(7.5)
    .fillColor("#555")
    .text(`Generated ${formatDateTime(new Date(), list.timeZone)} through the admission portal.`, { width });
  doc.end();
  return buffer(doc);
}
