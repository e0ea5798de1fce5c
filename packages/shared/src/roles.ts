/** The four kinds of user the portal has. `faculty` appears only in the spec's guard table. */
export const ROLES = ["candidate", "coordinator", "admin", "accountSectionCoordinator"] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES = ["coordinator", "admin", "accountSectionCoordinator"] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  candidate: "Candidate",
  coordinator: "Department Coordinator",
  admin: "Admin",
  accountSectionCoordinator: "Account Section Coordinator",
};

/** Path segment used by the per-role auth endpoints, e.g. /api/account-section-coordinator/login. */
export const ROLE_PATH_SEGMENTS: Record<Role, string> = {
  candidate: "candidate",
  coordinator: "coordinator",
  admin: "admin",
  accountSectionCoordinator: "account-section-coordinator",
};

/** `{role}` of /api/{role}/forgot-password; an unknown segment falls back to candidate (spec 000 §7). */
export function roleFromPathSegment(segment: string): Role {
  const entry = Object.entries(ROLE_PATH_SEGMENTS).find(([, s]) => s === segment);
  return entry ? (entry[0] as Role) : "candidate";
}

/** Roles that sign in with a MIS number instead of an e-mail address. */
export function signsInWithMis(role: Role): boolean {
  return role === "coordinator" || role === "admin";
}
