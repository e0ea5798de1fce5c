import { PaymentsCard } from "../../../features/fees/index.ts";
import { useAuth } from "../../../lib/auth.tsx";
import { StaffDashboard } from "../staff-dashboard.tsx";

/** /account-section-home: the identity cards, then links to the payments that need attention. */
export function AccountSectionHomePage() {
  const { user } = useAuth();
  return <StaffDashboard>{user?.role === "accountSectionCoordinator" && <PaymentsCard />}</StaffDashboard>;
}
