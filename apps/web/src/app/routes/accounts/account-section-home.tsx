import { PaymentsCard } from "../../../features/fees/index.ts";
import { DailySummaryCard } from "../../../features/reconciliation/index.ts";
import { useAuth } from "../../../lib/auth.tsx";
import { StaffDashboard } from "../staff-dashboard.tsx";

/** /account-section-home: the identity cards, links to the payments that need attention, the statements day by day. */
export function AccountSectionHomePage() {
  const { user } = useAuth();
  return (
    <StaffDashboard>
      {user?.role === "accountSectionCoordinator" && (
        <>
          <PaymentsCard />
          <DailySummaryCard />
        </>
      )}
    </StaffDashboard>
  );
}
