import { Container } from "@mantine/core";
import { SlotsScreen } from "../../../features/slots/index.ts";
import { useAuth, useDepartmentsInReach } from "../../../lib/auth.tsx";

/**
 * /slots: a department's entrance test and interview slots of a round, arranged by its coordinator
 * or the admin; the admin also writes the round's call-letter instructions (issue 24, item 5).
 */
export function SlotsPage() {
  const { user } = useAuth();
  const departments = useDepartmentsInReach();
  return (
    <Container size="xl" py="md" px={{ base: "xs", sm: "md" }}>
      <SlotsScreen departments={departments} canEditInstructions={user?.role === "admin"} />
    </Container>
  );
}
