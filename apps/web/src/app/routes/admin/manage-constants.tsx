import { Container } from "@mantine/core";
import { ManageConstants } from "../../../features/constants/admin.ts";

/** /manage-constants: the site constants and the admission window (spec 001 §2). */
export function ManageConstantsPage() {
  return (
    <Container size="md" py="md" px={{ base: "xs", sm: "md" }}>
      <ManageConstants />
    </Container>
  );
}
