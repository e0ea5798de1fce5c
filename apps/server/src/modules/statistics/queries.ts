import { and, asc, count, desc, eq, isNotNull, isNull, like, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { containsPattern } from "../../db/list-filters.ts";
import { announcements, applications, profiles, users } from "../../db/schema.ts";

/** A candidate counts once they have verified their e-mail (an unverified registration is not an account yet). */
const isCandidate = and(eq(users.role, "candidate"), isNull(users.deletedAt), isNotNull(users.emailVerifiedAt));

/** `aadhaarHash`: the keyed hash of the search when it is a 12-digit Aadhaar number (decision 020). */
export function candidateConditions(search: string | undefined, aadhaarHash: string | null = null): SQL | undefined {
  const pattern = search ? containsPattern(search.toLowerCase()) : undefined;
  return and(
    isCandidate,
    pattern
      ? or(
          like(sql`lower(${users.name})`, pattern),
          like(users.email, pattern),
          aadhaarHash
            ? sql`exists (select 1 from ${profiles} where ${profiles.userId} = ${users.id} and ${profiles.aadhaarHash} = ${aadhaarHash})`
            : undefined,
        )
      : undefined,
  );
}

/**
 * One page of candidates in name order, each with their application counts and departments: the
 * page is cut first (a CTE over users, walking the partial index of verified candidates by
 * `lower(name), id`), so the join and the grouping touch only its rows. `reversed` reads the same
 * order backwards for a page in the second half (`pageWindow`); the rows come back in name order.
 */
export async function candidatePage(
  db: DbOrTx,
  where: SQL | undefined,
  round: string | SQL,
  limit: number,
  offset: number,
  reversed = false,
) {
  const direction = reversed ? desc : asc;
  const page = db.$with("page").as(
    db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(where)
      .orderBy(direction(sql`lower(${users.name})`), direction(users.id))
      .limit(limit)
      .offset(offset),
  );
  const rows = await db
    .with(page)
    .select({
      id: page.id,
      name: page.name,
      email: page.email,
      totalApplications: sql<number>`count(${applications.id})::int`,
      verifiedApplications: sql<number>`(count(${applications.id}) filter (where ${applications.status} = 'VERIFIED'))::int`,
      departmentsApplied: sql<
        string[]
      >`array_to_json(coalesce(array_agg(distinct ${applications.department}) filter (where ${applications.id} is not null), '{}'))`,
    })
    .from(page)
    .leftJoin(applications, and(eq(applications.userId, page.id), eq(applications.roundId, round)))
    .groupBy(page.id, page.name, page.email)
    .orderBy(direction(sql`lower(${page.name})`), direction(page.id));
  return reversed ? rows.reverse() : rows;
}
export type CandidateStatisticsDbRow = Awaited<ReturnType<typeof candidatePage>>[number];

export async function countCandidates(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(where);
  return row?.n ?? 0;
}

/** Verified candidates: an index-only count of the partial index `users_candidate_name_idx`. */
const candidatesCount = sql<number>`(select count(*) from ${users} where ${isCandidate})::int`;

async function oneRow<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error("a count query returned no row");
  return row;
}

/** The statistics cards: three counts in one round trip (every page of the table shows them), each from an index. */
export function cardTotals(db: DbOrTx, round: string | SQL) {
  const inRound = eq(applications.roundId, round);
  return oneRow(
    db
      .select({
        candidates: candidatesCount,
        applications: sql<number>`(select count(*) from ${applications} where ${inRound})::int`,
        verifiedApplications: sql<number>`(select count(*) from ${applications} where ${inRound} and ${applications.status} = 'VERIFIED')::int`,
      })
      .from(sql`(select 1) as one`),
  );
}

/** The dashboard's counts of people and announcements, each from its own small index, in one round trip. */
export function peopleTotals(db: DbOrTx) {
  const staff = (role: "coordinator" | "accountSectionCoordinator") =>
    sql<number>`(select count(*) from ${users} where ${users.role} = ${role} and ${users.deletedAt} is null)::int`;
  return oneRow(
    db
      .select({
        candidates: candidatesCount,
        coordinators: staff("coordinator"),
        accountCoordinators: staff("accountSectionCoordinator"),
        announcements: sql<number>`(select count(*) from ${announcements})::int`,
      })
      .from(sql`(select 1) as one`),
  );
}

/**
 * Every number of the dashboard about applications in one scan: counts per department × status ×
 * fee status, and per day (grouping sets; `department` is null in the second set). `dayStarts` are
 * the starts of the chart's days and the end of the last one, as instants: `width_bucket` gives 1
 * for the first day, 0 before it, so no row's time is converted to the zone's calendar (decision 017).
 */
export function applicationCounts(db: DbOrTx, dayStarts: Date[], round: string | SQL) {
  const bounds = sql.join(
    dayStarts.map((d) => sql`${d.toISOString()}::timestamptz`),
    sql`, `,
  );
  return (
    db
      .select({
        department: sql<string | null>`${applications.department}`,
        status: sql<string | null>`${applications.status}`,
        feeStatus: sql<string | null>`${applications.feeStatus}`,
        day: sql<number | null>`width_bucket(${applications.createdAt}, array[${bounds}])`,
        count: sql<number>`count(*)::int`,
      })
      .from(applications)
      .where(eq(applications.roundId, round))
      // By position: the bounds are bound parameters, so a repeated expression would not match the select's.
      .groupBy(sql`grouping sets ((1, 2, 3), (4))`)
  );
}
