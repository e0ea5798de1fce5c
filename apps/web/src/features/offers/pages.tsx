import { Container } from "@mantine/core";
import { useAuth, useDepartmentsInReach } from "../../lib/auth.tsx";
import { OffersScreen } from "./components/offers-screen.tsx";
import { SeatDashboardScreen } from "./components/seat-dashboard.tsx";

// The coordinator's and the admin's offers pages, loaded as one chunk by the router (the admission
// fee page, for the account section, is its own: admission-fees-page.tsx).

/** /offers: a department's offers and waitlist (issue 26); the admin also issues offers and sets the round's terms. */
export function OffersPage() {
  const { user } = useAuth();
  const departments = useDepartmentsInReach();
  return (
    <Container size="xl" py="md" px={{ base: "xs", sm: "md" }}>
      <OffersScreen departments={departments} canManage={user?.role === "admin"} />
    </Container>
  );
}

/** /seat-dashboard: seats and offers per department, channel and category, and the admitted list. */
export function SeatDashboardPage() {
  const departments = useDepartmentsInReach();
  return (
    <Container size="xl" py="md" px={{ base: "xs", sm: "md" }}>
      <SeatDashboardScreen departments={departments} />
    </Container>
  );
}
