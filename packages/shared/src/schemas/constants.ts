import { z } from "zod";
import { APPLICATION_ID_PREFIX_MAX } from "../applications.ts";

export const EDITABLE_CONSTANTS = ["websiteHeading", "admissionsOpen", "applicationIdPrefix"] as const;
export type EditableConstant = (typeof EDITABLE_CONSTANTS)[number];

export const DEFAULT_CONSTANTS = {
  websiteHeading: "PhD Admission Portal",
  admissionsOpen: true,
  applicationIdPrefix: "PHD",
} as const;

/** The value schema of each editable constant; the prefix is upper-cased before it is checked. */
export const constantValueSchemas = {
  websiteHeading: z.string().trim().min(1, "Website heading is required").max(200),
  admissionsOpen: z.boolean({ message: "admissionsOpen must be true or false" }),
  applicationIdPrefix: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(
      z
        .string()
        .min(1, "Application ID prefix is required")
        .max(APPLICATION_ID_PREFIX_MAX, "Application ID prefix must be at most 10 characters")
        .regex(/^[A-Z0-9_-]+$/, "Use letters, digits, '-' or '_' only"),
    ),
} satisfies Record<EditableConstant, z.ZodType>;

export const constantsRecord = z.object({
  websiteHeading: z.string(),
  admissionsOpen: z.boolean(),
  applicationIdPrefix: z.string(),
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
