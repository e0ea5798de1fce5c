import { z } from "zod";
import { LANGUAGES } from "../languages.ts";
import { ROLES } from "../roles.ts";
import { email, PHONE_PATTERN } from "./common.ts";
import { say } from "./messages.ts";
import { noticeVersion } from "./privacy.ts";

export const PASSWORD_MIN_REGISTER = 8;
export const PASSWORD_MIN_RESET = 6;
export const PASSWORD_MAX = 128;
export const OTP_LENGTH = 6;
export const RESET_TOKEN_LENGTH = 6;

export const publicUser = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  mis: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  departments: z.array(z.string()).optional(),
  mustChangePassword: z.boolean().optional(),
  /** The account's language: its e-mails and PDFs, and its screens when signed in (decision 035). */
  language: z.enum(LANGUAGES).optional(),
  /** A candidate who has not agreed to the current privacy notice yet: asked before anything else (issue 28). */
  consentRequired: z.boolean().optional(),
});
export type PublicUser = z.infer<typeof publicUser>;

export const misLoginBody = z.object({
  mis: z.string(say("MIS Number is required")).trim().min(1, say("MIS Number is required")).max(64),
  password: z.string(say("Password is required")).min(1, say("Password is required")).max(PASSWORD_MAX),
});
export const emailLoginBody = z.object({
  email,
  password: z.string(say("Password is required")).min(1, say("Password is required")).max(PASSWORD_MAX),
});
export const loginResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: publicUser,
});

export const registerBody = z.object({
  name: z.string(say("Full name is required")).trim().min(1, say("Full name is required")).max(120),
  email,
  phone: z
    .string(say("Phone number is required"))
    .trim()
    .min(1, say("Phone number is required"))
    .regex(PHONE_PATTERN, say("Please enter a valid phone number")),
  password: z
    .string(say("Password is required"))
    .min(PASSWORD_MIN_REGISTER, say("Password must be at least 8 characters"))
    .max(PASSWORD_MAX),
  /** The language the candidate registered in (the page's); their mails come in it. */
  language: z.enum(LANGUAGES).optional(),
  /** The version of the privacy notice shown and agreed to (DPDP Act 2023; issue 28): required. */
  consentNoticeVersion: noticeVersion,
});
export const verifyOtpBody = z.object({
  userId: z.uuid(say("Invalid user")),
  otp: z.string().regex(/^\d{6}$/, say("Please enter all 6 digits")),
});
export const resendOtpBody = z.object({ userId: z.uuid(say("Invalid user")) });

export const forgotPasswordBody = z.object({ email });
export const resetPasswordBody = z.object({
  email,
  token: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{6}$/, say("Please enter the complete 6-character token!"))),
  password: z.string().min(PASSWORD_MIN_RESET, say("Password must be at least 6 characters long!")).max(PASSWORD_MAX),
});

export const changePasswordBody = z.object({
  currentPassword: z.string().min(1, say("Current password is required")),
  newPassword: z.string().min(PASSWORD_MIN_REGISTER, say("Password must be at least 8 characters")).max(PASSWORD_MAX),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** PUT /api/account/language: the signed-in user's language. */
export const accountLanguageBody = z.object({
  language: z.enum(LANGUAGES, say("Choose English, Hindi or Marathi")),
});
