import { type ProfileSection, VERIFICATION_STATUSES, type VerificationStatus } from "@phd/shared";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, inList, updatedAt } from "./columns.ts";
import { users } from "./users.ts";

/**
 * Every uploaded file. Profile documents carry their section and kind (one current file per kind);
 * application documents (SOP, fee receipt) are referenced from applications.
 */
export const documents = pgTable(
  "documents",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Profile kind (applicantPhoto…) or application key (SOP_COMPUTER_ENGINEERING_REGULAR…). */
    documentType: text("document_type").notNull(),
    /** Set for profile documents only. */
    section: text("section").$type<ProfileSection>(),
    originalFileName: text("original_file_name").notNull(),
    mimeType: text("mime_type").notNull(),
    fileSize: integer("file_size").notNull(),
    storageKey: text("storage_key").notNull(),
    sha256: text("sha256").notNull(),
    status: text("status").$type<VerificationStatus>().notNull().default("PENDING"),
    remarks: text("remarks"),
    signedById: uuid("signed_by_id").references(() => users.id, { onDelete: "set null" }),
    signedAt: timestamp("signed_at", { withTimezone: true }),
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
