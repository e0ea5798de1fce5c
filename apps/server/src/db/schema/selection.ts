import {
  type DepartmentChannels,
  type PanelScore,
  type Qualification,
  SELECTION_CHANNELS,
  type SelectionChannel,
  type SelectionMethod,
  SHORTLIST_DECISIONS,
  type ShortlistDecision,
  SLOT_KINDS,
  SLOT_MODES,
  type SlotKind,
  type SlotMode,
} from "@phd/shared";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { applications } from "./applications.ts";
import { createdAt, department, id, inList, score, updatedAt } from "./columns.ts";
import { roundRef } from "./rounds.ts";
import { staffRef } from "./users.ts";

/**
 * A department's seats in a round (issue 24, item 2): both selection channels, each with its total,
 * seats per category and the seats for persons with disabilities inside them, as the shared
 * `departmentChannels` schema checks them. Locked seats change only after the admin unlocks them.
 */
export const seatMatrices = pgTable(
  "seat_matrices",
  {
    roundId: roundRef({ onDelete: "cascade" }),
    department: department(),
    channels: jsonb("channels").$type<DepartmentChannels>().notNull(),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    lockedById: staffRef("locked_by_id"),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.roundId, t.department] })],
);

/** The first columns of a table with one row per application in selection: its round and department. */
const applicationInRound = () => ({
  applicationId: uuid("application_id")
    .primaryKey()
    .references(() => applications.id, { onDelete: "cascade" }),
  roundId: roundRef(),
  department: department(),
});

/**
 * An application's place in selection (issue 24, item 4; decision 030): the coordinator's shortlist
 * decision, and the channel it was made in. The channel is computed from the verified entrance
 * section and the round's rules while undecided, and kept here once decided, so that a later
 * change of the rules or the profile does not move a decided candidate.
 */
export const applicationSelections = pgTable(
  "application_selections",
  {
    ...applicationInRound(),
    qualification: text("qualification").$type<Qualification>().notNull(),
    channel: text("channel").$type<SelectionChannel>().notNull(),
    method: text("method").$type<SelectionMethod>().notNull(),
    channelReason: text("channel_reason").notNull(),
    decision: text("decision").$type<ShortlistDecision>().notNull(),
    decisionReason: text("decision_reason"),
    decidedById: staffRef("decided_by_id"),
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
    roundId: roundRef(),
    department: department(),
    kind: text("kind").$type<SlotKind>().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    mode: text("mode").$type<SlotMode>().notNull(),
    venue: text("venue"),
    meetingLink: text("meeting_link"),
    capacity: integer("capacity").notNull(),
    createdById: staffRef("created_by_id"),
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

/**
 * A shortlisted candidate's entrance-test marks (issue 25, item 1): a number out of the round's
 * maximum, or absent. No row: not entered yet. Every change is audited with its old and new value.
 */
export const entranceMarks = pgTable(
  "entrance_marks",
  {
    ...applicationInRound(),
    marks: score("marks"),
    absent: boolean("absent").notNull().default(false),
    enteredById: staffRef("entered_by_id"),
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
    ...applicationInRound(),
    slotId: uuid("slot_id").references(() => selectionSlots.id, { onDelete: "set null" }),
    panel: jsonb("panel").$type<PanelScore[]>().notNull().default([]),
    consolidated: score("consolidated"),
    absent: boolean("absent").notNull().default(false),
    remarks: text("remarks"),
    enteredById: staffRef("entered_by_id"),
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
