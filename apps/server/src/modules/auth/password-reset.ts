import type { Role } from "@phd/shared";
import type { AppContext } from "../../context.ts";
import { AppError, badRequest } from "../../lib/errors.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { hit } from "../../lib/throttle.ts";
import { findUserByRoleAndEmail, markEmailVerified, setUserPassword } from "../users/index.ts";
import { checkCode, sendCode } from "./codes.ts";

export const FORGOT_SENT =
  "If an account exists for this e-mail address, a reset token has been sent. Check your inbox and spam folder.";
const FORGOT_PER_ADDRESS = { max: 3, windowMs: 15 * 60_000 };
const INVALID_TOKEN = "Invalid or expired reset token. Please request a new one.";

/**
 * Sends a 6-character token. The answer is the same whether or not the account exists,
 * so the form cannot be used to find out who is registered.
 */
export async function forgotPassword(ctx: AppContext, role: Role, email: string): Promise<void> {
  const tries = await hit(ctx.db, `forgot:${role}:${email}`, FORGOT_PER_ADDRESS.windowMs);
  if (tries > FORGOT_PER_ADDRESS.max) {
    throw new AppError(429, "Too many reset requests for this address. Please try again in 15 minutes.");
  }
  const user = await findUserByRoleAndEmail(ctx.db, role, email);
  if (!user) return;
  await ctx.db.transaction((tx) => sendCode(ctx, tx, user, "password_reset"));
  ctx.mailWorker.kick();
}

export async function resetPassword(ctx: AppContext, role: Role, email: string, token: string, password: string) {
  const user = await findUserByRoleAndEmail(ctx.db, role, email);
  if (!user) throw badRequest(INVALID_TOKEN);
  const passwordHash = await hashPassword(password);
  const result = await ctx.db.transaction(async (tx) => {
    const check = await checkCode(tx, user.id, "password_reset", token);
    if (check === "ok") {
      // The token proves the address, so an unverified candidate becomes verified too.
      await setUserPassword(tx, user.id, passwordHash, false);
      await markEmailVerified(tx, user.id);
    }
    return check;
  });
  if (result === "locked") throw new AppError(429, "Too many wrong attempts. Please request a new reset token.");
  if (result !== "ok") throw badRequest(INVALID_TOKEN);
}
