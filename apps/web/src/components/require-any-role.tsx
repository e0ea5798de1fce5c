import { type Role, type RouteFamily, unauthenticatedRedirect, wrongRoleRedirect } from "@phd/shared";
import { Navigate, Outlet, useLocation } from "react-router";
import { useAuth } from "../lib/auth.tsx";
import type { DeniedState } from "./denied-notice.tsx";

/**
 * A route shared by several roles (the coordinator's and the admin's Shortlist): as `RequireRole`,
 * anonymous visitors go to the family's login and any other role to its own home, which says why.
 */
export function RequireAnyRole({ allowed, family }: { allowed: readonly Role[]; family: RouteFamily }) {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) return <Navigate to={unauthenticatedRedirect(family)} replace state={{ from: location.pathname }} />;
  if (!allowed.includes(user.role)) {
    const state: DeniedState = { denied: location.pathname };
    return <Navigate to={wrongRoleRedirect(user.role)} replace state={state} />;
  }
  return <Outlet />;
}
