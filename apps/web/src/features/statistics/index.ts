// The admin's statistics (spec 001 §2 "Candidate Statistics", issue 13): the statistics screen and
// the admin home's overview. The list's state lives in the address (`statisticsHref`).
export { statisticsKeys, useCandidateStatistics, useStatisticsOverview } from "./api.ts";
export { AdminOverviewCards, admissionsText } from "./components/admin-overview-cards.tsx";
export { CandidateStatistics } from "./components/candidate-statistics.tsx";
export { statisticsHref } from "./list-params.ts";
