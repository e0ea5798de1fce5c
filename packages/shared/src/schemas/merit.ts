import { z } from "zod";
import { DEPARTMENT_NAMES } from "../departments.ts";
import { MERIT_STATUSES } from "../domain/merit.ts";
import { CATEGORIES } from "../profile.ts";
import { isoDate, linesPageQuery, paginationOf } from "./common.ts";
import { markValue } from "./marks.ts";
import { say, sayNow } from "./messages.ts";
import { channelSeats, SELECTION_CHANNELS } from "./seat-matrix.ts";
import { SELECTION_METHODS, selectionRules } from "./selection-rules.ts";

/**
 * The merit list (issue 25, items 4–6; decisions 032 and 033): previewed live from the marks, the
 * scores and the round's rules; published per department (both channels) as provisional with an
 * objection window, then as final. A publication keeps its lines, so what a candidate was told can
 * always be shown again and compared.
 */

export const MERIT_STAGES = ["PROVISIONAL", "FINAL"] as const;
export type MeritStage = (typeof MERIT_STAGES)[number];
export const MERIT_STAGE_LABELS: Record<MeritStage, string> = {
  PROVISIONAL: "Provisional",
  FINAL: "Final",
};

/** Where a department's list stands. */
export const MERIT_STATES = ["DRAFT", "PROVISIONAL", "FINAL"] as const;
export type MeritState = (typeof MERIT_STATES)[number];

const department = z.enum(DEPARTMENT_NAMES, say("Choose a department"));
const channel = z.enum(SELECTION_CHANNELS, say("Choose a channel"));

const stage = z.enum(MERIT_STAGES, say("Choose provisional or final"));

/**
 * A list's lines come a page at a time (issue 29, decision 039): a state-wide channel has thousands
 * of lines, and the seat fill, the unfilled seats and the missing scores are the whole list's on
 * every page.
 */
const linesPage = linesPageQuery;

/** GET /api/rounds/:id/merit?department=…&channel=…[&page=…&limit=…] (the live preview). */
export const meritQuery = z.object({ department, channel, ...linesPage });
export type MeritQuery = z.input<typeof meritQuery>;

/** GET /api/rounds/:id/merit/published?department=…&channel=…&stage=…[&page=…&limit=…] (a stored list). */
export const publishedMeritQuery = z.object({ department, channel, stage, ...linesPage });
export type PublishedMeritQuery = z.input<typeof publishedMeritQuery>;

/** GET /api/rounds/:id/merit/export.csv|pdf?department=…&channel=…[&stage=…]: a published list, or the live preview without `stage`; every line. */
export const meritExportQuery = z.object({ department, channel, stage: stage.optional() });
export type MeritExportQuery = z.input<typeof meritExportQuery>;

export const meritLineView = z.object({
  /** The application's record id and its human id. */
  id: z.uuid(),
  applicationId: z.string(),
  name: z.string(),
  category: z.enum(CATEGORIES),
  isPwd: z.boolean(),
  method: z.enum(SELECTION_METHODS),
  examWeight: z.number(),
  interviewWeight: z.number(),
  /** In percent of the maximum. */
  examPercent: z.number().nullable(),
  interviewPercent: z.number().nullable(),
  composite: z.number().nullable(),
  qualifyingPercent: z.number().nullable(),
  relaxed: z.boolean(),
  rank: z.number().int().nullable(),
  status: z.enum(MERIT_STATUSES),
  allottedCategory: z.enum(CATEGORIES).nullable(),
  disabilitySeat: z.boolean(),
  waitlistPosition: z.number().int().nullable(),
});
export type MeritLineView = z.infer<typeof meritLineView>;

export const seatFillView = z.object({
  category: z.enum(CATEGORIES),
  seats: z.number().int(),
  filled: z.number().int(),
  disabilitySeats: z.number().int(),
  disabilityFilled: z.number().int(),
});

export const MISSING_SCORES = ["TEST_MARKS", "INTERVIEW_SCORE", "EXAM_SCORE"] as const;
export type MissingScore = (typeof MISSING_SCORES)[number];
export const MISSING_SCORE_LABELS: Record<MissingScore, string> = {
  TEST_MARKS: "Entrance-test marks not entered",
  INTERVIEW_SCORE: "Interview score not entered",
  EXAM_SCORE: "No NET/GATE score in the verified entrance section",
};

export const missingScore = z.object({
  id: z.uuid(),
  applicationId: z.string(),
  name: z.string(),
  missing: z.enum(MISSING_SCORES),
});
export type MissingScoreView = z.infer<typeof missingScore>;

/** A publication of a department's lists (both channels at once). */
export const meritPublication = z.object({
  id: z.uuid(),
  stage: z.enum(MERIT_STAGES),
  publishedAt: z.string(),
  /** Provisional only: when objections close (an instant; shown in the institution's zone). */
  objectionsCloseAt: z.string().nullable(),
});
export type MeritPublication = z.infer<typeof meritPublication>;

export const meritListData = z.object({
  round: z.object({ id: z.uuid(), name: z.string(), isClosed: z.boolean() }),
  department,
  channel,
  /** The rules the list was computed with (a published list: those of its publication). */
  rules: selectionRules,
  /** The channel's seats; null when the admin has not entered them. */
  seats: channelSeats.nullable(),
  /** The page's lines, in merit order; `pagination.total` counts the whole list's. */
  lines: z.array(meritLineView),
  pagination: paginationOf("total"),
  seatFill: z.array(seatFillView),
  unfilled: z.number().int(),
  /** Shortlisted candidates without what the list needs (the preview only; publishing is refused while any). */
  missing: z.array(missingScore),
  state: z.enum(MERIT_STATES),
  provisional: meritPublication.nullable(),
  final: meritPublication.nullable(),
  /** Objections raised on the provisional list not yet answered (both channels). */
  openObjections: z.number().int(),
});
export type MeritListView = z.infer<typeof meritListData>;
export const meritListResponse = z.object({ success: z.literal(true), data: meritListData });
export type MeritListResponse = z.infer<typeof meritListResponse>;

/** POST /api/rounds/:id/merit/publish */
export const meritPublishBody = z
  .object({
    department,
    stage: z.enum(MERIT_STAGES, say("Choose provisional or final")),
    /** Provisional only: when the objection window closes (ISO instant, in the future). */
    objectionsCloseAt: isoDate.optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.stage === "PROVISIONAL" && !b.objectionsCloseAt)
      ctx.addIssue({
        code: "custom",
        path: ["objectionsCloseAt"],
        message: sayNow("Say when the objection window closes."),
      });
    if (b.stage === "FINAL" && b.objectionsCloseAt)
      ctx.addIssue({
        code: "custom",
        path: ["objectionsCloseAt"],
        message: sayNow("The final list has no objection window."),
      });
  });
export type MeritPublishBody = z.input<typeof meritPublishBody>;
export const meritPublishResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ publication: meritPublication, candidates: z.number().int() }),
});

/** GET /api/rounds/:id/merit/changes?department=…: what the final list changed from the provisional. */
export const meritChange = z.object({
  id: z.uuid(),
  applicationId: z.string(),
  name: z.string(),
  channel,
  before: meritLineView.nullable(),
  after: meritLineView.nullable(),
});
export type MeritChange = z.infer<typeof meritChange>;
export const meritChangesResponse = z.object({
  success: z.literal(true),
  data: z.object({ changes: z.array(meritChange) }),
});
export type MeritChangesResponse = z.infer<typeof meritChangesResponse>;

// ——— Objections ———

export const OBJECTION_TEXT_MAX = 2000;
export const OBJECTION_STATUSES = ["OPEN", "ACCEPTED", "REJECTED"] as const;
export type ObjectionStatus = (typeof OBJECTION_STATUSES)[number];
export const OBJECTION_STATUS_LABELS: Record<ObjectionStatus, string> = {
  OPEN: "Awaiting an answer",
  ACCEPTED: "Accepted",
  REJECTED: "Rejected",
};

/** POST /api/applications/:id/objections (multipart: `text`, optional PDF `document`). */
export const objectionText = z
  .string(say("Say what you object to."))
  .trim()
  .min(10, say("Say what you object to (at least 10 characters)."))
  .max(OBJECTION_TEXT_MAX, say("At most {{max}} characters", { max: OBJECTION_TEXT_MAX }));

export const objectionView = z.object({
  id: z.uuid(),
  applicationRecordId: z.uuid(),
  applicationId: z.string(),
  name: z.string(),
  channel,
  text: z.string(),
  /** The attached PDF's download path, when there is one. */
  documentUrl: z.string().nullable(),
  status: z.enum(OBJECTION_STATUSES),
  answer: z.string().nullable(),
  correctedTestMarks: z.number().nullable(),
  correctedInterviewScore: z.number().nullable(),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
});
export type ObjectionView = z.infer<typeof objectionView>;
export const objectionResponse = z.object({ success: z.literal(true), message: z.string(), data: objectionView });
export const objectionsResponse = z.object({
  success: z.literal(true),
  data: z.object({ objections: z.array(objectionView) }),
});
export type ObjectionsResponse = z.infer<typeof objectionsResponse>;

/** GET /api/rounds/:id/objections?department=… */
export const objectionsQuery = z.object({ department });

/**
 * POST /api/rounds/:id/objections/:objectionId/answer: accepted (with a corrected entrance-test mark
 * or interview score, or none when the objection was about something else) or rejected with a reason.
 */
export const objectionAnswerBody = z
  .object({
    decision: z.enum(["ACCEPTED", "REJECTED"], say("Accept or reject the objection")),
    answer: z
      .string(say("Write the answer the candidate will read."))
      .trim()
      .min(1, say("Write the answer the candidate will read."))
      .max(OBJECTION_TEXT_MAX, say("At most {{max}} characters", { max: OBJECTION_TEXT_MAX })),
    correctedTestMarks: markValue.optional(),
    correctedInterviewScore: markValue.optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.decision === "REJECTED" && (b.correctedTestMarks !== undefined || b.correctedInterviewScore !== undefined))
      ctx.addIssue({
        code: "custom",
        path: ["decision"],
        message: sayNow("A rejected objection corrects nothing."),
      });
  });
export type ObjectionAnswerBody = z.input<typeof objectionAnswerBody>;

/** On the candidate's application, once a list with them is published. */
export const candidateMerit = z.object({
  stage: z.enum(MERIT_STAGES),
  publishedAt: z.string(),
  objectionsCloseAt: z.string().nullable(),
  /** Whether an objection may be raised now (provisional, window open, none raised yet). */
  mayObject: z.boolean(),
  channel,
  line: meritLineView,
  /** In the final list: this candidate's line in the provisional one, when it differs. */
  provisionalLine: meritLineView.nullable(),
  objection: objectionView.nullable(),
});
export type CandidateMerit = z.infer<typeof candidateMerit>;
