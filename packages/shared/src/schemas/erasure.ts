import { z } from "zod";
import { PASSWORD_MAX } from "./auth.ts";
import { say } from "./messages.ts";

/**
 * A candidate's request to erase their data (DPDP Act 2023 s. 12, issue 28, decision 036):
 * - QUEUED: an application of theirs is in a round that is not closed yet; carried out when it closes;
 * - DONE: carried out (files deleted, personal fields replaced, sign-in disabled);
 * - KEPT: the candidate was admitted: the records stay as the university's student record;
 * - CANCELLED: the candidate took the request back while it was queued.
 */
export const ERASURE_STATES = ["QUEUED", "DONE", "KEPT", "CANCELLED"] as const;
export type ErasureState = (typeof ERASURE_STATES)[number];
export const ERASURE_STATE_LABELS: Record<ErasureState, string> = {
  QUEUED: "Queued",
  DONE: "Erased",
  KEPT: "Kept (admitted)",
  CANCELLED: "Cancelled",
};

/** Who asked: the candidate, the candidate by withdrawing consent, or the retention schedule. */
export const ERASURE_SOURCES = ["CANDIDATE", "WITHDRAWAL", "RETENTION"] as const;
export type ErasureSource = (typeof ERASURE_SOURCES)[number];
export const ERASURE_SOURCE_LABELS: Record<ErasureSource, string> = {
  CANDIDATE: "Candidate's request",
  WITHDRAWAL: "Consent withdrawn",
  RETENTION: "Retention schedule",
};

/** POST /api/candidate/erasure: the password again (an erasure cannot be undone), and whether consent is withdrawn with it. */
export const erasureRequestBody = z
  .object({
    password: z
      .string(say("Enter your password to confirm"))
      .min(1, say("Enter your password to confirm"))
      .max(PASSWORD_MAX),
    withdrawConsent: z.boolean().default(false),
  })
  .strict();
export type ErasureRequestBody = z.input<typeof erasureRequestBody>;

/** A candidate's own request, as their page shows it. */
export const erasureRequestView = z.object({
  id: z.uuid(),
  state: z.enum(ERASURE_STATES),
  source: z.enum(ERASURE_SOURCES),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** While queued: the rounds not closed yet that hold an application of theirs. */
  waitingFor: z.array(z.string()),
});
export type ErasureRequestView = z.infer<typeof erasureRequestView>;
export const erasureRequestResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: erasureRequestView.nullable(),
});

/** GET /api/admin/erasure-requests: the queue and what was done, newest first. */
export const erasureListQuery = z.object({
  state: z.enum(ERASURE_STATES).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const erasureAdminItem = erasureRequestView.extend({
  /** The candidate's name until the erasure, then their pseudonym. */
  candidate: z.string(),
  attempts: z.number().int(),
  /** Files still to delete from storage (retried until none are left) and the last failure. */
  filesLeft: z.number().int(),
  lastError: z.string().nullable(),
});
export type ErasureAdminItem = z.infer<typeof erasureAdminItem>;
export const erasureListResponse = z.object({
  success: z.literal(true),
  data: z.object({
    items: z.array(erasureAdminItem),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    /** Requests by state, for the filter's counts. */
    counts: z.record(z.enum(ERASURE_STATES), z.number().int()),
  }),
});
