import { Container } from "@mantine/core";
import { MeritScreen } from "../../../features/merit/index.ts";
import { useAuth, useDepartmentsInReach } from "../../../lib/auth.tsx";

/**
 * /merit-list: a department's merit lists of a round, per channel (issue 25): coordinators read their
 * departments' and answer objections; the admin, for every department, also publishes them.
 */
export function MeritListPage() {
  const { user } = useAuth();
  const departments = useDepartmentsInReach();
  return (
    <Container size="xl" py="md" px={{ base: "xs", sm: "md" }}>
      <MeritScreen departments={departments} canPublish={user?.role === "admin"} />
    </Container>
  );
}
