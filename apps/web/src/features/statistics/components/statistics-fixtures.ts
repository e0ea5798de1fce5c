// Answers of the admin statistics endpoints, typed by the shared schemas, for component tests.
import type {
  CandidateStatisticsResponse,
  CandidateStatisticsRow,
  StatisticsOverview,
  StatisticsOverviewResponse,
} from "@phd/shared";
import { beforeEach, vi } from "vitest";

/**
 * jsdom lays nothing out, so recharts' ResponsiveContainer measures 0 × 0, draws no SVG and warns on
 * every render: the tests check the charts' text alternative instead; this keeps only that warning quiet.
 */
export function quietCharts() {
  beforeEach(() => {
    const warn = console.warn.bind(console);
    vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
      if (typeof args[0] === "string" && args[0].includes("of chart should be greater than 0")) return;
      warn(...args);
    });
    return () => vi.mocked(console.warn).mockRestore();
  });
}

/** Candidate `n`: "Candidate n", two applications, one verified, in two departments. */
export function candidateRow(n: number, overrides: Partial<CandidateStatisticsRow> = {}): CandidateStatisticsRow {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    name: `Candidate ${n}`,
    email: `candidate${n}@example.org`,
    totalApplications: 2,
    verifiedApplications: 1,
    departmentsApplied: ["Computer Engineering", "Physics"],
    ...overrides,
  };
}

export function statisticsPage(
  rows: CandidateStatisticsRow[],
  {
    currentPage = 1,
    totalPages = 1,
    totalMatching = rows.length,
    totalCandidates = 42,
    totalApplications = 57,
    verifiedApplications = 19,
  } = {},
): CandidateStatisticsResponse {
  return {
    success: true,
    totalCandidates,
    totalApplications,
    verifiedApplications,
    candidateDetails: rows,
    pagination: { currentPage, totalPages, totalMatching },
  };
}

export function overview(overrides: Partial<StatisticsOverview> = {}): StatisticsOverviewResponse {
  return {
    success: true,
    data: {
      totals: {
        candidates: 42,
        applications: 57,
        verifiedApplications: 19,
        awaitingReview: 23,
        paymentsPending: 7,
        coordinators: 5,
        accountCoordinators: 2,
        announcements: 11,
      },
      byDepartment: [
        { department: "Computer Engineering", applications: 30, verified: 12 },
        { department: "Manufacturing Engineering and Industrial Management", applications: 4, verified: 1 },
        { department: "Physics", applications: 23, verified: 6 },
      ],
      byStatus: [
        { status: "PENDING", count: 23 },
        { status: "VERIFIED", count: 19 },
        { status: "MODIFICATION_REQUESTED", count: 8 },
        { status: "FEE_DETAILS_VERIFICATION_PENDING", count: 7 },
        { status: "FEE_DETAILS_VERIFICATION_MODIFICATION_REQUESTED", count: 0 },
      ],
      byDay: [
        { day: "2025-01-08", count: 0 },
        { day: "2025-01-09", count: 5 },
        { day: "2025-01-10", count: 2 },
      ],
      admissions: {
        state: "open",
        opensAt: null,
        closesAt: "2026-12-01T11:30:00.000Z",
        timeZone: "Asia/Kolkata",
      },
      ...overrides,
    },
  };
}
