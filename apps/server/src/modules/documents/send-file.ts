import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

export interface StoredFile {
  stream: Readable;
  mimeType: string;
  fileName: string;
  size: number;
}

/** A plain `filename="…"` for a safe ASCII name, else RFC 6266's `filename*=UTF-8''…` (names candidates typed). */
function fileNameParameter(name: string): string {
  return /^[\x20-\x7e]+$/.test(name) && !/["\\]/.test(name)
    ? `filename="${name}"`
    : `filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Streams a stored file: its type and length, shown in the browser (`inline`, previews) or saved
 * (`attachment`), never cached by shared caches and never sniffed into another type.
 */
export function sendStoredFile(reply: FastifyReply, file: StoredFile, disposition: "inline" | "attachment") {
  reply.header("Content-Type", file.mimeType);
  reply.header("Content-Length", String(file.size));
  reply.header("Content-Disposition", `${disposition}; ${fileNameParameter(file.fileName)}`);
  reply.header("Cache-Control", "private, no-store");
  reply.header("X-Content-Type-Options", "nosniff");
  return reply.send(file.stream);
}
