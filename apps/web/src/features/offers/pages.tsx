import { DepartmentsPage } from "../../components/departments-page.tsx";
import { OffersScreen } from "./components/offers-screen.tsx";
import { SeatDashboardScreen } from "./components/seat-dashboard.tsx";

// The coordinator's and the admin's offers pages, loaded as one chunk by the router (the admission
// fee page, for the account section, is its own: admission-fees-page.tsx).

/** /offers: a department's offers and waitlist (issue 26); the admin also issues offers and sets the round's terms. */
export function OffersPage() {
  return (
    <DepartmentsPage>
      {(departments, isAdmin) => <OffersScreen departments={departments} canManage={isAdmin} />}
    </DepartmentsPage>
  );
}

/** /seat-dashboard: seats and offers per department, channel and category, and the admitted list. */
export function SeatDashboardPage() {
  return <DepartmentsPage>{(departments) => <SeatDashboardScreen departments={departments} />}</DepartmentsPage>;
}
