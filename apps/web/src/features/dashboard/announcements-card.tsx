import { Anchor, Group, Stack, Text, Title } from "@mantine/core";
import { paths } from "@phd/shared";
import { IconSpeakerphone } from "@tabler/icons-react";
import { Link } from "react-router";
import { PlainList } from "../../components/lists/list-table.tsx";
import { useTranslation } from "../../lib/i18n.ts";
import { useDates } from "../../lib/institution-time.ts";
import { AnnouncementOpenLink, useAnnouncements } from "../announcements/index.ts";
import { QueryCard } from "./dashboard-card.tsx";

const SHOWN = 3;

/** The newest announcements a candidate may see (for everyone and for candidates), and the way to all. */
export function AnnouncementsCard() {
  const { t } = useTranslation("candidate");
  const dates = useDates();
  const announcements = useAnnouncements("visible");
  const items = (announcements.data ?? []).slice(0, SHOWN);
  return (
    <QueryCard
      title={t("Announcements")}
      icon={<IconSpeakerphone size={20} aria-hidden />}
      data-testid="dashboard-announcements"
      queries={[announcements]}
      errorMessage={t("Failed to load announcements. Please try again later.")}
      lines={4}
    >
      {() => (
        <Stack gap="sm">
          {items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("No announcements available at the moment.")}
            </Text>
          ) : (
            <PlainList gap="sm">
              {items.map((a) => (
                <li key={a._id}>
                  <Group justify="space-between" align="baseline" gap={6} wrap="wrap">
                    <Title order={3} size="h6" style={{ overflowWrap: "anywhere" }}>
                      {a.title}
                    </Title>
                    <Text size="xs" c="dimmed">
                      {dates.ymd(a.createdAt)}
                    </Text>
                  </Group>
                  {a.description && (
                    <Text size="sm" c="dimmed" lineClamp={2}>
                      {a.description}
                    </Text>
                  )}
                  {a.link && <AnnouncementOpenLink href={a.link} title={a.title} size="xs" />}
                </li>
              ))}
            </PlainList>
          )}
          <Anchor component={Link} to={paths.allAnnouncements} size="sm" fw={500}>
            {t("View All Announcements →")}
          </Anchor>
        </Stack>
      )}
    </QueryCard>
  );
}
