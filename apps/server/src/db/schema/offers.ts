import {
  CATEGORIES,
  type Category,
  OFFER_STATES,
  type OfferState,
  SELECTION_CHANNELS,
  type SelectionChannel,
  VERIFICATION_STATUSES,
  type VerificationStatus,
} from "@phd/shared";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { applications } from "./applications.ts";
import { department, id, inList, updatedAt } from "./columns.ts";
import { documents } from "./documents.ts";
import { meritPublications } from "./merit.ts";
import { roundRef } from "./rounds.ts";
import { staffRef } from "./users.ts";

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
    roundId: roundRef(),
    publicationId: uuid("publication_id")
      .notNull()
      .references(() => meritPublications.id),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    department: department(),
    channel: text("channel").$type<SelectionChannel>().notNull(),
    /** The seat's slot: its category (OPEN_GENERAL for an open seat), disability seat or not, number. */
    category: text("category").$type<Category>().notNull(),
    disabilitySeat: boolean("disability_seat").notNull(),
    seatNo: integer("seat_no").notNull(),
    fromWaitlist: boolean("from_waitlist").notNull().default(false),
    state: text("state").$type<OfferState>().notNull().default("OFFERED"),
    deadline: timestamp("deadline", { withTimezone: true }).notNull(),
    offeredAt: timestamp("offered_at", { withTimezone: true }).notNull().defaultNow(),
    offeredById: staffRef("offered_by_id"),
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
    feeSignedById: staffRef("fee_signed_by_id"),
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
