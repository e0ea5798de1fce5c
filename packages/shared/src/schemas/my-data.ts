import { z } from "zod";
import { APPLICATION_TYPES } from "../applications.ts";
import { DEPARTMENT_NAMES } from "../departments.ts";
import { LANGUAGES } from "../languages.ts";
import { PROFILE_SECTIONS } from "../profile.ts";
import { APPLICATION_STATUSES, VERIFICATION_STATUSES } from "../verification.ts";
import { candidateMerit } from "./merit.ts";
import { candidateOffer } from "./offers.ts";
import { CONSENT_ACTIONS } from "./privacy.ts";
import { candidateShortlist } from "./shortlist.ts";

/**
 * What the portal holds about a candidate (DPDP Act 2023 s. 11, issue 28 item 2): GET
 * /api/candidate/my-data, and `my-data.json` in the "Download my data" archive. Never a storage
 * key, the Aadhaar ciphertext or hash, a password hash or a one-time code.
 */
export const MAIL_STATES = ["pending", "sent", "failed"] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** How many of the latest sign-ins are listed. */
export const MY_DATA_SIGN_INS = 50;

const at = z.iso.datetime();

export const myDataAccount = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  language: z.enum(LANGUAGES),
  registeredAt: at,
  emailVerifiedAt: at.nullable(),
});

export const myDataConsent = z.object({
  noticeVersion: z.number().int(),
  action: z.enum(CONSENT_ACTIONS),
  at,
});

/** A profile section's values as saved (the Aadhaar number only masked), and its review. */
export const myDataSection = z.object({
  section: z.enum(PROFILE_SECTIONS),
  isCompleted: z.boolean(),
  status: z.enum(VERIFICATION_STATUSES),
  remarks: z.string().nullable(),
  manualRemark: z.string().nullable(),
  updatedAt: at,
  fields: z.record(z.string(), z.unknown()),
});

export const myDataDocument = z.object({
  id: z.uuid(),
  /** Profile document kind or application document key (SOP_…, FEE_RECEIPT_…). */
  documentType: z.string(),
  section: z.enum(PROFILE_SECTIONS).nullable(),
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  uploadedAt: at,
  status: z.enum(VERIFICATION_STATUSES),
  remarks: z.string().nullable(),
  /** Its name inside the archive (`documents/…`), unique and safe. */
  archiveName: z.string(),
});

export const myDataApplication = z.object({
  id: z.uuid(),
  applicationId: z.string(),
  round: z.object({ name: z.string(), isClosed: z.boolean() }),
  department: z.enum(DEPARTMENT_NAMES),
  applicationType: z.enum(APPLICATION_TYPES),
  status: z.enum(APPLICATION_STATUSES),
  remarks: z.string().nullable(),
  submittedAt: at,
  fee: z.object({
    utrDuNumber: z.string(),
    amount: z.number(),
    transactionTime: at,
    bankName: z.string(),
    status: z.enum(VERIFICATION_STATUSES),
    remarks: z.string().nullable(),
  }),
  shortlist: candidateShortlist.nullable(),
  merit: candidateMerit.nullable(),
  offer: candidateOffer.nullable(),
});

/** A mail to the candidate's address: what and when, not its body (codes and links are not re-issued). */
export const myDataMail = z.object({
  subject: z.string(),
  state: z.enum(MAIL_STATES),
  queuedAt: at,
  sentAt: at.nullable(),
});

export const myDataSignIn = z.object({ at });

export const myData = z.object({
  generatedAt: at,
  account: myDataAccount,
  consents: z.array(myDataConsent),
  profile: z.object({ aadhaarMasked: z.string().nullable(), sections: z.array(myDataSection) }),
  documents: z.array(myDataDocument),
  applications: z.array(myDataApplication),
  mails: z.array(myDataMail),
  /** The latest sign-ins, newest first (at most MY_DATA_SIGN_INS). */
  signIns: z.array(myDataSignIn),
});
export type MyData = z.infer<typeof myData>;
export type MyDataSection = z.infer<typeof myDataSection>;
export type MyDataDocument = z.infer<typeof myDataDocument>;
export type MyDataApplication = z.infer<typeof myDataApplication>;

export const myDataResponse = z.object({ success: z.literal(true), data: myData });
export type MyDataResponse = z.infer<typeof myDataResponse>;
