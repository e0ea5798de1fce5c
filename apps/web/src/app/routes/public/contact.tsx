import { Anchor, Card, Container, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconMail, IconMapPin, IconPhone, IconUser } from "@tabler/icons-react";
import { useSiteInfo } from "../../../features/site/index.ts";
import { useTranslation } from "../../../lib/i18n.ts";

/** Contact details of the admission coordinator and the university address, from configuration. */
export function ContactPage() {
  const { t } = useTranslation("public");
  const { data, isLoading } = useSiteInfo();
  const inst = data?.institution;
  return (
    <Container size="sm" py="xl">
      <Title order={1} size="h2" mb="xs">
        {t("Contact Us")}
      </Title>
      <Text c="dimmed" mb="lg">
        {t("Questions about PhD admissions? Reach the admissions office.")}
      </Text>
      {isLoading || !inst ? (
        <Skeleton h={160} />
      ) : (
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Text fw={700}>{inst.name}</Text>
            {inst.contactPerson && (
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <IconUser size={20} aria-hidden />
                <div>
                  <Text size="sm" c="dimmed">
                    {t("PhD Admission Coordinator")}
                  </Text>
                  <Text>{inst.contactPerson}</Text>
                </div>
              </Group>
            )}
            {inst.address && (
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <IconMapPin size={20} aria-hidden />
                <Text style={{ whiteSpace: "pre-line" }}>{inst.address}</Text>
              </Group>
            )}
            {inst.phone && (
              <Group gap="sm" wrap="nowrap">
                <IconPhone size={20} aria-hidden />
                <Anchor href={`tel:${inst.phone.replace(/\s+/g, "")}`}>{inst.phone}</Anchor>
              </Group>
            )}
            {inst.email && (
              <Group gap="sm" wrap="nowrap">
                <IconMail size={20} aria-hidden />
                <Anchor href={`mailto:${inst.email}`}>{inst.email}</Anchor>
              </Group>
            )}
            {!inst.address && !inst.phone && !inst.email && !inst.contactPerson && (
              <Text c="dimmed">{t("The admissions office has not published its contact details yet.")}</Text>
            )}
          </Stack>
        </Card>
      )}
    </Container>
  );
}
