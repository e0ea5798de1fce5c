import { ROLE_LABELS } from "@phd/shared";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { AppError, unauthorized } from "../../lib/errors.ts";
import { dummyPasswordHash, generatePassword, hashPassword, verifyPassword } from "../../lib/passwords.ts";
import { clear, hit, peek } from "../../lib/throttle.ts";
import { recordAudit } from "../audit/index.ts";
import {
  countUsersByRole,
  findUserById,
  findUserByRoleAndEmail,
  findUserByRoleAndMis,
  getUserById,
  insertUser,
  setUserPassword,
  type UserRow,
} from "../users/index.ts";

export interface LoginResult {
  token: string;
  user: UserRow;
}

export async function issueToken(ctx: AppContext, user: UserRow): Promise<string> {
  return ctx.tokens.sign({ sub: user.id, role: user.role, tv: user.tokenVersion });
}

/**
 * Every successful sign-in of any role is an audit row (DPDP Act: the candidate's "My data" lists
 * their latest ones; the admin's log shows staff's). Only the time and the role: no address kept.
 */
export async function recordSignIn(db: DbOrTx, user: Pick<UserRow, "id" | "role">): Promise<void> {
  await recordAudit(db, {
    actorId: user.id,
    action: "account.sign_in",
    subjectType: "user",
    subjectId: user.id,
    data: { role: user.role },
  });
}

/** Wrong passwords allowed per account before sign-in is paused (the per-address limit is the rate-limit plugin). */
export const LOGIN_FAILURES = { max: 5, windowMs: 15 * 60_000 };

/**
 * Checks a password, throttled per account. An unknown account costs the same time as a
 * wrong password, so the answer does not reveal which accounts exist.
 */
async function checkCredentials(
  ctx: AppContext,
  throttleKey: string,
  found: UserRow | undefined,
  password: string,
): Promise<UserRow | null> {
  if ((await peek(ctx.db, throttleKey, LOGIN_FAILURES.windowMs)) >= LOGIN_FAILURES.max) {
    throw new AppError(429, "Too many failed sign-in attempts. Please wait 15 minutes or reset your password.");
  }
  const ok = await verifyPassword(found?.passwordHash ?? (await dummyPasswordHash()), password);
  if (found && ok) {
    await clear(ctx.db, throttleKey);
    return found;
  }
  await hit(ctx.db, throttleKey, LOGIN_FAILURES.windowMs);
  return null;
}

export async function loginWithMis(ctx: AppContext, role: "coordinator" | "admin", mis: string, password: string) {
  const key = `login:${role}:${mis.trim().toLowerCase()}`;
  const user = await checkCredentials(ctx, key, await findUserByRoleAndMis(ctx.db, role, mis.trim()), password);
  if (!user) throw unauthorized("Invalid MIS number or password.");
  await recordSignIn(ctx.db, user);
  return { token: await issueToken(ctx, user), user };
}

/** Thrown when a candidate's password is right but the e-mail is not verified yet. */
export class EmailNotVerifiedError extends AppError {
  constructor(readonly userId: string) {
    super(
      403,
      "Please verify your email address to continue. Enter the code we sent you, or request a new one.",
      undefined,
      { userId, needsVerification: true },
    );
  }
}

export async function loginWithEmail(
  ctx: AppContext,
  role: "candidate" | "accountSectionCoordinator",
  email: string,
  password: string,
): Promise<LoginResult> {
  const key = `login:${role}:${email}`;
  const user = await checkCredentials(ctx, key, await findUserByRoleAndEmail(ctx.db, role, email), password);
  if (!user) throw unauthorized("Invalid email or password.");
  if (role === "candidate" && !user.emailVerifiedAt) throw new EmailNotVerifiedError(user.id);
  await recordSignIn(ctx.db, user);
  return { token: await issueToken(ctx, user), user };
}

export async function changePassword(ctx: AppContext, userId: string, currentPassword: string, newPassword: string) {
  const user = await findUserById(ctx.db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
    throw unauthorized("The current password is not correct.");
  }
  await setUserPassword(ctx.db, userId, await hashPassword(newPassword), false);
  const updated = await getUserById(ctx.db, userId);
  return { token: await issueToken(ctx, updated), user: updated };
}

export interface AdminSpec {
  mis: string;
  email?: string;
  name?: string;
  password?: string;
}

/**
 * Creates the admin if no admin has this MIS, or (reset) sets a new password on it.
 * Returns the password when one was generated, so the caller can print it once.
 */
export async function upsertAdmin(
  ctx: Pick<AppContext, "db">,
  spec: AdminSpec,
  opts: { reset: boolean },
): Promise<{ created: boolean; reset: boolean; generatedPassword?: string }> {
  const existing = await findUserByRoleAndMis(ctx.db, "admin", spec.mis);
  if (existing && !opts.reset) return { created: false, reset: false };
  const password = spec.password ?? generatePassword();
  const generatedPassword = spec.password === undefined ? password : undefined;
  const passwordHash = await hashPassword(password);
  if (existing) {
    await setUserPassword(ctx.db, existing.id, passwordHash, !spec.password);
    return { created: false, reset: true, generatedPassword };
  }
  await insertUser(ctx.db, {
    role: "admin",
    mis: spec.mis,
    email: (spec.email ?? `${spec.mis}@localhost`).toLowerCase(),
    name: spec.name ?? ROLE_LABELS.admin,
    passwordHash,
    mustChangePassword: !spec.password,
    emailVerifiedAt: new Date(),
  });
  return { created: true, reset: false, generatedPassword };
}

/**
 * On start: the ADMIN_* admin if configured, else an `admin` with a random password when there is
 * no admin at all. Several instances may start at once: the one whose insert loses to another's
 * unique key has nothing to do (the winner printed the password).
 */
export async function ensureBootstrapAdmin(
  ctx: AppContext,
): Promise<{ mis: string; generatedPassword?: string } | null> {
  try {
    const spec = ctx.config.bootstrapAdmin;
    if (spec) {
      const r = await upsertAdmin(ctx, spec, { reset: false });
      return r.created ? { mis: spec.mis, generatedPassword: r.generatedPassword } : null;
    }
    if ((await countUsersByRole(ctx.db, "admin")) > 0) return null;
    const r = await upsertAdmin(ctx, { mis: "admin", name: "Administrator" }, { reset: false });
    return r.created ? { mis: "admin", generatedPassword: r.generatedPassword } : null;
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}
