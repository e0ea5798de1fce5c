import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns.ts";

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

/** The round a row belongs to; with `cascade`, the row goes with its round. */
export const roundRef = (actions?: { onDelete: "cascade" }) =>
  uuid("round_id")
    .notNull()
    .references(() => admissionRounds.id, actions);
