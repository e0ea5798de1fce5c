import { Container } from "@mantine/core";
import { DEPARTMENT_NAMES, type DepartmentName } from "@phd/shared";
import { ShortlistScreen } from "../../../features/shortlist/index.ts";
import { useAuth } from "../../../lib/auth.tsx";

/** The departments a user decides the shortlist for: a coordinator's own, every one for the admin. */
function departmentsOf(user: ReturnType<typeof useAuth>["user"]): readonly DepartmentName[] {
  if (user?.role === "admin") return DEPARTMENT_NAMES;
  const own = new Set(user?.departments ?? []);
  return DEPARTMENT_NAMES.filter((d) => own.has(d));
}

/** /shortlist: a department's verified applications of a round, shortlisted by its coordinator or the admin (issue 24). */
export function ShortlistPage() {
  const { user } = useAuth();
  return (
    <Container size="xl" py="md" px={{ base: "xs", sm: "md" }}>
      <ShortlistScreen departments={departmentsOf(user)} />
    </Container>
  );
}
