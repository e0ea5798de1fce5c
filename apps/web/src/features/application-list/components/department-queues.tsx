import { Anchor, Card, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { type DepartmentQueue, paths } from "@phd/shared";
import { IconBuilding } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DetailList, DetailRow } from "../../../components/detail-list.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useDepartmentSummary } from "../api.ts";
import { DEFAULT_ORDER, DEFAULT_SORT, writeListState } from "../list-params.ts";

export const NO_DEPARTMENT = "No department has been assigned to you yet. Please contact the admin.";

/** The list's address filtered to one department (and, if given, one status). */
export function departmentListHref(department: DepartmentQueue["department"], status?: "PENDING"): string {
  const params = writeListState({ page: 1, search: "", department, status, sort: DEFAULT_SORT, order: DEFAULT_ORDER });
  return `${paths.applicationsPage}?${params.toString()}`;
}

function QueueCard({ queue }: { queue: DepartmentQueue }) {
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
        <DetailRow label="Pending">{queue.pending}</DetailRow>
        <DetailRow label="Modification requested">{queue.modificationRequested}</DetailRow>
        <DetailRow label="Verified">{queue.verified}</DetailRow>
        <DetailRow label="Total">{queue.total}</DetailRow>
      </DetailList>
      <Stack gap={4} mt="sm">
        <Anchor
          component={Link}
          to={departmentListHref(queue.department, "PENDING")}
          size="sm"
          fw={500}
          aria-label={`Review ${queue.pending} pending in ${queue.department}`}
        >
          Review {queue.pending} pending
        </Anchor>
        <Anchor
          component={Link}
          to={departmentListHref(queue.department)}
          size="sm"
          fw={500}
          aria-label={`All ${queue.total} applications in ${queue.department}`}
        >
          All {queue.total} applications
        </Anchor>
      </Stack>
    </Card>
  );
}

/** "Your departments" on the coordinator's home: one card per department with what waits in it. */
export function DepartmentQueues() {
  const summary = useDepartmentSummary();
  let body: ReactNode;
  if (summary.isError) {
    body = (
      <LoadError
        message={errorMessage(summary.error, "Failed to load your departments")}
        onRetry={() => void summary.refetch()}
      />
    );
  } else if (summary.isPending) {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} role="status" data-testid="departments-loading">
        <VisuallyHidden>Loading your departments…</VisuallyHidden>
        {[0, 1].map((i) => (
          <Skeleton key={i} h={180} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else if (summary.data.length === 0) {
    body = (
      <Card withBorder padding="md">
        <Text size="sm">{NO_DEPARTMENT}</Text>
      </Card>
    );
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {summary.data.map((q) => (
          <QueueCard key={q.department} queue={q} />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Stack component="section" gap="sm" mt="xl" aria-labelledby="your-departments">
      <Title order={2} size="h3" id="your-departments">
        <IconBuilding size={22} aria-hidden style={{ verticalAlign: "-3px", marginRight: 8 }} />
        Your departments
      </Title>
      {body}
    </Stack>
  );
}
