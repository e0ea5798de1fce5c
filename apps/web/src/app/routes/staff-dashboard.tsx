import { Button, Card, Container, Group, SimpleGrid, Text } from "@mantine/core";
import { ROLE_LABELS, type Role } from "@phd/shared";
import { IconLogout } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { wrapStyle } from "../../components/detail-list.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { useLogout } from "../../components/shell/use-logout.ts";
import { useAuth } from "../../lib/auth.tsx";
import { useLabel, useTranslation } from "../../lib/i18n.ts";

/** `breakAnywhere` for ids and e-mail addresses; names and departments wrap between words. `id` names the value for tests. */
function Field({
  id,
  label,
  value,
  breakAnywhere,
}: {
  id: string;
  label: string;
  value: string | null | undefined;
  breakAnywhere?: boolean;
}) {
  return (
    <Card withBorder padding="md">
      <Text size="xs" tt="uppercase" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fw={500} mt={4} style={wrapStyle(breakAnywhere)} data-testid={`dashboard-${id}`}>
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
  const { t } = useTranslation("staff");
  const label = useLabel();
  const { user } = useAuth();
  const logout = useLogout();
  if (!user) return null;
  const showMis = user.role === "coordinator" || user.role === "admin";
  return (
    <Container size="md" py="md">
      <Group justify="space-between" mb="lg">
        <PageHeader
          title={t("{{role}} Dashboard", { role: label(ROLE_LABELS[user.role as Role]) })}
          description={t("Welcome, {{name}}", { name: user.name })}
        />
        <Button variant="light" color="red" leftSection={<IconLogout size={16} />} onClick={logout}>
          {t("Logout")}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Field id="id" label={t("ID")} value={user.id} breakAnywhere />
        {showMis && <Field id="mis" label={t("MIS")} value={user.mis} breakAnywhere />}
        <Field id="email" label={t("Email")} value={user.email} breakAnywhere />
        <Field id="name" label={t("Name")} value={user.name} />
        {user.role === "coordinator" && (
          <Field id="departments" label={t("Departments")} value={user.departments?.join(", ")} />
        )}
      </SimpleGrid>
      {children}
    </Container>
  );
}
