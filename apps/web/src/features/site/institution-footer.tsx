import { Anchor, Container, Group, Stack, Text } from "@mantine/core";
import { IconMail, IconMapPin, IconPhone } from "@tabler/icons-react";
import { useSiteInfo } from "./api.ts";

/** Footer with the institution's postal address, phone and e-mail, as configured by the deployer. */
export function InstitutionFooter() {
  const { data } = useSiteInfo();
  const inst = data?.institution;
  if (!inst) return null;
  return (
    <Container size="lg" py="lg">
      <Stack gap={6} align="center" ta="center">
        <Text fw={600}>{inst.name}</Text>
        {inst.address && (
          <Group gap={6} justify="center" wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm" c="dimmed">
              {inst.address}
            </Text>
          </Group>
        )}
        <Group gap="lg" justify="center">
          {inst.phone && (
            <Group gap={6}>
              <IconPhone size={16} aria-hidden />
              <Anchor size="sm" href={`tel:${inst.phone.replace(/\s+/g, "")}`}>
                {inst.phone}
              </Anchor>
            </Group>
          )}
          {inst.email && (
            <Group gap={6}>
              <IconMail size={16} aria-hidden />
              <Anchor size="sm" href={`mailto:${inst.email}`}>
                {inst.email}
              </Anchor>
            </Group>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
