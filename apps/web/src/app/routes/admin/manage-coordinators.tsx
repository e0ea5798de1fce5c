import { Container } from "@mantine/core";
import { ManageCoordinators } from "../../../features/staff/index.ts";

/** /manage-coordinators: the admin's department and account-section coordinators (spec 001 §2). */
export function ManageCoordinatorsPage() {
  return (
    <Container size="xl" py="md" px={{ base: "xs", sm: "md" }}>
      <ManageCoordinators />
    </Container>
  );
}
