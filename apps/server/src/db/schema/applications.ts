import {
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
  type ApplicationStatus,
  type ApplicationType,
  VERIFICATION_STATUSES,
  type VerificationStatus,
} from "@phd/shared";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, department, id, inList, updatedAt } from "./columns.ts";
import { documents } from "./documents.ts";
import { roundRef } from "./rounds.ts";
import { staffRef, userRef } from "./users.ts";

export const applications = pgTable(
  "applications",
  {
    id: id(),
    /** Human id: prefix + zero-padded number (PHD001). */
    applicationId: text("application_id").notNull().unique(),
    /** The counter value in the id: sorts PHD999 before PHD1000 and survives a prefix change. */
    applicationNumber: integer("application_number").notNull(),
    roundId: roundRef(),
    /**
     * Lower-cased "applicationId name email" for the coordinators' substring search, kept with the
     * application so one trigram index answers it (decision 014); written at submission.
     */
    searchText: text("search_text").notNull().default(""),
    userId: userRef(),
    department: department(),
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
    feeSignedById: staffRef("fee_signed_by_id"),
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
 * Application counters: one row per application type (shown to admins) and one row `ALL`
 * whose value numbers application ids. Incremented with UPDATE … RETURNING inside the
 * submitting transaction, so the row lock serialises concurrent submissions on every instance.
 */
export const applicationCounters = pgTable(
  "application_counters",
  {
    roundId: roundRef({ onDelete: "cascade" }),
    key: text("key").notNull(),
    value: integer("value").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.key] })],
);
