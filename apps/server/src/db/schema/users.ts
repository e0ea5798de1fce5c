import { type DepartmentName, LANGUAGES, type Language, ROLES, type Role, type VerificationStatus } from "@phd/shared";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, inList, updatedAt } from "./columns.ts";

export const CODE_PURPOSES = ["email_verification", "password_reset"] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

export const users = pgTable(
  "users",
  {
    id: id(),
    role: text("role").$type<Role>().notNull(),
    name: text("name").notNull(),
    /** Stored lower-cased; unique per role (a person may be a candidate and staff with one address). */
    email: text("email").notNull(),
    phone: text("phone"),
    /** Staff number of coordinators and admins. */
    mis: text("mis"),
    departments: text("departments").array().$type<DepartmentName[]>().notNull().default(sql`'{}'::text[]`),
    passwordHash: text("password_hash").notNull(),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** Set for staff created with a temporary password; cleared when they choose their own. */
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    /** The language of the user's e-mails and PDFs, and of their screens when signed in (decision 035). */
    language: text("language").$type<Language>().notNull().default("en"),
    /**
     * The privacy notice version the candidate last agreed to (issue 28); null before any (an account
     * older than the notice): a candidate behind the current version is asked before going on.
     */
    consentedNoticeVersion: integer("consented_notice_version"),
    /** Bumped on password reset or deletion so older tokens stop working. */
    tokenVersion: integer("token_version").notNull().default(0),
    /**
     * Staff accounts are deactivated, not erased, so verification history keeps the signer's
     * name; a deactivated account cannot sign in and its e-mail/MIS may be reused.
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("users_role_check", sql`${t.role} in ${inList(ROLES)}`),
    check("users_language_check", sql`${t.language} in ${inList(LANGUAGES)}`),
    uniqueIndex("users_role_email_uq").on(t.role, t.email).where(sql`${t.deletedAt} is null`),
    uniqueIndex("users_role_mis_uq").on(t.role, t.mis).where(sql`${t.mis} is not null and ${t.deletedAt} is null`),
    index("users_role_created_idx").on(t.role, t.createdAt),
    index("users_name_lower_idx").on(sql`lower(${t.name})`),
    // The statistics table (decision 017): verified candidates in name order, an index-only count of
    // them, and the substring search on name or e-mail.
    // 0018_list_indexes rebuilds it with INCLUDE (name, email), which Drizzle cannot declare: the
    // page of the table is then read from the index alone (decision 037).
    index("users_candidate_name_idx")
      .on(sql`lower(${t.name})`, t.id)
      .where(sql`${t.role} = 'candidate' and ${t.deletedAt} is null and ${t.emailVerifiedAt} is not null`),
    index("users_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`).where(sql`${t.role} = 'candidate'`),
    index("users_email_trgm_idx").using("gin", t.email.op("gin_trgm_ops")).where(sql`${t.role} = 'candidate'`),
  ],
);

/** The user a row belongs to (`user_id`): the row goes with its account. */
export const userRef = () =>
  uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** The staff member who did something: the row stays, without them, when their account goes. */
export const staffRef = (name: string) => uuid(name).references(() => users.id, { onDelete: "set null" });

/** A staff member's verification of what a candidate gave (a document, a profile section). */
export const verification = () => ({
  status: text("status").$type<VerificationStatus>().notNull().default("PENDING"),
  remarks: text("remarks"),
  signedById: staffRef("signed_by_id"),
  signedAt: timestamp("signed_at", { withTimezone: true }),
});

/** One-time codes: the e-mail verification OTP and the password-reset token. */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: id(),
    userId: userRef(),
    purpose: text("purpose").$type<CodePurpose>().notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("verification_codes_purpose_check", sql`${t.purpose} in ${inList(CODE_PURPOSES)}`),
    index("verification_codes_user_purpose_idx").on(t.userId, t.purpose, t.createdAt),
  ],
);

/** Fixed-window counters for per-account and per-address throttling, shared by all instances. */
export const rateCounters = pgTable("rate_counters", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull().default(0),
});
