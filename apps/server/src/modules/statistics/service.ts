import {
  APPLICATION_STATUSES,
  type CandidateStatisticsQuery,
  DEPARTMENT_NAMES,
  type StatisticsOverview,
  SUBMISSION_DAYS,
  zonedDay,
  zonedDayRange,
} from "@phd/shared";
import { and, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { type Answer, answerOf, claimsGiven, given, givenClaims, staffUserChecked } from "../../db/answers.ts";
import { pageWindow } from "../../db/list-filters.ts";
import {
  applicationGroups,
  countGroups,
  type GroupFilter,
  NAME_BLOCK_SIZE,
  submissionsBetween,
} from "../../db/tallies.ts";
import { type CsvExport, csvLine, csvOfBatches, EXPORT_BATCH } from "../../lib/csv.ts";
import type { TokenClaims } from "../../lib/tokens.ts";
import { admissionsNow, institutionTimeZone } from "../constants/index.ts";
import { roundOfAnswer, roundShown } from "../rounds/index.ts";
import * as q from "./queries.ts";

/**
 * Rows of the name order the table's whole answer skips by offset alone; a page beyond starts at
 * its name block (decision 048), which costs more than skipping this many.
 */
const PLAIN_OFFSET_MAX = 2 * NAME_BLOCK_SIZE;

/**
 * The statistics table answered whole by PostgreSQL in one statement (decision 046): the JSON text
 * of the response, or undefined when the usual path must answer: a search (its plan depends on the
 * term), or a statement that found the token's user (or the named round) wanting. Every page of a
 * page size is one statement of two shapes (by offset, or from a name block past
 * PLAIN_OFFSET_MAX), its offset given as the result of a sub-select: the planner then estimates
 * every offset alike, so the generic plan costs what a page's own would and PostgreSQL keeps it
 * (an offset it could see made it plan every execution anew, 1.5 ms, more than the execution).
 */
export async function candidateStatisticsAnswer(ctx: AppContext, claims: TokenClaims, f: CandidateStatisticsQuery) {
  const offset = (f.page - 1) * f.limit;
  if (f.search) return undefined;
  const fromBlock = offset > PLAIN_OFFSET_MAX;
  // Every option shapes the text but the page (given) and the round (given when named).
  const shape = JSON.stringify({ ...f, page: "given", round: !!f.round, fromBlock });
  const build = () => {
    const { round, exists } = roundOfAnswer(f.round && given("round"));
    return q.candidateStatisticsAnswerQuery(ctx.db, {
      round,
      page: given("page"),
      limit: f.limit,
      offset: sql`(select ${given("offset")}::bigint)`,
      checks: sql`(${staffUserChecked(givenClaims)} and ${exists})`,
      fromBlock,
    });
  };
  const values = { ...claimsGiven(claims), round: f.round, page: f.page, offset };
  const { query, name } = answerOf("statistics", shape, build, values);
  const answer = await ctx.database.firstRow<Answer>(query, name);
  return answer?.ok ? answer.body : undefined;
}

/** The statistics table (spec 001 §2): a page of candidates, the matching count, the cards' totals. */
export async function candidateStatistics(ctx: AppContext, f: CandidateStatisticsQuery) {
  const where = q.candidateConditions(f.search, f.search ? ctx.aadhaar.hash(f.search) : null);
  const offset = (f.page - 1) * f.limit;
  const round = await roundShown(ctx.db, f.round);
  const totalsNow = q.cardTotals(ctx.db, round);
  let rows: q.CandidateStatisticsDbRow[];
  let totals: Awaited<typeof totalsNow>;
  let totalMatching: number;
  if (offset === 0) {
    // The first page needs no count to be placed: all at once.
    let matching: number | undefined;
    [rows, totals, matching] = await Promise.all([
      q.candidatePage(ctx.db, where, round, f.limit, 0),
      totalsNow,
      f.search ? q.countCandidates(ctx.db, where) : undefined,
    ]);
    totalMatching = matching ?? totals.candidates;
  } else if (!f.search) {
    // A later page of every candidate starts at its name block (decision 048), not at the first name.
    let block: q.NameBlockStart | undefined;
    [totals, block] = await Promise.all([totalsNow, q.nameBlockAt(ctx.db, offset)]);
    totalMatching = totals.candidates;
    rows =
      block && offset < totalMatching
        ? await q.candidatePage(ctx.db, and(where, q.fromNameBlock(block)), round, f.limit, offset - block.before)
        : [];
  } else {
    // A later page of a search is read from the nearer end of the name order, which the count tells (decision 017).
    [totals, totalMatching] = await Promise.all([totalsNow, q.countCandidates(ctx.db, where)]);
    const page = pageWindow(totalMatching, offset, f.limit);
    rows = page ? await q.candidatePage(ctx.db, where, round, page.limit, page.offset, page.reversed) : [];
  }
  return {
    totalCandidates: totals.candidates,
    totalApplications: totals.applications,
    verifiedApplications: totals.verifiedApplications,
    candidateDetails: rows,
    pagination: { currentPage: f.page, totalPages: Math.ceil(totalMatching / f.limit), totalMatching },
  };
}

const CSV_HEADER = ["Name", "Email", "Applications", "Verified Applications", "Departments Applied"];

/** The whole table as CSV, in the table's order (one statement, streamed in batches through a cursor). */
export async function exportCandidateStatistics(
  ctx: AppContext,
  f: { search?: string; round?: string },
): Promise<CsvExport> {
  const where = q.candidateConditions(f.search, f.search ? ctx.aadhaar.hash(f.search) : null);
  const round = await roundShown(ctx.db, f.round);
  const lines = csvOfBatches(
    CSV_HEADER,
    ctx.database.batches(q.candidateExportQuery(ctx.db, where, round), EXPORT_BATCH),
    q.candidateExportRow,
    (r) => csvLine([r.name, r.email, r.totalApplications, r.verifiedApplications, r.departmentsApplied.join("; ")]),
  );
  return { lines, timeZone: await institutionTimeZone(ctx.db) };
}

/** The last `days` calendar days of the zone ending today, oldest first. */
function lastDays(now: Date, days: number, timeZone: string): string[] {
  const today = zonedDay(now, timeZone);
  const [y = 0, m = 1, d = 1] = today.split("-").map(Number);
  return Array.from({ length: days }, (_, i) =>
    new Date(Date.UTC(y, m - 1, d - (days - 1 - i))).toISOString().slice(0, 10),
  );
}

/** The admin dashboard's numbers and the statistics charts: two queries besides the constants, zeros filled in. */
export async function overview(ctx: AppContext, roundId?: string): Promise<StatisticsOverview> {
  const [admissions, round] = await Promise.all([admissionsNow(ctx.db, ctx.clock.now()), roundShown(ctx.db, roundId)]);
  const days = lastDays(ctx.clock.now(), SUBMISSION_DAYS, admissions.timeZone);
  const dayStarts = [...days.map((day) => zonedDayRange(day, admissions.timeZone).start)];
  dayStarts.push(zonedDayRange(days[days.length - 1] as string, admissions.timeZone).end);
  const [people, groups, byDay] = await Promise.all([
    q.peopleTotals(ctx.db),
    applicationGroups(ctx.db, round),
    submissionsBetween(ctx.db, round, dayStarts),
  ]);
  const sum = (f: GroupFilter) => countGroups(groups, f);
  return {
    totals: {
      candidates: people.candidates,
      applications: sum({}),
      verifiedApplications: sum({ status: "VERIFIED" }),
      awaitingReview: sum({ status: "PENDING" }),
      paymentsPending: sum({ feeStatus: "PENDING" }),
      coordinators: people.coordinators,
      accountCoordinators: people.accountCoordinators,
      announcements: people.announcements,
    },
    byDepartment: DEPARTMENT_NAMES.map((department) => ({
      department,
      applications: sum({ departments: [department] }),
      verified: sum({ departments: [department], status: "VERIFIED" }),
    })),
    byStatus: APPLICATION_STATUSES.map((status) => ({ status, count: sum({ status }) })),
    byDay: days.map((day, i) => ({ day, count: byDay.get(i + 1) ?? 0 })),
    admissions: {
      state: admissions.state,
      opensAt: admissions.opensAt?.toISOString() ?? null,
      closesAt: admissions.closesAt?.toISOString() ?? null,
      timeZone: admissions.timeZone,
    },
  };
}
