import { PROFILE_SECTIONS, type ProfileSection, type SectionValues, VERIFICATION_STATUSES } from "@phd/shared";
import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, inList, updatedAt } from "./columns.ts";
import { staffRef, userRef, verification } from "./users.ts";

/** What a section's `data` holds: the values saved so far (all of them once the section is complete). */
export type StoredSectionData = Partial<SectionValues[ProfileSection]>;

export const profiles = pgTable(
  "profiles",
  {
    id: id(),
    userId: userRef().unique(),
    /**
     * The personal section's Aadhaar number, never in plain (decision 020): AES-256-GCM
     * `v1:<iv>:<tag>:<ciphertext>` bound to this profile's id, and a keyed hash for equality search.
     */
    aadhaarCiphertext: text("aadhaar_ciphertext"),
    aadhaarHash: text("aadhaar_hash"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("profiles_aadhaar_hash_idx").on(t.aadhaarHash)],
);

/**
 * The four profile sections. Field values live in `data` (validated by the shared zod schema of
 * the section); verification is common to all sections, so it has columns.
 */
export const profileSections = pgTable(
  "profile_sections",
  {
    id: id(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    section: text("section").$type<ProfileSection>().notNull(),
    data: jsonb("data").$type<StoredSectionData>().notNull().default(sql`'{}'::jsonb`),
    isCompleted: boolean("is_completed").notNull().default(false),
    ...verification(),
    manualRemark: text("manual_remark"),
    manualRemarkById: staffRef("manual_remark_by_id"),
    manualRemarkAt: timestamp("manual_remark_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("profile_sections_section_check", sql`${t.section} in ${inList(PROFILE_SECTIONS)}`),
    check("profile_sections_status_check", sql`${t.status} in ${inList(VERIFICATION_STATUSES)}`),
    uniqueIndex("profile_sections_profile_section_uq").on(t.profileId, t.section),
    index("profile_sections_status_idx").on(t.status),
  ],
);
