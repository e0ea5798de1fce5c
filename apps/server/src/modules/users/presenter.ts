import type { PublicUser } from "@phd/shared";
import type { AuthUser } from "../../plugins/auth.ts";
import type { UserRow } from "./queries.ts";

/** The user as the web app sees it: never the hash, MIS only for staff who have one. */
export function presentUser(u: (UserRow & { consentRequired: boolean }) | AuthUser): PublicUser {
  const { role } = u;
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    role,
    ...(role === "coordinator" || role === "admin" ? { mis: u.mis } : {}),
    ...(role === "candidate" ? { phone: u.phone } : {}),
    ...(role === "coordinator" ? { departments: u.departments } : {}),
    mustChangePassword: u.mustChangePassword,
    language: u.language,
    ...(role === "candidate" ? { consentRequired: u.consentRequired } : {}),
  };
}
