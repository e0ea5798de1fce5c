import { type Language, type PrivacyNoticeInput, REFUSAL_CODES, type Role } from "@phd/shared";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { single } from "../../db/single.ts";
import { conflict } from "../../lib/errors.ts";
import { type AuthUser, consentIsDue } from "../../plugins/auth.ts";
import { recordAudit } from "../audit/index.ts";
import { DEFAULT_NOTICE } from "./default-notice.ts";
import * as q from "./queries.ts";

/** The address of a `From` header ("PhD Portal <admissions@uni.ac.in>" → the address). */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

/**
 * Publishes version 1 on a fresh database (idempotent, safe when two instances start together);
 * answers the current version.
 */
export async function seedPrivacyNotice(db: DbOrTx, mailFrom: string): Promise<number> {
  const now = await q.currentNotice(db);
  if (now) return now.version;
  await q.insertNotice(db, {
    version: 1,
    body: DEFAULT_NOTICE,
    grievanceOfficer: { name: "Grievance Officer, PhD Admissions", email: addressOf(mailFrom) },
  });
  return (await current(db)).version;
}

async function current(db: DbOrTx): Promise<q.NoticeRow> {
  const row = await q.currentNotice(db);
  if (!row) throw new Error("no privacy notice (seedPrivacyNotice not run?)");
  return row;
}

/** The notice a reader sees: in their language where the admin wrote one, else in English. */
export async function readNotice(ctx: Pick<AppContext, "db">, language: Language) {
  const row = await current(ctx.db);
  const shown: Language = row.body[language] ? language : "en";
  return {
    version: row.version,
    language: shown,
    body: row.body[shown] ?? row.body.en,
    grievanceOfficer: row.grievanceOfficer,
    publishedAt: row.publishedAt.toISOString(),
  };
}

export async function adminNotice(ctx: Pick<AppContext, "db">) {
  const row = await current(ctx.db);
  return {
    version: row.version,
    body: row.body,
    grievanceOfficer: row.grievanceOfficer,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy: await q.publisherName(ctx.db, row.publishedById),
    ...(await q.acceptance(ctx.db, row.version)),
  };
}

/** A new version: every candidate is asked to read and accept it before going on. */
export async function publishNotice(ctx: AppContext, actor: AuthUser, input: PrivacyNoticeInput) {
  await ctx.db.transaction(async (tx) => {
    const before = await current(tx);
    // Another admin published the same version a moment ago: theirs stands, this one is not lost silently.
    const row = await single(
      q.insertNotice(tx, { version: before.version + 1, ...input, publishedById: actor.id }),
      () => conflict("Another version of the notice was just published. Reload it and publish again."),
    );
    await recordAudit(tx, {
      actorId: actor.id,
      action: "privacy_notice.publish",
      subjectType: "privacy_notice",
      subjectId: null,
      data: { version: row.version },
    });
  });
  return adminNotice(ctx);
}

/**
 * Refuses a consent to a version that is no longer the current one (the page was opened before the
 * admin published a new one): the reader must see the words they agree to.
 */
export async function assertCurrentVersion(db: DbOrTx, version: number): Promise<number> {
  const now = (await current(db)).version;
  if (version !== now)
    throw conflict(
      "The privacy notice has changed since you opened the page. Please read it again and agree.",
    ).withCode(REFUSAL_CODES.noticeChanged);
  return now;
}

/** A user row as the web is told about it: whether a candidate must first agree to the current notice. */
export async function withConsentState<T extends { role: Role; consentedNoticeVersion: number | null }>(
  db: DbOrTx,
  row: T,
): Promise<T & { consentRequired: boolean }> {
  if (row.role !== "candidate") return { ...row, consentRequired: false };
  const now = (await current(db)).version;
  return { ...row, consentRequired: consentIsDue(row.role, row.consentedNoticeVersion, now) };
}

/** A candidate agrees to a version (registration, or a newer notice). */
export async function giveConsent(db: DbOrTx, userId: string, version: number) {
  await assertCurrentVersion(db, version);
  await q.recordConsent(db, userId, version, "GIVEN");
}
