import type { registerBody } from "@phd/shared";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import { AppError, badRequest, conflict, forbidden, notFound, tooMany } from "../../lib/errors.ts";
import { hashPassword, numericCode } from "../../lib/passwords.ts";
import { mailContext } from "../../mail/context.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { templates } from "../../mail/templates.ts";
import { admissionsOpen } from "../constants/service.ts";
import { userQueries } from "../users/index.ts";
import type { UserRow } from "../users/queries.ts";
import { CODE_RULES, checkCode, issueCode, latestCode } from "./codes.ts";
import { issueToken } from "./service.ts";

const CLOSED = "Admissions are currently closed. Please check back later.";

async function sendVerificationCode(
  ctx: AppContext,
  tx: Parameters<typeof enqueueMail>[0],
  user: Pick<UserRow, "id" | "name" | "email">,
) {
  const code = numericCode(6);
  await issueCode(tx, user.id, "email_verification", code);
  const mail = templates.emailVerification(await mailContext(ctx, tx), {
    name: user.name,
    code,
    minutes: CODE_RULES.email_verification.ttlMinutes,
  });
  await enqueueMail(tx, user.email, "emailVerification", mail);
}

/**
 * Registration (candidates only, only while admissions are open). A second account for a
 * verified address is refused; an unverified one is replaced by the new details and gets a new code.
 */
export async function register(ctx: AppContext, body: z.infer<typeof registerBody>): Promise<{ userId: string }> {
  if (!(await admissionsOpen(ctx))) throw forbidden(CLOSED);
  const passwordHash = await hashPassword(body.password);
  const userId = await ctx.db.transaction(async (tx) => {
    const existing = await userQueries.findByRoleAndEmail(tx, "candidate", body.email);
    if (existing?.emailVerifiedAt) {
      throw conflict("An account with this email already exists. Please sign in instead.");
    }
    let user: UserRow;
    if (existing) {
      const recent = await latestCode(tx, existing.id, "email_verification");
      if (recent && recent.ageSeconds < CODE_RULES.resendAfterSeconds) {
        throw tooMany(
          `Please wait ${Math.ceil(CODE_RULES.resendAfterSeconds - recent.ageSeconds)} seconds before requesting a new code.`,
        );
      }
      user = await userQueries.replacePendingRegistration(tx, existing.id, {
        name: body.name,
        phone: body.phone,
        passwordHash,
      });
    } else {
      user = await userQueries.insertUser(tx, {
        role: "candidate",
        name: body.name,
        email: body.email,
        phone: body.phone,
        passwordHash,
      });
    }
    await sendVerificationCode(ctx, tx, user);
    return user.id;
  });
  ctx.mailWorker.kick();
  return { userId };
}

async function unverifiedCandidate(ctx: AppContext, userId: string): Promise<UserRow> {
  const user = await userQueries.findById(ctx.db, userId);
  if (user?.role !== "candidate") throw notFound("Registration not found. Please register again.");
  if (user.emailVerifiedAt) throw conflict("This e-mail address is already verified. Please sign in.");
  return user;
}

export async function verifyOtp(ctx: AppContext, userId: string, otp: string) {
  const user = await unverifiedCandidate(ctx, userId);
  const result = await ctx.db.transaction(async (tx) => {
    const check = await checkCode(tx, user.id, "email_verification", otp);
    if (check === "ok") {
      await userQueries.markEmailVerified(tx, user.id);
    }
    return check;
  });
  switch (result) {
    case "ok": {
      const verified = await userQueries.getById(ctx.db, user.id);
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
    const recent = await latestCode(tx, user.id, "email_verification");
    if (recent && recent.ageSeconds < CODE_RULES.resendAfterSeconds) {
      throw tooMany(
        `Please wait ${Math.ceil(CODE_RULES.resendAfterSeconds - recent.ageSeconds)} seconds before requesting a new code.`,
      );
    }
    await sendVerificationCode(ctx, tx, user);
  });
  ctx.mailWorker.kick();
}
