import { Container } from "@mantine/core";
import { MarksScreen } from "../../../features/marks/index.ts";
import { useDepartmentsInReach } from "../../../lib/auth.tsx";

/** /marks: a department's entrance-test marks of a round, typed or imported by its coordinator or the admin (issue 25). */
export function MarksPage() {
  const departments = useDepartmentsInReach();
  return (
    <Container size="xl" py="md" px={{ base: "xs", sm: "md" }}>
      <MarksScreen departments={departments} />
    </Container>
  );
}
