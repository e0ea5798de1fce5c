import type { registerBody } from "@phd/shared";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import { AppError, badRequest, conflict, notFound } from "../../lib/errors.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { assertAdmissionsOpen } from "../constants/index.ts";
import { assertCurrentVersion, giveConsent } from "../privacy/index.ts";
import {
  findUserById,
  findUserByRoleAndEmail,
  getUserById,
  insertUser,
  markEmailVerified,
  replacePendingRegistration,
  type UserRow,
} from "../users/index.ts";
import { checkCode, refuseEarlyResend, sendCode } from "./codes.ts";
import { issueToken, recordSignIn } from "./service.ts";

const CLOSED = "Admissions are currently closed. Please check back later.";

/**
 * Registration (candidates only, only while admissions are open). A second account for a
 * verified address is refused; an unverified one is replaced by the new details and gets a new code.
 */
export async function register(ctx: AppContext, body: z.infer<typeof registerBody>): Promise<{ userId: string }> {
  await assertAdmissionsOpen(ctx.db, ctx.clock.now(), CLOSED);
  // Consent to the notice shown (DPDP Act s. 6): refused before any work when it is no longer current.
  await assertCurrentVersion(ctx.db, body.consentNoticeVersion);
  const passwordHash = await hashPassword(body.password);
  const userId = await ctx.db.transaction(async (tx) => {
    const existing = await findUserByRoleAndEmail(tx, "candidate", body.email);
    if (existing?.emailVerifiedAt) {
      throw conflict("An account with this email already exists. Please sign in instead.");
    }
    let user: UserRow;
    if (existing) {
      await refuseEarlyResend(tx, existing.id, "email_verification");
      user = await replacePendingRegistration(tx, existing.id, {
        name: body.name,
        phone: body.phone,
        passwordHash,
        language: body.language,
      });
    } else {
      user = await insertUser(tx, {
        role: "candidate",
        name: body.name,
        email: body.email,
        phone: body.phone,
        passwordHash,
        language: body.language,
      });
    }
    await giveConsent(tx, user.id, body.consentNoticeVersion);
    await sendCode(ctx, tx, user, "email_verification");
    return user.id;
  });
  ctx.mailWorker.kick();
  return { userId };
}

async function unverifiedCandidate(ctx: AppContext, userId: string): Promise<UserRow> {
  const user = await findUserById(ctx.db, userId);
  if (user?.role !== "candidate") throw notFound("Registration not found. Please register again.");
  if (user.emailVerifiedAt) throw conflict("This e-mail address is already verified. Please sign in.");
  return user;
}

export async function verifyOtp(ctx: AppContext, userId: string, otp: string) {
  const user = await unverifiedCandidate(ctx, userId);
  const result = await ctx.db.transaction(async (tx) => {
    const check = await checkCode(tx, user.id, "email_verification", otp);
    if (check === "ok") {
      await markEmailVerified(tx, user.id);
      // The verified code signs the candidate in (a token is answered).
      await recordSignIn(tx, user);
    }
    return check;
  });
  switch (result) {
    case "ok": {
      const verified = await getUserById(ctx.db, user.id);
      return { token: await issueToken(ctx, verified), user: verified };
    }
    case "wrong":
      throw badRequest("Invalid OTP");
    case "locked":
      throw new AppError(429, "Too many wrong attempts. Please request a new code.");
    case "expired":
      throw badRequest("This code has expired. Please request a new code.");
    case "missing":
      throw badRequest("No active code. Please request a new code.");
  }
}

export async function resendOtp(ctx: AppContext, userId: string) {
  const user = await unverifiedCandidate(ctx, userId);
  await ctx.db.transaction(async (tx) => {
    await refuseEarlyResend(tx, user.id, "email_verification");
    await sendCode(ctx, tx, user, "email_verification");
  });
  ctx.mailWorker.kick();
}
