import { z } from "zod";
import { DEPARTMENT_NAMES } from "../departments.ts";
import { CATEGORIES } from "../profile.ts";
import { emptyAsUnset, paginationOf } from "./common.ts";
import { say, sayNow } from "./messages.ts";
import { SELECTION_CHANNELS } from "./seat-matrix.ts";
import { QUALIFICATIONS, SELECTION_METHODS } from "./selection-rules.ts";

/**
 * Marks and scores (issue 25, items 1–3; decision 033): the entrance test's marks of the shortlisted
 * candidates of the test channel, the interview panel's scores per interview slot, and the round's
 * scoring settings that turn both, and the NET/GATE exam scores, into percentages for the merit list.
 */

export const CONSOLIDATIONS = ["MEAN", "AS_ENTERED"] as const;
export type Consolidation = (typeof CONSOLIDATIONS)[number];
export const CONSOLIDATION_LABELS: Record<Consolidation, string> = {
  MEAN: "Mean of the panel's scores",
  AS_ENTERED: "As entered by the panel",
};

/** How a NET candidate's exam score is read: the percentile as it is, or the score out of its maximum. */
export const NET_BASES = ["PERCENTILE", "SCORE"] as const;
export type NetBasis = (typeof NET_BASES)[number];
export const NET_BASIS_LABELS: Record<NetBasis, string> = {
  PERCENTILE: "NET percentile as it is",
  SCORE: "NET score out of its maximum",
};

const maximum = (what: string) =>
  z
    .number(say("{{what}} must be a number from 1 to 1000.", { what }))
    .min(1, say("{{what}} must be a number from 1 to 1000.", { what }))
    .max(1000, say("{{what}} must be a number from 1 to 1000.", { what }));

/** A round's scoring settings (the `scoring` key of its settings), with the defaults below. */
export const scoringSettings = z
  .object({
    /** The entrance test's maximum marks. */
    testMaxMarks: maximum("The test's maximum"),
    /** The interview's maximum score (each panel member's and the consolidated one). */
    interviewMaxScore: maximum("The interview's maximum"),
    consolidation: z.enum(CONSOLIDATIONS, say("Choose how the panel's scores are consolidated")),
    netBasis: z.enum(NET_BASES, say("Choose how NET scores are read")),
    /** NET's maximum score (used when the basis is the score). */
    netScoreMax: maximum("NET's maximum score"),
    /** GATE's score is out of 1000: 850 is 85 %. */
    gateScoreMax: maximum("GATE's maximum score"),
  })
  .strict();
export type ScoringSettings = z.infer<typeof scoringSettings>;

export const DEFAULT_SCORING: ScoringSettings = {
  testMaxMarks: 100,
  interviewMaxScore: 100,
  consolidation: "MEAN",
  netBasis: "PERCENTILE",
  netScoreMax: 300,
  gateScoreMax: 1000,
};

export const scoringResponse = z.object({
  success: z.literal(true),
  data: z.object({
    round: z.object({ id: z.uuid(), name: z.string(), isClosed: z.boolean() }),
    scoring: scoringSettings,
  }),
});
export type ScoringResponse = z.infer<typeof scoringResponse>;
export const savedScoringResponse = z.object({ success: z.literal(true), message: z.string(), data: scoringSettings });

/** A mark or score: at most two decimals (the merit list compares hundredths exactly). */
export const markValue = z
  .number(say("Enter a number."))
  .min(0, say("Marks cannot be negative."))
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, say("Use at most two decimals."));

const department = z.enum(DEPARTMENT_NAMES, say("Choose a department"));

// ——— Entrance-test marks ———

export const MARKS_PAGE_SIZE = 50;
export const MARKS_FILTERS = ["ALL", "MISSING", "ENTERED", "ABSENT"] as const;
export type MarksFilter = (typeof MARKS_FILTERS)[number];

/** GET /api/rounds/:id/marks: the department's shortlisted candidates of the entrance test, in id order. */
export const marksQuery = z.object({
  department,
  show: z.enum(MARKS_FILTERS, say("Unknown filter")).default("ALL"),
  search: emptyAsUnset(z.string().trim().max(100, say("Search is too long"))),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(MARKS_PAGE_SIZE),
});
export type MarksQuery = z.input<typeof marksQuery>;

export const testMark = z.object({
  /** The application's record id and its human id. */
  id: z.uuid(),
  applicationId: z.string(),
  name: z.string(),
  category: z.enum(CATEGORIES).nullable(),
  /** null with absent false: not entered yet. */
  marks: z.number().nullable(),
  absent: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type TestMark = z.infer<typeof testMark>;

export const marksResponse = z.object({
  success: z.literal(true),
  data: z.object({
    testMaxMarks: z.number(),
    entries: z.array(testMark),
    pagination: paginationOf("total"),
    /** The department's whole test channel, whatever the filter. */
    counts: z.object({ total: z.number().int(), entered: z.number().int(), absent: z.number().int() }),
  }),
});
export type MarksResponse = z.infer<typeof marksResponse>;

/** One typed mark: a number, "ABSENT", or null to clear what was entered. */
export const markEntry = z
  .object({ id: z.uuid(say("Unknown application")), marks: markValue.nullable(), absent: z.boolean() })
  .strict()
  .refine((e) => !(e.absent && e.marks !== null), { ...say("An absent candidate has no marks."), path: ["marks"] });
export type MarkEntry = z.infer<typeof markEntry>;

/** PUT /api/rounds/:id/marks: marks typed in the grid (one page at a time). */
export const marksBody = z
  .object({ department, entries: z.array(markEntry).min(1, say("Enter at least one mark.")).max(500) })
  .strict();
export type MarksBody = z.input<typeof marksBody>;

export const marksSavedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ changed: z.number().int() }),
});

/** The import's CSV: a header row naming these columns (any order, any case), then a row per candidate. */
export const MARKS_CSV_COLUMNS = ["application_id", "marks"] as const;
/** What the marks column holds for a candidate who did not sit the test. */
export const ABSENT_WORD = "ABSENT";
export const MARKS_IMPORT_MAX_ROWS = 100_000;
/** The problems a report lists; the count says how many there were in all. */
export const MARKS_REPORT_MAX_PROBLEMS = 200;

export const MARKS_ROW_PROBLEMS = [
  "UNKNOWN_ID",
  "NOT_SHORTLISTED",
  "OTHER_DEPARTMENT",
  "NO_TEST",
  "DUPLICATE",
  "NOT_A_NUMBER",
  "OUT_OF_RANGE",
  "MISSING",
  "UNSAFE",
] as const;
export type MarksRowProblem = (typeof MARKS_ROW_PROBLEMS)[number];

/**
 * POST /api/rounds/:id/marks/import (multipart): the fields `department` and `apply` ("true" to
 * write, else a dry run), then the CSV as the file `file`. Fields, not a query, so that a broken
 * upload is reported as such before anything else (as every form upload of the portal).
 */
export const marksImportFields = z.object({
  department,
  apply: z
    .enum(["true", "false"], say("apply is true or false"))
    .default("false")
    .transform((v) => v === "true"),
});

export const marksImportReport = z.object({
  /** Data rows read (the header not counted). */
  rows: z.number().int(),
  /** Rows whose value would change what is stored (new, changed), and those that already match. */
  changes: z.object({ added: z.number().int(), changed: z.number().int(), unchanged: z.number().int() }),
  /** Candidates of the test channel the file leaves without marks (reported, not a problem). */
  notInFile: z.number().int(),
  problemCount: z.number().int(),
  problems: z.array(
    z.object({
      /** The line of the file (the header is line 1). */
      line: z.number().int(),
      applicationId: z.string(),
      problem: z.enum(MARKS_ROW_PROBLEMS),
      message: z.string(),
    }),
  ),
  applied: z.boolean(),
});
export type MarksImportReport = z.infer<typeof marksImportReport>;
export const marksImportResponse = z.object({ success: z.literal(true), message: z.string(), data: marksImportReport });
export type MarksImportResponse = z.infer<typeof marksImportResponse>;

// ——— Interview scores ———

export const PANEL_MAX = 10;
export const REMARKS_MAX = 500;
export const PANEL_MEMBER_MAX = 120;

export const panelScore = z
  .object({
    member: z
      .string(say("Name the panel member."))
      .trim()
      .min(1, say("Name the panel member."))
      .max(PANEL_MEMBER_MAX, say("At most {{max}} characters", { max: PANEL_MEMBER_MAX })),
    score: markValue,
  })
  .strict();
export type PanelScore = z.infer<typeof panelScore>;

export const interviewScore = z.object({
  panel: z.array(panelScore),
  consolidated: z.number().nullable(),
  absent: z.boolean(),
  remarks: z.string().nullable(),
  updatedAt: z.string(),
});
export type InterviewScore = z.infer<typeof interviewScore>;

export const slotScoreEntry = z.object({
  id: z.uuid(),
  applicationId: z.string(),
  name: z.string(),
  category: z.enum(CATEGORIES).nullable(),
  qualification: z.enum(QUALIFICATIONS),
  channel: z.enum(SELECTION_CHANNELS),
  method: z.enum(SELECTION_METHODS),
  /** null: not entered yet. */
  score: interviewScore.nullable(),
});
export type SlotScoreEntry = z.infer<typeof slotScoreEntry>;

/** GET /api/rounds/:id/slots/:slotId/scores: an interview slot's candidates and their scores. */
export const slotScoresResponse = z.object({
  success: z.literal(true),
  data: z.object({
    interviewMaxScore: z.number(),
    consolidation: z.enum(CONSOLIDATIONS),
    /** The panel members named in this slot's scores so far (the form offers them again). */
    panel: z.array(z.string()),
    entries: z.array(slotScoreEntry),
  }),
});
export type SlotScoresResponse = z.infer<typeof slotScoresResponse>;

/**
 * One candidate's interview score: absent, or the panel's scores (and, when the round consolidates
 * "as entered", the consolidated score); `clear` removes what was entered.
 */
export const scoreEntry = z
  .object({
    id: z.uuid(say("Unknown application")),
    absent: z.boolean().default(false),
    clear: z.boolean().default(false),
    panel: z
      .array(panelScore)
      .max(PANEL_MAX, say("At most {{max}} panel members", { max: PANEL_MAX }))
      .default([]),
    consolidated: markValue.nullish(),
    remarks: emptyAsUnset(
      z
        .string()
        .trim()
        .max(REMARKS_MAX, say("At most {{max}} characters", { max: REMARKS_MAX })),
    ),
  })
  .strict()
  .superRefine((e, ctx) => {
    if (e.clear || e.absent) {
      if (e.panel.length > 0 || (e.consolidated ?? null) !== null)
        ctx.addIssue({ code: "custom", path: ["panel"], message: sayNow("An absent candidate has no scores.") });
      return;
    }
    if (e.panel.length === 0)
      ctx.addIssue({ code: "custom", path: ["panel"], message: sayNow("Enter at least one panel member's score.") });
    const names = e.panel.map((p) => p.member.toLowerCase());
    if (new Set(names).size !== names.length)
      ctx.addIssue({ code: "custom", path: ["panel"], message: sayNow("A panel member is named twice.") });
  });
export type ScoreEntry = z.input<typeof scoreEntry>;

export const scoresBody = z
  .object({ entries: z.array(scoreEntry).min(1, say("Enter at least one score.")).max(1000) })
  .strict();
export type ScoresBody = z.input<typeof scoresBody>;

export const scoresSavedResponse = marksSavedResponse;
