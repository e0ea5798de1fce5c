import { Container } from "@mantine/core";
import { InterviewScoresScreen } from "../../../features/marks/index.ts";
import { useDepartmentsInReach } from "../../../lib/auth.tsx";

/** /interview-scores: the interview panel's scores per interview slot of a department (issue 25). */
export function InterviewScoresPage() {
  const departments = useDepartmentsInReach();
  return (
    <Container size="xl" py="md" px={{ base: "xs", sm: "md" }}>
      <InterviewScoresScreen departments={departments} />
    </Container>
  );
}
