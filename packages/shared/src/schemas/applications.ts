import { z } from "zod";
import { APPLICATION_TYPE_LABELS, APPLICATION_TYPES } from "../applications.ts";
import { DEPARTMENT_NAMES } from "../departments.ts";
import { APPLICATION_STATUSES, VERIFICATION_STATUSES } from "../verification.ts";
import { documentRecord, signer } from "./documents.ts";
import { candidateMerit } from "./merit.ts";
import { say } from "./messages.ts";
import { candidateOffer } from "./offers.ts";
import { profileRecord } from "./profile.ts";
import { candidateShortlist } from "./shortlist.ts";

export const FEE_FIELD_LABELS = {
  utrDuNumber: "UTR/DU Number",
  amount: "Amount",
  transactionTime: "Transaction Date & Time",
  bankName: "Bank Name",
} as const;
export type FeeField = keyof typeof FEE_FIELD_LABELS;

/** Labels of the fee fields left empty, in form order (spec 000 §5 step 4). */
export function missingFeeFields(v: Partial<Record<FeeField, unknown>>): string[] {
  return (Object.keys(FEE_FIELD_LABELS) as FeeField[])
    .filter((k) => v[k] === undefined || v[k] === null || String(v[k]).trim() === "")
    .map((k) => FEE_FIELD_LABELS[k]);
}

/** Allowed clock difference between a payer's device and the server for "not in the future". */
export const TRANSACTION_TIME_SKEW_MS = 10 * 60_000;

export const feeDetailsInput = z.object({
  utrDuNumber: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{6,40}$/, say("UTR/DU Number must be 6 to 40 letters or digits"))
    .transform((v) => v.toUpperCase()),
  amount: z.preprocess(
    (v) => (typeof v === "string" ? Number(v) : v),
    z
      .number(say("Amount must be a number"))
      .positive(say("Amount must be more than 0"))
      .max(1_000_000, say("Amount is too large")),
  ),
  transactionTime: z
    .string()
    .trim()
    .refine((v) => !Number.isNaN(Date.parse(v)), say("Transaction Date & Time is not a valid date"))
    .refine(
      (v) => Date.parse(v) <= Date.now() + TRANSACTION_TIME_SKEW_MS,
      say("Transaction Date & Time cannot be in the future"),
    )
    .transform((v) => new Date(v)),
  bankName: z.string().trim().min(2, say("Bank Name is too short")).max(100, say("Bank Name is too long")),
});

export const applicationChoice = z.object({
  department: z.enum(DEPARTMENT_NAMES, say("Please select a department")),
  applicationType: z.enum(APPLICATION_TYPES, say("Please select an application type")),
});

export function duplicateApplicationMessage(department: string, type: (typeof APPLICATION_TYPES)[number]): string {
  return `You have already applied to ${department} as a ${APPLICATION_TYPE_LABELS[type]}`;
}

export const WORKING_PROFESSIONAL_RULE =
  "To apply as a Working Professional you must be employed and have uploaded your employment certificate, and — when your co-guide has industry experience — the co-guide's willingness and PhD degree certificates, in your profile.";

// ---- applications as the server answers them ----------------------------------------------------

/** A row of the candidate's list (spec 000 §3 Application). */
export const applicationSummary = z.object({
  id: z.uuid(),
  _id: z.uuid(),
  applicationId: z.string(),
  department: z.enum(DEPARTMENT_NAMES),
  applicationType: z.enum(APPLICATION_TYPES),
  verificationStatus: z.enum(APPLICATION_STATUSES),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  user: z.object({ name: z.string(), email: z.string() }),
  /** The admission round it belongs to (decision 029): on the candidate's own list and the full application. */
  round: z.object({ id: z.uuid(), name: z.string(), isClosed: z.boolean() }).optional(),
  /** The shortlist decision once one is made (issue 24): on the candidate's own list and the full application. */
  shortlist: candidateShortlist.nullable().optional(),
  /** The candidate's line of the department's published merit list (issue 25): on their own list and application. */
  merit: candidateMerit.nullable().optional(),
  /** The offer of admission once one is made (issue 26): on the candidate's own list and application. */
  offer: candidateOffer.nullable().optional(),
});
export type ApplicationSummary = z.infer<typeof applicationSummary>;

/** The whole application with its fee details and documents (spec 001 §3). */
export const applicationDetail = applicationSummary.extend({
  userId: z.object({ _id: z.uuid(), id: z.uuid(), name: z.string(), email: z.string() }).optional(),
  verificationField: z.object({ status: z.enum(APPLICATION_STATUSES) }),
  remarks: z.string().nullable(),
  requiredDocuments: z.object({ statementOfPurpose: documentRecord.nullable() }),
  feeDetails: z.object({
    utrDuNumber: z.string(),
    amount: z.number(),
    transactionTime: z.iso.datetime(),
    bankName: z.string(),
    documents: z.object({ feeReceipt: documentRecord.nullable() }),
    verification: z.object({
      status: z.enum(VERIFICATION_STATUSES),
      signedBy: signer.required({ email: true }).extend({ updatedAt: z.iso.datetime().nullable() }).nullable(),
    }),
    remarks: z.string().nullable(),
    updatedAt: z.iso.datetime(),
  }),
});
export type ApplicationDetail = z.infer<typeof applicationDetail>;

/** GET /api/application: the candidate's own applications. */
export const myApplicationsResponse = z.object({
  success: z.literal(true),
  applications: z.array(applicationSummary),
  isWorkingProfessional: z.boolean(),
});
/** POST /api/application. */
export const applicationSubmittedResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  applicationId: z.string(),
  data: applicationSummary,
});
/** GET /api/application/entire/{id}: the application with the candidate's profile. */
export const entireApplicationResponse = z.object({
  success: z.literal(true),
  data: z.object({ application: applicationDetail, profile: profileRecord }),
});
export type MyApplicationsResponse = z.infer<typeof myApplicationsResponse>;
export type ApplicationSubmittedResponse = z.infer<typeof applicationSubmittedResponse>;
export type EntireApplicationResponse = z.infer<typeof entireApplicationResponse>;
