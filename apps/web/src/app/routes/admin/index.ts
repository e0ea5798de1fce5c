export { AdminHomePage } from "./admin-home.tsx";
export { AuditLogPage } from "./audit-log.tsx";
export { CandidateProfilePage } from "./candidate-profile.tsx";
export { CandidateStatisticsPage } from "./candidate-statistics.tsx";
export { ManageAnnouncementsPage } from "./manage-announcements.tsx";
export { ManageConstantsPage } from "./manage-constants.tsx";
export { ManageCoordinatorsPage } from "./manage-coordinators.tsx";
export { ManageRoundsPage } from "./manage-rounds.tsx";
