import { StaffDashboard } from "../staff-dashboard.tsx";

export function AdminHomePage() {
  return <StaffDashboard />;
}
