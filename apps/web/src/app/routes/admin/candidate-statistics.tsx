import { Container } from "@mantine/core";
import { CandidateStatistics } from "../../../features/statistics/index.ts";

/** /candidate-statistics: totals, charts and every candidate with their applications (spec 001 §2). */
export function CandidateStatisticsPage() {
  return (
    <Container size="xl" py="md" px={{ base: "xs", sm: "md" }}>
      <CandidateStatistics />
    </Container>
  );
}
