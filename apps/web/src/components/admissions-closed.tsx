import { Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { Link } from "react-router";
import { useTranslation } from "../lib/i18n.ts";

/** The Admissions Closed page of registration and of the apply wizard; each passes its message and buttons. */
export function AdmissionsClosed({
  message,
  actions,
}: {
  message: string;
  actions: { label: string; to: string; primary?: boolean }[];
}) {
  const { t } = useTranslation();
  return (
    <Container size={560} py={48}>
      <Paper withBorder p="xl" ta="center">
        <Stack align="center">
          <IconLock size={40} color="var(--mantine-color-red-6)" aria-hidden />
          <Title order={1} size="h2">
            {t("Admissions Closed")}
          </Title>
          <Text c="dimmed">{message}</Text>
          <Group justify="center">
            {actions.map((a) => (
              <Button key={a.to} component={Link} to={a.to} variant={a.primary ? "filled" : "default"}>
                {a.label}
              </Button>
            ))}
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
