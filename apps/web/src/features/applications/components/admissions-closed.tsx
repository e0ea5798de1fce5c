import { Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { paths } from "@phd/shared";
import { IconLock } from "@tabler/icons-react";
import { Link } from "react-router";

/** Shown by the apply wizard while admissions are closed (spec 000 §2). */
export function ApplyAdmissionsClosed() {
  return (
    <Container size={560} py={48}>
      <Paper withBorder p="xl" ta="center">
        <Stack align="center">
          <IconLock size={40} color="var(--mantine-color-red-6)" aria-hidden />
          <Title order={1} size="h2">
            Admissions Closed
          </Title>
          <Text c="dimmed">Admissions are currently closed. You cannot submit an application at this time.</Text>
          <Group justify="center">
            <Button component={Link} to={paths.candidateHome} variant="default">
              Back to Dashboard
            </Button>
            <Button component={Link} to={paths.applications}>
              View Existing Applications
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
