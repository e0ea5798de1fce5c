/** Upload files for the browser tests: the same real, tiny files the API tests use. */
import { pdfBytes, pngBytes } from "../../apps/server/test/files.ts";

export const pdfFile = (name: string, text = name) => ({ name, mimeType: "application/pdf", buffer: pdfBytes(text) });
export const pngFile = (name: string) => ({ name, mimeType: "image/png", buffer: pngBytes() });
