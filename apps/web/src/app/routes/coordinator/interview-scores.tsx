import { Container } from "@mantine/core";
import { DEPARTMENT_NAMES, type DepartmentName } from "@phd/shared";
import { InterviewScoresScreen } from "../../../features/marks/index.ts";
import { useAuth } from "../../../lib/auth.tsx";

/** The departments a user enters interview scores for: a coordinator's own, every one for the admin. */
function departmentsOf(user: ReturnType<typeof useAuth>["user"]): readonly DepartmentName[] {
  if (user?.role === "admin") return DEPARTMENT_NAMES;
  const own = new Set(user?.departments ?? []);
  return DEPARTMENT_NAMES.filter((d) => own.has(d));
}

/** /interview-scores: the interview panel's scores per interview slot of a department (issue 25). */
export function InterviewScoresPage() {
  const { user } = useAuth();
  return (
    <Container size="xl" py="md" px={{ base: "xs", sm: "md" }}>
      <InterviewScoresScreen departments={departmentsOf(user)} />
    </Container>
  );
}
