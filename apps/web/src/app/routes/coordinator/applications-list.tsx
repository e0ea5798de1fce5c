import { Container } from "@mantine/core";
import { ApplicationsList } from "../../../features/application-list/index.ts";

/** /applications-page: all applications of the coordinator's departments (spec 001 §2). */
export function ApplicationsListPage() {
  return (
    <Container size="xl" py="md">
      <ApplicationsList />
    </Container>
  );
}
