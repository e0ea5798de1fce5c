import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { create as createFont } from "fontkit";
import PDFDocument from "pdfkit";

const fonts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../assets/fonts");
/**
 * The fonts are parsed once per process and handed to every document: parsing DejaVu's tables
 * anew for each PDF was most of its cost (about 60 ms of CPU; docs/performance.md).
 */
let parsedFonts: { regular: unknown; bold: unknown } | undefined;
function dejaVu() {
  parsedFonts ??= {
    regular: createFont(readFileSync(path.join(fonts, "DejaVuSans.ttf"))),
    bold: createFont(readFileSync(path.join(fonts, "DejaVuSans-Bold.ttf"))),
  };
  return parsedFonts;
}

export const PDF_MARGIN = 48;

/**
 * An A4 document in the portal's house style (a Unicode font, blue section headings, label/value
 * rows), shared by the application PDF and the call letters.
 */
export function startPdf(info: { title: string; author: string; layout?: "portrait" | "landscape" }) {
  const { regular, bold } = dejaVu();
  const doc = new PDFDocument({
    // Starting in DejaVu spares pdfkit parsing its default Helvetica metrics for every document.
    font: regular as string,
    size: "A4",
    layout: info.layout ?? "portrait",
    margin: PDF_MARGIN,
    info: { Title: info.title, Author: info.author },
  });
  // pdfkit takes a parsed fontkit font as the source (PDFFontFactory.open), though its types say path or bytes.
  doc.registerFont("regular", regular as string);
  doc.registerFont("bold", bold as string);
  const width = doc.page.width - 2 * PDF_MARGIN;

  const heading = (t: string) => {
    if (doc.y > doc.page.height - 140) doc.addPage();
    doc.moveDown(0.6).font("bold").fontSize(12).fillColor("#1c4f8c").text(t).moveDown(0.2);
    doc
      .moveTo(PDF_MARGIN, doc.y)
      .lineTo(PDF_MARGIN + width, doc.y)
      .strokeColor("#c5d3e8")
      .stroke()
      .moveDown(0.3);
    doc.fillColor("black");
  };
  const row = (label: string, value: string, valueWidth = width - 177) => {
    if (doc.y > doc.page.height - 70) doc.addPage();
    const y = doc.y;
    doc.font("bold").fontSize(9).text(label, PDF_MARGIN, y, { width: 170 });
    doc
      .font("regular")
      .fontSize(9)
      .text(value, PDF_MARGIN + 177, y, { width: valueWidth });
    doc.x = PDF_MARGIN;
    doc.moveDown(0.25);
  };
  return { doc, width, heading, row };
}

/** Draws the photo (and signature) at the top right, beside the summary rows; an unreadable image is left out. */
export function drawImagesBeside(
  doc: PDFKit.PDFDocument,
  width: number,
  top: number,
  images: { photo?: Buffer; signature?: Buffer },
) {
  let imgY = top;
  for (const [label, img] of [
    ["Photo", images.photo],
    ["Signature", images.signature],
  ] as const) {
    if (!img) continue;
    try {
      doc.image(img, PDF_MARGIN + width - 90, imgY, { fit: [90, label === "Photo" ? 100 : 40] });
      imgY += label === "Photo" ? 105 : 45;
    } catch {
      // An unreadable image is left out rather than failing the whole PDF.
    }
  }
  return imgY;
}

/**
 * A table of fixed columns (a width of 0 takes the rest of the line): `line` draws one row, and a
 * new page repeats the header. Shared by the merit list and the admitted list.
 */
export function pdfTable(doc: PDFKit.PDFDocument, width: number, columns: readonly { title: string; width: number }[]) {
  const widths = columns.map((c) => c.width || width - columns.reduce((n, k) => n + k.width, 0));
  const line = (cells: readonly string[], bold: boolean) => {
    const y = doc.y;
    let x = PDF_MARGIN;
    let bottom = y;
    doc.font(bold ? "bold" : "regular").fontSize(8);
    cells.forEach((cell, i) => {
      const w = widths[i] ?? 0;
      doc.text(cell, x, y, { width: w - 4 });
      bottom = Math.max(bottom, doc.y);
      x += w;
    });
    doc.x = PDF_MARGIN;
    doc.y = bottom + 2;
  };
  const header = () =>
    line(
      columns.map((c) => c.title),
      true,
    );
  return {
    header,
    /** A row, on a new page (with the header again) when this one is full. */
    row: (cells: readonly string[]) => {
      if (doc.y > doc.page.height - PDF_MARGIN - 24) {
        doc.addPage();
        header();
      }
      line(cells, false);
    },
  };
}
