import { Container } from "@mantine/core";
import { DEPARTMENT_NAMES, type DepartmentName } from "@phd/shared";
import { SlotsScreen } from "../../../features/slots/index.ts";
import { useAuth } from "../../../lib/auth.tsx";

/** The departments a user arranges slots for: a coordinator's own, every one for the admin. */
function departmentsOf(user: ReturnType<typeof useAuth>["user"]): readonly DepartmentName[] {
  if (user?.role === "admin") return DEPARTMENT_NAMES;
  const own = new Set(user?.departments ?? []);
  return DEPARTMENT_NAMES.filter((d) => own.has(d));
}

/**
 * /slots: a department's entrance test and interview slots of a round, arranged by its coordinator
 * or the admin; the admin also writes the round's call-letter instructions (issue 24, item 5).
 */
export function SlotsPage() {
  const { user } = useAuth();
  return (
    <Container size="xl" py="md" px={{ base: "xs", sm: "md" }}>
      <SlotsScreen departments={departmentsOf(user)} canEditInstructions={user?.role === "admin"} />
    </Container>
  );
}
