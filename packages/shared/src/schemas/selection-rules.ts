import { z } from "zod";
import { CATEGORIES, type Category } from "../profile.ts";
import { say, sayNow } from "./messages.ts";
import { SELECTION_CHANNELS } from "./seat-matrix.ts";

/**
 * A round's selection rules (issue 24, item 3; decision 030): data the admin edits per round, with
 * the UGC 2022 regulations (2024-25 onwards) as defaults. Which qualification puts a candidate in
 * which channel and how that channel ranks; the weights; the qualifying mark and its relaxation;
 * the order that breaks ties.
 */

/**
 * What a candidate's verified entrance section can show, strongest first: a candidate holding
 * several is placed by the first one here (JRF is NET with the fellowship).
 */
export const QUALIFICATIONS = ["JRF", "NET", "GATE", "RPET", "NONE"] as const;
export type Qualification = (typeof QUALIFICATIONS)[number];
export const QUALIFICATION_LABELS: Record<Qualification, string> = {
  JRF: "NET with JRF",
  NET: "NET qualified",
  GATE: "GATE qualified (valid)",
  RPET: "RPET qualified earlier",
  NONE: "No qualifying exam",
};

/** How a channel ranks its candidates. */
export const SELECTION_METHODS = ["INTERVIEW_ONLY", "SCORE_AND_INTERVIEW", "TEST_AND_INTERVIEW"] as const;
export type SelectionMethod = (typeof SELECTION_METHODS)[number];
export const SELECTION_METHOD_LABELS: Record<SelectionMethod, string> = {
  INTERVIEW_ONLY: "Interview only",
  SCORE_AND_INTERVIEW: "Exam score + interview",
  TEST_AND_INTERVIEW: "Entrance test + interview",
};

/** Qualifications that carry an exam score a merit list can weigh (RPET's record holds only its year). */
export const SCORED_QUALIFICATIONS: readonly Qualification[] = ["JRF", "NET", "GATE"];

/** What decides between candidates with the same composite score, in the admin's order. */
export const TIE_BREAKS = [
  "HIGHER_EXAM_SCORE",
  "HIGHER_INTERVIEW_SCORE",
  "EARLIER_DATE_OF_BIRTH",
  "EARLIER_SUBMISSION",
] as const;
export type TieBreak = (typeof TIE_BREAKS)[number];
export const TIE_BREAK_LABELS: Record<TieBreak, string> = {
  HIGHER_EXAM_SCORE: "Higher test or exam score",
  HIGHER_INTERVIEW_SCORE: "Higher interview score",
  EARLIER_DATE_OF_BIRTH: "Earlier date of birth (older first)",
  EARLIER_SUBMISSION: "Earlier submission of the application",
};

const channelRule = z
  .object({
    channel: z.enum(SELECTION_CHANNELS, say("Choose a channel")),
    method: z.enum(SELECTION_METHODS, say("Choose how the channel ranks")),
  })
  .strict();
export type ChannelRule = z.infer<typeof channelRule>;

const percent = (what: string) =>
  z
    .number(say("{{what}} must be a number from 0 to 100.", { what }))
    .min(0, say("{{what}} must be a number from 0 to 100.", { what }))
    .max(100, say("{{what}} must be a number from 0 to 100.", { what }));

const weights = z
  .object({ exam: percent("A weight"), interview: percent("A weight") })
  .strict()
  .refine((w) => Math.round((w.exam + w.interview) * 100) === 10_000, say("The two weights must add up to 100."));

export const selectionRules = z
  .object({
    /** One rule per qualification: its channel and how that channel ranks it. */
    channelRules: z
      .object(
        Object.fromEntries(QUALIFICATIONS.map((q) => [q, channelRule])) as Record<Qualification, typeof channelRule>,
      )
      .strict(),
    /** Percent weights of the written test (or exam score) and the interview. */
    weights: z.object({ TEST_AND_INTERVIEW: weights, SCORE_AND_INTERVIEW: weights }).strict(),
    /** The entrance test's qualifying mark, in percent of its maximum. */
    qualifyingPercent: percent("The qualifying mark"),
    /** Points taken off the qualifying mark for the relaxed categories and persons with disabilities. */
    relaxationPoints: percent("The relaxation"),
    relaxedCategories: z
      .array(z.enum(CATEGORIES, say("Unknown category")))
      .refine((c) => new Set(c).size === c.length, say("A category is listed twice.")),
    relaxForDisability: z.boolean(),
    /** Applied in this order after the composite score; the application id settles what is left. */
    tieBreaks: z
      .array(z.enum(TIE_BREAKS, say("Unknown tie-break")))
      .min(1, say("Keep at least one tie-break."))
      .refine((t) => new Set(t).size === t.length, say("A tie-break is listed twice.")),
  })
  .strict()
  .superRefine((r, ctx) => {
    for (const q of QUALIFICATIONS) {
      const rule = r.channelRules[q];
      if (rule.method === "SCORE_AND_INTERVIEW" && !SCORED_QUALIFICATIONS.includes(q))
        ctx.addIssue({
          code: "custom",
          path: ["channelRules", q, "method"],
          message: sayNow("{{qualification}} has no exam score to weigh; choose the entrance test or the interview.", {
            qualification: QUALIFICATION_LABELS[q],
          }),
        });
    }
    if (r.relaxationPoints > r.qualifyingPercent)
      ctx.addIssue({
        code: "custom",
        path: ["relaxationPoints"],
        message: sayNow("The relaxation cannot be larger than the qualifying mark."),
      });
  });
export type SelectionRules = z.infer<typeof selectionRules>;

/**
 * UGC 2022, from 2024-25: JRF by interview; NET (and GATE, as the university decides) by 70 % exam
 * score + 30 % interview; the others by 70 % entrance test + 30 % interview; qualifying 50 %, 5
 * points less for SC/ST/OBC (non-creamy layer) and persons with disabilities.
 */
export const DEFAULT_SELECTION_RULES: SelectionRules = {
  channelRules: {
    JRF: { channel: "NET_JRF", method: "INTERVIEW_ONLY" },
    NET: { channel: "NET_JRF", method: "SCORE_AND_INTERVIEW" },
    GATE: { channel: "NET_JRF", method: "SCORE_AND_INTERVIEW" },
    RPET: { channel: "ENTRANCE_TEST", method: "TEST_AND_INTERVIEW" },
    NONE: { channel: "ENTRANCE_TEST", method: "TEST_AND_INTERVIEW" },
  },
  weights: {
    TEST_AND_INTERVIEW: { exam: 70, interview: 30 },
    SCORE_AND_INTERVIEW: { exam: 70, interview: 30 },
  },
  qualifyingPercent: 50,
  relaxationPoints: 5,
  relaxedCategories: ["SC", "ST", "OBC"] satisfies Category[],
  relaxForDisability: true,
  tieBreaks: ["HIGHER_EXAM_SCORE", "EARLIER_DATE_OF_BIRTH", "EARLIER_SUBMISSION"],
};

export const selectionRulesResponse = z.object({
  success: z.literal(true),
  data: z.object({
    round: z.object({ id: z.uuid(), name: z.string(), isClosed: z.boolean() }),
    rules: selectionRules,
  }),
});
export type SelectionRulesResponse = z.infer<typeof selectionRulesResponse>;
export const savedSelectionRulesResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: selectionRules,
});
