import { and, asc, count, eq, gte, isNotNull, isNull, like, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { containsPattern } from "../../db/list-filters.ts";
import { announcements, applications, users } from "../../db/schema.ts";

/** A candidate counts once they have verified their e-mail (an unverified registration is not an account yet). */
const isCandidate = and(eq(users.role, "candidate"), isNull(users.deletedAt), isNotNull(users.emailVerifiedAt));

export function candidateConditions(search: string | undefined): SQL | undefined {
  const pattern = search ? containsPattern(search.toLowerCase()) : undefined;
  return and(
    isCandidate,
    pattern ? or(like(sql`lower(${users.name})`, pattern), like(users.email, pattern)) : undefined,
  );
}

/**
 * One page of candidates in name order, each with their application counts and departments: the
 * page is cut first (a CTE over users), so the join and the grouping touch only its rows.
 */
export function candidatePage(db: DbOrTx, where: SQL | undefined, limit: number, offset: number) {
  const page = db
    .$with("page")
    .as(
      db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(where)
        .orderBy(sql`lower(${users.name})`, asc(users.id))
        .limit(limit)
        .offset(offset),
    );
  return db
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
    .leftJoin(applications, eq(applications.userId, page.id))
    .groupBy(page.id, page.name, page.email)
    .orderBy(sql`lower(${page.name})`, asc(page.id));
}
export type CandidateStatisticsDbRow = Awaited<ReturnType<typeof candidatePage>>[number];

export async function countCandidates(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(where);
  return row?.n ?? 0;
}

const candidatesCount = sql<number>`(select count(*) from ${users} where ${isCandidate})::int`;
const applicationsCount = sql<number>`(select count(*) from ${applications})::int`;
const verifiedCount = sql<number>`(select count(*) from ${applications} where ${applications.status} = 'VERIFIED')::int`;

async function oneRow<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error("a count query returned no row");
  return row;
}

/** The statistics cards: three counts in one round trip (every page of the table shows them). */
export function cardTotals(db: DbOrTx) {
  return oneRow(
    db
      .select({ candidates: candidatesCount, applications: applicationsCount, verifiedApplications: verifiedCount })
      .from(sql`(select 1) as one`),
  );
}

/** Every headline number of the admin dashboard in one round trip. */
export function totals(db: DbOrTx) {
  const staff = (role: "coordinator" | "accountSectionCoordinator") =>
    sql<number>`(select count(*) from ${users} where ${users.role} = ${role} and ${users.deletedAt} is null)::int`;
  return oneRow(
    db
      .select({
        candidates: candidatesCount,
        applications: applicationsCount,
        verifiedApplications: verifiedCount,
        awaitingReview: sql<number>`(select count(*) from ${applications} where ${applications.status} = 'PENDING')::int`,
        paymentsPending: sql<number>`(select count(*) from ${applications} where ${applications.feeStatus} = 'PENDING')::int`,
        coordinators: staff("coordinator"),
        accountCoordinators: staff("accountSectionCoordinator"),
        announcements: sql<number>`(select count(*) from ${announcements})::int`,
      })
      .from(sql`(select 1) as one`),
  );
}

/** Applications per department and status: both charts and the per-status counts come from it. */
export function applicationsByDepartmentAndStatus(db: DbOrTx) {
  return db
    .select({ department: applications.department, status: applications.status, count: count() })
    .from(applications)
    .groupBy(applications.department, applications.status);
}

/** Submissions per calendar day of the institution's zone, from `since` on. */
export function submissionsPerDay(db: DbOrTx, since: Date, timeZone: string) {
  const day = sql<string>`to_char(${applications.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  return (
    db
      .select({ day, count: count() })
      .from(applications)
      .where(gte(applications.createdAt, since))
      // By position: the zone is a bound parameter, so a repeated expression would not match the select's.
      .groupBy(sql`1`)
  );
}
