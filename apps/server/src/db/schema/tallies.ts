import type { ApplicationStatus, ApplicationType, DepartmentName, SlotKind, VerificationStatus } from "@phd/shared";
import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { department } from "./columns.ts";

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
    department: department(),
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
    department: department(),
    kind: text("kind").$type<SlotKind>().notNull(),
    slotId: uuid("slot_id"),
    n: integer("n").notNull(),
  },
  (t) => [index("slot_tallies_list_idx").on(t.roundId, t.department, t.kind, t.slotId)],
);
