import { Container } from "@mantine/core";
import { AdmissionFeesScreen } from "./components/admission-fees.tsx";

/** /admission-fees: the admission fees to verify (issue 26, item 4), for the account section and the admin. */
export function AdmissionFeesPage() {
  return (
    <Container size="xl" py="md" px={{ base: "xs", sm: "md" }}>
      <AdmissionFeesScreen />
    </Container>
  );
}
