import { paths } from "@phd/shared";
import { createBrowserRouter, RouterProvider } from "react-router";
import { PublicOnly, RequireRole } from "../components/guards.tsx";
import { LoadingScreen } from "../components/loading-screen.tsx";
import { RequireAnyRole } from "../components/require-any-role.tsx";
import { RootLayout } from "./root-layout.tsx";
import { RouteError } from "./route-error.tsx";
import { HomePage } from "./routes/public/home.tsx";
import { NotFoundPage } from "./routes/public/not-found.tsx";

/**
 * Each role area is its own chunk; a visitor downloads only the public part, and each public page
 * only what it needs (a sign-in page does not bring the registration form and its schemas).
 */
const contact = () => import("./routes/public/contact.tsx");
const howToApply = () => import("./routes/public/how-to-apply.tsx");
const allAnnouncements = () => import("./routes/public/all-announcements.tsx");
const emailLogins = () => import("./routes/public/email-logins.tsx");
const candidateRegister = () => import("./routes/public/candidate-register.tsx");
const facultyLogin = () => import("./routes/public/faculty-login.tsx");
const candidate = () => import("./routes/candidate/index.ts");
const coordinator = () => import("./routes/coordinator/index.ts");
const accounts = () => import("./routes/accounts/index.ts");
const admin = () => import("./routes/admin/index.ts");
// Shared by the coordinator and the admin: its own chunk, outside both role areas.
const shortlist = () => import("./routes/coordinator/shortlist.tsx");
const slots = () => import("./routes/coordinator/slots.tsx");
const marks = () => import("./routes/coordinator/marks.tsx");
const interviewScores = () => import("./routes/coordinator/interview-scores.tsx");
const meritList = () => import("./routes/coordinator/merit-list.tsx");
// Offers of admission (issue 26): shared by the coordinator, the admin and (its admission fees) the account section.
const offers = () => import("../features/offers/index.ts");

const createAppRouter = () =>
  createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <LoadingScreen />,
      children: [
        { path: paths.home, element: <HomePage /> },
        { path: paths.contact, lazy: async () => ({ Component: (await contact()).ContactPage }) },
        { path: paths.howToApply, lazy: async () => ({ Component: (await howToApply()).HowToApplyPage }) },
        {
          path: paths.allAnnouncements,
          lazy: async () => ({ Component: (await allAnnouncements()).AllAnnouncementsPage }),
        },
        {
          element: <PublicOnly />,
          children: [
            { path: paths.candidateLogin, lazy: async () => ({ Component: (await emailLogins()).CandidateLoginPage }) },
            {
              path: paths.candidateRegister,
              lazy: async () => ({ Component: (await candidateRegister()).CandidateRegisterPage }),
            },
            { path: paths.facultyLogin, lazy: async () => ({ Component: (await facultyLogin()).FacultyLoginPage }) },
            {
              path: paths.accountSectionLogin,
              lazy: async () => ({ Component: (await emailLogins()).AccountSectionLoginPage }),
            },
          ],
        },
        {
          element: <RequireRole allowed="candidate" family="candidate" />,
          children: [
            { path: paths.candidateHome, lazy: async () => ({ Component: (await candidate()).CandidateHomePage }) },
            { path: paths.profile, lazy: async () => ({ Component: (await candidate()).ProfilePage }) },
            { path: paths.applyToDepartment, lazy: async () => ({ Component: (await candidate()).ApplyPage }) },
            { path: paths.applications, lazy: async () => ({ Component: (await candidate()).MyApplicationsPage }) },
            { path: paths.myData, lazy: async () => ({ Component: (await candidate()).MyDataPage }) },
            {
              path: "/view-candidate-application/:id",
              lazy: async () => ({ Component: (await candidate()).CandidateApplicationPage }),
            },
          ],
        },
        {
          element: <RequireRole allowed="coordinator" family="faculty" />,
          children: [
            {
              path: paths.coordinatorHome,
              lazy: async () => ({ Component: (await coordinator()).CoordinatorHomePage }),
            },
            {
              path: paths.applicationsPage,
              lazy: async () => ({ Component: (await coordinator()).ApplicationsListPage }),
            },
            {
              path: "/view-application/:id",
              lazy: async () => ({ Component: (await coordinator()).ApplicationReviewPage }),
            },
          ],
        },
        {
          element: <RequireAnyRole allowed={["coordinator", "admin"]} family="faculty" />,
          children: [
            { path: paths.shortlist, lazy: async () => ({ Component: (await shortlist()).ShortlistPage }) },
            { path: paths.slots, lazy: async () => ({ Component: (await slots()).SlotsPage }) },
            { path: paths.marks, lazy: async () => ({ Component: (await marks()).MarksPage }) },
            {
              path: paths.interviewScores,
              lazy: async () => ({ Component: (await interviewScores()).InterviewScoresPage }),
            },
            { path: paths.meritList, lazy: async () => ({ Component: (await meritList()).MeritListPage }) },
            { path: paths.offers, lazy: async () => ({ Component: (await offers()).OffersPage }) },
            { path: paths.seatDashboard, lazy: async () => ({ Component: (await offers()).SeatDashboardPage }) },
          ],
        },
        {
          element: <RequireAnyRole allowed={["accountSectionCoordinator", "admin"]} family="accountSection" />,
          children: [
            {
              path: paths.admissionFees,
              lazy: async () => ({ Component: (await offers()).AdmissionFeesPage }),
            },
            {
              path: paths.feeReconciliation,
              lazy: async () => ({ Component: (await accounts()).FeeReconciliationPage }),
            },
          ],
        },
        {
          element: <RequireRole allowed="accountSectionCoordinator" family="accountSection" />,
          children: [
            {
              path: paths.accountSectionHome,
              lazy: async () => ({ Component: (await accounts()).AccountSectionHomePage }),
            },
            { path: paths.feeDetails, lazy: async () => ({ Component: (await accounts()).FeeListPage }) },
            { path: "/fee-details/:id", lazy: async () => ({ Component: (await accounts()).FeeDetailPage }) },
          ],
        },
        {
          element: <RequireRole allowed="admin" family="faculty" />,
          children: [
            { path: paths.adminHome, lazy: async () => ({ Component: (await admin()).AdminHomePage }) },
            {
              path: paths.candidateStatistics,
              lazy: async () => ({ Component: (await admin()).CandidateStatisticsPage }),
            },
            {
              path: "/candidate-profile/:userId",
              lazy: async () => ({ Component: (await admin()).CandidateProfilePage }),
            },
            {
              path: paths.manageCoordinators,
              lazy: async () => ({ Component: (await admin()).ManageCoordinatorsPage }),
            },
            {
              path: paths.manageAnnouncements,
              lazy: async () => ({ Component: (await admin()).ManageAnnouncementsPage }),
            },
            { path: paths.manageRounds, lazy: async () => ({ Component: (await admin()).ManageRoundsPage }) },
            { path: paths.seatMatrix, lazy: async () => ({ Component: (await admin()).SeatMatrixPage }) },
            { path: paths.selectionRules, lazy: async () => ({ Component: (await admin()).SelectionRulesPage }) },
            { path: paths.manageConstants, lazy: async () => ({ Component: (await admin()).ManageConstantsPage }) },
            { path: paths.auditLog, lazy: async () => ({ Component: (await admin()).AuditLogPage }) },
            { path: paths.dataProtection, lazy: async () => ({ Component: (await admin()).DataProtectionPage }) },
          ],
        },
        { path: "*", element: <NotFoundPage /> },
      ],
    },
  ]);

let router: ReturnType<typeof createAppRouter> | undefined;

/**
 * The router is made on the first render, not when this module is evaluated: ranking the routes
 * and matching the address is work of its own, and done here it is a step of the first (time-sliced,
 * main.tsx) render instead of lengthening the one long task that evaluates the app's code.
 */
export function AppRouter() {
  router ??= createAppRouter();
  return <RouterProvider router={router} />;
}
