import { z } from "zod";
import { emptyAsUnset } from "./common.ts";
import { admissionWindowValue, constantValueSchemas } from "./constants.ts";
import { say } from "./messages.ts";
import { AADHAAR_MODES } from "./profile.ts";

/**
 * Admission rounds (issue 24, decision 029): "PhD Admissions 2026-27, Round 1", each with its own
 * admission window, application id prefix and counters. One is current: new applications go into
 * it and staff screens show it first. A closed round stays readable and changes no more.
 */
export const ROUND_NAME_MAX = 120;

export const roundName = z
  .string(say("Round name is required"))
  .trim()
  .min(3, say("Round name must be at least 3 characters"))
  .max(ROUND_NAME_MAX, say("Round name must be at most {{max}} characters", { max: ROUND_NAME_MAX }));

/** The body that creates a round and the one that edits it: name, prefix, window (null: no limit). */
export const roundBody = z
  .object({
    name: roundName,
    applicationIdPrefix: constantValueSchemas.applicationIdPrefix,
    admissionWindow: admissionWindowValue.default({ opensAt: null, closesAt: null }),
  })
  .strict();
export type RoundBody = z.input<typeof roundBody>;
/** The body as the server has it once checked: prefix upper-cased, window filled in. */
export type RoundValues = z.output<typeof roundBody>;

export const admissionRound = z.object({
  id: z.uuid(),
  name: z.string(),
  applicationIdPrefix: z.string(),
  admissionWindow: z.object({ opensAt: z.string().nullable(), closesAt: z.string().nullable() }),
  isCurrent: z.boolean(),
  /** When the admin closed it; null while open. */
  closedAt: z.string().nullable(),
  applicationCount: z.number().int().min(0),
  createdAt: z.string(),
  /** How profiles saved while this round is current ask for the Aadhaar number (issue 28). */
  aadhaarMode: z.enum(AADHAAR_MODES),
});
export type AdmissionRound = z.infer<typeof admissionRound>;

export const roundListResponse = z.object({ success: z.literal(true), data: z.array(admissionRound) });
export const roundResponse = z.object({ success: z.literal(true), message: z.string(), data: admissionRound });
export type RoundListResponse = z.infer<typeof roundListResponse>;

/**
 * `?round=<id>` on the staff lists, statistics, exports and the audit log: which round to show.
 * Absent (or empty) means the current round.
 */
export const roundParam = emptyAsUnset(z.uuid(say("Unknown admission round")));
export const roundQuery = z.object({ round: roundParam });
