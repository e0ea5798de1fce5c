/** The candidate area (one lazily loaded chunk). */
export { ApplyPage } from "./apply-to-department.tsx";
export { CandidateApplicationPage } from "./candidate-application.tsx";
export { CandidateHomePage } from "./candidate-home.tsx";
export { MyApplicationsPage } from "./my-applications.tsx";
export { MyDataPage } from "./my-data.tsx";
export { ProfilePage } from "./profile.tsx";
