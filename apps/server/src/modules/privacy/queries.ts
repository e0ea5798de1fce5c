import { and, count, desc, eq, gte, isNull, lt, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { consentEvents, privacyNotices, users } from "../../db/schema.ts";

export type NoticeRow = typeof privacyNotices.$inferSelect;

/** The current (highest) version of the notice. */
export async function currentNotice(db: DbOrTx): Promise<NoticeRow | undefined> {
  const [row] = await db.select().from(privacyNotices).orderBy(desc(privacyNotices.version)).limit(1);
  return row;
}

export async function insertNotice(db: DbOrTx, row: typeof privacyNotices.$inferInsert) {
  return db.insert(privacyNotices).values(row).onConflictDoNothing().returning();
}

/** Records a consent given or withdrawn, and the version the account now stands on. */
export async function recordConsent(db: DbOrTx, userId: string, noticeVersion: number, action: "GIVEN" | "WITHDRAWN") {
  await db.insert(consentEvents).values({ userId, noticeVersion, action });
  await db
    .update(users)
    .set({ consentedNoticeVersion: action === "GIVEN" ? noticeVersion : null })
    .where(eq(users.id, userId));
}

/** Verified candidates on this version, and those on an older one or none (asked on their next visit). */
export async function acceptance(db: DbOrTx, version: number) {
  const candidates = and(
    eq(users.role, "candidate"),
    isNull(users.deletedAt),
    sql`${users.emailVerifiedAt} is not null`,
  );
  const [row] = await db
    .select({
      accepted: count(sql`case when ${gte(users.consentedNoticeVersion, version)} then 1 end`),
      pending: count(
        sql`case when ${or(isNull(users.consentedNoticeVersion), lt(users.consentedNoticeVersion, version))} then 1 end`,
      ),
    })
    .from(users)
    .where(candidates);
  return { accepted: row?.accepted ?? 0, pending: row?.pending ?? 0 };
}

export async function publisherName(db: DbOrTx, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return row?.name ?? null;
}
