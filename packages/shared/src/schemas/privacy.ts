import { z } from "zod";
import { LANGUAGES } from "../languages.ts";
import { email, PHONE_PATTERN } from "./common.ts";
import { say } from "./messages.ts";

/**
 * The privacy notice of the DPDP Act 2023 (issue 28, decision 036): what the portal collects, why, who
 * sees it, how long it is kept, how to withdraw consent or complain, and the grievance officer. The
 * admin publishes it in versions; a candidate consents to one version at registration and again to
 * each newer one before going on.
 */
export const NOTICE_MAX = 20_000;

export const CONSENT_ACTIONS = ["GIVEN", "WITHDRAWN"] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];

const noticeText = z
  .string(say("Write the notice"))
  .trim()
  .min(
    200,
    say("The notice needs at least {{min}} characters: say what is collected, why and for how long", { min: 200 }),
  )
  .max(NOTICE_MAX, say("At most {{max}} characters", { max: NOTICE_MAX }));

export const grievanceOfficer = z.object({
  name: z
    .string(say("Enter the grievance officer's name"))
    .trim()
    .min(1, say("Enter the grievance officer's name"))
    .max(120),
  email,
  phone: z.string().trim().regex(PHONE_PATTERN, say("Please enter a valid phone number")).optional(),
});
export type GrievanceOfficer = z.infer<typeof grievanceOfficer>;
/** As answered (what was stored, not re-checked). */
const grievanceOfficerView = z.object({ name: z.string(), email: z.string(), phone: z.string().optional() });

/** The notice's text per language: English always; Hindi and Marathi when written (else English is shown). */
export const noticeBodies = z.object({
  en: noticeText,
  hi: noticeText.optional(),
  mr: noticeText.optional(),
});
export type NoticeBodies = z.infer<typeof noticeBodies>;

/** PUT /api/admin/privacy-notice: publishes a new version. */
export const privacyNoticeInput = z.object({ body: noticeBodies, grievanceOfficer }).strict();
export type PrivacyNoticeInput = z.infer<typeof privacyNoticeInput>;

/** GET /api/privacy-notice: the current version in the reader's language (English where it has none). */
export const privacyNotice = z.object({
  version: z.number().int(),
  language: z.enum(LANGUAGES),
  body: z.string(),
  grievanceOfficer: grievanceOfficerView,
  publishedAt: z.string(),
});
export type PrivacyNotice = z.infer<typeof privacyNotice>;
export const privacyNoticeResponse = z.object({ success: z.literal(true), data: privacyNotice });

/** GET /api/admin/privacy-notice: the current version in every language, and how many accepted it. */
export const privacyNoticeAdmin = z.object({
  version: z.number().int(),
  body: z.object({ en: z.string(), hi: z.string().optional(), mr: z.string().optional() }),
  grievanceOfficer: grievanceOfficerView,
  publishedAt: z.string(),
  publishedBy: z.string().nullable(),
  /** Candidates whose accepted version is this one, and those still on an older one (asked on their next visit). */
  accepted: z.number().int(),
  pending: z.number().int(),
});
export type PrivacyNoticeAdmin = z.infer<typeof privacyNoticeAdmin>;
export const privacyNoticeAdminResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: privacyNoticeAdmin,
});

/** The version a candidate agrees to (registration, and again after a new version). */
export const noticeVersion = z
  .number(say("Please read the privacy notice and agree to it"))
  .int(say("Please read the privacy notice and agree to it"))
  .positive(say("Please read the privacy notice and agree to it"));

/** POST /api/candidate/consent. */
export const consentBody = z.object({ noticeVersion }).strict();
