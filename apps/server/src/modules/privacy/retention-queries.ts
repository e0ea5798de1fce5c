import { RETENTION_MONTHS_DEFAULT, RETENTION_MONTHS_MAX, RETENTION_MONTHS_MIN } from "@phd/shared";
import { desc, eq, type SQL, sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../db/client.ts";
import { admissionRounds } from "../../db/schema.ts";

/*
 * The retention rule of `packages/shared/src/domain/retention.ts` (`retentionDueAt`) in SQL, so the
 * job and the admin's lists filter and page in the database. retention.test.ts keeps the two equal.
 */

/**
 * A round's months as `retentionMonthsOf` reads its settings: a stored whole number from 1 to 120,
 * else the default. Nested CASEs: the cast runs only on what the pattern let through.
 */
const monthsOf = (r: string) => {
  const v = `${r}.settings->>'retentionMonths'`;
  return sql.raw(`(case when jsonb_typeof(${r}.settings->'retentionMonths') = 'number' and ${v} ~ '^[0-9]{1,3}(\\.0*)?$'
    then case when (${v})::numeric between ${RETENTION_MONTHS_MIN} and ${RETENTION_MONTHS_MAX} then (${v})::numeric::int
              else ${RETENTION_MONTHS_DEFAULT} end
    else ${RETENTION_MONTHS_DEFAULT} end)`);
};

/** closed_at + its months, counted on the UTC calendar as `addMonthsUtc` does (Jan 31 + 1 month = Feb 28/29). */
const dueOf = (r: string) =>
  sql`(((${sql.raw(r)}.closed_at at time zone 'UTC') + make_interval(months => ${monthsOf(r)})) at time zone 'UTC')`;

const iso = (expr: SQL) => sql`to_char(${expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Every candidate the schedule will erase, with their date: not erased, never admitted, no
 * application in a round not closed; with applications, the latest (closed + months) of their
 * rounds; without, the first round closed after they registered (of two closed at once, the longer).
 * `rounds`: the names the date counts from.
 */
function dueCandidates(among: SQL) {
  // `among` (a superset of ids) drives: read first (`offset 0` keeps the planner from folding it
  // into a scan of every user with the conditions below evaluated for each).
  const from = sql`(select id from (${among}) m(id) offset 0) m join users u on u.id = m.id`;
  return sql`
    select u.id as user_id, u.name, u.email,
           case when has.apps then (select max(${dueOf("r")}) from applications a
                                      join admission_rounds r on r.id = a.round_id where a.user_id = u.id)
                else first_round.due end as due_at,
           case when has.apps then array(select distinct r.name from applications a
                                           join admission_rounds r on r.id = a.round_id
                                          where a.user_id = u.id order by r.name)
                else array[first_round.name] end as rounds
      from ${from}
      cross join lateral (select exists (select 1 from applications a where a.user_id = u.id) as apps) has
      left join lateral (select r.name, ${dueOf("r")} as due from admission_rounds r
                          where not has.apps and r.closed_at > u.created_at
                          order by r.closed_at, ${monthsOf("r")} desc, r.id limit 1) first_round on true
     where u.role = 'candidate' and u.deleted_at is null
       and not exists (select 1 from applications a join admission_rounds r on r.id = a.round_id
                        where a.user_id = u.id and r.closed_at is null)
       and not exists (select 1 from offers o join applications a on a.id = o.application_id
                        where a.user_id = u.id and o.state = 'ADMITTED')`;
}

/** `array[$1::uuid, …]` */
const listOfIds = (ids: string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]`;

/**
 * The rounds due by `until` (closed, and closed + months ≤ `until`; a handful), read first: the
 * planner cannot estimate the due date's expression, and guessing "one round" it scanned every
 * application and user (2 s at 200,000 candidates).
 */
async function roundsDueBy(db: DbOrTx, until: Date): Promise<{ ids: string[]; lastClosedAt: string | null }> {
  const rows = await queryRows<{ id: string; closed_at: string }>(
    db,
    sql`select r.id, ${iso(sql`r.closed_at`)} as closed_at from admission_rounds r
         where r.closed_at is not null and ${dueOf("r")} <= ${until.toISOString()}::timestamptz`,
  );
  const last =
    rows
      .map((r) => r.closed_at)
      .sort()
      .at(-1) ?? null;
  return { ids: rows.map((r) => r.id), lastClosedAt: last };
}

/**
 * Who can be due by `until` at all, given the rounds due by then: a candidate with applications
 * has them all in such rounds, so at least one; one without registered before such a round
 * closed. A superset: `dueCandidates` then decides exactly, visiting those candidates only.
 */
function mayBeDue(rounds: { ids: string[]; lastClosedAt: string | null }) {
  return sql`select a.user_id from applications a where a.round_id = any(${listOfIds(rounds.ids)})
             union
             select c.id from users c where c.role = 'candidate' and c.created_at < ${rounds.lastClosedAt}::timestamptz`;
}

export interface DueRow {
  userId: string;
  name: string;
  email: string;
  rounds: string[];
  /** ISO-8601 UTC, milliseconds. */
  dueAt: string;
}

type RawDue = { user_id: string; name: string; email: string; rounds: string[]; due_at: string };
const rowOf = (r: RawDue): DueRow => ({
  userId: r.user_id,
  name: r.name,
  email: r.email,
  rounds: r.rounds.filter((n) => n !== null),
  dueAt: r.due_at,
});

/** Candidates due on or before `until` (overdue first, then soonest), a page of them and how many in all (unless `count: false`). */
export async function dueBy(
  db: DbOrTx,
  until: Date,
  page: { limit: number; offset: number; count?: boolean },
): Promise<{ items: DueRow[]; total: number }> {
  const rounds = await roundsDueBy(db, until);
  // No round due by then: nobody is (issue 29; every candidate was evaluated before).
  if (rounds.ids.length === 0) return { items: [], total: 0 };
  const due = sql`(${dueCandidates(mayBeDue(rounds))}) d where d.due_at is not null and d.due_at <= ${until.toISOString()}::timestamptz`;
  const rows = await queryRows<RawDue>(
    db,
    sql`select d.user_id, d.name, d.email, d.rounds, ${iso(sql`d.due_at`)} as due_at from ${due}
         order by d.due_at, d.user_id limit ${page.limit} offset ${page.offset}`,
  );
  if (page.count === false) return { items: rows.map(rowOf), total: rows.length };
  const [count] = await queryRows<{ n: number | string }>(db, sql`select count(*)::int as n from ${due}`);
  return { items: rows.map(rowOf), total: Number(count?.n ?? 0) };
}

/** The due date of each of these candidates (absent: the schedule never erases them as things stand). */
export async function dueAtOf(db: DbOrTx, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await queryRows<RawDue>(
    db,
    sql`select d.user_id, d.name, d.email, d.rounds, ${iso(sql`d.due_at`)} as due_at
          from (${dueCandidates(sql`select unnest(${listOfIds(userIds)})`)}) d where d.due_at is not null`,
  );
  return new Map(rows.map((r) => [r.user_id, r.due_at]));
}

/**
 * Locks the candidate's row and tells whether they are still due at `now` (the job's check right
 * before it asks for the erasure): an erasure carried out meanwhile by another instance waits on
 * this lock and then reads as no longer due, so no one is erased twice.
 */
export async function lockIfStillDue(tx: DbOrTx, userId: string, now: Date): Promise<boolean> {
  const locked = await queryRows<{ id: string }>(
    tx,
    sql`select id from users where id = ${userId} and deleted_at is null for update`,
  );
  if (locked.length === 0) return false;
  const due = await dueAtOf(tx, [userId]);
  const at = due.get(userId);
  return at !== undefined && Date.parse(at) <= now.getTime();
}

/** What the retention schedule reads of a round. */
const roundColumns = {
  id: admissionRounds.id,
  name: admissionRounds.name,
  closedAt: admissionRounds.closedAt,
  settings: admissionRounds.settings,
};

/** Every round, newest first. */
export async function rounds(db: DbOrTx) {
  return db
    .select(roundColumns)
    .from(admissionRounds)
    .orderBy(desc(admissionRounds.createdAt), desc(admissionRounds.id));
}

export async function roundForChange(tx: DbOrTx, id: string) {
  const [row] = await tx.select(roundColumns).from(admissionRounds).where(eq(admissionRounds.id, id)).for("update");
  return row;
}

/** Sets the round's months beside its other settings (a closed round's too: its clock is running). */
export async function setMonths(tx: DbOrTx, id: string, months: number) {
  await tx
    .update(admissionRounds)
    .set({
      settings: sql`${admissionRounds.settings} || jsonb_build_object('retentionMonths', ${months}::int)`,
      updatedAt: sql`now()`,
    })
    .where(eq(admissionRounds.id, id));
}
