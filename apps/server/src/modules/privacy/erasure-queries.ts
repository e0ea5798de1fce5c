import type { ErasureSource, ErasureState } from "@phd/shared";
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../db/client.ts";
import { admissionRounds, applications, erasureRequests, users } from "../../db/schema.ts";

export type ErasureRow = typeof erasureRequests.$inferSelect;

export async function insertRequest(
  db: DbOrTx,
  userId: string,
  source: ErasureSource,
): Promise<ErasureRow | undefined> {
  // The unique index on queued requests turns a second request (a double click) into nothing.
  const [row] = await db.insert(erasureRequests).values({ userId, source }).onConflictDoNothing().returning();
  return row;
}

/** The candidate's latest request (the queued one, or what became of the last). */
export async function latestOf(db: DbOrTx, userId: string): Promise<ErasureRow | undefined> {
  const [row] = await db
    .select()
    .from(erasureRequests)
    .where(eq(erasureRequests.userId, userId))
    .orderBy(desc(erasureRequests.requestedAt))
    .limit(1);
  return row;
}

/**
 * Locks a queued request for the one instance that carries it out; another instance (or another
 * run of the job) skips it instead of waiting.
 */
export async function claimQueued(tx: DbOrTx, id: string): Promise<ErasureRow | undefined> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select id from erasure_requests where id = ${id} and state = 'QUEUED' for update skip locked`,
  );
  if (rows.length === 0) return undefined;
  const [row] = await tx.select().from(erasureRequests).where(eq(erasureRequests.id, id));
  return row;
}

export async function setState(
  db: DbOrTx,
  id: string,
  state: ErasureState,
  extra: Partial<Pick<ErasureRow, "pendingFileKeys">> = {},
) {
  await db
    .update(erasureRequests)
    .set({ state, decidedAt: state === "QUEUED" ? null : new Date(), ...extra })
    .where(eq(erasureRequests.id, id));
}

/** The names of the rounds not closed yet that hold an application of the candidate (what a request waits for). */
export async function openRoundsOf(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select distinct r.name from applications a join admission_rounds r on r.id = a.round_id
         where a.user_id = ${userId} and r.closed_at is null order by r.name`,
  );
  return rows.map((r) => r.name);
}

/** `openRoundsOf` for a page of candidates at once: user id → round names. */
export async function openRoundsOfMany(db: DbOrTx, userIds: string[]): Promise<Map<string, string[]>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({
      userId: applications.userId,
      names: sql<string[]>`array_agg(distinct ${admissionRounds.name} order by ${admissionRounds.name})`,
    })
    .from(applications)
    .innerJoin(admissionRounds, eq(admissionRounds.id, applications.roundId))
    .where(and(inArray(applications.userId, userIds), isNull(admissionRounds.closedAt)))
    .groupBy(applications.userId);
  return new Map(rows.map((r) => [r.userId, r.names]));
}

/** Whether the candidate was admitted in any round (their records are then the university's student record). */
export async function wasAdmitted(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from offers o join applications a on a.id = o.application_id
         where a.user_id = ${userId} and o.state = 'ADMITTED' limit 1`,
  );
  return rows.length > 0;
}

/** Queued requests whose rounds have all closed since: the job's work. */
export async function queuedAndFree(db: DbOrTx, limit: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select e.id from erasure_requests e
         where e.state = 'QUEUED'
           and not exists (select 1 from applications a join admission_rounds r on r.id = a.round_id
                            where a.user_id = e.user_id and r.closed_at is null)
         order by e.requested_at limit ${limit}`,
  );
  return rows.map((r) => r.id);
}

/** Requests with files still to delete from storage (a failed or interrupted erasure). */
export async function withFilesLeft(db: DbOrTx, limit: number): Promise<Pick<ErasureRow, "id" | "pendingFileKeys">[]> {
  return db
    .select({ id: erasureRequests.id, pendingFileKeys: erasureRequests.pendingFileKeys })
    .from(erasureRequests)
    .where(sql`cardinality(${erasureRequests.pendingFileKeys}) > 0`)
    .limit(limit);
}

/** Files deleted: takes them off the request's list (read and written under the row's lock). */
export async function filesDeleted(db: DbOrTx, id: string, deleted: string[]) {
  const gone = new Set(deleted);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ keys: erasureRequests.pendingFileKeys })
      .from(erasureRequests)
      .where(eq(erasureRequests.id, id))
      .for("update");
    if (!row) return;
    await tx
      .update(erasureRequests)
      .set({ pendingFileKeys: row.keys.filter((k) => !gone.has(k)) })
      .where(eq(erasureRequests.id, id));
  });
}

export async function fileDeletionFailed(db: DbOrTx, id: string, error: string) {
  await db
    .update(erasureRequests)
    .set({ attempts: sql`${erasureRequests.attempts} + 1`, lastError: error.slice(0, 500) })
    .where(eq(erasureRequests.id, id));
}

/**
 * Everything personal of a candidate, in one transaction (the erasure itself). Kept: the user row
 * under a pseudonym (statistics, audit rows and other candidates' merit lists still point at it),
 * applications' department, type, statuses and fee payment trail (the university's accounts),
 * review decisions, marks and consents. Answers the storage keys of the files whose rows were deleted.
 */
export async function erasePersonalData(tx: DbOrTx, userId: string, pseudonym: string): Promise<string[]> {
  const theirs = sql`data ? 'previous'
       and (actor_id = ${userId}
            or subject_id in (select id from documents where user_id = ${userId})
            or subject_id in (select id from applications where user_id = ${userId}))`;
  // Their files: those the rows name, and the replaced ones the history names (the orphan sweep
  // would remove those later; erasure does not wait for it).
  const keys = await queryRows<{ storage_key: string }>(
    tx,
    sql`select storage_key from documents where user_id = ${userId}
        union
        select data->'previous'->>'storageKey' from audit_events
         where ${theirs} and data->'previous'->>'storageKey' is not null`,
  );
  // Audit rows keep what happened, not the files' names and keys.
  await tx.execute(sql`update audit_events set data = data - 'previous' where ${theirs}`);
  await tx.execute(sql`delete from documents where user_id = ${userId}`);
  await tx.execute(sql`
    update profile_sections set data = '{}'::jsonb
     where profile_id in (select id from profiles where user_id = ${userId})`);
  await tx.execute(sql`update profiles set aadhaar_ciphertext = null, aadhaar_hash = null where user_id = ${userId}`);
  await tx.execute(sql`update applications set search_text = '' where user_id = ${userId}`);
  await tx.execute(sql`
    update merit_objections set text = '(erased)'
     where application_id in (select id from applications where user_id = ${userId})`);
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (user) {
    // Mail to them, sent or waiting: its address and words name them.
    await tx.execute(sql`delete from mail_outbox where lower("to") = ${user.email.toLowerCase()}`);
    await tx.execute(sql`delete from rate_counters where position(${user.email.toLowerCase()} in lower(key)) > 0`);
  }
  await tx.execute(sql`delete from verification_codes where user_id = ${userId}`);
  await tx
    .update(users)
    .set({
      name: pseudonym,
      email: `${userId}@erased.invalid`,
      phone: null,
      // No password matches this, and the token version ends every session.
      passwordHash: "!erased",
      tokenVersion: sql`${users.tokenVersion} + 1`,
      consentedNoticeVersion: null,
      deletedAt: new Date(),
    })
    .where(eq(users.id, userId));
  return keys.map((k) => k.storage_key);
}

export async function listRequests(db: DbOrTx, opts: { state?: ErasureState; page: number; limit: number }) {
  const where = opts.state ? eq(erasureRequests.state, opts.state) : undefined;
  const items = await db
    .select({ request: erasureRequests, candidate: users.name })
    .from(erasureRequests)
    .innerJoin(users, eq(users.id, erasureRequests.userId))
    .where(where)
    .orderBy(desc(erasureRequests.requestedAt), desc(erasureRequests.id))
    .limit(opts.limit)
    .offset((opts.page - 1) * opts.limit);
  const byState = await db
    .select({ state: erasureRequests.state, n: count() })
    .from(erasureRequests)
    .groupBy(erasureRequests.state);
  const [total] = await db.select({ n: count() }).from(erasureRequests).where(where);
  return { items, byState, total: total?.n ?? 0 };
}

export async function requestOf(db: DbOrTx, id: string, userId: string) {
  const [row] = await db
    .select()
    .from(erasureRequests)
    .where(and(eq(erasureRequests.id, id), eq(erasureRequests.userId, userId)));
  return row;
}
