import { DepartmentQueues } from "../../../features/application-list/index.ts";
import { useAuth } from "../../../lib/auth.tsx";
import { StaffDashboard } from "../staff-dashboard.tsx";

/** /coordinator-home: the identity cards, then what waits in each of the coordinator's departments. */
export function CoordinatorHomePage() {
  const { user } = useAuth();
  return <StaffDashboard>{user?.role === "coordinator" && <DepartmentQueues />}</StaffDashboard>;
}
