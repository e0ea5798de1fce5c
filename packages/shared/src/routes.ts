import type { Role } from "./roles.ts";

/** Every page of the web app (spec 000 §2, 001 §2): one typed source of paths. */
export const paths = {
  home: "/",
  contact: "/contact",
  howToApply: "/how-to-apply",
  allAnnouncements: "/all-announcements",
  candidateLogin: "/candidate-login",
  candidateRegister: "/candidate-register",
  facultyLogin: "/faculty-login",
  accountSectionLogin: "/account-section-login",
  candidateHome: "/candidate-home",
  profile: "/profile",
  applyToDepartment: "/apply-to-department",
  applications: "/applications",
  /** A candidate's data rights (issue 28): what the portal holds, its download, erasure. */
  myData: "/my-data",
  viewCandidateApplication: (id: string) => `/view-candidate-application/${id}`,
  coordinatorHome: "/coordinator-home",
  applicationsPage: "/applications-page",
  viewApplication: (id: string) => `/view-application/${id}`,
  shortlist: "/shortlist",
  slots: "/slots",
  marks: "/marks",
  interviewScores: "/interview-scores",
  meritList: "/merit-list",
  offers: "/offers",
  seatDashboard: "/seat-dashboard",
  accountSectionHome: "/account-section-home",
  feeDetails: "/fee-details",
  feeDetail: (id: string) => `/fee-details/${id}`,
  admissionFees: "/admission-fees",
  feeReconciliation: "/fee-reconciliation",
  adminHome: "/admin-home",
  candidateStatistics: "/candidate-statistics",
  candidateProfile: (userId: string) => `/candidate-profile/${userId}`,
  manageCoordinators: "/manage-coordinators",
  manageAnnouncements: "/manage-announcements",
  manageRounds: "/manage-rounds",
  seatMatrix: "/seat-matrix",
  selectionRules: "/selection-rules",
  manageConstants: "/manage-constants",
  auditLog: "/audit-log",
  /** The admin's data protection (issue 28): the privacy notice, erasure requests, retention. */
  dataProtection: "/data-protection",
} as const;

/**
 * Where a signed-in user lands when a role-restricted route belongs to another role
 * (spec 000 §6). Admin is not in the spec's table and so goes to "/" — the spec's "any other role".
 * We keep the table literal; `faculty` is listed because the guard names it.
 */
export function wrongRoleRedirect(role: string): string {
  switch (role) {
    case "candidate":
      return paths.candidateHome;
    case "faculty":
      return "/faculty-home";
    case "accountSectionCoordinator":
      return paths.accountSectionHome;
    case "coordinator":
      return paths.coordinatorHome;
    default:
      return paths.home;
  }
}

/** Where public-only pages (sign-in, register) send a signed-in user (spec 000 §6). */
export function publicOnlyRedirect(role: string): string {
  switch (role) {
    case "candidate":
      return paths.candidateHome;
    case "admin":
      return paths.adminHome;
    case "accountSectionCoordinator":
      return paths.accountSectionHome;
    case "coordinator":
      return paths.coordinatorHome;
    default:
      return paths.home;
  }
}

/** The route families of the guard: which login an anonymous visitor is sent to. */
export type RouteFamily = "candidate" | "faculty" | "accountSection";
export function unauthenticatedRedirect(family: RouteFamily): string {
  switch (family) {
    case "candidate":
      return paths.candidateLogin;
    case "faculty":
      return paths.facultyLogin;
    case "accountSection":
      return paths.accountSectionLogin;
  }
}

export function familyOfRole(role: Role): RouteFamily {
  if (role === "candidate") return "candidate";
  if (role === "accountSectionCoordinator") return "accountSection";
  return "faculty";
}

/** Home page of each role, used after sign-in. */
export function homeOfRole(role: string): string {
  return publicOnlyRedirect(role);
}
