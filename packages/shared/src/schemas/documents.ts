import { z } from "zod";
import { VERIFICATION_STATUSES } from "../verification.ts";

/** A reviewer who signed a section, a document or a fee record (no e-mail on section signers). */
export const signer = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string().optional(),
  departments: z.array(z.string()),
});
export type Signer = z.infer<typeof signer>;

export const verification = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  updatedAt: z.iso.datetime().nullable(),
  signedBy: signer.nullable(),
});
export type Verification = z.infer<typeof verification>;

/** An uploaded document as the screens read it (spec 000 §3, 001 §3). */
export const documentRecord = z.object({
  _id: z.uuid(),
  originalFileName: z.string(),
  documentType: z.string(),
  mimeType: z.string(),
  fileSize: z.number().int(),
  status: z.enum(VERIFICATION_STATUSES),
  verification,
  remarks: z.string().nullable(),
  updatedAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type DocumentRecord = z.infer<typeof documentRecord>;

/** GET /api/document: the candidate's documents keyed by type. */
export const documentsResponse = z.object({
  success: z.literal(true),
  data: z.object({ documents: z.record(z.string(), documentRecord) }),
});
export type DocumentsResponse = z.infer<typeof documentsResponse>;
