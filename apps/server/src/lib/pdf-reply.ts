import type { FastifyReply } from "fastify";

/** Sends a generated PDF (whole or streamed) as a download, never cached: it carries people's data. */
export function sendPdf(reply: FastifyReply, pdf: Buffer | NodeJS.ReadableStream, fileName: string) {
  reply.header("Content-Type", "application/pdf");
  reply.header("Content-Disposition", `attachment; filename="${fileName}"`);
  reply.header("Cache-Control", "private, no-store");
  return reply.send(pdf);
}
