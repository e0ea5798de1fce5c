import type { documentRecord } from "@phd/shared";
import type { z } from "zod";
import type { DocumentWithSigner } from "./queries.ts";

/** A document as the screens read it (spec 000 §3, 001 §3; shape: shared `documentRecord`). */
export function presentDocument({ doc, signer }: DocumentWithSigner): z.input<typeof documentRecord> {
  return {
    _id: doc.id,
    originalFileName: doc.originalFileName,
    documentType: doc.documentType,
    mimeType: doc.mimeType,
    fileSize: doc.fileSize,
    status: doc.status,
    verification: {
      status: doc.status,
      signedBy: signer?.id
        ? { _id: signer.id, name: signer.name, email: signer.email, departments: signer.departments }
        : null,
      updatedAt: doc.signedAt?.toISOString() ?? null,
    },
    remarks: doc.remarks,
    updatedAt: doc.updatedAt.toISOString(),
    createdAt: doc.createdAt.toISOString(),
  };
}
export type PresentedDocument = ReturnType<typeof presentDocument>;
