/** Small, valid files built in code, for upload tests (API and browser). Pure Node: no test runner imports. */
import { onePagePdf, pdfText, rgbPng } from "../src/lib/sample-files.ts";

/** A one-page PDF with a correct cross-reference table. */
export function pdfBytes(text = "Test document"): Buffer {
  return onePagePdf(`BT /F1 12 Tf 20 50 Td (${pdfText(text)}) Tj ET`);
}

/** A valid 1×1 RGB PNG. */
export function pngBytes(): Buffer {
  return rgbPng(1, 1, () => [0x1c, 0x4f, 0x8c]);
}

/** The start of a JFIF JPEG (SOI + APP0) and its end marker: what a content check looks at. */
export function jpegBytes(): Buffer {
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from("JFIF\0", "latin1"),
    Buffer.from([0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

export function textBytes(text = "This is plain text, not a PDF.\n"): Buffer {
  return Buffer.from(text, "utf8");
}
