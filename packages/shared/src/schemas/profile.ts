import { z } from "zod";
import {
  CATEGORIES,
  GATE_CATEGORIES,
  GATE_DISCIPLINES,
  GENDERS,
  PG_DEGREES,
  PG_SPECIALIZATIONS,
  PG_STATUSES,
  UG_DEGREES,
  UG_SPECIALIZATIONS,
} from "../profile.ts";

/**
 * Section payloads (spec 000 §3, §5). They arrive as multipart text, so booleans and numbers
 * accept their string forms; an empty string means "not given".
 */
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

export const boolish = z.preprocess((v) => {
  if (v === "true" || v === "on" || v === "1") return true;
  if (v === "false" || v === "0" || v === "" || v === undefined || v === null) return false;
  return v;
}, z.boolean());

const num = (label: string, min: number, max: number) =>
  z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      return typeof b === "string" ? Number(b) : b;
    },
    z
      .number({ message: `${label} must be a number` })
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`),
  );
const optionalNum = (label: string, min: number, max: number) => num(label, min, max).optional();
const requiredText = (message: string, max = 200) =>
  z.preprocess(blankToUndefined, z.string({ message }).trim().min(1, message).max(max));
const optionalText = (max = 200) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());
const isoDay = (message: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ message })
      .regex(/^\d{4}-\d{2}-\d{2}$/, message)
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), message),
  );
const optionalDay = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Use the date format YYYY-MM-DD")
    .optional(),
);
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { message }));
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToUndefined, z.enum(values).optional());

/** Twelve digits; spaces as printed on the card are ignored. */
export const aadhaarNumber = z.preprocess(
  (v) => (typeof v === "string" ? v.replace(/\s+/g, "") : v),
  z.string({ message: "Aadhaar number is required" }).regex(/^\d{12}$/, "Aadhaar number must be 12 digits"),
);

export const personalDetailsInput = z
  .object({
    name: requiredText("Name is required", 120),
    middleName: optionalText(120),
    motherName: optionalText(120),
    dob: isoDay("Date of Birth is required"),
    gender: choice(GENDERS, "Gender is required"),
    nationality: requiredText("Nationality is required", 80),
    address: requiredText("Address is required", 500),
    addressCorrespondance: optionalText(500),
    addharNumber: aadhaarNumber,
    category: choice(CATEGORIES, "Category is required"),
    isPhysicallyDisabled: boolish.default(false),
    isEmployed: boolish.default(false),
    isMHStateCandidate: boolish.default(false),
    totalIndustryExperience: optionalNum("Total industry experience", 0, 60),
    currentIndustryExperience: optionalNum("Current industry experience", 0, 60),
    guideIndustryExperience: optionalNum("Guide industry experience", 0, 60),
  })
  .transform((d) =>
    // Experience belongs to employed candidates only.
    d.isEmployed
      ? d
      : {
          ...d,
          totalIndustryExperience: undefined,
          currentIndustryExperience: undefined,
          guideIndustryExperience: undefined,
        },
  );
export type PersonalDetailsInput = z.infer<typeof personalDetailsInput>;

const marks = {
  cgpa: optionalNum("CGPA", 0, 10),
  percentageMarks: optionalNum("Percentage", 0, 100),
};

export const ugInput = z.object({
  degree: choice(UG_DEGREES, "Degree is required"),
  specialization: optionalChoice(UG_SPECIALIZATIONS),
  institute: requiredText("Institute is required"),
  dateOfDeclaration: optionalDay,
  ...marks,
});
export type UgInput = z.infer<typeof ugInput>;

const pgNotDone = z.object({ hasNotDonePG: z.literal(true) });
const pgDone = z.object({
  hasNotDonePG: z.literal(false),
  degree: choice(PG_DEGREES, "Degree is required"),
  specialization: optionalChoice(PG_SPECIALIZATIONS),
  branch: optionalChoice(PG_SPECIALIZATIONS),
  institute: requiredText("Institute is required"),
  dateOfDeclaration: optionalDay,
  status: choice(PG_STATUSES, "PG status is required"),
  ...marks,
});
/** "I have not completed postgraduate studies" stores only that flag; otherwise the PG fields are checked. */
export const pgInput = z.preprocess(
  (v) => {
    const o = (v ?? {}) as Record<string, unknown>;
    const notDone = o.hasNotDonePG === true || o.hasNotDonePG === "true";
    return notDone ? { hasNotDonePG: true } : { ...o, hasNotDonePG: false };
  },
  z.discriminatedUnion("hasNotDonePG", [pgNotDone, pgDone]),
);
export type PgInput = z.infer<typeof pgInput>;

const yesNo = z.preprocess(blankToUndefined, z.enum(["Yes", "No"], { message: "Please choose Yes or No" }));
export const gateDetailsInput = z.object({
  discipline: choice(GATE_DISCIPLINES, "GATE discipline is required"),
  category: choice(GATE_CATEGORIES, "GATE category is required"),
  score: num("GATE score", 0, 1000),
  marks: num("GATE marks", 0, 100),
  lastDateOfValidation: isoDay("GATE last date of validation is required"),
  isQualified: yesNo,
});
export const rpetDetailsInput = (years: number[]) =>
  z.object({
    year: z.preprocess(
      (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : blankToUndefined(v)),
      z
        .number({ message: "RPET year is required" })
        .refine((y) => years.includes(y), `RPET year must be one of ${years.join(", ")}`),
    ),
    isQualified: yesNo.optional(),
  });
export const netDetailsInput = z.object({
  score: num("NET score", 0, 1000),
  percentile: num("NET percentile", 0, 100).refine(
    (p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6,
    "NET percentile allows two decimals",
  ),
  isQualified: yesNo.optional(),
});

/** Entrance: "not given any" excludes the three exams; details are kept only for ticked exams. */
export const entranceInput = (rpetYearChoices: number[]) =>
  z
    .object({
      hasNotGivenAnyEntranceExam: boolish.default(false),
      isEligibleForRpet: boolish.default(false),
      givenGate: boolish.default(false),
      givenRpet: boolish.default(false),
      givenNet: boolish.default(false),
      gateExamDetails: z.unknown().optional(),
      rpetExamDetails: z.unknown().optional(),
      netExamDetails: z.unknown().optional(),
    })
    .superRefine((d, ctx) => {
      if (d.hasNotGivenAnyEntranceExam && (d.givenGate || d.givenRpet || d.givenNet)) {
        ctx.addIssue({
          code: "custom",
          path: ["hasNotGivenAnyEntranceExam"],
          message: "You cannot tick 'not given any entrance exam' together with an exam",
        });
      }
    })
    .transform((d, ctx) => {
      const pick = <T extends z.ZodType>(
        given: boolean,
        schema: T,
        value: unknown,
        key: string,
      ): z.infer<T> | undefined => {
        if (!given) return undefined;
        const r = schema.safeParse(value ?? {});
        if (!r.success) {
          for (const issue of r.error.issues) ctx.addIssue({ ...issue, path: [key, ...issue.path] } as never);
          return undefined;
        }
        return r.data;
      };
      return {
        hasNotGivenAnyEntranceExam: d.hasNotGivenAnyEntranceExam,
        isEligibleForRpet: d.isEligibleForRpet,
        givenGate: d.givenGate,
        givenRpet: d.givenRpet,
        givenNet: d.givenNet,
        gateExamDetails: pick(d.givenGate, gateDetailsInput, d.gateExamDetails, "gateExamDetails"),
        rpetExamDetails: pick(d.givenRpet, rpetDetailsInput(rpetYearChoices), d.rpetExamDetails, "rpetExamDetails"),
        netExamDetails: pick(d.givenNet, netDetailsInput, d.netExamDetails, "netExamDetails"),
      };
    });
export type EntranceInput = z.infer<ReturnType<typeof entranceInput>>;

/**
 * Multipart text fields to an object: "gateExamDetails[score]" becomes { gateExamDetails: { score } }.
 */
export function nestMultipartFields(fields: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    const m = /^([A-Za-z]+)\[([A-Za-z]+)\]$/.exec(key);
    if (m) {
      const key = m[1]!;
      if (typeof out[key] !== "object" || out[key] === null) out[key] = {};
      (out[key] as Record<string, unknown>)[m[2]!] = value;
    } else out[key] = value;
  }
  return out;
}
