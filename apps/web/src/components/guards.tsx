import {
  publicOnlyRedirect,
  type Role,
  type RouteFamily,
  unauthenticatedRedirect,
  wrongRoleRedirect,
} from "@phd/shared";
import { Navigate, Outlet, useLocation } from "react-router";
import { useAuth } from "../lib/auth.tsx";
import type { DeniedState } from "./denied-notice.tsx";

/**
 * Role-restricted routes (spec 000 §6): anonymous visitors go to the login of the route's family,
 * a signed-in user of another role goes to their own home, which says why (DeniedNotice).
 */
export function RequireRole({ allowed, family }: { allowed: Role; family: RouteFamily }) {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) return <Navigate to={unauthenticatedRedirect(family)} replace state={{ from: location.pathname }} />;
  if (user.role !== allowed) {
    const state: DeniedState = { denied: location.pathname };
    return <Navigate to={wrongRoleRedirect(user.role)} replace state={state} />;
  }
  return <Outlet />;
}

/** Sign-in and registration pages send a signed-in user to their home. */
export function PublicOnly() {
  const { user } = useAuth();
  if (user) return <Navigate to={publicOnlyRedirect(user.role)} replace />;
  return <Outlet />;
}
