import { eq, or } from "drizzle-orm";
import { applications } from "./schema.ts";

/** The applications that carry the document as their SOP or their fee receipt (one receipt may serve several). */
export const carryingDocument = (documentId: string) =>
  or(eq(applications.sopDocumentId, documentId), eq(applications.feeReceiptDocumentId, documentId));
