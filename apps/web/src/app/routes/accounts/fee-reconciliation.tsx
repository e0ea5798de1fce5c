import { Container } from "@mantine/core";
import { ReconciliationScreen } from "../../../features/reconciliation/index.ts";

/** /fee-reconciliation: the bank's statement against every fee (issue 61); the account section and the admin. */
export function FeeReconciliationPage() {
  return (
    <Container size="xl" py="md" px={{ base: "xs", sm: "md" }}>
      <ReconciliationScreen />
    </Container>
  );
}
