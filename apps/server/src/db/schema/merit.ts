import {
  CATEGORIES,
  type Category,
  type DepartmentChannels,
  MERIT_STAGES,
  MERIT_STATUSES,
  type MeritStage,
  type MeritStatus,
  OBJECTION_STATUSES,
  type ObjectionStatus,
  SELECTION_CHANNELS,
  SELECTION_METHODS,
  type SelectionChannel,
  type SelectionMethod,
  type SelectionRules,
} from "@phd/shared";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { applications } from "./applications.ts";
import { createdAt, department, id, inList, score } from "./columns.ts";
import { documents } from "./documents.ts";
import { roundRef } from "./rounds.ts";
import { staffRef } from "./users.ts";

/**
 * A published merit list of one department (both channels; issue 25, item 5): provisional with its
 * objection window, then final. It keeps the rules and seats it was computed with; its lines are
 * what the candidates were told.
 */
export const meritPublications = pgTable(
  "merit_publications",
  {
    id: id(),
    roundId: roundRef(),
    department: department(),
    stage: text("stage").$type<MeritStage>().notNull(),
    objectionsCloseAt: timestamp("objections_close_at", { withTimezone: true }),
    rules: jsonb("rules").$type<SelectionRules>().notNull(),
    seats: jsonb("seats").$type<DepartmentChannels>().notNull(),
    publishedById: staffRef("published_by_id"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("merit_publications_stage_check", sql`${t.stage} in ${inList(MERIT_STAGES)}`),
    check("merit_publications_window", sql`(${t.stage} = 'PROVISIONAL') = (${t.objectionsCloseAt} is not null)`),
    uniqueIndex("merit_publications_round_dept_stage_uq").on(t.roundId, t.department, t.stage),
  ],
);

/** A published list's candidate: both go with the list, and with the application. */
const candidateOfPublication = () => ({
  publicationId: uuid("publication_id")
    .notNull()
    .references(() => meritPublications.id, { onDelete: "cascade" }),
  applicationId: uuid("application_id")
    .notNull()
    .references(() => applications.id, { onDelete: "cascade" }),
});

/** One candidate's line of a published list, in the list's order (`position`). */
export const meritLines = pgTable(
  "merit_lines",
  {
    ...candidateOfPublication(),
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
    ...candidateOfPublication(),
    text: text("text").notNull(),
    documentId: uuid("document_id").references(() => documents.id, { onDelete: "set null" }),
    status: text("status").$type<ObjectionStatus>().notNull().default("OPEN"),
    answer: text("answer"),
    correctedTestMarks: score("corrected_test_marks"),
    correctedInterviewScore: score("corrected_interview_score"),
    answeredById: staffRef("answered_by_id"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("merit_objections_status_check", sql`${t.status} in ${inList(OBJECTION_STATUSES)}`),
    uniqueIndex("merit_objections_one_per_line_uq").on(t.publicationId, t.applicationId),
    index("merit_objections_publication_status_idx").on(t.publicationId, t.status),
  ],
);
