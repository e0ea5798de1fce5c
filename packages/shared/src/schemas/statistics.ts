import { z } from "zod";
import { ADMISSIONS_STATES } from "../domain/admission-window.ts";
import { APPLICATION_STATUSES } from "../verification.ts";
import { emptyAsUnset } from "./common.ts";
import { roundParam } from "./rounds.ts";

/** The spec leaves the statistics page size open; 10, as the other staff lists (decision 016). */
export const STATISTICS_PAGE_SIZE = 10;

/** GET /api/admin/candidates-with-statistics: paged and searched (name or e-mail) on the server. */
export const candidateStatisticsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(STATISTICS_PAGE_SIZE),
  search: emptyAsUnset(z.string().trim().max(200)),
  round: roundParam,
});
export type CandidateStatisticsQuery = z.infer<typeof candidateStatisticsQuery>;
export const candidateStatisticsExportQuery = candidateStatisticsQuery.pick({ search: true, round: true });

export const candidateStatisticsRow = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  totalApplications: z.number().int(),
  verifiedApplications: z.number().int(),
  /** Department names, in alphabetical order. */
  departmentsApplied: z.array(z.string()),
});
export type CandidateStatisticsRow = z.infer<typeof candidateStatisticsRow>;

/** Spec 001 §7: totalCandidates and candidateDetails; the cards' totals are over everyone, not the page. */
export const candidateStatisticsResponse = z.object({
  success: z.literal(true),
  totalCandidates: z.number().int(),
  totalApplications: z.number().int(),
  verifiedApplications: z.number().int(),
  candidateDetails: z.array(candidateStatisticsRow),
  /** `totalMatching`: candidates matching the search (all of them without one). */
  pagination: z.object({
    currentPage: z.number().int(),
    totalPages: z.number().int(),
    totalMatching: z.number().int(),
  }),
});
export type CandidateStatisticsResponse = z.infer<typeof candidateStatisticsResponse>;

/** How many days of submissions the per-day chart covers, ending today in the institution's zone. */
export const SUBMISSION_DAYS = 30;

/** GET /api/admin/statistics/overview: the admin dashboard's numbers and the statistics charts. */
export const statisticsOverview = z.object({
  totals: z.object({
    candidates: z.number().int(),
    applications: z.number().int(),
    verifiedApplications: z.number().int(),
    /** Applications whose documents or sections wait for a coordinator (status PENDING). */
    awaitingReview: z.number().int(),
    /** Applications whose fee waits for the account section. */
    paymentsPending: z.number().int(),
    coordinators: z.number().int(),
    accountCoordinators: z.number().int(),
    announcements: z.number().int(),
  }),
  /** Every configured department, zeros included, in the configured order. */
  byDepartment: z.array(
    z.object({ department: z.string(), applications: z.number().int(), verified: z.number().int() }),
  ),
  /** Every application status, zeros included. */
  byStatus: z.array(z.object({ status: z.enum(APPLICATION_STATUSES), count: z.number().int() })),
  /** The last SUBMISSION_DAYS days in the institution's zone, oldest first, zeros included. */
  byDay: z.array(z.object({ day: z.iso.date(), count: z.number().int() })),
  admissions: z.object({
    state: z.enum(ADMISSIONS_STATES),
    opensAt: z.string().nullable(),
    closesAt: z.string().nullable(),
    timeZone: z.string(),
  }),
});
export type StatisticsOverview = z.infer<typeof statisticsOverview>;
export const statisticsOverviewResponse = z.object({ success: z.literal(true), data: statisticsOverview });
export type StatisticsOverviewResponse = z.infer<typeof statisticsOverviewResponse>;
