import type { SlotKind } from "@phd/shared";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, inList } from "./columns.ts";

export const MAIL_STATUSES = ["pending", "sent", "failed"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** A file the mail worker renders and attaches when it sends the message. */
export type MailAttachmentRef =
  | { kind: "call-letter"; applicationId: string; slotKind: SlotKind }
  | { kind: "offer-letter"; offerId: string };

/** Mail to deliver, written in the same transaction as the change that causes it. */
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
