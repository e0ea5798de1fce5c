import {
  ANNOUNCEMENT_RECIPIENTS,
  type AnnouncementRecipient,
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
  type ApplicationStatus,
  type ApplicationType,
  CATEGORIES,
  type Category,
  CONSENT_ACTIONS,
  type ConsentAction,
  type DepartmentChannels,
  type DepartmentName,
  ERASURE_SOURCES,
  ERASURE_STATES,
  type ErasureSource,
  type ErasureState,
  type GrievanceOfficer,
  LANGUAGES,
  type Language,
  MERIT_STAGES,
  MERIT_STATUSES,
  type MeritStage,
  type MeritStatus,
  type NoticeBodies,
  OBJECTION_STATUSES,
  type ObjectionStatus,
  OFFER_STATES,
  type OfferState,
  type PanelScore,
  PROFILE_SECTIONS,
  type ProfileSection,
  type Qualification,
  ROLES,
  type Role,
  SELECTION_CHANNELS,
  SELECTION_METHODS,
  type SectionValues,
  type SelectionChannel,
  type SelectionMethod,
  type SelectionRules,
  SHORTLIST_DECISIONS,
  type ShortlistDecision,
  SLOT_KINDS,
  SLOT_MODES,
  type SlotKind,
  type SlotMode,
  VERIFICATION_STATUSES,
  type VerificationStatus,
} from "@phd/shared";
import { type SQL, sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The whole data model for both spec documents. Ids are random UUIDs (unguessable);
 * the human application id (PHD001) is a separate unique column.
 * Status columns are text with CHECK constraints so the shared enums stay the single vocabulary.
 */

const id = () => uuid("id").primaryKey().default(sql`gen_random_uuid()`);
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** `('a','b')` for a CHECK constraint, from one of the shared value lists (plain identifiers only). */
function inList(values: readonly string[]): SQL {
  for (const v of values) if (!/^[A-Za-z_]+$/.test(v)) throw new Error(`not a plain value: ${v}`);
  return sql.raw(`(${values.map((v) => `'${v}'`).join(",")})`);
}

export const CODE_PURPOSES = ["email_verification", "password_reset"] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];
export const MAIL_STATUSES = ["pending", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** What a section's `data` holds: the values saved so far (all of them once the section is complete). */
export type StoredSectionData = Partial<SectionValues[ProfileSection]>;

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

/** One-time codes: the e-mail verification OTP and the password-reset token. */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
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

export const profiles = pgTable(
  "profiles",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
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
    status: text("status").$type<VerificationStatus>().notNull().default("PENDING"),
    remarks: text("remarks"),
    signedById: uuid("signed_by_id").references(() => users.id, { onDelete: "set null" }),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    manualRemark: text("manual_remark"),
    manualRemarkById: uuid("manual_remark_by_id").references(() => users.id, { onDelete: "set null" }),
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

/**
 * An admission round (issue 24, decision 029): "PhD Admissions 2026-27, Round 1" with its own
 * admission window and application id prefix. Applications, their counters and audit events
 * belong to one; the site constants point at the current one. A closed round stays readable.
 */
export const admissionRounds = pgTable(
  "admission_rounds",
  {
    id: id(),
    name: text("name").notNull(),
    applicationIdPrefix: text("application_id_prefix").notNull(),
    opensAt: timestamp("opens_at", { withTimezone: true }),
    closesAt: timestamp("closes_at", { withTimezone: true }),
    /** When the admin closed it: nothing in it changes from then on. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** The round's settings (reservation percentages, …), read through the shared schemas with their defaults. */
    settings: jsonb("settings").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("admission_rounds_name_uq").on(sql`lower(${t.name})`),
    // Application ids stay unique across rounds: no two rounds number with one prefix.
    uniqueIndex("admission_rounds_prefix_uq").on(sql`upper(${t.applicationIdPrefix})`),
    check(
      "admission_rounds_window_order",
      sql`${t.opensAt} is null or ${t.closesAt} is null or ${t.opensAt} < ${t.closesAt}`,
    ),
    index("admission_rounds_created_idx").on(t.createdAt),
  ],
);

/**
 * A department's seats in a round (issue 24, item 2): both selection channels, each with its total,
 * seats per category and the seats for persons with disabilities inside them, as the shared
 * `departmentChannels` schema checks them. Locked seats change only after the admin unlocks them.
 */
export const seatMatrices = pgTable(
  "seat_matrices",
  {
    roundId: uuid("round_id")
      .notNull()
      .references(() => admissionRounds.id, { onDelete: "cascade" }),
    department: text("department").$type<DepartmentName>().notNull(),
    channels: jsonb("channels").$type<DepartmentChannels>().notNull(),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    lockedById: uuid("locked_by_id").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.department] })],
);

export const applications = pgTable(
  "applications",
  {
    id: id(),
    /** Human id: prefix + zero-padded number (PHD001). */
    applicationId: text("application_id").notNull().unique(),
    /** The counter value in the id: sorts PHD999 before PHD1000 and survives a prefix change. */
    applicationNumber: integer("application_number").notNull(),
    roundId: uuid("round_id")
      .notNull()
      .references(() => admissionRounds.id),
    /**
     * Lower-cased "applicationId name email" for the coordinators' substring search, kept with the
     * application so one trigram index answers it (decision 014); written at submission.
     */
    searchText: text("search_text").notNull().default(""),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    department: text("department").$type<DepartmentName>().notNull(),
    applicationType: text("application_type").$type<ApplicationType>().notNull(),
    status: text("status").$type<ApplicationStatus>().notNull().default("PENDING"),
    remarks: text("remarks"),
    sopDocumentId: uuid("sop_document_id").references(() => documents.id, { onDelete: "set null" }),
    feeReceiptDocumentId: uuid("fee_receipt_document_id").references(() => documents.id, { onDelete: "set null" }),
    utrDuNumber: text("utr_du_number").notNull(),
    amount: numeric("amount", { precision: 12, scale: 2, mode: "number" }).notNull(),
    transactionTime: timestamp("transaction_time", { withTimezone: true }).notNull(),
    bankName: text("bank_name").notNull(),
    feeStatus: text("fee_status").$type<VerificationStatus>().notNull().default("PENDING"),
    feeRemarks: text("fee_remarks"),
    feeSignedById: uuid("fee_signed_by_id").references(() => users.id, { onDelete: "set null" }),
    feeSignedAt: timestamp("fee_signed_at", { withTimezone: true }),
    feeUpdatedAt: timestamp("fee_updated_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("applications_type_check", sql`${t.applicationType} in ${inList(APPLICATION_TYPES)}`),
    check("applications_status_check", sql`${t.status} in ${inList(APPLICATION_STATUSES)}`),
    check("applications_fee_status_check", sql`${t.feeStatus} in ${inList(VERIFICATION_STATUSES)}`),
    check("applications_amount_positive", sql`${t.amount} > 0`),
    // One application per department and type in a round; the next round may have another.
    uniqueIndex("applications_round_user_dept_type_uq").on(t.roundId, t.userId, t.department, t.applicationType),
    index("applications_round_dept_number_idx").on(t.roundId, t.department, t.applicationNumber),
    // The shortlist (issue 24): a department's verified applications of a round, in id order.
    // With the id, the shortlist counts a department's verified applications from the index alone (0023).
    index("applications_round_dept_status_number_idx").on(t.roundId, t.department, t.status, t.applicationNumber, t.id),
    index("applications_created_idx").on(t.createdAt),
    index("applications_status_created_idx").on(t.status, t.createdAt),
    index("applications_dept_created_idx").on(t.department, t.createdAt),
    index("applications_type_idx").on(t.applicationType),
    index("applications_fee_status_idx").on(t.feeStatus),
    index("applications_utr_idx").on(t.utrDuNumber),
    index("applications_transaction_time_idx").on(t.transactionTime),
    index("applications_amount_idx").on(t.amount),
    index("applications_number_idx").on(t.applicationNumber),
    index("applications_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    // The fee list's search matches a part of a UTR (issue 12); UTRs are stored upper-cased.
    index("applications_utr_trgm_idx").using("gin", t.utrDuNumber.op("gin_trgm_ops")),
    // Decision 017: the coordinators' counts and sort by id within a department, the fee list's and
    // dashboard's counts by department, status and fee status, the duplicate UTRs (one merge of this
    // index with itself), and a candidate's applications on the statistics page (index-only).
    index("applications_dept_number_idx").on(t.department, t.applicationNumber),
    index("applications_dept_status_fee_idx").on(t.department, t.status, t.feeStatus, t.createdAt),
    index("applications_utr_user_idx").on(t.utrDuNumber, t.userId),
    index("applications_user_status_idx").on(t.userId, t.status, t.department),
    // Issue 29: the fee list of a department by fee status in amount order (the account section's
    // "largest pending first"), walked in order at any page instead of sorting the department's rows.
    index("applications_round_dept_fee_amount_idx").on(t.roundId, t.department, t.feeStatus, t.amount, t.id),
    // Issue 29 (migration 0020): the coordinators' and admins' list in its default order, newest
    // first, walked index-only to any page (the round filter was a heap visit per skipped row).
    index("applications_round_dept_created_idx").on(t.roundId, t.department, t.createdAt, t.id),
    index("applications_round_created_idx").on(t.roundId, t.createdAt, t.id),
  ],
);

/**
 * An application's place in selection (issue 24, item 4; decision 030): the coordinator's shortlist
 * decision, and the channel it was made in. The channel is computed from the verified entrance
 * section and the round's rules while undecided, and kept here once decided, so that a later
 * change of the rules or the profile does not move a decided candidate.
 */
export const applicationSelections = pgTable(
  "application_selections",
  {
    applicationId: uuid("application_id")
      .primaryKey()
      .references(() => applications.id, { onDelete: "cascade" }),
    roundId: uuid("round_id")
      .notNull()
      .references(() => admissionRounds.id),
    department: text("department").$type<DepartmentName>().notNull(),
    qualification: text("qualification").$type<Qualification>().notNull(),
    channel: text("channel").$type<SelectionChannel>().notNull(),
    method: text("method").$type<SelectionMethod>().notNull(),
    channelReason: text("channel_reason").notNull(),
    decision: text("decision").$type<ShortlistDecision>().notNull(),
    decisionReason: text("decision_reason"),
    decidedById: uuid("decided_by_id").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }).notNull().defaultNow(),
    /** The entrance-test and interview slots the candidate is called to (shortlisted only; decision 031). */
    testSlotId: uuid("test_slot_id").references(() => selectionSlots.id),
    interviewSlotId: uuid("interview_slot_id").references(() => selectionSlots.id),
    createdAt: createdAt(),
  },
  (t) => [
    check("application_selections_decision_check", sql`${t.decision} in ${inList(SHORTLIST_DECISIONS)}`),
    check("application_selections_channel_check", sql`${t.channel} in ${inList(SELECTION_CHANNELS)}`),
    check(
      "application_selections_slots_shortlisted",
      sql`${t.decision} = 'SHORTLISTED' or (${t.testSlotId} is null and ${t.interviewSlotId} is null)`,
    ),
    // With the application, a department's decisions are counted and joined from the index alone (0023).
    index("application_selections_round_dept_idx").on(t.roundId, t.department, t.decision, t.channel, t.applicationId),
    index("application_selections_test_slot_idx").on(t.testSlotId).where(sql`${t.testSlotId} is not null`),
    index("application_selections_interview_slot_idx")
      .on(t.interviewSlotId)
      .where(sql`${t.interviewSlotId} is not null`),
  ],
);

/**
 * A sitting of a department's entrance test or interview in a round (issue 24, item 5; decision
 * 031): when (an instant; shown in the institution's zone), where (a venue or an online link) and
 * how many candidates it takes. Candidates are placed through application_selections.
 */
export const selectionSlots = pgTable(
  "selection_slots",
  {
    id: id(),
    roundId: uuid("round_id")
      .notNull()
      .references(() => admissionRounds.id),
    department: text("department").$type<DepartmentName>().notNull(),
    kind: text("kind").$type<SlotKind>().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    mode: text("mode").$type<SlotMode>().notNull(),
    venue: text("venue"),
    meetingLink: text("meeting_link"),
    capacity: integer("capacity").notNull(),
    createdById: uuid("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("selection_slots_kind_check", sql`${t.kind} in ${inList(SLOT_KINDS)}`),
    check("selection_slots_mode_check", sql`${t.mode} in ${inList(SLOT_MODES)}`),
    check("selection_slots_capacity_check", sql`${t.capacity} > 0`),
    check("selection_slots_duration_check", sql`${t.durationMinutes} > 0`),
    index("selection_slots_round_dept_idx").on(t.roundId, t.department, t.kind, t.startsAt),
  ],
);

/** Marks and scores at two decimals, as the merit list compares them (decision 033). */
const score = (name: string) => numeric(name, { precision: 7, scale: 2, mode: "number" });

/**
 * A shortlisted candidate's entrance-test marks (issue 25, item 1): a number out of the round's
 * maximum, or absent. No row: not entered yet. Every change is audited with its old and new value.
 */
export const entranceMarks = pgTable(
  "entrance_marks",
  {
    applicationId: uuid("application_id")
      .primaryKey()
      .references(() => applications.id, { onDelete: "cascade" }),
    roundId: uuid("round_id")
      .notNull()
      .references(() => admissionRounds.id),
    department: text("department").$type<DepartmentName>().notNull(),
    marks: score("marks"),
    absent: boolean("absent").notNull().default(false),
    enteredById: uuid("entered_by_id").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("entrance_marks_value", sql`(${t.absent} and ${t.marks} is null) or (not ${t.absent} and ${t.marks} >= 0)`),
    index("entrance_marks_round_dept_idx").on(t.roundId, t.department),
  ],
);

/**
 * A candidate's interview score (issue 25, item 2): each panel member's score, the consolidated one
 * (by the round's rule), remarks; or absent. Entered on the interview slot the candidate sat.
 */
export const interviewScores = pgTable(
  "interview_scores",
  {
    applicationId: uuid("application_id")
      .primaryKey()
      .references(() => applications.id, { onDelete: "cascade" }),
    roundId: uuid("round_id")
      .notNull()
      .references(() => admissionRounds.id),
    department: text("department").$type<DepartmentName>().notNull(),
    slotId: uuid("slot_id").references(() => selectionSlots.id, { onDelete: "set null" }),
    panel: jsonb("panel").$type<PanelScore[]>().notNull().default([]),
    consolidated: score("consolidated"),
    absent: boolean("absent").notNull().default(false),
    remarks: text("remarks"),
    enteredById: uuid("entered_by_id").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      "interview_scores_value",
      sql`(${t.absent} and ${t.consolidated} is null) or (not ${t.absent} and ${t.consolidated} >= 0)`,
    ),
    index("interview_scores_round_dept_idx").on(t.roundId, t.department),
    index("interview_scores_slot_idx").on(t.slotId),
  ],
);

/**
 * A published merit list of one department (both channels; issue 25, item 5): provisional with its
 * objection window, then final. It keeps the rules and seats it was computed with; its lines are
 * what the candidates were told.
 */
export const meritPublications = pgTable(
  "merit_publications",
  {
    id: id(),
    roundId: uuid("round_id")
      .notNull()
      .references(() => admissionRounds.id),
    department: text("department").$type<DepartmentName>().notNull(),
    stage: text("stage").$type<MeritStage>().notNull(),
    objectionsCloseAt: timestamp("objections_close_at", { withTimezone: true }),
    rules: jsonb("rules").$type<SelectionRules>().notNull(),
    seats: jsonb("seats").$type<DepartmentChannels>().notNull(),
    publishedById: uuid("published_by_id").references(() => users.id, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("merit_publications_stage_check", sql`${t.stage} in ${inList(MERIT_STAGES)}`),
    check("merit_publications_window", sql`(${t.stage} = 'PROVISIONAL') = (${t.objectionsCloseAt} is not null)`),
    uniqueIndex("merit_publications_round_dept_stage_uq").on(t.roundId, t.department, t.stage),
  ],
);

/** One candidate's line of a published list, in the list's order (`position`). */
export const meritLines = pgTable(
  "merit_lines",
  {
    publicationId: uuid("publication_id")
      .notNull()
      .references(() => meritPublications.id, { onDelete: "cascade" }),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    channel: text("channel").$type<SelectionChannel>().notNull(),
    position: integer("position").notNull(),
    method: text("method").$type<SelectionMethod>().notNull(),
    category: text("category").$type<Category>().notNull(),
    isPwd: boolean("is_pwd").notNull(),
    examWeight: score("exam_weight").notNull(),
    interviewWeight: score("interview_weight").notNull(),
    examPercent: score("exam_percent"),
    interviewPercent: score("interview_percent"),
    composite: score("composite"),
    qualifyingPercent: score("qualifying_percent"),
    relaxed: boolean("relaxed").notNull(),
    rank: integer("rank"),
    status: text("status").$type<MeritStatus>().notNull(),
    allottedCategory: text("allotted_category").$type<Category>(),
    disabilitySeat: boolean("disability_seat").notNull().default(false),
    waitlistPosition: integer("waitlist_position"),
  },
  (t) => [
    primaryKey({ columns: [t.publicationId, t.applicationId] }),
    check("merit_lines_status_check", sql`${t.status} in ${inList(MERIT_STATUSES)}`),
    check("merit_lines_channel_check", sql`${t.channel} in ${inList(SELECTION_CHANNELS)}`),
    check("merit_lines_method_check", sql`${t.method} in ${inList(SELECTION_METHODS)}`),
    check("merit_lines_category_check", sql`${t.category} in ${inList(CATEGORIES)}`),
    index("merit_lines_publication_channel_idx").on(t.publicationId, t.channel, t.position),
    index("merit_lines_application_idx").on(t.applicationId),
  ],
);

/**
 * A candidate's one objection to their line of a provisional list (issue 25, item 5), with an
 * optional PDF, and the coordinator's answer: accepted (with a corrected mark or score, audited)
 * or rejected with a reason.
 */
export const meritObjections = pgTable(
  "merit_objections",
  {
    id: id(),
    publicationId: uuid("publication_id")
      .notNull()
      .references(() => meritPublications.id, { onDelete: "cascade" }),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    documentId: uuid("document_id").references(() => documents.id, { onDelete: "set null" }),
    status: text("status").$type<ObjectionStatus>().notNull().default("OPEN"),
    answer: text("answer"),
    correctedTestMarks: score("corrected_test_marks"),
    correctedInterviewScore: score("corrected_interview_score"),
    answeredById: uuid("answered_by_id").references(() => users.id, { onDelete: "set null" }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("merit_objections_status_check", sql`${t.status} in ${inList(OBJECTION_STATUSES)}`),
    uniqueIndex("merit_objections_one_per_line_uq").on(t.publicationId, t.applicationId),
    index("merit_objections_publication_status_idx").on(t.publicationId, t.status),
  ],
);

/**
 * An offer of admission (issue 26; decision 034): one seat of a department's final list, offered to
 * one application, with its deadline and the candidate's answer; then the admission fee the account
 * section verifies. A seat is a slot of the list: (channel, category, disability seat, number). A
 * slot is held by at most one offer (the partial unique index), so no seat is ever offered twice.
 */
export const offers = pgTable(
  "offers",
  {
    id: id(),
    roundId: uuid("round_id")
      .notNull()
      .references(() => admissionRounds.id),
    publicationId: uuid("publication_id")
      .notNull()
      .references(() => meritPublications.id),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    department: text("department").$type<DepartmentName>().notNull(),
    channel: text("channel").$type<SelectionChannel>().notNull(),
    /** The seat's slot: its category (OPEN_GENERAL for an open seat), disability seat or not, number. */
    category: text("category").$type<Category>().notNull(),
    disabilitySeat: boolean("disability_seat").notNull(),
    seatNo: integer("seat_no").notNull(),
    fromWaitlist: boolean("from_waitlist").notNull().default(false),
    state: text("state").$type<OfferState>().notNull().default("OFFERED"),
    deadline: timestamp("deadline", { withTimezone: true }).notNull(),
    offeredAt: timestamp("offered_at", { withTimezone: true }).notNull().defaultNow(),
    offeredById: uuid("offered_by_id").references(() => users.id, { onDelete: "set null" }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** When the 48-hour reminder was queued (once). */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    /** The admission fee (item 4), entered by the candidate once accepted; verified as the application fee. */
    feeUtrDuNumber: text("fee_utr_du_number"),
    feeAmount: numeric("fee_amount", { precision: 12, scale: 2, mode: "number" }),
    feeTransactionTime: timestamp("fee_transaction_time", { withTimezone: true }),
    feeBankName: text("fee_bank_name"),
    feeReceiptDocumentId: uuid("fee_receipt_document_id").references(() => documents.id, { onDelete: "set null" }),
    feeStatus: text("fee_status").$type<VerificationStatus>(),
    feeRemarks: text("fee_remarks"),
    feeSubmittedAt: timestamp("fee_submitted_at", { withTimezone: true }),
    feeSignedById: uuid("fee_signed_by_id").references(() => users.id, { onDelete: "set null" }),
    feeSignedAt: timestamp("fee_signed_at", { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("offers_state_check", sql`${t.state} in ${inList(OFFER_STATES)}`),
    check("offers_channel_check", sql`${t.channel} in ${inList(SELECTION_CHANNELS)}`),
    check("offers_category_check", sql`${t.category} in ${inList(CATEGORIES)}`),
    check("offers_fee_status_check", sql`${t.feeStatus} is null or ${t.feeStatus} in ${inList(VERIFICATION_STATUSES)}`),
    check("offers_fee_whole", sql`(${t.feeStatus} is null) = (${t.feeUtrDuNumber} is null)`),
    // One offer per application (a candidate is offered a department's seat once in a round).
    uniqueIndex("offers_application_uq").on(t.applicationId),
    // A seat is held by one offer at most: the database refuses a second, whatever the code does.
    uniqueIndex("offers_held_seat_uq")
      .on(t.publicationId, t.channel, t.category, t.disabilitySeat, t.seatNo)
      .where(sql`${t.state} in ('OFFERED', 'ACCEPTED', 'ADMITTED')`),
    index("offers_round_dept_state_idx").on(t.roundId, t.department, t.state),
    // The lapse and reminder job reads only unanswered offers by deadline.
    index("offers_open_deadline_idx").on(t.deadline).where(sql`${t.state} = 'OFFERED'`),
    index("offers_fee_status_idx").on(t.roundId, t.feeStatus).where(sql`${t.feeStatus} is not null`),
  ],
);

export const announcements = pgTable(
  "announcements",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    link: text("link"),
    recipientRole: text("recipient_role").$type<AnnouncementRecipient>().notNull(),
    createdById: uuid("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("announcements_recipient_check", sql`${t.recipientRole} in ${inList(ANNOUNCEMENT_RECIPIENTS)}`),
    index("announcements_recipient_created_idx").on(t.recipientRole, t.createdAt),
    index("announcements_created_idx").on(t.createdAt),
  ],
);

/** Site constants: one row (id = 1). */
export const siteConstants = pgTable(
  "site_constants",
  {
    id: integer("id").primaryKey().default(1),
    websiteHeading: text("website_heading").notNull().default("PhD Admission Portal"),
    admissionsOpen: boolean("admissions_open").notNull().default(true),
    /** The institution's IANA zone: window times are typed and shown in it (decision 016). */
    timeZone: text("time_zone").notNull().default("Asia/Kolkata"),
    /** The round new applications go into and staff screens show first (decision 029). */
    currentRoundId: uuid("current_round_id").references(() => admissionRounds.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The prefix and the admission window are the current round's (decision 029).
  (t) => [check("site_constants_single_row", sql`${t.id} = 1`)],
);

/**
 * Application counters: one row per application type (shown to admins) and one row `ALL`
 * whose value numbers application ids. Incremented with UPDATE … RETURNING inside the
 * submitting transaction, so the row lock serialises concurrent submissions on every instance.
 */
export const applicationCounters = pgTable(
  "application_counters",
  {
    roundId: uuid("round_id")
      .notNull()
      .references(() => admissionRounds.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    value: integer("value").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.key] })],
);

/**
 * Counts kept by the database itself (issue 29, decision 037): statement-level triggers on
 * `applications` and `users` (migration 0017) add one signed row per group a statement changed, in
 * the statement's own transaction, so a count read from here is exact in every snapshot. Rows of a
 * group are folded into one by `fold_tallies()` (a job, `db/tallies.ts`); readers sum them. Not
 * backed up: a restore loads the source tables and the triggers count them again.
 */
export const applicationTallies = pgTable(
  "application_tallies",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    roundId: uuid("round_id").notNull(),
    department: text("department").$type<DepartmentName>().notNull(),
    applicationType: text("application_type").$type<ApplicationType>().notNull(),
    status: text("status").$type<ApplicationStatus>().notNull(),
    feeStatus: text("fee_status").$type<VerificationStatus>().notNull(),
    n: integer("n").notNull(),
  },
  (t) => [index("application_tallies_round_idx").on(t.roundId, t.department, t.status)],
);

/** Applications per round and quarter hour of submission (every zone's midnight is on a quarter hour). */
export const submissionTallies = pgTable(
  "submission_tallies",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    roundId: uuid("round_id").notNull(),
    quarter: timestamp("quarter", { withTimezone: true }).notNull(),
    n: integer("n").notNull(),
  },
  (t) => [index("submission_tallies_round_idx").on(t.roundId, t.quarter)],
);

/** Accounts per role that count: not erased, and for candidates with a verified e-mail. */
export const userTallies = pgTable(
  "user_tallies",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    role: text("role").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [index("user_tallies_role_idx").on(t.role)],
);

/**
 * Verified candidates per block of the statistics table's name order (issue 29, decision 048): a
 * block is the range from its start key (`lower(name)`, id) to the next block's, and the distinct
 * starts are the layout. Statement-level triggers on `users` (migration 0025) add signed rows to
 * the block of each key a statement counted in or out, in its own transaction; a deep page finds
 * its block by summing a few hundred rows and skips only within it. The job folds rows per block
 * (keeping empty blocks, which are the layout) and lays the blocks out again when one has grown
 * past twice `NAME_BLOCK_SIZE`. Derived, so not backed up.
 */
export const candidateNameTallies = pgTable(
  "candidate_name_tallies",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    startName: text("start_name").notNull(),
    startId: uuid("start_id").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [index("candidate_name_tallies_start_idx").on(t.startName, t.startId)],
);

/**
 * Each candidate's applications per UTR, kept by triggers on `applications` (migration 0020), and
 * per UTR the number of candidates who used it: the fee list's "duplicate UTRs only" reads the
 * UTRs with two or more instead of joining every application to every other. Exact in every
 * snapshot, as the tallies: additive upserts in the changing statement's transaction. Derived, so
 * not backed up.
 */
export const utrHolders = pgTable(
  "utr_holders",
  {
    utr: text("utr").notNull(),
    userId: uuid("user_id").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.utr, t.userId] })],
);

export const utrShares = pgTable(
  "utr_shares",
  {
    utr: text("utr").primaryKey(),
    holders: integer("holders").notNull(),
  },
  (t) => [index("utr_shares_shared_idx").on(t.utr).where(sql`${t.holders} > 1`)],
);

/**
 * A department's merit inputs changed (issue 29, decision 041): statement-level triggers on
 * `application_selections`, `entrance_marks`, `interview_scores` and `profile_sections`
 * (migration 0021) add one row per (round, department) a statement touched, in its own
 * transaction; a truncation adds a row with neither (every list). The sum for a department is the
 * version of its inputs, which only grows with each commit, so a merit preview computed at that
 * version can be kept until it moves. Folded like the tallies; derived, so not backed up.
 */
export const meritInputChanges = pgTable(
  "merit_input_changes",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    roundId: uuid("round_id"),
    department: text("department").$type<DepartmentName>(),
    n: integer("n").notNull(),
  },
  (t) => [index("merit_input_changes_list_idx").on(t.roundId, t.department)],
);

/** Who did what to which record, and when: verification history and admin actions. */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: id(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: uuid("subject_id"),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    remarks: text("remarks"),
    data: jsonb("data").$type<Record<string, unknown>>(),
    /** The round that was current when it happened (a database default: every writer gets it). */
    roundId: uuid("round_id")
      .references(() => admissionRounds.id)
      .default(sql`current_round_id()`),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_events_round_created_idx").on(t.roundId, t.createdAt, t.id),
    index("audit_events_subject_idx").on(t.subjectType, t.subjectId, t.createdAt),
    index("audit_events_actor_idx").on(t.actorId, t.createdAt),
    // The admin's audit log: newest first, by kind (action prefix) or by day.
    index("audit_events_created_idx").on(t.createdAt, t.id),
    index("audit_events_action_created_idx").on(t.action, t.createdAt),
  ],
);

/** Mail to deliver, written in the same transaction as the change that causes it. */
/** A file the mail worker renders and attaches when it sends the message. */
export type MailAttachmentRef =
  | { kind: "call-letter"; applicationId: string; slotKind: SlotKind }
  | { kind: "offer-letter"; offerId: string };

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    template: text("template").notNull(),
    /** The code a person must type, logged when mail goes to files instead of SMTP. */
    code: text("code"),
    status: text("status").$type<MailStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    /**
     * Review notices to one candidate gather in one pending message under this key (decision 014);
     * cleared when the worker claims the message, so later notices start a new one.
     */
    coalesceKey: text("coalesce_key"),
    /** The notices gathered so far, by subject, to re-render the message as more arrive. */
    items: jsonb("items").$type<Record<string, unknown>>(),
    /** The first notice of a gathered message: it goes out at the latest this long after (decision 014). */
    firstQueuedAt: timestamp("first_queued_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Files rendered when the message is sent (call letters: decision 031), so queueing stays cheap. */
    attachments: jsonb("attachments").$type<MailAttachmentRef[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    check("mail_outbox_status_check", sql`${t.status} in ${inList(MAIL_STATUSES)}`),
    index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    // A candidate's mails by address: My data lists them, erasure deletes them (issue 28).
    index("mail_outbox_to_lower_idx").on(sql`lower(${t.to})`),
    uniqueIndex("mail_outbox_coalesce_uq").on(t.coalesceKey).where(sql`${t.coalesceKey} is not null`),
  ],
);

/** The privacy notice in versions (issue 28, decision 036): published by the admin, never edited in place. */
export const privacyNotices = pgTable("privacy_notices", {
  version: integer("version").primaryKey(),
  body: jsonb("body").$type<NoticeBodies>().notNull(),
  grievanceOfficer: jsonb("grievance_officer").$type<GrievanceOfficer>().notNull(),
  publishedById: uuid("published_by_id").references(() => users.id),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Each consent given or withdrawn, with the notice version and the time (the record the Act asks for). */
export const consentEvents = pgTable(
  "consent_events",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    noticeVersion: integer("notice_version")
      .notNull()
      .references(() => privacyNotices.version),
    action: text("action").$type<ConsentAction>().notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("consent_events_action_check", sql`${t.action} in ${inList(CONSENT_ACTIONS)}`),
    index("consent_events_user_idx").on(t.userId, t.at),
  ],
);

/**
 * A candidate's erasure request (issue 28, decision 036). Carrying one out deletes the rows that
 * name their files and records the keys in `pendingFileKeys` in the same transaction; the files are
 * deleted after the commit and the list emptied. A crash or a store that is down leaves the keys
 * here, and the erasure job deletes them later: never a row naming a missing file, never a file of
 * theirs left for good.
 */
export const erasureRequests = pgTable(
  "erasure_requests",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source").$type<ErasureSource>().notNull(),
    state: text("state").$type<ErasureState>().notNull().default("QUEUED"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    pendingFileKeys: text("pending_file_keys").array().notNull().default(sql`'{}'::text[]`),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
  },
  (t) => [
    check("erasure_requests_state_check", sql`${t.state} in ${inList(ERASURE_STATES)}`),
    check("erasure_requests_source_check", sql`${t.source} in ${inList(ERASURE_SOURCES)}`),
    // One open request per candidate.
    uniqueIndex("erasure_requests_queued_uq").on(t.userId).where(sql`${t.state} = 'QUEUED'`),
    index("erasure_requests_state_idx").on(t.state, t.requestedAt),
    index("erasure_requests_files_idx").on(t.id).where(sql`cardinality(${t.pendingFileKeys}) > 0`),
  ],
);

export const schemaTables = {
  users,
  verificationCodes,
  rateCounters,
  profiles,
  profileSections,
  documents,
  admissionRounds,
  seatMatrices,
  applications,
  applicationSelections,
  announcements,
  siteConstants,
  applicationCounters,
  auditEvents,
  mailOutbox,
  offers,
  privacyNotices,
  consentEvents,
  erasureRequests,
};

/**
 * Candidates per slot, and per kind those still waiting for one (issue 29, decision 042), kept by
 * statement-level triggers on `application_selections` (migration 0022) as the tallies are: one
 * signed row per (round, department, kind, slot) a statement changed, in its transaction; a null
 * slot counts the shortlisted who need a slot of the kind and have none. The slots screen sums a
 * department's rows instead of counting every slot's candidates. Folded like the tallies; derived,
 * so not backed up.
 */
export const slotTallies = pgTable(
  "slot_tallies",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    roundId: uuid("round_id").notNull(),
    department: text("department").$type<DepartmentName>().notNull(),
    kind: text("kind").$type<SlotKind>().notNull(),
    slotId: uuid("slot_id"),
    n: integer("n").notNull(),
  },
  (t) => [index("slot_tallies_list_idx").on(t.roundId, t.department, t.kind, t.slotId)],
);
