import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** The text of every page of a PDF, joined with spaces (tests check PDFs by their words). */
export async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const page = await pdf.getPage(i);
    const content = await page.getTextContent();
    parts.push(content.items.map((it) => ("str" in it ? it.str : "")).join(" "));
  }
  await pdf.destroy();
  return parts.join("\n").replace(/\s+/g, " ");
}

/**
 * The text a reader gets by copying from the PDF, read by poppler's `pdftotext` (Debian's
 * poppler-utils), which, as PDF viewers do, takes a run's /ActualText over its glyphs: shaped
 * Devanagari is drawn in visual order (ि before its consonant), and only /ActualText gives the
 * words as written. pdf.js (`pdfText`) ignores /ActualText. Content order (`-raw`), spaces collapsed.
 */
export async function pdfTextAsCopied(bytes: Buffer | Uint8Array): Promise<string> {
  const { execFile } = await import("node:child_process");
  const text = await new Promise<string>((resolve, reject) => {
    const child = execFile("pdftotext", ["-raw", "-enc", "UTF-8", "-", "-"], { maxBuffer: 16 << 20 }, (err, out) =>
      err
        ? reject(
            (err as NodeJS.ErrnoException).code === "ENOENT"
              ? new Error("pdftotext is not installed: apt-get install poppler-utils")
              : err,
          )
        : resolve(out),
    );
    child.stdin?.end(Buffer.from(bytes));
  });
  return text.replace(/\s+/g, " ");
}
