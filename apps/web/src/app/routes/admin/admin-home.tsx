import { AdminOverviewCards } from "../../../features/statistics/index.ts";
import { useAuth } from "../../../lib/auth.tsx";
import { StaffDashboard } from "../staff-dashboard.tsx";

/** /admin-home: the identity cards, then the portal's numbers with links to where the admin acts. */
export function AdminHomePage() {
  const { user } = useAuth();
  return <StaffDashboard>{user?.role === "admin" && <AdminOverviewCards />}</StaffDashboard>;
}
