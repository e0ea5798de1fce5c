import { Alert, Container, Title } from "@mantine/core";
import { IconHourglass } from "@tabler/icons-react";
import { useTranslation } from "../lib/i18n.ts";

/** An honest page for an area whose screen is not built yet: it names the area, shows no fake data. */
export function NotAvailableYet({ area }: { area: string }) {
  const { t } = useTranslation();
  return (
    <Container size="md" py="lg">
      <Title order={1} size="h2" mb="md">
        {area}
      </Title>
      <Alert icon={<IconHourglass />} color="gray" title={t("Not available yet")}>
        {t("The {{area}} screen is not available in this version of the portal yet.", { area })}
      </Alert>
    </Container>
  );
}
