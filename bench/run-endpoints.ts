/**
 * The read endpoints `npm run bench` measures (bench/run.ts), by name (the names `--only` takes),
 * each on the subject with the most data that bench/run-prepare.ts found in the demo data.
 */

export interface ReadEndpoint {
  name: string;
  path: string;
  token?: string;
  /** Compared with a bare route (the PDF is measured by its own rate instead). */
  bare: boolean;
  budget: "read" | "list" | "pdf";
}

/** Who and what the reads are asked about: tokens of each role and the rows with the most data. */
export interface Subjects {
  candidateToken: string | undefined;
  coordinatorToken: string | undefined;
  accountToken: string | undefined;
  adminToken: string | undefined;
  /** The candidate's application (its PDF). */
  applicationId: string;
  /** The coordinator's department, the one with the longest queue. */
  department: string;
  /** An application in that department's queue. */
  reviewedId: string;
  roundId: string;
  /** The interview slot of that department with the most candidates. */
  fullestSlotId: string;
  finalMerit: { department: string; channel: string };
  provisionalMerit: { department: string; channel: string };
  /** The department with the most offers. */
  offeredDepartment: string;
}

/**
 * The reads in the order they are measured. `page=LAST` and `page=MIDDLE` stand for pages that
 * are only known once the page count is (bench/run-prepare.ts puts the numbers in).
 */
export function readEndpoints(s: Subjects): ReadEndpoint[] {
  const { candidateToken, coordinatorToken, accountToken, adminToken, finalMerit, provisionalMerit } = s;
  const meritQuery = (m: { department: string; channel: string }) =>
    `department=${encodeURIComponent(m.department)}&channel=${m.channel}`;
  const dept = encodeURIComponent(s.department);
  const selection = `/api/rounds/${s.roundId}`;
  return [
    { name: "constants", path: "/api/constant", bare: true, budget: "read" },
    { name: "announcements", path: "/api/announcement", bare: true, budget: "read" },
    { name: "check-auth", path: "/api/check-auth", token: candidateToken, bare: true, budget: "read" },
    { name: "own-profile", path: "/api/candidate/profile", token: candidateToken, bare: true, budget: "read" },
    { name: "own-applications", path: "/api/application", token: candidateToken, bare: true, budget: "read" },
    {
      name: "coord-list-search-p50",
      path: "/api/application/all/applications?search=a&status=PENDING&page=50",
      token: coordinatorToken,
      bare: true,
      budget: "list",
    },
    {
      name: "coord-list-last-page",
      path: "/api/application/all/applications?sort=applicationId&order=asc&page=LAST",
      token: coordinatorToken,
      bare: true,
      budget: "list",
    },
    {
      name: "coord-list-first-page",
      path: "/api/application/all/applications",
      token: coordinatorToken,
      bare: true,
      budget: "list",
    },
    {
      name: "coord-list-middle-page",
      path: "/api/application/all/applications?page=MIDDLE",
      token: coordinatorToken,
      bare: true,
      budget: "list",
    },
    {
      name: "review-application",
      path: `/api/application/entire/${s.reviewedId}`,
      token: coordinatorToken,
      bare: true,
      budget: "read",
    },
    {
      name: "fee-list-filter-sort",
      path: `/api/fee-details?verificationStatus=PENDING&department=${dept}&sort=amount&order=desc&page=5`,
      token: accountToken,
      bare: true,
      budget: "list",
    },
    {
      name: "fee-list-duplicates",
      path: "/api/fee-details?duplicatesOnly=true&sort=name",
      token: accountToken,
      bare: true,
      budget: "list",
    },
    {
      name: "statistics",
      path: "/api/admin/candidates-with-statistics?page=200",
      token: adminToken,
      bare: true,
      budget: "list",
    },
    {
      name: "statistics-middle-page",
      path: "/api/admin/candidates-with-statistics?page=MIDDLE",
      token: adminToken,
      bare: true,
      budget: "list",
    },
    {
      name: "statistics-search",
      path: "/api/admin/candidates-with-statistics?search=kumar&page=3",
      token: adminToken,
      bare: true,
      budget: "list",
    },
    {
      name: "statistics-overview",
      path: "/api/admin/statistics/overview",
      token: adminToken,
      bare: true,
      budget: "list",
    },
    {
      name: "shortlist-page",
      path: `${selection}/shortlist?department=${dept}&page=10`,
      token: coordinatorToken,
      bare: true,
      budget: "list",
    },
    {
      name: "shortlist-filter-search",
      path: `${selection}/shortlist?department=${dept}&decision=SHORTLISTED&channel=ENTRANCE_TEST&search=a&page=2`,
      token: coordinatorToken,
      bare: true,
      budget: "list",
    },
    {
      name: "slots",
      path: `${selection}/slots?department=${dept}`,
      token: coordinatorToken,
      bare: true,
      budget: "list",
    },
    {
      name: "slot-candidates",
      path: `${selection}/slots/candidates?department=${dept}&kind=INTERVIEW&slot=${s.fullestSlotId}`,
      token: coordinatorToken,
      bare: true,
      budget: "list",
    },
    {
      name: "merit-final",
      path: `${selection}/merit/published?${meritQuery(finalMerit)}&stage=FINAL`,
      token: adminToken,
      bare: true,
      budget: "list",
    },
    {
      name: "merit-provisional",
      path: `${selection}/merit/published?${meritQuery(provisionalMerit)}&stage=PROVISIONAL`,
      token: adminToken,
      bare: true,
      budget: "list",
    },
    {
      name: "merit-preview",
      path: `${selection}/merit?${meritQuery(finalMerit)}`,
      token: adminToken,
      bare: true,
      budget: "list",
    },
    {
      name: "offers",
      path: `${selection}/offers?department=${encodeURIComponent(s.offeredDepartment)}`,
      token: adminToken,
      bare: true,
      budget: "list",
    },
    // The admin's dashboard: every department × channel × category.
    { name: "seat-dashboard", path: `${selection}/seats`, token: adminToken, bare: true, budget: "list" },
    { name: "seat-matrix", path: `${selection}/seat-matrix`, token: adminToken, bare: true, budget: "list" },
    // Data protection (issue 28): the candidates the retention schedule erases in the next days.
    { name: "retention", path: "/api/admin/retention", token: adminToken, bare: true, budget: "list" },
    {
      name: "application-pdf",
      path: `/api/application/download/${s.applicationId}`,
      token: candidateToken,
      bare: false,
      budget: "pdf",
    },
  ];
}
