import type { Language } from "@phd/shared";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { verificationCodes } from "../../db/schema.ts";
import { tooMany } from "../../lib/errors.ts";
import { alphanumericCode, codeMatches, hashCode, numericCode } from "../../lib/passwords.ts";
import { mailContext } from "../../mail/context.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { type MailContext, type RenderedMail, templates } from "../../mail/templates.ts";

export type CodePurpose = "email_verification" | "password_reset";

/** Abuse limits of one-time codes (issue 3 §8). */
export const CODE_RULES = {
  email_verification: { ttlMinutes: 10 },
  password_reset: { ttlMinutes: 15 },
  maxWrongTries: 5,
  resendAfterSeconds: 60,
} as const;

/** Issue a new code: older unused codes of the same purpose stop working. */
export async function issueCode(db: DbOrTx, userId: string, purpose: CodePurpose, code: string) {
  await db
    .update(verificationCodes)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    );
  await db.insert(verificationCodes).values({
    userId,
    purpose,
    codeHash: hashCode(code),
    expiresAt: sql`now() + ${`${CODE_RULES[purpose].ttlMinutes} minutes`}::interval`,
  });
}

export async function latestCode(db: DbOrTx, userId: string, purpose: CodePurpose) {
  const [row] = await db
    .select({
      id: verificationCodes.id,
      codeHash: verificationCodes.codeHash,
      attempts: verificationCodes.attempts,
      consumedAt: verificationCodes.consumedAt,
      expired: sql<boolean>`${verificationCodes.expiresAt} < now()`,
      ageSeconds: sql<number>`extract(epoch from (now() - ${verificationCodes.createdAt}))::float8`,
    })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row;
}

export type CodeCheck = "ok" | "missing" | "expired" | "locked" | "wrong";

/**
 * Check a typed code against the user's latest one. A wrong try is counted; after
 * maxWrongTries the code is dead and a new one is needed. A right code is consumed.
 */
export async function checkCode(db: DbOrTx, userId: string, purpose: CodePurpose, typed: string): Promise<CodeCheck> {
  const row = await latestCode(db, userId, purpose);
  if (!row || row.consumedAt) return "missing";
  if (row.expired) return "expired";
  if (row.attempts >= CODE_RULES.maxWrongTries) return "locked";
  if (!codeMatches(row.codeHash, typed)) {
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, row.id));
    return row.attempts + 1 >= CODE_RULES.maxWrongTries ? "locked" : "wrong";
  }
  await db.update(verificationCodes).set({ consumedAt: sql`now()` }).where(eq(verificationCodes.id, row.id));
  return "ok";
}

/** Per purpose: how a code looks and the mail (template name and rendering) that carries it. */
const CODE_MAILS: Record<
  CodePurpose,
  {
    newCode: () => string;
    template: "emailVerification" | "passwordReset";
    render: (mail: MailContext, d: { name: string; code: string; minutes: number }) => RenderedMail;
  }
> = {
  email_verification: {
    newCode: () => numericCode(6),
    template: "emailVerification",
    render: (mail, d) => templates.emailVerification(mail, d),
  },
  password_reset: {
    newCode: () => alphanumericCode(6),
    template: "passwordReset",
    render: (mail, { code, ...d }) => templates.passwordReset(mail, { ...d, token: code }),
  },
};

/**
 * Issues a new code of this purpose and queues the mail that carries it, in the caller's
 * transaction (the caller kicks the mail worker after the commit).
 */
export async function sendCode(
  ctx: AppContext,
  tx: DbOrTx,
  user: { id: string; name: string; email: string; language?: Language },
  purpose: CodePurpose,
): Promise<void> {
  const kind = CODE_MAILS[purpose];
  const code = kind.newCode();
  await issueCode(tx, user.id, purpose, code);
  const mail = kind.render(await mailContext(ctx, tx, user.language), {
    name: user.name,
    code,
    minutes: CODE_RULES[purpose].ttlMinutes,
  });
  await enqueueMail(tx, user.email, kind.template, mail);
}

/** A new code is refused (429) while the latest one is younger than `resendAfterSeconds`. */
export async function refuseEarlyResend(db: DbOrTx, userId: string, purpose: CodePurpose): Promise<void> {
  const recent = await latestCode(db, userId, purpose);
  if (recent && recent.ageSeconds < CODE_RULES.resendAfterSeconds) {
    throw tooMany("Please wait {{seconds}} seconds before requesting a new code.", {
      seconds: Math.ceil(CODE_RULES.resendAfterSeconds - recent.ageSeconds),
    });
  }
}
