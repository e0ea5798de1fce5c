import { z } from "zod";
import { APPLICATION_TYPES } from "../applications.ts";
import { DEPARTMENT_NAMES } from "../departments.ts";
import { CATEGORIES } from "../profile.ts";
import { emptyAsUnset, paginationOf } from "./common.ts";
import { say, sayNow } from "./messages.ts";
import { SELECTION_CHANNELS } from "./seat-matrix.ts";
import { QUALIFICATIONS, SELECTION_METHODS, type SelectionMethod } from "./selection-rules.ts";
import { candidateSlot } from "./slots.ts";

/**
 * Eligibility and the shortlist (issue 24, item 4): per round and department, the verified
 * applications with their channel; the coordinator shortlists them for the entrance test or the
 * interview, or marks them not shortlisted with a reason.
 */
export const SHORTLIST_DECISIONS = ["PENDING", "SHORTLISTED", "NOT_SHORTLISTED"] as const;
export type ShortlistDecision = (typeof SHORTLIST_DECISIONS)[number];
export const SHORTLIST_DECISION_LABELS: Record<ShortlistDecision, string> = {
  PENDING: "Not decided",
  SHORTLISTED: "Shortlisted",
  NOT_SHORTLISTED: "Not shortlisted",
};

/** What the candidate reads on the application's page and in the mail. */
export function shortlistWordsForCandidate(decision: ShortlistDecision, method: SelectionMethod): string {
  if (decision === "NOT_SHORTLISTED") return "Not shortlisted";
  if (decision === "PENDING") return "Shortlist not yet decided";
  return method === "TEST_AND_INTERVIEW" ? "Shortlisted for the entrance test" : "Shortlisted for the interview";
}

export const SHORTLIST_PAGE_SIZE = 25;
export const SHORTLIST_MAX_PAGE_SIZE = 100;
export const SHORTLIST_REASON_MAX = 500;

/** The list's filters, also the "all matching" target of a bulk decision. */
const shortlistFilters = {
  department: z.enum(DEPARTMENT_NAMES, say("Choose a department")),
  channel: emptyAsUnset(z.enum(SELECTION_CHANNELS, say("Unknown channel"))),
  decision: emptyAsUnset(z.enum(SHORTLIST_DECISIONS, say("Unknown decision"))),
  category: emptyAsUnset(z.enum(CATEGORIES, say("Unknown category"))),
  search: emptyAsUnset(z.string().trim().max(100, say("Search is too long"))),
};
const filtersObject = z.object(shortlistFilters).strict();
export type ShortlistFilters = z.output<typeof filtersObject>;

/** GET /api/rounds/:id/shortlist */
export const shortlistQuery = z.object({
  ...shortlistFilters,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(SHORTLIST_MAX_PAGE_SIZE).default(SHORTLIST_PAGE_SIZE),
});
export type ShortlistQuery = z.input<typeof shortlistQuery>;

export const shortlistEntry = z.object({
  /** The application's record id (uuid) and its human id (PHD001). */
  id: z.uuid(),
  applicationId: z.string(),
  applicationType: z.enum(APPLICATION_TYPES),
  name: z.string(),
  email: z.string(),
  category: z.enum(CATEGORIES).nullable(),
  isPhysicallyDisabled: z.boolean(),
  qualification: z.enum(QUALIFICATIONS),
  channel: z.enum(SELECTION_CHANNELS),
  method: z.enum(SELECTION_METHODS),
  /** Why this channel: "NET qualified: NET/JRF channel, exam score 70 % + interview 30 %". */
  channelReason: z.string(),
  decision: z.enum(SHORTLIST_DECISIONS),
  decisionReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** False when the application was decided on and has since left "Verified" (a reviewer reset a part). */
  isVerified: z.boolean(),
});
export type ShortlistEntry = z.infer<typeof shortlistEntry>;

const counts = z.object({
  pending: z.number().int(),
  shortlisted: z.number().int(),
  notShortlisted: z.number().int(),
});
/** One page of the list, and the department's counts by decision (all channels, no other filter). */
export const shortlistResponse = z.object({
  success: z.literal(true),
  data: z.object({ entries: z.array(shortlistEntry), pagination: paginationOf("total"), counts }),
});
export type ShortlistResponse = z.infer<typeof shortlistResponse>;

/**
 * POST /api/rounds/:id/shortlist: one decision for the chosen applications of one department, or
 * for all those matching the list's filters. A reason is required for "not shortlisted"; PENDING
 * takes a decision back.
 */
export const shortlistBody = z
  .object({
    department: z.enum(DEPARTMENT_NAMES, say("Choose a department")),
    decision: z.enum(SHORTLIST_DECISIONS, say("Unknown decision")),
    reason: emptyAsUnset(
      z
        .string()
        .trim()
        .max(SHORTLIST_REASON_MAX, say("At most {{max}} characters", { max: SHORTLIST_REASON_MAX })),
    ),
    applicationIds: z
      .array(z.uuid(say("Unknown application")))
      .min(1)
      .max(5_000)
      .optional(),
    allMatching: filtersObject.omit({ department: true }).optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (!b.applicationIds === !b.allMatching)
      ctx.addIssue({
        code: "custom",
        path: ["applicationIds"],
        message: sayNow("Choose applications, or all that match the filters."),
      });
    if (b.decision === "NOT_SHORTLISTED" && !b.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: sayNow("Give the reason for not shortlisting.") });
  });
export type ShortlistBody = z.input<typeof shortlistBody>;

export const shortlistResult = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ updated: z.number().int() }),
});

/** On the candidate's application: the shortlist decision once one is made. */
export const candidateShortlist = z.object({
  decision: z.enum(SHORTLIST_DECISIONS),
  channel: z.enum(SELECTION_CHANNELS),
  method: z.enum(SELECTION_METHODS),
  /** "Shortlisted for the entrance test" … */
  label: z.string(),
  reason: z.string().nullable(),
  decidedAt: z.string(),
  /** The test and interview slots the candidate is called to, earliest first; each has a call letter. */
  slots: z.array(candidateSlot),
});
export type CandidateShortlist = z.infer<typeof candidateShortlist>;
