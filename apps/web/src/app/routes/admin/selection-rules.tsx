import { Container } from "@mantine/core";
import { SelectionRulesScreen } from "../../../features/selection-rules/admin.ts";

/** /selection-rules: how the round places candidates in channels and ranks them (issue 24, decision 030). */
export function SelectionRulesPage() {
  return (
    <Container size="lg" py="md" px={{ base: "xs", sm: "md" }}>
      <SelectionRulesScreen />
    </Container>
  );
}
