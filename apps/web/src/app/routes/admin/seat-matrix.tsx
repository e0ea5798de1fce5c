import { Container } from "@mantine/core";
import { SeatMatrixScreen } from "../../../features/seat-matrix/admin.ts";

/** /seat-matrix: the admin's seats per round, department, selection channel and category (issue 24). */
export function SeatMatrixPage() {
  return (
    <Container size="xl" py="md" px={{ base: "xs", sm: "md" }}>
      <SeatMatrixScreen />
    </Container>
  );
}
