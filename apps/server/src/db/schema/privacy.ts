import {
  CONSENT_ACTIONS,
  type ConsentAction,
  ERASURE_SOURCES,
  ERASURE_STATES,
  type ErasureSource,
  type ErasureState,
  type GrievanceOfficer,
  type NoticeBodies,
} from "@phd/shared";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, inList } from "./columns.ts";
import { userRef, users } from "./users.ts";

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
    userId: userRef(),
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
    userId: userRef(),
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
