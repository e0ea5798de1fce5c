import { Container } from "@mantine/core";
import { FeeList } from "../../../features/fees/index.ts";

/** /fee-details: every fee payment, to verify (spec 001 §2). */
export function FeeListPage() {
  return (
    <Container size="xl" py="md" px={{ base: "xs", sm: "md" }}>
      <FeeList />
    </Container>
  );
}
