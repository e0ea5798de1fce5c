import { Anchor, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { type DepartmentQueue, paths } from "@phd/shared";
import { IconBuilding } from "@tabler/icons-react";
import { Link } from "react-router";
import { DetailList, DetailRow } from "../../../components/detail-list.tsx";
import { CardSkeletons, HomeSection } from "../../../components/home-section.tsx";
import { QueryState } from "../../../components/query-state.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useDepartmentSummary } from "../api.ts";
import { DEFAULT_ORDER, DEFAULT_SORT, writeListState } from "../list-params.ts";

/** The English of the screen's words when no department is assigned (the screen says it through `t`). */
export const NO_DEPARTMENT = "No department has been assigned to you yet. Please contact the admin.";

/** The list's address filtered to one department (and, if given, one status). */
export function departmentListHref(department: DepartmentQueue["department"], status?: "PENDING"): string {
  const params = writeListState({ page: 1, search: "", department, status, sort: DEFAULT_SORT, order: DEFAULT_ORDER });
  return `${paths.applicationsPage}?${params.toString()}`;
}

function QueueCard({ queue }: { queue: DepartmentQueue }) {
  const { t } = useTranslation("staff");
  const titleId = `queue-${queue.department.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <Card
      component="section"
      withBorder
      padding="md"
      radius="md"
      aria-labelledby={titleId}
      data-testid="department-queue"
    >
      <Title order={3} size="h5" id={titleId} mb="sm" style={{ overflowWrap: "break-word" }}>
        {queue.department}
      </Title>
      <DetailList>
        <DetailRow label={t("Pending")}>{queue.pending}</DetailRow>
        <DetailRow label={t("Modification requested")}>{queue.modificationRequested}</DetailRow>
        <DetailRow label={t("Verified")}>{queue.verified}</DetailRow>
        <DetailRow label={t("Total")}>{queue.total}</DetailRow>
      </DetailList>
      <Stack gap={4} mt="sm">
        <Anchor
          component={Link}
          to={departmentListHref(queue.department, "PENDING")}
          size="sm"
          fw={500}
          aria-label={t("Review {{n}} pending in {{department}}", { n: queue.pending, department: queue.department })}
        >
          {t("Review {{n}} pending", { n: queue.pending })}
        </Anchor>
        <Anchor
          component={Link}
          to={departmentListHref(queue.department)}
          size="sm"
          fw={500}
          aria-label={t("All {{n}} applications in {{department}}", { n: queue.total, department: queue.department })}
        >
          {t("All {{n}} applications", { n: queue.total })}
        </Anchor>
      </Stack>
    </Card>
  );
}

/** "Your departments" on the coordinator's home: one card per department with what waits in it. */
export function DepartmentQueues() {
  const { t } = useTranslation("staff");
  const summary = useDepartmentSummary();
  const loading = (
    <CardSkeletons
      cols={{ base: 1, sm: 2 }}
      count={2}
      height={180}
      label={t("Loading your departments…")}
      testId="departments-loading"
    />
  );
  return (
    <HomeSection id="your-departments" icon={IconBuilding} title={t("Your departments")}>
      <QueryState
        query={summary}
        errorMessage={errorMessage(summary.error, t("Failed to load your departments"))}
        retryLabel={t("Try Again")}
        loading={loading}
      >
        {(queues) =>
          queues.length === 0 ? (
            <Card withBorder padding="md">
              <Text size="sm">{t("No department has been assigned to you yet. Please contact the admin.")}</Text>
            </Card>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {queues.map((q) => (
                <QueueCard key={q.department} queue={q} />
              ))}
            </SimpleGrid>
          )
        }
      </QueryState>
    </HomeSection>
  );
}
