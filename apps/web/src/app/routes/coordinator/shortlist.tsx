import { Container } from "@mantine/core";
import { ShortlistScreen } from "../../../features/shortlist/index.ts";
import { useDepartmentsInReach } from "../../../lib/auth.tsx";

/** /shortlist: a department's verified applications of a round, shortlisted by its coordinator or the admin (issue 24). */
export function ShortlistPage() {
  const departments = useDepartmentsInReach();
  return (
    <Container size="xl" py="md" px={{ base: "xs", sm: "md" }}>
      <ShortlistScreen departments={departments} />
    </Container>
  );
}
