import { Alert, Container, Title } from "@mantine/core";
import { IconHourglass } from "@tabler/icons-react";

/** An honest page for an area whose screen is not built yet: it names the area, shows no fake data. */
export function NotAvailableYet({ area }: { area: string }) {
  return (
    <Container size="md" py="lg">
      <Title order={1} size="h2" mb="md">
        {area}
      </Title>
      <Alert icon={<IconHourglass />} color="gray" title="Not available yet">
        The {area} screen is not available in this version of the portal yet.
      </Alert>
    </Container>
  );
}
