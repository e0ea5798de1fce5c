import { and, asc, count, desc, eq, isNotNull, isNull, like, or, type SQL, sql } from "drizzle-orm";
import { rowMapper } from "../../db/batches.ts";
import { type DbOrTx, queryRows } from "../../db/client.ts";
import { containsPattern } from "../../db/list-filters.ts";
import { announcements, applications, candidateNameTallies, profiles, users } from "../../db/schema.ts";
import { talliedTotals, talliedTotalsQuery, userCountQuery, userCounts } from "../../db/tallies.ts";

/**
 * A candidate counts once they have verified their e-mail (an unverified registration is not an
 * account yet). The role is written into the text, not sent as a value: a prepared statement's
 * generic plan can use the partial index of verified candidates only when it sees the role.
 */
const isCandidate = and(sql`${users.role} = 'candidate'`, isNull(users.deletedAt), isNotNull(users.emailVerifiedAt));

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

/** A candidate's applications in the round (left-joined): how many, how many verified, which departments. */
const applicationCounts = () => ({
  totalApplications: sql<number>`count(${applications.id})::int`,
  verifiedApplications: sql<number>`(count(${applications.id}) filter (where ${applications.status} = 'VERIFIED'))::int`,
  departmentsApplied: sql<
    string[]
  >`array_to_json(coalesce(array_agg(distinct ${applications.department}) filter (where ${applications.id} is not null), '{}'))`,
});

/** The table's order: candidates by `lower(name), id`, the partial index of verified candidates. */
function candidatesInNameOrder(db: DbOrTx, where: SQL | undefined, direction: typeof asc) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(where)
    .orderBy(direction(sql`lower(${users.name})`), direction(users.id))
    .$dynamic();
}

/** Where a page of the name order can start reading: a name block's first key, and the candidates before it. */
export type NameBlockStart = { startName: string; startId: string; before: number };

/**
 * The last name block (migration 0025, decision 048) that begins at or before `offset` in the name
 * order of every verified candidate, as one row (`startName`, `startId`, `before`): a page from
 * the block's first key skips `offset - before` entries, fewer than a block holds, instead of
 * `offset`. Sums a few hundred tally rows.
 */
function nameBlockQuery(offset: number | SQL): SQL {
  const t = candidateNameTallies;
  return sql`select start_name as "startName", start_id as "startId", before::int as before from (
      select start_name, start_id, sum(n) over (order by start_name, start_id) - n as before
        from (select ${t.startName} as start_name, ${t.startId} as start_id, sum(${t.n}) as n from ${t} group by 1, 2) as blocks
    ) as placed
    where before <= ${offset} order by start_name desc, start_id desc limit 1`;
}

/** The name block a page `offset` rows in starts from (the usual path's own statement). */
export async function nameBlockAt(db: DbOrTx, offset: number): Promise<NameBlockStart | undefined> {
  const [row] = await queryRows<NameBlockStart>(db, nameBlockQuery(offset));
  return row;
}

/** Candidates at or after a key of the name order (the index's row comparison). */
function fromNameKey(name: string | SQL, id: string | SQL): SQL {
  return sql`(lower(${users.name}), ${users.id}) >= (${name}, ${id}::uuid)`;
}

/** Candidates at or after a block's first key in the name order. */
export function fromNameBlock(start: NameBlockStart): SQL {
  return fromNameKey(start.startName, start.startId);
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
  const page = db.$with("page").as(candidatesInNameOrder(db, where, direction).limit(limit).offset(offset));
  const rows = await db
    .with(page)
    .select({
      id: page.id,
      name: page.name,
      email: page.email,
      ...applicationCounts(),
    })
    .from(page)
    .leftJoin(applications, and(eq(applications.userId, page.id), eq(applications.roundId, round)))
    .groupBy(page.id, page.name, page.email)
    .orderBy(direction(sql`lower(${page.name})`), direction(page.id));
  return reversed ? rows.reverse() : rows;
}
export type CandidateStatisticsDbRow = Awaited<ReturnType<typeof candidatePage>>[number];

/**
 * The table's page without a search, answered whole (decision 046): the page of candidates cut
 * first as `candidatePage` cuts it, each with their counts, the three card totals from the tallies,
 * and `ok`, the statement's `checks`; the body is the route's JSON.
 */
export function candidateStatisticsAnswerQuery(
  db: DbOrTx,
  p: { round: string | SQL; page: number; limit: number; offset: SQL; checks: SQL; fromBlock: boolean },
): SQL {
  const limit = sql.raw(String(p.limit));
  // A deep page starts at its name block's first key and skips only within the block (decision 048).
  const cut = p.fromBlock
    ? sql`block as materialized (${nameBlockQuery(p.offset)}),
      page as (${candidatesInNameOrder(db, and(isCandidate, fromNameKey(sql`(select "startName" from block)`, sql`(select "startId" from block)`)), asc)}
               limit ${limit} offset (select ${p.offset} - before from block))`
    : sql`page as (${candidatesInNameOrder(db, isCandidate, asc)} limit ${limit} offset ${p.offset})`;
  const counts = applicationCounts();
  return sql`with ${cut},
    cards as materialized (
      select (${userCountQuery(db, "candidate")}) as candidates, t.applications, t.verified from (${talliedTotalsQuery(db, p.round)}) as t)
    select ${p.checks} as ok, json_build_object(
      'success', true,
      'totalCandidates', cards.candidates, 'totalApplications', cards.applications, 'verifiedApplications', cards.verified,
      'candidateDetails', coalesce((
        select json_agg(json_build_object('id', r.id, 'name', r.name, 'email', r.email, 'totalApplications', r.total,
                                          'verifiedApplications', r.verified, 'departmentsApplied', r.departments)
                        order by lower(r.name), r.id)
          from (select page.id, page.name, page.email, ${counts.totalApplications} as total,
                       ${counts.verifiedApplications} as verified, ${counts.departmentsApplied} as departments
                  from page left join ${applications}
                    on ${applications.userId} = page.id and ${applications.roundId} = ${p.round}
                 group by page.id, page.name, page.email) as r
      ), '[]'::json),
      'pagination', json_build_object('currentPage', ${p.page}::int,
                                      'totalPages', ceil(cards.candidates::numeric / ${p.limit}::int)::int,
                                      'totalMatching', cards.candidates)
    )::text as body
    from cards`;
}

/** The export's columns (read through a cursor as arrays). */
const CANDIDATE_EXPORT_FIELDS = { name: users.name, email: users.email, ...applicationCounts() };
/** A row of the export from its array of values. */
export const candidateExportRow = rowMapper(CANDIDATE_EXPORT_FIELDS);

/** Every candidate the search matches with their counts, in the table's order, as one statement (the CSV export). */
export function candidateExportQuery(db: DbOrTx, where: SQL | undefined, round: string | SQL) {
  return db
    .select(CANDIDATE_EXPORT_FIELDS)
    .from(users)
    .leftJoin(applications, and(eq(applications.userId, users.id), eq(applications.roundId, round)))
    .where(where)
    .groupBy(users.id, users.name, users.email)
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .toSQL();
}

export async function countCandidates(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(where);
  return row?.n ?? 0;
}

/** The statistics cards, from the tallies (decision 037): verified candidates, the round's applications and the verified ones. */
export async function cardTotals(db: DbOrTx, round: string | SQL) {
  const [applications, users] = await Promise.all([talliedTotals(db, round), userCounts(db)]);
  return {
    candidates: users.candidate ?? 0,
    applications: applications.applications,
    verifiedApplications: applications.verified,
  };
}

/** The dashboard's counts of people (tallies) and announcements (a small table). */
export async function peopleTotals(db: DbOrTx) {
  const [users, [notes]] = await Promise.all([
    userCounts(db),
    db.select({ n: sql<number>`count(*)::int` }).from(announcements),
  ]);
  return {
    candidates: users.candidate ?? 0,
    coordinators: users.coordinator ?? 0,
    accountCoordinators: users.accountSectionCoordinator ?? 0,
    announcements: notes?.n ?? 0,
  };
}
