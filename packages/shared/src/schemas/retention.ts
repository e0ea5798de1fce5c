import { z } from "zod";
import { RETENTION_MONTHS_DEFAULT, RETENTION_MONTHS_MAX, RETENTION_MONTHS_MIN } from "../domain/retention.ts";
import { say } from "./messages.ts";

/**
 * The retention schedule (issue 28, item 4; decision 036): per round, how many months after it
 * closes a candidate who was never admitted keeps their documents and personal data. Stored as
 * `retentionMonths` in the round's settings; read through `retentionMonthsOf`, default 12.
 */
const MONTHS_MESSAGE = say("Months must be a whole number from {{min}} to {{max}}.", {
  min: RETENTION_MONTHS_MIN,
  max: RETENTION_MONTHS_MAX,
});
export const retentionMonths = z
  .number(MONTHS_MESSAGE)
  .int(MONTHS_MESSAGE)
  .min(RETENTION_MONTHS_MIN, MONTHS_MESSAGE)
  .max(RETENTION_MONTHS_MAX, MONTHS_MESSAGE);

/** A round's months as stored in its settings, or the default where unset or not valid. */
export function retentionMonthsOf(settings: Record<string, unknown>): number {
  const parsed = retentionMonths.safeParse(settings.retentionMonths);
  return parsed.success ? parsed.data : RETENTION_MONTHS_DEFAULT;
}

/** PUT /api/admin/retention/rounds/:id */
export const retentionRoundBody = z.object({ retentionMonths }).strict();
export type RetentionRoundBody = z.input<typeof retentionRoundBody>;

export const retentionRound = z.object({
  id: z.uuid(),
  name: z.string(),
  /** When the round closed; null while open (its clock has not started). */
  closedAt: z.string().nullable(),
  retentionMonths: z.number().int(),
});
export type RetentionRoundView = z.infer<typeof retentionRound>;

/** A candidate the schedule erases: who, the rounds their date counts from, and the date. */
export const retentionDueItem = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  rounds: z.array(z.string()),
  dueAt: z.string(),
});
export type RetentionDueItem = z.infer<typeof retentionDueItem>;

/** GET /api/admin/retention */
export const retentionQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const retentionResponse = z.object({
  success: z.literal(true),
  data: z.object({
    rounds: z.array(retentionRound),
    /** Due within `days` days from `asOf`, overdue ones included; soonest first. */
    due: z.object({
      items: z.array(retentionDueItem),
      total: z.number().int(),
      page: z.number().int(),
      limit: z.number().int(),
    }),
    days: z.number().int(),
    asOf: z.string(),
  }),
});
export type RetentionOverview = z.infer<typeof retentionResponse>["data"];

export const retentionRoundResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: retentionRound,
});

/** The dry run shows at most this many names (and how many in all). */
export const RETENTION_DRY_RUN_MAX = 500;
/** GET /api/admin/retention/dry-run: who the job would erase now; nothing changes. */
export const retentionDryRunResponse = z.object({
  success: z.literal(true),
  data: z.object({ items: z.array(retentionDueItem), total: z.number().int(), asOf: z.string() }),
});
export type RetentionDryRun = z.infer<typeof retentionDryRunResponse>["data"];
