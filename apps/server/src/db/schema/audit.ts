import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns.ts";
import { admissionRounds } from "./rounds.ts";
import { staffRef } from "./users.ts";

/** Who did what to which record, and when: verification history and admin actions. */
export const auditEvents = pgTable(
  "audit_events",
  {
    id: id(),
    actorId: staffRef("actor_id"),
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
