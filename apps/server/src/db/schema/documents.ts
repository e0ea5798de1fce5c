import { type ProfileSection, VERIFICATION_STATUSES } from "@phd/shared";
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, inList, storedFile, updatedAt } from "./columns.ts";
import { userRef, verification } from "./users.ts";

/**
 * Every uploaded file. Profile documents carry their section and kind (one current file per kind);
 * application documents (SOP, fee receipt) are referenced from applications.
 */
export const documents = pgTable(
  "documents",
  {
    id: id(),
    userId: userRef(),
    /** Profile kind (applicantPhoto…) or application key (SOP_COMPUTER_ENGINEERING_REGULAR…). */
    documentType: text("document_type").notNull(),
    /** Set for profile documents only. */
    section: text("section").$type<ProfileSection>(),
    originalFileName: text("original_file_name").notNull(),
    ...storedFile(),
    ...verification(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("documents_status_check", sql`${t.status} in ${inList(VERIFICATION_STATUSES)}`),
    uniqueIndex("documents_profile_kind_uq").on(t.userId, t.documentType).where(sql`${t.section} is not null`),
    index("documents_user_type_idx").on(t.userId, t.documentType),
    index("documents_status_idx").on(t.status),
    // The file sweep's lookup of a batch of stored keys (storage/sweep.ts; migration 0019).
    index("documents_storage_key_idx").on(t.storageKey),
  ],
);
