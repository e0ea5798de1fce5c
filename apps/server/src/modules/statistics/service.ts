import {
  APPLICATION_STATUSES,
  type CandidateStatisticsQuery,
  DEPARTMENT_NAMES,
  type StatisticsOverview,
  SUBMISSION_DAYS,
  zonedDay,
  zonedDayRange,
} from "@phd/shared";
import type { AppContext } from "../../context.ts";
import { csvBatches, csvLine } from "../../lib/csv.ts";
import { admissionsNow } from "../constants/index.ts";
import * as q from "./queries.ts";

/** The statistics table (spec 001 §2): a page of candidates, the matching count, the cards' totals. */
export async function candidateStatistics(ctx: AppContext, f: CandidateStatisticsQuery) {
  const where = q.candidateConditions(f.search);
  const [rows, totals, matching] = await Promise.all([
    q.candidatePage(ctx.db, where, f.limit, (f.page - 1) * f.limit),
    q.cardTotals(ctx.db),
    f.search ? q.countCandidates(ctx.db, where) : undefined,
  ]);
  const totalMatching = matching ?? totals.candidates;
  return {
    totalCandidates: totals.candidates,
    totalApplications: totals.applications,
    verifiedApplications: totals.verifiedApplications,
    candidateDetails: rows,
    pagination: { currentPage: f.page, totalPages: Math.ceil(totalMatching / f.limit), totalMatching },
  };
}

const CSV_HEADER = ["Name", "Email", "Applications", "Verified Applications", "Departments Applied"];

/** The whole table as CSV, in the table's order (streamed in batches). */
export function exportCandidateStatistics(ctx: AppContext, search: string | undefined) {
  const where = q.candidateConditions(search);
  return csvBatches(
    CSV_HEADER,
    (limit, offset) => q.candidatePage(ctx.db, where, limit, offset),
    (r) => csvLine([r.name, r.email, r.totalApplications, r.verifiedApplications, r.departmentsApplied.join("; ")]),
  );
}

/** The last `days` calendar days of the zone ending today, oldest first. */
function lastDays(now: Date, days: number, timeZone: string): string[] {
  const today = zonedDay(now, timeZone);
  const [y = 0, m = 1, d = 1] = today.split("-").map(Number);
  return Array.from({ length: days }, (_, i) =>
    new Date(Date.UTC(y, m - 1, d - (days - 1 - i))).toISOString().slice(0, 10),
  );
}

/** The admin dashboard's numbers and the statistics charts: four queries, zeros filled in. */
export async function overview(ctx: AppContext): Promise<StatisticsOverview> {
  const admissions = await admissionsNow(ctx.db);
  const days = lastDays(new Date(), SUBMISSION_DAYS, admissions.timeZone);
  const since = zonedDayRange(days[0] as string, admissions.timeZone).start;
  const [totals, grouped, perDay] = await Promise.all([
    q.totals(ctx.db),
    q.applicationsByDepartmentAndStatus(ctx.db),
    q.submissionsPerDay(ctx.db, since, admissions.timeZone),
  ]);
  const byDay = new Map(perDay.map((r) => [r.day, r.count]));
  return {
    totals,
    byDepartment: DEPARTMENT_NAMES.map((department) => {
      const rows = grouped.filter((r) => r.department === department);
      return {
        department,
        applications: rows.reduce((n, r) => n + r.count, 0),
        verified: rows.find((r) => r.status === "VERIFIED")?.count ?? 0,
      };
    }),
    byStatus: APPLICATION_STATUSES.map((status) => ({
      status,
      count: grouped.filter((r) => r.status === status).reduce((n, r) => n + r.count, 0),
    })),
    byDay: days.map((day) => ({ day, count: byDay.get(day) ?? 0 })),
    admissions: {
      state: admissions.state,
      opensAt: admissions.opensAt?.toISOString() ?? null,
      closesAt: admissions.closesAt?.toISOString() ?? null,
      timeZone: admissions.timeZone,
    },
  };
}
