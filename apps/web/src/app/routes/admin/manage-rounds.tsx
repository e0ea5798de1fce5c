import { Container } from "@mantine/core";
import { ManageRounds } from "../../../features/rounds/admin.ts";

/** /manage-rounds: the admission rounds, their prefixes and windows, which is current (issue 24). */
export function ManageRoundsPage() {
  return (
    <Container size="xl" py="md" px={{ base: "xs", sm: "md" }}>
      <ManageRounds />
    </Container>
  );
}
