import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { paths, profileCardName, welcomeName } from "@phd/shared";
import { IconBook, IconLogout, IconUserEdit } from "@tabler/icons-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link } from "react-router";
import { useLogout } from "../../../components/shell/use-logout.ts";
import {
  AnnouncementsCard,
  ApplicationsCard,
  DashboardCard,
  NextStepCard,
  ProfileProgressCard,
} from "../../../features/dashboard/index.ts";
import { useAuth } from "../../../lib/auth.tsx";
import { useTranslation } from "../../../lib/i18n.ts";

function utcNow() {
  return new Date().toISOString().replace("T", " ").slice(0, 19);
}

/**
 * Candidate dashboard (spec 000 §2): welcome line, UTC timestamp, Logout, profile card and
 * application guide, plus where the candidate stands: the next step, profile progress, their
 * applications and the announcements for candidates. Every card reads the same cached queries as
 * the profile, My Applications and announcements pages, and loads or fails on its own.
 */
/** A card's way on: a light button at the card's start. */
function CardLink({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Button component={Link} to={to} leftSection={icon} variant="light" style={{ alignSelf: "flex-start" }}>
      {children}
    </Button>
  );
}

export function CandidateHomePage() {
  const { t } = useTranslation("candidate");
  const { user } = useAuth();
  const logout = useLogout();
  const [now, setNow] = useState(utcNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(utcNow()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!user) return null;
  return (
    <Container size="lg" py="md" px={{ base: 0, sm: "md" }}>
      <Group justify="space-between" mb="lg" align="flex-start" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h2" data-testid="welcome-line" style={{ overflowWrap: "anywhere" }}>
            {t("Welcome, {{name}}", { name: welcomeName(user.name) })}
          </Title>
          <Text c="dimmed" size="sm">
            {t("{{time}} UTC", { time: now })}
          </Text>
        </div>
        <Button variant="light" color="red" leftSection={<IconLogout size={16} />} onClick={logout}>
          {t("Logout")}
        </Button>
      </Group>
      <Stack gap="md">
        <NextStepCard />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <ProfileProgressCard />
          <ApplicationsCard />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <AnnouncementsCard />
          <Stack gap="md">
            <DashboardCard title={t("Candidate Profile")} h="auto">
              <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                {profileCardName(user.name)}
              </Text>
              <Text c="dimmed" size="sm" mb="md" style={{ wordBreak: "break-all" }}>
                {user.email}
              </Text>
              <CardLink to={paths.profile} icon={<IconUserEdit size={16} />}>
                {t("Edit Profile")}
              </CardLink>
            </DashboardCard>
            <DashboardCard title={t("Application Guide")} h="auto">
              <Text c="dimmed" size="sm" mb="md">
                {t("Complete your profile, then apply to departments. Read the steps before you start.")}
              </Text>
              <CardLink to={paths.howToApply} icon={<IconBook size={16} />}>
                {t("How to Apply?")}
              </CardLink>
            </DashboardCard>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
