import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type * as Fontkit from "fontkit";
import type PDFDocumentClass from "pdfkit";
import { serverDir } from "../config/paths.ts";

// pdfkit and fontkit are loaded with the first PDF: their code alone takes ≈ 25 MB of a server's
// memory, and a server that never writes a PDF (or has not yet) need not hold it.
const require = createRequire(import.meta.url);
let pdfkit: typeof PDFDocumentClass | undefined;
const PDFDocument = () => (pdfkit ??= require("pdfkit") as typeof PDFDocumentClass);
const createFont = (bytes: Buffer) => (require("fontkit") as typeof Fontkit).create(bytes);

const fonts = path.join(serverDir, "assets/fonts");
type Weight = "regular" | "bold";
/**
 * The fonts are parsed once per process and handed to every document: parsing DejaVu's tables
 * anew for each PDF was most of its cost (about 60 ms of CPU; docs/performance.md). DejaVu draws
 * Latin and the rest; Noto Sans Devanagari (which has no Latin letters) draws Hindi and Marathi,
 * shaped by fontkit (conjuncts, vowel signs, reph).
 */
let parsedFonts: Record<Weight, { latin: unknown; devanagari: unknown }> | undefined;
function fontsOnce() {
  const parse = (file: string) => createFont(readFileSync(path.join(fonts, file)));
  parsedFonts ??= {
    regular: { latin: parse("DejaVuSans.ttf"), devanagari: parse("NotoSansDevanagari-Regular.ttf") },
    bold: { latin: parse("DejaVuSans-Bold.ttf"), devanagari: parse("NotoSansDevanagari-Bold.ttf") },
  };
  return parsedFonts;
}

/** Devanagari letters, signs and digits (and the joiners that shape its conjuncts). */
const DEVANAGARI = /[\u0900-\u097F\u1CD0-\u1CFF\uA8E0-\uA8FF\u200C\u200D]/u;
const LETTER = /[\p{L}\p{M}]/u;

/**
 * A text cut into runs of one script: Devanagari, or anything else (DejaVu's). Spaces, digits and
 * punctuation that both fonts draw stay in the run they follow (or the first one), so a line
 * changes font only where its script does: "UTR/DU संख्या" is two runs, "आवेदन क्रमांक: " one.
 */
export function scriptRuns(text: string, inDevanagariFont: (codePoint: number) => boolean) {
  const runs: { devanagari: boolean; text: string }[] = [];
  let leading = "";
  for (const ch of text) {
    const devanagari = DEVANAGARI.test(ch);
    const neutral = !devanagari && !LETTER.test(ch) && inDevanagariFont(ch.codePointAt(0) ?? 0);
    const last = runs.at(-1);
    if (neutral) {
      if (last) last.text += ch;
      else leading += ch;
    } else if (last?.devanagari === devanagari) last.text += ch;
    else {
      runs.push({ devanagari, text: leading + ch });
      leading = "";
    }
  }
  return runs.length > 0 ? runs : [{ devanagari: false, text: leading }];
}

type TextOptions = PDFKit.Mixins.TextOptions;
type Text = {
  (text: string, options?: TextOptions): PDFKit.PDFDocument;
  (text: string, x?: number, y?: number, options?: TextOptions): PDFKit.PDFDocument;
};

/**
 * Makes `doc.text` draw each script run in its font, so every caller writes text as before: a
 * text without Devanagari goes straight to pdfkit (English PDFs are unchanged); one of a single
 * script is drawn in that script's font; a mixed one ("Dear Asha Patil, …" in Marathi, a Latin
 * name beside a Hindi label) is drawn as `continued` fragments, which pdfkit wraps as one text.
 * pdfkit cannot centre such fragments, so a mixed centred line is placed by its measured width
 * (left-aligned when it does not fit on one line). `doc.font("regular" | "bold")` sets the weight.
 */
function drawScriptsInTheirFonts(doc: PDFKit.PDFDocument, devanagari: { hasGlyphForCodePoint(c: number): boolean }) {
  const text = doc.text.bind(doc) as Text;
  // pdfkit reads `text(s, undefined, undefined, options)` as no options: pass them in its own shape.
  const draw = (s: string, x?: number, y?: number, options?: TextOptions) =>
    x === undefined && y === undefined ? text(s, options) : text(s, x, y, options);
  const setFont = doc.font.bind(doc) as (name: string, ...rest: unknown[]) => PDFKit.PDFDocument;
  let weight: Weight = "regular";
  doc.font = ((name: string, ...rest: unknown[]) => {
    if (name === "regular" || name === "bold") weight = name;
    return setFont(name, ...rest);
  }) as typeof doc.font;
  const fontOf = (run: { devanagari: boolean }) => (run.devanagari ? `${weight}-devanagari` : weight);
  // Shaped Devanagari is drawn in visual order (ि before its consonant, a reph after its
  // syllable): a Span with the run's text as /ActualText makes copying, searching and screen
  // readers get the words as written.
  const spoken = (run: { devanagari: boolean; text: string }, drawRun: () => unknown) => {
    if (!run.devanagari) return void drawRun();
    doc.markContent("Span", { actual: run.text });
    drawRun();
    doc.endMarkedContent();
  };

  doc.text = ((value: unknown, a?: unknown, b?: unknown, c?: unknown) => {
    const [x, y, options] = (typeof a === "object" && a !== null ? [undefined, undefined, a] : [a, b, c]) as [
      number | undefined,
      number | undefined,
      TextOptions | undefined,
    ];
    const str = String(value ?? "");
    if (!DEVANAGARI.test(str)) return draw(str, x, y, options);
    const runs = scriptRuns(str, (cp) => devanagari.hasGlyphForCodePoint(cp));
    const [only] = runs;
    if (runs.length === 1 && only) {
      setFont(fontOf(only));
      spoken(only, () => draw(str, x, y, options));
      return setFont(weight);
    }
    const o: TextOptions = { ...options };
    const startX = x ?? doc.x;
    let left = x;
    if (o.align === "center" || o.align === "right") {
      const width = o.width ?? doc.page.width - doc.page.margins.right - startX;
      const total = runs.reduce((sum, run) => sum + setFont(fontOf(run)).widthOfString(run.text, o), 0);
      if (total <= width) left = startX + (o.align === "center" ? (width - total) / 2 : width - total);
      o.align = "left";
      o.width = startX + width - (left ?? startX);
    }
    runs.forEach((run, i) => {
      setFont(fontOf(run));
      const fragment = { ...o, continued: i < runs.length - 1 ? true : (o.continued ?? false) };
      spoken(run, () => (i === 0 ? draw(run.text, left, y, fragment) : text(run.text, fragment)));
    });
    if (!o.continued) doc.x = startX;
    return setFont(weight);
  }) as typeof doc.text;
}

export const PDF_MARGIN = 48;

/**
 * An A4 document in the portal's house style (a Unicode font, blue section headings, label/value
 * rows), shared by the application PDF and the call letters.
 */
export function startPdf(info: { title: string; author: string; layout?: "portrait" | "landscape" }) {
  const { regular, bold } = fontsOnce();
  const doc = new (PDFDocument())({
    // Starting in DejaVu spares pdfkit parsing its default Helvetica metrics for every document.
    font: regular.latin as string,
    size: "A4",
    layout: info.layout ?? "portrait",
    margin: PDF_MARGIN,
    info: { Title: info.title, Author: info.author },
  });
  // pdfkit takes a parsed fontkit font as the source (PDFFontFactory.open), though its types say path or bytes.
  doc.registerFont("regular", regular.latin as string);
  doc.registerFont("bold", bold.latin as string);
  doc.registerFont("regular-devanagari", regular.devanagari as string);
  doc.registerFont("bold-devanagari", bold.devanagari as string);
  drawScriptsInTheirFonts(doc, regular.devanagari as { hasGlyphForCodePoint(c: number): boolean });
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
    // The taller of the two ends the row: a label in Devanagari (Noto's lines are taller than
    // DejaVu's) or on two lines beside a one-line value.
    const labelBottom = doc.y;
    doc
      .font("regular")
      .fontSize(9)
      .text(value, PDF_MARGIN + 177, y, { width: valueWidth });
    doc.x = PDF_MARGIN;
    doc.y = Math.max(doc.y, labelBottom);
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

/** The small grey note that ends a letter: how it was issued and which copy is the valid one. */
export function letterFootnote(doc: PDFKit.PDFDocument, text: string, width: number) {
  doc.moveDown(1.5).font("regular").fontSize(8).fillColor("#666").text(text, { width });
}

/** The small grey note that ends a list (the merit list, a report): when and how it was made. */
export function listFootnote(doc: PDFKit.PDFDocument, text: string, width: number) {
  doc.moveDown(1).font("regular").fontSize(7.5).fillColor("#555").text(text, { width });
}
