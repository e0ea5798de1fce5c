import type { Readable } from "node:stream";
import type { AppContext } from "../../context.ts";
import { forbidden, notFound } from "../../lib/errors.ts";
import type { AuthUser } from "../../plugins/auth.ts";
import { presentDocument } from "./presenter.ts";
import * as q from "./queries.ts";

/** Staff may read any candidate's documents; a candidate only their own (decision 007). */
export function canReadCandidateRecords(viewer: AuthUser, ownerId: string): boolean {
  return viewer.role !== "candidate" || viewer.id === ownerId;
}

export async function openDocumentFile(
  ctx: AppContext,
  viewer: AuthUser,
  id: string,
): Promise<{ stream: Readable; mimeType: string; fileName: string; size: number }> {
  const doc = await q.findById(ctx.db, id);
  // Someone else's document answers 404 like a missing one: ids are not confirmed to strangers.
  if (!doc || !canReadCandidateRecords(viewer, doc.userId)) throw notFound("Document not found.");
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
  if (viewer.role !== "candidate") throw forbidden();
  const rows = await q.allDocumentsOf(ctx.db, viewer.id);
  return Object.fromEntries(rows.map((r) => [r.doc.documentType, presentDocument(r)]));
}
