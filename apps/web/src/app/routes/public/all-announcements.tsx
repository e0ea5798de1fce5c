import { Anchor, Card, Container, Group, Stack, Text, Title } from "@mantine/core";
import { homeOfRole } from "@phd/shared";
import { IconExternalLink, IconSpeakerphone } from "@tabler/icons-react";
import { Link } from "react-router";
import { LoadError } from "../../../components/load-error.tsx";
import { CentredSpinner } from "../../../components/loading-screen.tsx";
import { useAnnouncements } from "../../../features/announcements/index.ts";
import { useAuth } from "../../../lib/auth.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";

/** Public list: announcements for everyone (recipientRole 'all'), newest first (spec 000 §2, §6). */
export function AllAnnouncementsPage() {
  const { t } = useTranslation("public");
  const dates = useDates();
  const { user } = useAuth();
  const { data, isLoading, isError } = useAnnouncements("public");
  return (
    <Container size="md" py="xl">
      <Anchor component={Link} to={user ? homeOfRole(user.role) : "/"} size="sm">
        {user ? t("← Back to Dashboard") : t("← Back to Home")}
      </Anchor>
      <Title order={1} size="h2" mt="sm" mb="md">
        {t("All Announcements")}
      </Title>
      {isLoading ? (
        <CentredSpinner />
      ) : isError ? (
        <LoadError message={t("Failed to load announcements. Please try again later.")} />
      ) : !data || data.length === 0 ? (
        <Stack align="center" py="xl" gap={4}>
          <IconSpeakerphone size={40} color="var(--mantine-color-gray-5)" aria-hidden />
          <Text fw={600}>{t("No announcements available at the moment")}</Text>
          <Text c="dimmed" size="sm">
            {t("Check back later for updates")}
          </Text>
        </Stack>
      ) : (
        <Stack>
          <Text c="dimmed" size="sm">
            {t("{{count}} announcement", { count: data.length, defaultValue_other: "{{count}} announcements" })}
          </Text>
          {data.map((a) => (
            <Card key={a._id} withBorder padding="md">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Title order={2} size="h4">
                  {a.title}
                </Title>
                <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                  {dates.ymd(a.createdAt)}
                </Text>
              </Group>
              {a.description && (
                <Text size="sm" mt="xs" style={{ whiteSpace: "pre-line" }}>
                  {a.description}
                </Text>
              )}
              {a.link && (
                <Anchor
                  href={a.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  mt="sm"
                  display="inline-flex"
                  style={{ alignItems: "center", gap: 4 }}
                >
                  {t("Open Link")} <IconExternalLink size={14} aria-hidden />
                </Anchor>
              )}
            </Card>
          ))}
        </Stack>
      )}
    </Container>
  );
}
