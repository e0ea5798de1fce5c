import { Anchor, Group, Paper, Stack, Text } from "@mantine/core";
import { APPLICATION_TYPE_LABELS, paths } from "@phd/shared";
import { IconFileText } from "@tabler/icons-react";
import { Link } from "react-router";
import { PlainList } from "../../components/lists/list-table.tsx";
import { useLabel, useTranslation } from "../../lib/i18n.ts";
import { useDates } from "../../lib/institution-time.ts";
import { ApplicationStatusBadge, useMyApplications } from "../applications/index.ts";
import { QueryCard } from "./dashboard-card.tsx";

const SHOWN = 4;

/** The candidate's applications with their status badges; the full list is My Applications. */
export function ApplicationsCard() {
  const { t } = useTranslation("candidate");
  const label = useLabel();
  const dates = useDates();
  const applications = useMyApplications();
  const list = applications.data?.applications ?? [];
  return (
    <QueryCard
      title={t("My applications")}
      icon={<IconFileText size={20} aria-hidden />}
      data-testid="home-applications"
      queries={[applications]}
      errorMessage={t("Failed to load existing applications")}
      lines={4}
    >
      {() =>
        list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("No applications yet. Once your profile is complete you can apply to departments.")}
          </Text>
        ) : (
          <Stack gap="sm">
            <PlainList gap="xs">
              {list.slice(0, SHOWN).map((a) => (
                <Paper component="li" key={a.id} withBorder p="sm" radius="sm" data-testid="home-application">
                  <Group justify="space-between" align="flex-start" gap={6} wrap="wrap">
                    <div style={{ minWidth: 0 }}>
                      <Anchor component={Link} to={paths.viewCandidateApplication(a.id)} fw={600} size="sm">
                        {a.applicationId}
                      </Anchor>
                      <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                        {a.department}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t("{{type}} · Submitted {{date}}", {
                          type: label(APPLICATION_TYPE_LABELS[a.applicationType]),
                          date: dates.date(a.createdAt),
                        })}
                      </Text>
                    </div>
                    <ApplicationStatusBadge status={a.verificationStatus} />
                  </Group>
                </Paper>
              ))}
            </PlainList>
            <Anchor component={Link} to={paths.applications} size="sm" fw={500}>
              {list.length > SHOWN
                ? t("View all {{total}} applications →", { total: list.length })
                : t("Open My Applications →")}
            </Anchor>
          </Stack>
        )
      }
    </QueryCard>
  );
}
