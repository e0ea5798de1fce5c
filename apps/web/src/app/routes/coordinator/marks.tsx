import { Container } from "@mantine/core";
import { DEPARTMENT_NAMES, type DepartmentName } from "@phd/shared";
import { MarksScreen } from "../../../features/marks/index.ts";
import { useAuth } from "../../../lib/auth.tsx";

/** The departments a user enters marks for: a coordinator's own, every one for the admin. */
function departmentsOf(user: ReturnType<typeof useAuth>["user"]): readonly DepartmentName[] {
  if (user?.role === "admin") return DEPARTMENT_NAMES;
  const own = new Set(user?.departments ?? []);
  return DEPARTMENT_NAMES.filter((d) => own.has(d));
}

/** /marks: a department's entrance-test marks of a round, typed or imported by its coordinator or the admin (issue 25). */
export function MarksPage() {
  const { user } = useAuth();
  return (
    <Container size="xl" py="md" px={{ base: "xs", sm: "md" }}>
      <MarksScreen departments={departmentsOf(user)} />
    </Container>
  );
}
