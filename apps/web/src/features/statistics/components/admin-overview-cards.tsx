import { Anchor, Card, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { formatDateTime, paths, type StatisticsOverview } from "@phd/shared";
import { IconChartBar, IconHistory } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LoadError } from "../../../components/load-error.tsx";
import { useStatisticsOverview } from "../api.ts";

export const OVERVIEW_LOAD_FAILED = "Failed to load the overview. Please try again later.";

/** "Open until Dec 1, 2026, 5:00 PM IST", "Closed", "Opens …", "Ended …": the admission window in the institution's zone. */
export function admissionsText({ state, opensAt, closesAt, timeZone }: StatisticsOverview["admissions"]): string {
  switch (state) {
    case "open":
      return closesAt ? `Open until ${formatDateTime(closesAt, timeZone)}` : "Open";
    case "closed":
      return "Closed";
    case "notYetOpen":
      return opensAt ? `Opens ${formatDateTime(opensAt, timeZone)}` : "Not open yet";
    case "ended":
      return closesAt ? `Ended ${formatDateTime(closesAt, timeZone)}` : "Ended";
  }
}

interface TileProps {
  label: string;
  value: ReactNode;
  /** Where the admin acts on it; none: the number alone. */
  to?: string;
  /** What the number is, under it (for tiles without a link). */
  hint?: string;
}

/** One number: with `to`, the whole tile is a link named "label: value". */
function Tile({ label, value, to, hint }: TileProps) {
  const content = (
    <>
      <Text size="sm" fw={600} c={to ? "var(--mantine-color-anchor)" : "dimmed"} td={to ? "underline" : undefined}>
        {label}
      </Text>
      <Text fz={24} fw={700} lh={1.2} mt={4} c="var(--mantine-color-text)" style={{ overflowWrap: "break-word" }}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" mt={4}>
          {hint}
        </Text>
      )}
    </>
  );
  if (!to)
    return (
      <Card withBorder padding="sm" radius="md" data-testid="overview-tile">
        {content}
      </Card>
    );
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      component={Link}
      to={to}
      className="mantine-focus-auto"
      data-testid="overview-tile"
    >
      {content}
    </Card>
  );
}

const count = (n: number) => n.toLocaleString("en-IN");

function Tiles({ data }: { data: StatisticsOverview }) {
  const t = data.totals;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: "xs", sm: "md" }}>
        <Tile label="Candidates" value={count(t.candidates)} to={paths.candidateStatistics} />
        <Tile label="Applications" value={count(t.applications)} to={paths.candidateStatistics} />
        <Tile label="Verified applications" value={count(t.verifiedApplications)} to={paths.candidateStatistics} />
        <Tile label="Awaiting review" value={count(t.awaitingReview)} hint="Reviewed by the coordinators" />
        <Tile label="Payments pending" value={count(t.paymentsPending)} hint="Verified by the account section" />
        <Tile label="Coordinators" value={count(t.coordinators)} to={paths.manageCoordinators} />
        <Tile label="Account coordinators" value={count(t.accountCoordinators)} to={paths.manageCoordinators} />
        <Tile label="Announcements" value={count(t.announcements)} to={paths.manageAnnouncements} />
      </SimpleGrid>
      <Card withBorder padding="md" radius="md" data-testid="overview-admissions">
        <Text size="sm" c="dimmed" fw={600}>
          Admissions
        </Text>
        <Text fw={600} mt={4} data-testid="admissions-state" style={{ overflowWrap: "break-word" }}>
          {admissionsText(data.admissions)}
        </Text>
        <Anchor component={Link} to={paths.manageConstants} size="sm" fw={500} mt="xs" display="inline-block">
          Manage admissions and constants
        </Anchor>
      </Card>
      <Anchor
        component={Link}
        to={paths.auditLog}
        fw={500}
        display="inline-flex"
        style={{ alignItems: "center", gap: 6 }}
      >
        <IconHistory size={18} aria-hidden />
        View the audit log
      </Anchor>
    </Stack>
  );
}

/** "Overview" on the admin's home: the portal's numbers, each leading to where the admin acts on them. */
export function AdminOverviewCards() {
  const overview = useStatisticsOverview();
  let body: ReactNode;
  if (overview.isError) {
    body = (
      <LoadError
        message={OVERVIEW_LOAD_FAILED}
        onRetry={() => void overview.refetch()}
        retryLabel="Retry"
        retrying={overview.isFetching}
      />
    );
  } else if (overview.isPending) {
    body = (
      <SimpleGrid cols={{ base: 2, md: 4 }} role="status" data-testid="overview-loading">
        <VisuallyHidden>Loading the overview…</VisuallyHidden>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={88} radius="md" />
        ))}
      </SimpleGrid>
    );
  } else {
    body = <Tiles data={overview.data} />;
  }
  return (
    <Stack component="section" gap="sm" mt="xl" aria-labelledby="admin-overview-title">
      <Title order={2} size="h3" id="admin-overview-title">
        <IconChartBar size={22} aria-hidden style={{ verticalAlign: "-3px", marginRight: 8 }} />
        Overview
      </Title>
      {body}
    </Stack>
  );
}
