import { z } from "zod";
import {
  CATEGORIES,
  GATE_CATEGORIES,
  GATE_DISCIPLINES,
  GENDERS,
  PG_DEGREES,
  PG_SPECIALIZATIONS,
  PG_STATUSES,
  PROFILE_DOCUMENT_KINDS,
  type ProfileSection,
  UG_DEGREES,
  UG_SPECIALIZATIONS,
} from "../profile.ts";
import { VERIFICATION_STATUSES } from "../verification.ts";
import { documentRecord, verification } from "./documents.ts";
import { say, sayNow } from "./messages.ts";

/**
 * Each section has a plain value schema (what is stored, shown and what a form edits) and a thin
 * `…Input` wrapper that reads multipart text fields into it (spec 000 §3, §5): booleans and numbers
 * accept their string forms, an empty string means "not given".
 */
const requiredText = (message: string, max = 200) => z.string(say(message)).trim().min(1, say(message)).max(max);
const optionalText = (max = 200) => z.string().trim().max(max).optional();
const number = (label: string, min: number, max: number) =>
  z
    .number(say("{{label}} must be a number", { label }))
    .min(min, say("{{label}} must be at least {{min}}", { label, min }))
    .max(max, say("{{label}} must be at most {{max}}", { label, max }));
const isoDay = (message: string) =>
  z
    .string(say(message))
    .regex(/^\d{4}-\d{2}-\d{2}$/, say(message))
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), say(message));
const optionalDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, say("Use the date format YYYY-MM-DD"))
  .optional();
const yesNo = z.enum(["Yes", "No"], say("Please choose Yes or No"));

// ---- multipart reading ------------------------------------------------------------------------

const blank = (v: unknown) => typeof v === "string" && v.trim() === "";
const WRAPPERS = new Set(["optional", "default", "nullable", "prefault", "readonly"]);
/** The base kind of a field schema (boolean, number, string, enum…), under optional/default. */
function fieldKind(schema: z.ZodType): string {
  let s = schema as unknown as { def: { type: string; innerType?: unknown } };
  while (WRAPPERS.has(s.def.type) && s.def.innerType) s = s.def.innerType as typeof s;
  return s.def.type;
}
/** One multipart text value read as the field's kind wants it. */
function readField(kind: string, v: unknown): unknown {
  if (kind === "boolean") {
    if (v === "true" || v === "on" || v === "1") return true;
    if (v === "false" || v === "0" || v === "" || v === undefined || v === null) return false;
    return v;
  }
  if (kind === "object" || kind === "unknown") return v;
  if (blank(v)) return undefined;
  return kind === "number" && typeof v === "string" ? Number(v) : v;
}
type Readers = Record<string, (v: unknown) => unknown>;
function readFields(shape: z.ZodRawShape, raw: unknown, readers: Readers = {}): unknown {
  if (typeof raw !== "object" || raw === null) return raw;
  const out: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  for (const [key, field] of Object.entries(shape)) {
    const read = readers[key];
    out[key] = read ? read(out[key]) : readField(fieldKind(field as z.ZodType), out[key]);
  }
  return out;
}
/** The thin wrapper: multipart text fields → the value schema (a field may bring its own reader). */
export function fromMultipart<T extends z.ZodObject>(schema: T, readers: Readers = {}) {
  return z.preprocess((raw) => readFields(schema.shape, raw, readers), schema);
}

export const boolish = z.preprocess((v) => readField("boolean", v), z.boolean());
const stripSpaces = (v: unknown) => (typeof v === "string" ? v.replace(/\s+/g, "") : v);

// ---- personal details ---------------------------------------------------------------------------

export const personalDetailsValue = z.object({
  name: requiredText("Name is required", 120),
  middleName: optionalText(120),
  motherName: optionalText(120),
  dob: isoDay("Date of Birth is required"),
  gender: z.enum(GENDERS, say("Gender is required")),
  nationality: requiredText("Nationality is required", 80),
  address: requiredText("Address is required", 500),
  addressCorrespondance: optionalText(500),
  /** Twelve digits. */
  addharNumber: z.string(say("Aadhaar number is required")).regex(/^\d{12}$/, say("Aadhaar number must be 12 digits")),
  category: z.enum(CATEGORIES, say("Category is required")),
  isPhysicallyDisabled: z.boolean(),
  isEmployed: z.boolean(),
  isMHStateCandidate: z.boolean(),
  totalIndustryExperience: number("Total industry experience", 0, 60).optional(),
  currentIndustryExperience: number("Current industry experience", 0, 60).optional(),
  guideIndustryExperience: number("Guide industry experience", 0, 60).optional(),
});
export type PersonalDetailsValue = z.infer<typeof personalDetailsValue>;

/** Twelve digits; spaces as printed on the card are ignored. */
export const aadhaarNumber = z.preprocess(stripSpaces, personalDetailsValue.shape.addharNumber);

/**
 * Whether the current round asks for the Aadhaar number (issue 28, decision 036): required (the
 * spec's rule, the default), optional, or not asked at all — then nothing of it is stored.
 */
export const AADHAAR_MODES = ["REQUIRED", "OPTIONAL", "NOT_ASKED"] as const;
export type AadhaarMode = (typeof AADHAAR_MODES)[number];
export const AADHAAR_MODE_LABELS: Record<AadhaarMode, string> = {
  REQUIRED: "Required",
  OPTIONAL: "Optional",
  NOT_ASKED: "Not asked",
};
export const DEFAULT_AADHAAR_MODE: AadhaarMode = "REQUIRED";
/** A round's mode as stored in its settings (`aadhaarMode`), or the default. */
export function aadhaarModeOf(settings: Record<string, unknown>): AadhaarMode {
  const v = settings.aadhaarMode;
  return (AADHAAR_MODES as readonly unknown[]).includes(v) ? (v as AadhaarMode) : DEFAULT_AADHAAR_MODE;
}
export const aadhaarModeBody = z
  .object({ aadhaarMode: z.enum(AADHAAR_MODES, say("Choose how the Aadhaar number is asked")) })
  .strict();

/** The personal details' rules under a mode: the number required, optional, or left out (a sent one is dropped). */
export function personalDetailsFor(mode: AadhaarMode) {
  if (mode === "REQUIRED") return personalDetailsValue;
  if (mode === "NOT_ASKED") return personalDetailsValue.omit({ addharNumber: true });
  return personalDetailsValue.extend({
    addharNumber: z.preprocess((v) => (v === "" ? undefined : v), personalDetailsValue.shape.addharNumber.optional()),
  });
}

/** The personal details as the form sends them (multipart), under the current round's Aadhaar mode. */
export const personalDetailsInputFor = (mode: AadhaarMode) =>
  fromMultipart(personalDetailsFor(mode) as typeof personalDetailsValue, { addharNumber: stripSpaces }).transform(
    (d) =>
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
export const personalDetailsInput = personalDetailsInputFor(DEFAULT_AADHAAR_MODE);
export type PersonalDetailsInput = z.infer<typeof personalDetailsInput>;

// ---- academics ----------------------------------------------------------------------------------

const marks = {
  cgpa: number("CGPA", 0, 10).optional(),
  percentageMarks: number("Percentage", 0, 100).optional(),
};

export const ugValue = z.object({
  degree: z.enum(UG_DEGREES, say("Degree is required")),
  specialization: z.enum(UG_SPECIALIZATIONS).optional(),
  institute: requiredText("Institute is required"),
  dateOfDeclaration: optionalDay,
  ...marks,
});
export type UgValue = z.infer<typeof ugValue>;
export const ugInput = fromMultipart(ugValue);
export type UgInput = z.infer<typeof ugInput>;

const pgNotDone = z.object({ hasNotDonePG: z.literal(true) });
export const pgDoneValue = z.object({
  hasNotDonePG: z.literal(false),
  degree: z.enum(PG_DEGREES, say("Degree is required")),
  specialization: z.enum(PG_SPECIALIZATIONS).optional(),
  branch: z.enum(PG_SPECIALIZATIONS).optional(),
  institute: requiredText("Institute is required"),
  dateOfDeclaration: optionalDay,
  status: z.enum(PG_STATUSES, say("PG status is required")),
  ...marks,
});
/** "I have not completed postgraduate studies" stores only that flag; otherwise the PG fields are checked. */
export const pgValue = z.discriminatedUnion("hasNotDonePG", [pgNotDone, pgDoneValue]);
export type PgValue = z.infer<typeof pgValue>;
export const pgInput = z.preprocess((v) => {
  const o = (v ?? {}) as Record<string, unknown>;
  const notDone = o.hasNotDonePG === true || o.hasNotDonePG === "true";
  return notDone ? { hasNotDonePG: true } : { ...(readFields(pgDoneValue.shape, o) as object), hasNotDonePG: false };
}, pgValue);
export type PgInput = z.infer<typeof pgInput>;

// ---- entrance exams -----------------------------------------------------------------------------

export const gateDetailsValue = z.object({
  discipline: z.enum(GATE_DISCIPLINES, say("GATE discipline is required")),
  category: z.enum(GATE_CATEGORIES, say("GATE category is required")),
  score: number("GATE score", 0, 1000),
  marks: number("GATE marks", 0, 100),
  lastDateOfValidation: isoDay("GATE last date of validation is required"),
  isQualified: yesNo,
});
export const rpetDetailsValue = z.object({
  year: z.number(say("RPET year is required")),
  isQualified: yesNo.optional(),
});
export const netDetailsValue = z.object({
  score: number("NET score", 0, 1000),
  percentile: number("NET percentile", 0, 100).refine(
    (p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6,
    say("NET percentile allows two decimals"),
  ),
  isQualified: yesNo.optional(),
  /** Awarded the Junior Research Fellowship with NET (an extension for the selection rules, decision 030). */
  isJrf: yesNo.optional(),
});
export const gateDetailsInput = fromMultipart(gateDetailsValue);
/** The RPET year must be one of the last five (it depends on today, so it is not part of the value). */
export const rpetDetailsInput = (years: number[]) =>
  fromMultipart(
    rpetDetailsValue.extend({
      year: rpetDetailsValue.shape.year.refine(
        (y) => years.includes(y),
        say("RPET year must be one of {{years}}", { years: years.join(", ") }),
      ),
    }),
  );
export const netDetailsInput = fromMultipart(netDetailsValue);

export const entranceValue = z.object({
  hasNotGivenAnyEntranceExam: z.boolean(),
  isEligibleForRpet: z.boolean(),
  givenGate: z.boolean(),
  givenRpet: z.boolean(),
  givenNet: z.boolean(),
  gateExamDetails: gateDetailsValue.optional(),
  rpetExamDetails: rpetDetailsValue.optional(),
  netExamDetails: netDetailsValue.optional(),
});
export type EntranceValue = z.infer<typeof entranceValue>;

/** Entrance: "not given any" excludes the three exams; details are kept only for ticked exams. */
export const entranceInput = (rpetYearChoices: number[]) =>
  fromMultipart(
    entranceValue.extend({
      gateExamDetails: z.unknown().optional(),
      rpetExamDetails: z.unknown().optional(),
      netExamDetails: z.unknown().optional(),
    }),
  )
    .superRefine((d, ctx) => {
      if (d.hasNotGivenAnyEntranceExam && (d.givenGate || d.givenRpet || d.givenNet)) {
        ctx.addIssue({
          code: "custom",
          path: ["hasNotGivenAnyEntranceExam"],
          message: sayNow("You cannot tick 'not given any entrance exam' together with an exam"),
        });
      }
    })
    .transform((d, ctx): EntranceValue => {
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

/** The stored value of each section, by section name. */
export interface SectionValues {
  personalDetails: PersonalDetailsValue;
  academicsUG: UgValue;
  academicsPG: PgValue;
  entranceDetails: EntranceValue;
}

/**
 * Multipart text fields to an object: "gateExamDetails[score]" becomes { gateExamDetails: { score } }.
 */
export function nestMultipartFields(fields: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    const [, outer, inner] = /^([A-Za-z]+)\[([A-Za-z]+)\]$/.exec(key) ?? [];
    if (outer && inner) {
      const nested = out[outer];
      if (typeof nested === "object" && nested !== null) (nested as Record<string, unknown>)[inner] = value;
      else out[outer] = { [inner]: value };
    } else out[key] = value;
  }
  return out;
}

// ---- the profile as the server answers it -------------------------------------------------------

export const manualRemark = z.object({
  remark: z.string(),
  givenBy: z.object({ name: z.string() }),
  date: z.iso.datetime().nullable(),
});
export type ManualRemark = z.infer<typeof manualRemark>;

/** What every section carries besides its own field values. */
export const sectionMeta = z.object({
  isCompleted: z.boolean(),
  verification,
  remarks: z.string().nullable(),
  manualRemarks: manualRemark.nullable(),
  updatedAt: z.iso.datetime(),
  documents: z.partialRecord(z.enum(PROFILE_DOCUMENT_KINDS), documentRecord),
});
export type SectionMeta = z.infer<typeof sectionMeta>;

/**
 * A saved section: its values (any may still be missing) and the meta. The Aadhaar number is kept
 * encrypted (decision 020): `aadhaarMasked` ("XXXX XXXX 9012") is what every screen shows;
 * `addharNumber`, the full number, is present only in the owner's own read, for their edit form.
 */
export const personalDetailsSection = personalDetailsValue.partial().extend({
  ageInYears: z.number().nullable().optional(),
  aadhaarMasked: z.string().optional(),
  ...sectionMeta.shape,
});
export const ugSection = ugValue.partial().extend(sectionMeta.shape);
export const pgSection = pgDoneValue.partial().extend({ hasNotDonePG: z.boolean().optional(), ...sectionMeta.shape });
export const entranceSection = entranceValue.partial().extend({
  gateExamDetails: gateDetailsValue.partial().optional(),
  rpetExamDetails: rpetDetailsValue.partial().optional(),
  netExamDetails: netDetailsValue.partial().optional(),
  ...sectionMeta.shape,
});

/** GET /api/candidate/profile `data` (spec 000 §3, §7). A section the server has no row for is null. */
export const profileRecord = z.object({
  _id: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  updatedAt: z.iso.datetime(),
  isWorkingProfessional: z.boolean(),
  verificationStatus: z.object({ status: z.enum(VERIFICATION_STATUSES) }),
  personalDetails: personalDetailsSection.nullable(),
  academicsUG: ugSection.nullable(),
  academicsPG: pgSection.nullable(),
  entranceDetails: entranceSection.nullable(),
  /** The owner's read: how the current round asks for the Aadhaar number (their form follows it). */
  aadhaarMode: z.enum(AADHAAR_MODES).optional(),
});
export type ProfileRecord = z.infer<typeof profileRecord>;
/** The section records of a profile, by section name. */
export type SectionRecords = { [S in ProfileSection]: NonNullable<ProfileRecord[S]> };

export const profileResponse = z.object({ success: z.literal(true), message: z.string(), data: profileRecord });
export type ProfileResponse = z.infer<typeof profileResponse>;
export type PersonalDetailsRecord = z.infer<typeof personalDetailsSection>;
export type UgRecord = z.infer<typeof ugSection>;
export type PgRecord = z.infer<typeof pgSection>;
export type EntranceRecord = z.infer<typeof entranceSection>;

/** POST /api/candidate/profile/:userId/aadhaar/reveal: the full number, for staff who may read the profile (audited). */
export const aadhaarRevealResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ addharNumber: z.string() }),
});
export type AadhaarRevealResponse = z.infer<typeof aadhaarRevealResponse>;
