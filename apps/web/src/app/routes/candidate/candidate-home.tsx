import { Button, Card, Container, Group, SimpleGrid, Text, Title } from "@mantine/core";
import { paths, profileCardName, welcomeName } from "@phd/shared";
import { IconBook, IconLogout, IconUserEdit } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useLogout } from "../../../components/shell/use-logout.ts";
import { useAuth } from "../../../lib/auth.tsx";

function utcNow() {
  return new Date().toISOString().replace("T", " ").slice(0, 19);
}

/** Candidate dashboard (spec 000 §2): welcome line, UTC timestamp, profile card, application guide. */
export function CandidateHomePage() {
  const { user } = useAuth();
  const logout = useLogout();
  const [now, setNow] = useState(utcNow);
  useEffect(() => {
    const t = setInterval(() => setNow(utcNow()), 1000);
    return () => clearInterval(t);
  }, []);
  if (!user) return null;
  return (
    <Container size="md" py="md">
      <Group justify="space-between" mb="lg" align="flex-start">
        <div>
          <Title order={1} size="h2" data-testid="welcome-line">
            Welcome, {welcomeName(user.name)}
          </Title>
          <Text c="dimmed" size="sm">
            {now} UTC
          </Text>
        </div>
        <Button variant="light" color="red" leftSection={<IconLogout size={16} />} onClick={logout}>
          Logout
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder padding="lg">
          <Title order={3} size="h4" mb="sm">
            Candidate Profile
          </Title>
          <Text fw={600}>{profileCardName(user.name)}</Text>
          <Text c="dimmed" size="sm" mb="md" style={{ wordBreak: "break-all" }}>
            {user.email}
          </Text>
          <Button component={Link} to={paths.profile} leftSection={<IconUserEdit size={16} />} variant="light">
            Edit Profile
          </Button>
        </Card>
        <Card withBorder padding="lg">
          <Title order={3} size="h4" mb="sm">
            Application Guide
          </Title>
          <Text c="dimmed" size="sm" mb="md">
            Complete your profile, then apply to departments. Read the steps before you start.
          </Text>
          <Button component={Link} to={paths.howToApply} leftSection={<IconBook size={16} />} variant="light">
            How to Apply?
          </Button>
        </Card>
      </SimpleGrid>
    </Container>
  );
}
