import { Container } from "@mantine/core";
import { DEPARTMENT_NAMES, type DepartmentName } from "@phd/shared";
import { MeritScreen } from "../../../features/merit/index.ts";
import { useAuth } from "../../../lib/auth.tsx";

/** The departments whose lists a user reads: a coordinator's own, every one for the admin. */
function departmentsOf(user: ReturnType<typeof useAuth>["user"]): readonly DepartmentName[] {
  if (user?.role === "admin") return DEPARTMENT_NAMES;
  const own = new Set(user?.departments ?? []);
  return DEPARTMENT_NAMES.filter((d) => own.has(d));
}

/**
 * /merit-list: a department's merit lists of a round, per channel (issue 25): coordinators read their
 * departments' and answer objections; the admin, for every department, also publishes them.
 */
export function MeritListPage() {
  const { user } = useAuth();
  return (
    <Container size="xl" py="md" px={{ base: "xs", sm: "md" }}>
      <MeritScreen departments={departmentsOf(user)} canPublish={user?.role === "admin"} />
    </Container>
  );
}
