import type { AppContext } from "../../context.ts";
import { notFound } from "../../lib/errors.ts";
import { type AuthUser, reachableOr404 } from "../../plugins/auth.ts";
import { documentFacts } from "../application-status/index.ts";
import { presentDocument } from "./presenter.ts";
import * as q from "./queries.ts";
import type { StoredFile } from "./send-file.ts";

export async function openDocumentFile(ctx: AppContext, viewer: AuthUser, id: string): Promise<StoredFile> {
  const doc = await reachableOr404(
    viewer,
    "document.read",
    await q.findById(ctx.db, id),
    (d) => documentFacts(ctx.db, d),
    "Document not found.",
  );
  try {
    const stream = await ctx.storage.get(doc.storageKey);
    return { stream, mimeType: doc.mimeType, fileName: doc.originalFileName, size: doc.fileSize };
  } catch {
    ctx.log.error({ documentId: id }, "document file missing from storage");
    throw notFound("The file of this document is missing. Please upload it again.");
  }
}

/** The candidate's documents keyed by type (the apply wizard reuses profile files and receipts). */
export async function documentsByType(ctx: AppContext, viewer: AuthUser) {
  const rows = await q.allDocumentsOf(ctx.db, viewer.id);
  return Object.fromEntries(rows.map((r) => [r.doc.documentType, presentDocument(r)]));
}
