import {
  FEE_KINDS,
  type FeeKind,
  MATCH_RESULTS,
  type MatchedBy,
  type MatchResult,
  type StatementMapping,
} from "@phd/shared";
import { sql } from "drizzle-orm";
import {
  check,
  date,
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
import { createdAt, department, id, inList, storedFile, updatedAt } from "./columns.ts";
import { roundRef } from "./rounds.ts";
import { staffRef, userRef } from "./users.ts";

/**
 * Fee reconciliation from the bank's statement (issue 61, decision 058). Statements belong to the
 * university's account, not to a round; the matches are a round's.
 */

/** The column mapping of a bank's statements, chosen once and remembered by the bank's name. */
export const statementMappings = pgTable(
  "statement_mappings",
  {
    id: id(),
    bankName: text("bank_name").notNull(),
    /** The name as it is looked up: trimmed, lower-cased. */
    bankKey: text("bank_key").notNull(),
    mapping: jsonb("mapping").$type<StatementMapping>().notNull(),
    updatedById: staffRef("updated_by_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("statement_mappings_bank_uq").on(t.bankKey)],
);

/** An imported statement file, kept (its bytes in storage). The same file twice is one statement. */
export const bankStatements = pgTable(
  "bank_statements",
  {
    id: id(),
    bankName: text("bank_name").notNull(),
    fileName: text("file_name").notNull(),
    ...storedFile(),
    /** The file's credits, and how many of them no earlier statement held. */
    credits: integer("credits").notNull(),
    added: integer("added").notNull(),
    importedById: staffRef("imported_by_id"),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("bank_statements_sha256_uq").on(t.sha256),
    index("bank_statements_imported_idx").on(t.importedAt),
  ],
);

/**
 * A credit to the university's account. A UTR names one payment in all of India (NEFT, RTGS,
 * IMPS), so the reference is unique: overlapping statements add only their new credits.
 */
export const statementCredits = pgTable(
  "statement_credits",
  {
    id: id(),
    statementId: uuid("statement_id")
      .notNull()
      .references(() => bankStatements.id, { onDelete: "cascade" }),
    line: integer("line").notNull(),
    reference: text("reference").notNull(),
    valueDate: date("value_date").notNull(),
    amount: numeric("amount", { precision: 12, scale: 2, mode: "number" }).notNull(),
    narration: text("narration").notNull().default(""),
  },
  (t) => [
    uniqueIndex("statement_credits_reference_uq").on(t.reference),
    // The second pass: a record whose UTR is in no statement looks for its amount near its day.
    index("statement_credits_amount_day_idx").on(t.amount, t.valueDate),
    // The daily summary and the unclaimed report read credits by their day.
    index("statement_credits_day_idx").on(t.valueDate),
    index("statement_credits_statement_idx").on(t.statementId, t.line),
  ],
);

/** A fee record's latest result against the statements (one per application fee and admission fee). */
export const feeMatches = pgTable(
  "fee_matches",
  {
    kind: text("kind").$type<FeeKind>().notNull(),
    /** The application's id (application fee) or the offer's (admission fee). */
    recordId: uuid("record_id").notNull(),
    roundId: roundRef({ onDelete: "cascade" }),
    department: department(),
    userId: userRef(),
    /** The UTR and amount the match was made with: a record changed since is matched again, never verified. */
    utr: text("utr").notNull(),
    amount: numeric("amount", { precision: 12, scale: 2, mode: "number" }).notNull(),
    result: text("result").$type<MatchResult>().notNull(),
    matchedBy: text("matched_by").$type<MatchedBy>(),
    creditId: uuid("credit_id").references(() => statementCredits.id, { onDelete: "set null" }),
    bankAmount: numeric("bank_amount", { precision: 12, scale: 2, mode: "number" }),
    bankDate: date("bank_date"),
    expected: numeric("expected", { precision: 12, scale: 2, mode: "number" }).notNull(),
    matchedAt: timestamp("matched_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.recordId] }),
    check("fee_matches_kind_check", sql`${t.kind} in ${inList(FEE_KINDS)}`),
    check("fee_matches_result_check", sql`${t.result} in ${inList(MATCH_RESULTS)}`),
    index("fee_matches_round_result_idx").on(t.roundId, t.result, t.department, t.kind),
    index("fee_matches_credit_idx").on(t.creditId),
  ],
);

/**
 * A credit verified as a candidate's payment. One row per credit: the database refuses to give one
 * payment to two candidates, however many account-section users verify at once.
 */
export const feePayments = pgTable(
  "fee_payments",
  {
    creditId: uuid("credit_id")
      .primaryKey()
      .references(() => statementCredits.id, { onDelete: "cascade" }),
    userId: userRef(),
    verifiedById: staffRef("verified_by_id"),
    verifiedAt: timestamp("verified_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // The daily summary counts the payments verified each day.
  (t) => [index("fee_payments_verified_idx").on(t.verifiedAt)],
);
