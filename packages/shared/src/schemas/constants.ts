import { z } from "zod";
import { APPLICATION_ID_PREFIX_MAX } from "../applications.ts";
import { ADMISSIONS_STATES, DEFAULT_TIME_ZONE, isValidTimeZone } from "../domain/admission-window.ts";
import { say } from "./messages.ts";

/** The spec's three, plus the institution time zone and the admission window (decision 016). */
export const EDITABLE_CONSTANTS = [
  "websiteHeading",
  "admissionsOpen",
  "applicationIdPrefix",
  "timeZone",
  "admissionWindow",
] as const;
export type EditableConstant = (typeof EDITABLE_CONSTANTS)[number];

export const DEFAULT_CONSTANTS = {
  websiteHeading: "PhD Admission Portal",
  admissionsOpen: true,
  applicationIdPrefix: "PHD",
  timeZone: DEFAULT_TIME_ZONE,
} as const;

const windowMoment = z.iso
  .datetime({ offset: true, ...say("Use a date and time such as 2026-12-01T17:00:00+05:30") })
  .nullable();

/** Both moments at once, so the pair is checked together: `null` is "no limit on that side". */
export const admissionWindowValue = z
  .object({ opensAt: windowMoment.default(null), closesAt: windowMoment.default(null) })
  .refine((w) => !w.opensAt || !w.closesAt || Date.parse(w.opensAt) < Date.parse(w.closesAt), {
    ...say("The closing time must be after the opening time"),
    path: ["closesAt"],
  });
export type AdmissionWindowValue = z.infer<typeof admissionWindowValue>;

/** The value schema of each editable constant; the prefix is upper-cased before it is checked. */
export const constantValueSchemas = {
  websiteHeading: z.string().trim().min(1, say("Website heading is required")).max(200),
  admissionsOpen: z.boolean(say("admissionsOpen must be true or false")),
  applicationIdPrefix: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(
      z
        .string()
        .min(1, say("Application ID prefix is required"))
        .max(APPLICATION_ID_PREFIX_MAX, say("Application ID prefix must be at most 10 characters"))
        .regex(/^[A-Z0-9_-]+$/, say("Use letters, digits, '-' or '_' only")),
    ),
  timeZone: z.string().trim().refine(isValidTimeZone, say("Unknown time zone (use a name such as Asia/Kolkata)")),
  admissionWindow: admissionWindowValue,
} satisfies Record<EditableConstant, z.ZodType>;

export const constantsRecord = z.object({
  websiteHeading: z.string(),
  admissionsOpen: z.boolean(),
  applicationIdPrefix: z.string(),
  timeZone: z.string(),
  admissionWindow: z.object({ opensAt: z.string().nullable(), closesAt: z.string().nullable() }),
  /** What the switch and the window mean now; only "open" accepts registrations and submissions. */
  admissionsState: z.enum(ADMISSIONS_STATES),
  applicationCounters: z.record(z.string(), z.number()),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type ConstantsRecord = z.infer<typeof constantsRecord>;

export const constantsResponse = z.object({ success: z.literal(true), data: constantsRecord });
export const websiteHeadingResponse = z.object({ success: z.literal(true), data: z.string(), message: z.string() });
export const admissionsOpenResponse = z.object({ success: z.literal(true), data: z.boolean(), message: z.string() });
export type ConstantsResponse = z.infer<typeof constantsResponse>;
export type WebsiteHeadingResponse = z.infer<typeof websiteHeadingResponse>;
export type AdmissionsOpenResponse = z.infer<typeof admissionsOpenResponse>;

/** GET /api/constant/admission-window (public): the home's status line and countdown. */
export const admissionWindowInfo = z.object({
  state: z.enum(ADMISSIONS_STATES),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  timeZone: z.string(),
  /** The server's clock, so a countdown does not trust the visitor's. */
  serverTime: z.string(),
});
export type AdmissionWindowInfo = z.infer<typeof admissionWindowInfo>;
export const admissionWindowResponse = z.object({ success: z.literal(true), data: admissionWindowInfo });
export type AdmissionWindowResponse = z.infer<typeof admissionWindowResponse>;
