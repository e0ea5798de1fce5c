import { z } from "zod";
import { DEPARTMENT_NAMES } from "../departments.ts";
import { SLOT_KINDS, type SlotKind } from "../domain/slot-assignment.ts";
import { CATEGORIES } from "../profile.ts";
import { emptyAsUnset, paginationOf } from "./common.ts";
import { say, sayNow } from "./messages.ts";
import { SELECTION_CHANNELS } from "./seat-matrix.ts";
import { SELECTION_METHODS } from "./selection-rules.ts";

/**
 * Test and interview slots and call letters (issue 24, items 5 and 6; decision 031). A slot is a
 * sitting of one department's entrance test or interview: a moment in the institution's zone, a
 * venue or an online link, and a capacity. Shortlisted candidates are placed in slots
 * automatically (application id order) and moved by hand; each placement is a call letter.
 */
export const SLOT_KIND_LABELS: Record<SlotKind, string> = { TEST: "Entrance test", INTERVIEW: "Interview" };
export const SLOT_MODES = ["IN_PERSON", "ONLINE"] as const;
export type SlotMode = (typeof SLOT_MODES)[number];
export const SLOT_MODE_LABELS: Record<SlotMode, string> = { IN_PERSON: "At a venue", ONLINE: "Online" };

export const SLOT_CAPACITY_MAX = 1000;
export const SLOT_DURATION_MIN = 15;
export const SLOT_DURATION_MAX = 600;
export const SLOT_VENUE_MAX = 300;
export const SLOT_LINK_MAX = 500;
export const SLOT_MOVE_MAX = SLOT_CAPACITY_MAX;

const department = z.enum(DEPARTMENT_NAMES, say("Choose a department"));
const kind = z.enum(SLOT_KINDS, say("Choose a test or an interview slot"));

/** What the coordinator types; `startsAt` is the institution's wall clock sent as an instant with its offset. */
const slotFields = z.object({
  startsAt: z.iso.datetime({ offset: true, ...say("Enter the date and time the slot starts") }),
  durationMinutes: z.coerce
    .number(say("Enter the duration in minutes"))
    .int(say("Enter whole minutes"))
    .min(SLOT_DURATION_MIN, say("At least {{min}} minutes", { min: SLOT_DURATION_MIN }))
    .max(SLOT_DURATION_MAX, say("At most {{max}} minutes", { max: SLOT_DURATION_MAX })),
  mode: z.enum(SLOT_MODES, say("Choose at a venue or online")),
  venue: emptyAsUnset(
    z
      .string()
      .trim()
      .max(SLOT_VENUE_MAX, say("At most {{max}} characters", { max: SLOT_VENUE_MAX })),
  ),
  meetingLink: emptyAsUnset(
    z
      .url({ protocol: /^https$/, ...say("Enter the meeting's https:// link") })
      .max(SLOT_LINK_MAX, say("At most {{max}} characters", { max: SLOT_LINK_MAX })),
  ),
  capacity: z.coerce
    .number(say("Enter the number of candidates"))
    .int(say("Enter a whole number"))
    .min(1, say("At least 1 candidate"))
    .max(SLOT_CAPACITY_MAX, say("At most {{max}} candidates", { max: SLOT_CAPACITY_MAX })),
});

/** A venue for a slot at a venue, a link for an online one; the other is dropped. */
function placeProblems(s: z.output<typeof slotFields>, ctx: z.RefinementCtx) {
  if (s.mode === "IN_PERSON" && !s.venue)
    ctx.addIssue({ code: "custom", path: ["venue"], message: sayNow("Enter the venue (building, room, address)") });
  if (s.mode === "ONLINE" && !s.meetingLink)
    ctx.addIssue({ code: "custom", path: ["meetingLink"], message: sayNow("Enter the meeting's https:// link") });
}
const onePlace = <T extends z.output<typeof slotFields>>(s: T): T =>
  s.mode === "IN_PERSON" ? { ...s, meetingLink: undefined } : { ...s, venue: undefined };

/** POST /api/rounds/:id/slots */
export const slotCreateBody = slotFields
  .extend({ department, kind })
  .strict()
  .superRefine(placeProblems)
  .transform(onePlace);
export type SlotCreateBody = z.input<typeof slotCreateBody>;

/** PUT /api/rounds/:id/slots/:slotId: the time, place and capacity (the department and kind stay). */
export const slotUpdateBody = slotFields.strict().superRefine(placeProblems).transform(onePlace);
export type SlotUpdateBody = z.input<typeof slotUpdateBody>;

export const slotParams = z.object({
  id: z.uuid(say("Invalid id")),
  slotId: z.uuid(say("Invalid slot id")),
});

export const selectionSlot = z.object({
  id: z.uuid(),
  roundId: z.uuid(),
  department: z.enum(DEPARTMENT_NAMES),
  kind: z.enum(SLOT_KINDS),
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int(),
  mode: z.enum(SLOT_MODES),
  venue: z.string().nullable(),
  meetingLink: z.string().nullable(),
  capacity: z.number().int(),
  /** Candidates placed in it. */
  assigned: z.number().int(),
  updatedAt: z.string(),
});
export type SelectionSlot = z.infer<typeof selectionSlot>;

/** GET /api/rounds/:id/slots?department= */
export const slotsQuery = z.object({ department });
export const slotsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    slots: z.array(selectionSlot),
    /** Shortlisted candidates who need a slot of each kind and have none yet. */
    waiting: z.object({ TEST: z.number().int(), INTERVIEW: z.number().int() }),
  }),
});
export type SlotsResponse = z.infer<typeof slotsResponse>;

export const slotResponse = z.object({ success: z.literal(true), message: z.string(), data: selectionSlot });

/** GET /api/rounds/:id/slots/candidates: a slot's candidates, or those of a kind still waiting. */
export const slotCandidatesQuery = z.object({
  department,
  kind,
  /** A slot's id, or "waiting" for the shortlisted candidates without a slot of this kind. */
  slot: z.union([z.uuid(), z.literal("waiting")], say("Choose a slot or 'waiting'")),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(SLOT_CAPACITY_MAX).default(50),
});
export type SlotCandidatesQuery = z.input<typeof slotCandidatesQuery>;

export const slotCandidate = z.object({
  /** The application's record id and its human id. */
  id: z.uuid(),
  applicationId: z.string(),
  name: z.string(),
  email: z.string(),
  category: z.enum(CATEGORIES).nullable(),
  channel: z.enum(SELECTION_CHANNELS),
  method: z.enum(SELECTION_METHODS),
  slotId: z.uuid().nullable(),
});
export type SlotCandidate = z.infer<typeof slotCandidate>;
export const slotCandidatesResponse = z.object({
  success: z.literal(true),
  data: z.object({ candidates: z.array(slotCandidate), pagination: paginationOf("total") }),
});
export type SlotCandidatesResponse = z.infer<typeof slotCandidatesResponse>;

/** POST /api/rounds/:id/slots/auto-assign: the waiting candidates of a kind (optionally one channel) into the slots. */
export const slotAutoAssignBody = z
  .object({ department, kind, channel: emptyAsUnset(z.enum(SELECTION_CHANNELS, say("Unknown channel"))) })
  .strict();
export type SlotAutoAssignBody = z.input<typeof slotAutoAssignBody>;
export const slotAutoAssignResult = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ assigned: z.number().int(), unplaced: z.number().int() }),
});

/** POST /api/rounds/:id/slots/move: chosen candidates into a slot of the kind, or out of their slot (null). */
export const slotMoveBody = z
  .object({
    department,
    kind,
    applicationIds: z
      .array(z.uuid(say("Unknown application")))
      .min(1, say("Choose at least one candidate"))
      .max(SLOT_MOVE_MAX),
    slotId: z.uuid(say("Unknown slot")).nullable(),
  })
  .strict();
export type SlotMoveBody = z.input<typeof slotMoveBody>;
export const slotMoveResult = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ updated: z.number().int() }),
});

/** On the candidate's application: each slot they are called to, with its call letter. */
export const candidateSlot = z.object({
  kind: z.enum(SLOT_KINDS),
  startsAt: z.string(),
  endsAt: z.string(),
  mode: z.enum(SLOT_MODES),
  venue: z.string().nullable(),
  meetingLink: z.string().nullable(),
});
export type CandidateSlot = z.infer<typeof candidateSlot>;

/** The call letter's path segment of a kind: /api/application/:id/call-letter/test */
export const CALL_LETTER_KIND_PATHS = { TEST: "test", INTERVIEW: "interview" } as const satisfies Record<
  SlotKind,
  string
>;
/** The call letter's file name, as the server sends it and the web saves it. */
export const callLetterFileName = (applicationId: string, kind: SlotKind) =>
  `Call_Letter_${kind === "TEST" ? "Entrance_Test" : "Interview"}_${applicationId}.pdf`;

export const callLetterParams = z.object({
  id: z.uuid(say("Invalid id")),
  kind: z.enum(["test", "interview"], say("Choose test or interview")),
});

/** The round's instructions printed on every call letter (a round setting the admin writes). */
export const CALL_LETTER_INSTRUCTIONS_MAX = 4000;
export const callLetterSettings = z
  .object({
    instructions: z
      .string(say("Write the instructions"))
      .trim()
      .min(1, say("Write the instructions"))
      .max(CALL_LETTER_INSTRUCTIONS_MAX, say("At most {{max}} characters", { max: CALL_LETTER_INSTRUCTIONS_MAX })),
  })
  .strict();
export type CallLetterSettings = z.infer<typeof callLetterSettings>;
export const DEFAULT_CALL_LETTER: CallLetterSettings = {
  instructions: [
    "Report 30 minutes before the time above; late arrivals may not be admitted.",
    "Bring this call letter (printed or on your phone) and an original photo identity document: Aadhaar card, PAN card, passport, voter ID or driving licence.",
    "Bring the originals of the certificates you uploaded with your application, and one set of self-attested copies.",
    "For an online slot, join from a quiet room with a working camera and microphone, 10 minutes early, with the identity document at hand.",
  ].join("\n"),
};
export const callLetterSettingsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    round: z.object({ id: z.uuid(), name: z.string(), isClosed: z.boolean() }),
    settings: callLetterSettings,
  }),
});
export type CallLetterSettingsResponse = z.infer<typeof callLetterSettingsResponse>;
