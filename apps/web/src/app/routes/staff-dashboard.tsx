import { Button, Card, Container, Group, SimpleGrid, Text, Title } from "@mantine/core";
import { ROLE_LABELS, type Role } from "@phd/shared";
import { IconLogout } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { wrapStyle } from "../../components/detail-list.tsx";
import { useLogout } from "../../components/shell/use-logout.ts";
import { useAuth } from "../../lib/auth.tsx";

/** `breakAnywhere` for ids and e-mail addresses; names and departments wrap between words. */
function Field({
  label,
  value,
  breakAnywhere,
}: {
  label: string;
  value: string | null | undefined;
  breakAnywhere?: boolean;
}) {
  return (
    <Card withBorder padding="md">
      <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fw={500} mt={4} style={wrapStyle(breakAnywhere)} data-testid={`dashboard-${label.toLowerCase()}`}>
        {value || "—"}
      </Text>
    </Card>
  );
}

/**
 * Coordinator, admin and account-section dashboards: read-only cards (spec 000 §2); `children`
 * come below them (the coordinator's department queues).
 */
export function StaffDashboard({ children }: { children?: ReactNode }) {
  const { user } = useAuth();
  const logout = useLogout();
  if (!user) return null;
  const showMis = user.role === "coordinator" || user.role === "admin";
  return (
    <Container size="md" py="md">
      <Group justify="space-between" mb="lg">
        <div>
          <Title order={1} size="h2">
            {ROLE_LABELS[user.role as Role]} Dashboard
          </Title>
          <Text c="dimmed">Welcome, {user.name}</Text>
        </div>
        <Button variant="light" color="red" leftSection={<IconLogout size={16} />} onClick={logout}>
          Logout
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field label="ID" value={user.id} breakAnywhere />
        {showMis && <Field label="MIS" value={user.mis} breakAnywhere />}
        <Field label="Email" value={user.email} breakAnywhere />
        <Field label="Name" value={user.name} />
        {user.role === "coordinator" && <Field label="Departments" value={user.departments?.join(", ")} />}
      </SimpleGrid>
      {children}
    </Container>
  );
}
