import { Container } from "@mantine/core";
import { DEPARTMENT_NAMES, type DepartmentName } from "@phd/shared";
import { useAuth } from "../../lib/auth.tsx";
import { OffersScreen } from "./components/offers-screen.tsx";
import { SeatDashboardScreen } from "./components/seat-dashboard.tsx";

// The coordinator's and the admin's offers pages, loaded as one chunk by the router (the admission
// fee page, for the account section, is its own: admission-fees-page.tsx).

/** The departments whose offers a user reads: a coordinator's own, every one for the admin. */
function departmentsOf(user: ReturnType<typeof useAuth>["user"]): readonly DepartmentName[] {
  if (user?.role === "admin") return DEPARTMENT_NAMES;
  const own = new Set(user?.departments ?? []);
  return DEPARTMENT_NAMES.filter((d) => own.has(d));
}

/** /offers: a department's offers and waitlist (issue 26); the admin also issues offers and sets the round's terms. */
export function OffersPage() {
  const { user } = useAuth();
  return (
    <Container size="xl" py="md" px={{ base: "xs", sm: "md" }}>
      <OffersScreen departments={departmentsOf(user)} canManage={user?.role === "admin"} />
    </Container>
  );
}

/** /seat-dashboard: seats and offers per department, channel and category, and the admitted list. */
export function SeatDashboardPage() {
  const { user } = useAuth();
  return (
    <Container size="xl" py="md" px={{ base: "xs", sm: "md" }}>
      <SeatDashboardScreen departments={departmentsOf(user)} />
    </Container>
  );
}
