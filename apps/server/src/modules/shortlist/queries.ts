import {
  type Category,
  type DepartmentName,
  QUALIFICATIONS,
  type Qualification,
  type SelectionChannel,
  type SelectionRules,
  type ShortlistFilters,
} from "@phd/shared";
import { and, asc, count, desc, eq, inArray, isNull, like, or, type SQL, sql } from "drizzle-orm";
import { alias, type PgSelect, QueryBuilder } from "drizzle-orm/pg-core";
import { anyGiven, anyOf, insertMany } from "../../db/bulk.ts";
import { personal, personalCategory, personalOfProfile } from "../../db/candidate-joins.ts";
import type { DbOrTx } from "../../db/client.ts";
import { containsPattern, type PageWindow } from "../../db/list-filters.ts";
import { preparedRead } from "../../db/prepared.ts";
import { applicationSelections, applications, profileSections, profiles, users } from "../../db/schema.ts";

const entrance = alias(profileSections, "entrance");
const selection = applicationSelections;
const verified = alias(applications, "verified");
const decided = alias(applicationSelections, "decided");

/**
 * The strongest qualification in an entrance section's data, in SQL: the mirror of the shared
 * `strongestQualification` (the shortlist test compares the two on the same table of profiles), so
 * the list can filter and count by channel without reading every profile. No section: NONE.
 */
export function qualificationSql(data: SQL | typeof entrance.data, validOn: string): SQL<Qualification> {
  const yes = (path: SQL) => sql`${path} = 'Yes'`;
  const given = (flag: string) => sql`${data} -> ${flag} = 'true'::jsonb`;
  const net = (field: string) => sql`${data} -> 'netExamDetails' ->> ${field}`;
  return sql<Qualification>`case
    when ${given("givenNet")} and ${yes(net("isJrf"))} then 'JRF'
    when ${given("givenNet")} and ${yes(net("isQualified"))} then 'NET'
    when ${given("givenGate")} and ${yes(sql`${data} -> 'gateExamDetails' ->> 'isQualified'`)}
      and coalesce(${data} -> 'gateExamDetails' ->> 'lastDateOfValidation', '') >= ${validOn}::text then 'GATE'
    when ${given("givenRpet")} and ${yes(sql`${data} -> 'rpetExamDetails' ->> 'isQualified'`)} then 'RPET'
    else 'NONE' end`;
}

/** The facts one list or decision needs: the round's rules and the day GATE must be valid on. */
export interface ListScope {
  roundId: string;
  department: DepartmentName;
  rules: SelectionRules;
  validOn: string;
}

const liveQualification = (scope: ListScope) => qualificationSql(entrance.data, scope.validOn);

/** The qualifications the rules put in a channel. */
const qualificationsIn = (rules: SelectionRules, channel: SelectionChannel) =>
  QUALIFICATIONS.filter((q) => rules.channelRules[q].channel === channel);

/**
 * The ids of the department's applications in selection: every verified one, and every one already
 * decided (a decided application that left "Verified" stays in sight, flagged), for counting them. A
 * union of two index scans: counted as "verified or decided" across the two tables, PostgreSQL read
 * every application of the round, 120 ms a count at 200,000 candidates (issue 29).
 */
function inSelectionIds(scope: ListScope) {
  const qb = new QueryBuilder();
  return qb
    .select({ id: verified.id })
    .from(verified)
    .where(
      and(
        eq(verified.roundId, scope.roundId),
        eq(verified.department, scope.department),
        eq(verified.status, "VERIFIED"),
      ),
    )
    .union(
      qb
        .select({ id: decided.applicationId })
        .from(decided)
        .where(and(eq(decided.roundId, scope.roundId), eq(decided.department, scope.department))),
    );
}

/**
 * The department's applications in selection (see `inSelectionIds`), filtered as the list is. A
 * decision filter says which side the rows are on, and the condition then names only that side:
 * decided ones are the department's decisions (read from the decisions' own index, about 3,000 at
 * 200,000 candidates, instead of every application of the round), pending ones its verified
 * applications without a decision.
 */
function conditions(scope: ListScope, f: Omit<ShortlistFilters, "department">): SQL | undefined {
  const search = f.search?.toLowerCase();
  const decidedAs = f.decision === "PENDING" ? undefined : f.decision;
  const liveChannel = (channel: SelectionChannel) =>
    inArray(liveQualification(scope), qualificationsIn(scope.rules, channel));
  const inChannel = !f.channel
    ? undefined
    : decidedAs
      ? eq(selection.channel, f.channel)
      : f.decision === "PENDING"
        ? liveChannel(f.channel)
        : or(eq(selection.channel, f.channel), and(isNull(selection.applicationId), liveChannel(f.channel)));
  const side =
    f.decision === "PENDING"
      ? and(eq(applications.status, "VERIFIED"), isNull(selection.applicationId))
      : decidedAs
        ? and(
            eq(selection.roundId, scope.roundId),
            eq(selection.department, scope.department),
            eq(selection.decision, decidedAs),
          )
        : // As one condition across two tables: a page walks the department's applications in number
          // order and stops at its last row (`inSelectionIds` here would make it look up every one in selection).
          or(eq(applications.status, "VERIFIED"), sql`${selection.applicationId} is not null`);
  return and(
    eq(applications.roundId, scope.roundId),
    eq(applications.department, scope.department),
    side,
    inChannel,
    f.category ? sql`${personalCategory} = ${f.category}` : undefined,
    search ? like(applications.searchText, containsPattern(search)) : undefined,
  );
}

/** applications → the candidate's profile sections and the decision; each join is at most one row. */
function withSections<T extends PgSelect>(query: T) {
  return query
    .leftJoin(profiles, eq(profiles.userId, applications.userId))
    .leftJoin(entrance, and(eq(entrance.profileId, profiles.id), eq(entrance.section, "entranceDetails")))
    .leftJoin(personal, personalOfProfile)
    .leftJoin(selection, eq(selection.applicationId, applications.id));
}

export async function countEntries(db: DbOrTx, scope: ListScope, f: Omit<ShortlistFilters, "department">) {
  const [row] = await withSections(db.select({ n: count() }).from(applications).$dynamic()).where(conditions(scope, f));
  return row?.n ?? 0;
}

/**
 * The department's counts by decision, whatever the other filters: the decided ones from the
 * decisions' own index, the pending ones as those in selection less the decided.
 */
export async function countByDecision(db: DbOrTx, scope: ListScope) {
  const n = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [row] = await db
    .select({
      inSelection: sql<number>`(select count(*) from (${inSelectionIds(scope)}) ids)`.mapWith(Number),
      decided: count(),
      shortlisted: n(sql`${decided.decision} = 'SHORTLISTED'`),
      notShortlisted: n(sql`${decided.decision} = 'NOT_SHORTLISTED'`),
    })
    .from(decided)
    .where(and(eq(decided.roundId, scope.roundId), eq(decided.department, scope.department)));
  if (!row) return { pending: 0, shortlisted: 0, notShortlisted: 0, inSelection: 0 };
  return {
    pending: row.inSelection - row.decided,
    shortlisted: row.shortlisted,
    notShortlisted: row.notShortlisted,
    inSelection: row.inSelection,
  };
}

export interface EntryRow {
  id: string;
  applicationId: string;
  applicationType: typeof applications.$inferSelect.applicationType;
  status: typeof applications.$inferSelect.status;
  name: string;
  email: string;
  category: Category | null;
  isPhysicallyDisabled: boolean;
  liveQualification: Qualification;
  decided: typeof applicationSelections.$inferSelect | null;
}

/** One page in application id order (the order of the automatic slot assignment too). */
export async function entriesPage(
  db: DbOrTx,
  scope: ListScope,
  f: Omit<ShortlistFilters, "department">,
  page: PageWindow,
): Promise<EntryRow[]> {
  const direction = page.reversed ? desc : asc;
  const query = db
    .select({
      id: applications.id,
      applicationId: applications.applicationId,
      applicationType: applications.applicationType,
      status: applications.status,
      name: users.name,
      email: users.email,
      category: personalCategory,
      isPhysicallyDisabled: sql<boolean>`coalesce((${personal.data} ->> 'isPhysicallyDisabled')::boolean, false)`,
      liveQualification: liveQualification(scope),
      decided: selection,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .$dynamic();
  const order = [direction(applications.applicationNumber), direction(applications.id)];
  // The page's ids are cut first, with only the joins the filters need (PostgreSQL drops the
  // unused ones); the names, sections and decisions are then read for those rows alone.
  const pageIds = withSections(db.select({ id: applications.id }).from(applications).$dynamic())
    .where(conditions(scope, f))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const rows = await withSections(query)
    .where(inArray(applications.id, pageIds))
    .orderBy(...order);
  return page.reversed ? rows.reverse() : rows;
}

/** A bulk decision's target: the chosen ids, or all matching the filters. */
export type Target = { ids: string[] } | { filters: Omit<ShortlistFilters, "department"> };

/**
 * Writes one decision for the target's verified applications in one statement, and answers what
 * each was before. PENDING deletes the decision (the channel is computed again until the next one).
 * The channel of a new decision is the live one; a decided application keeps its channel.
 */
export async function lockTargets(
  db: DbOrTx,
  scope: ListScope,
  target: Target,
  placements: Record<Qualification, { channel: SelectionChannel; method: string; reason: string }>,
) {
  const where = and(
    "ids" in target ? inArray(applications.id, target.ids) : conditions(scope, target.filters),
    "ids" in target
      ? and(eq(applications.roundId, scope.roundId), eq(applications.department, scope.department))
      : undefined,
  );
  const caseOf = (pick: (p: (typeof placements)[Qualification]) => string) =>
    sql.join(
      [
        sql`case ${liveQualification(scope)}`,
        ...QUALIFICATIONS.map((q) => sql`when ${q} then ${pick(placements[q])}`),
        sql`end`,
      ],
      sql` `,
    );
  // The rows to change, locked, with what they were; only verified applications may be decided.
  const query = db
    .select({
      id: applications.id,
      applicationId: applications.applicationId,
      userId: applications.userId,
      name: users.name,
      email: users.email,
      language: users.language,
      department: applications.department,
      status: applications.status,
      before: selection.decision,
      beforeReason: selection.decisionReason,
      qualification: sql<Qualification>`coalesce(${selection.qualification}, ${liveQualification(scope)})`,
      channel: sql<SelectionChannel>`coalesce(${selection.channel}, ${caseOf((p) => p.channel)})`,
      method: sql<string>`coalesce(${selection.method}, ${caseOf((p) => p.method)})`,
      channelReason: sql<string>`coalesce(${selection.channelReason}, ${caseOf((p) => p.reason)})`,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .$dynamic();
  return withSections(query)
    .where(where)
    .orderBy(asc(applications.applicationNumber))
    .for("update", { of: applications });
}

/** Inserts or replaces the decisions of these applications, in one statement. */
export async function writeDecisions(db: DbOrTx, rows: (typeof applicationSelections.$inferInsert)[]) {
  const s = applicationSelections;
  await insertMany(
    db,
    s,
    rows,
    // Only a shortlisted candidate keeps a test or interview slot (decision 031).
    sql`on conflict (application_id) do update set decision = excluded.decision,
      decision_reason = excluded.decision_reason, decided_by_id = excluded.decided_by_id, decided_at = now(),
      test_slot_id = case when excluded.decision = 'SHORTLISTED' then ${s.testSlotId} end,
      interview_slot_id = case when excluded.decision = 'SHORTLISTED' then ${s.interviewSlotId} end`,
  );
}

export async function deleteDecisions(db: DbOrTx, applicationIds: string[]) {
  await db.delete(applicationSelections).where(anyOf(applicationSelections.applicationId, applicationIds));
}

const decisionsRead = preparedRead((db) =>
  db
    .select()
    .from(applicationSelections)
    .where(anyGiven(applicationSelections.applicationId, "ids"))
    .prepare("selection_decisions_of_applications"),
);
/** The candidate's side: the decision on each of these applications. */
export function decisionsOf(db: DbOrTx, applicationIds: string[]) {
  return decisionsRead(db).execute({ ids: applicationIds });
}
