import { Anchor, Card, SimpleGrid, Stack, Text } from "@mantine/core";
import { formatDateTime, type Language, paths, type StatisticsOverview } from "@phd/shared";
import { IconChartBar, IconHistory } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { CardSkeletons, HomeSection } from "../../../components/home-section.tsx";
import { QueryState } from "../../../components/query-state.tsx";
import { currentLocale, fixedT, useLanguage, useTranslation } from "../../../lib/i18n.ts";
import { useStatisticsOverview } from "../api.ts";

/** The English words of the overview's load error (shown through `t`). */
export const OVERVIEW_LOAD_FAILED = "Failed to load the overview. Please try again later.";

/**
 * "Open until Dec 1, 2026, 5:00 PM IST", "Closed", "Opens …", "Ended …": the admission window in the
 * institution's zone, in the language of `t` and `language` (English unless given).
 */
export function admissionsText(
  { state, opensAt, closesAt, timeZone }: StatisticsOverview["admissions"],
  t: TFunction = fixedT("admin"),
  language: Language = "en",
): string {
  const at = (iso: string) => formatDateTime(iso, timeZone, language);
  switch (state) {
    case "open":
      return closesAt ? t("Open until {{when}}", { when: at(closesAt) }) : t("Open");
    case "closed":
      return t("Closed");
    case "notYetOpen":
      return opensAt ? t("Opens {{when}}", { when: at(opensAt) }) : t("Not open yet");
    case "ended":
      return closesAt ? t("Ended {{when}}", { when: at(closesAt) }) : t("Ended");
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

/**
 * One number: with `to`, the whole tile is a link named "label: value"; without, a term and its
 * description (not a bold paragraph that reads as a heading).
 */
function Tile({ label, value, to, hint }: TileProps) {
  // Outside a link the tile is a <dl>: the label its term, the number and the hint its descriptions.
  const as = (tag: "dt" | "dd") => (to ? "p" : tag);
  const content = (
    <>
      <Text
        component={as("dt")}
        size="sm"
        fw={600}
        c={to ? "var(--mantine-color-anchor)" : "dimmed"}
        td={to ? "underline" : undefined}
      >
        {label}
      </Text>
      <Text
        component={as("dd")}
        fz={24}
        fw={700}
        lh={1.2}
        mt={4}
        ml={0}
        c="var(--mantine-color-text)"
        style={{ overflowWrap: "break-word" }}
      >
        {value}
      </Text>
      {hint && (
        <Text component={as("dd")} size="xs" c="dimmed" mt={4} ml={0}>
          {hint}
        </Text>
      )}
    </>
  );
  if (!to)
    return (
      <Card withBorder padding="sm" radius="md" component="dl" m={0} data-testid="overview-tile">
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

const count = (n: number) => n.toLocaleString(currentLocale());

function Tiles({ data }: { data: StatisticsOverview }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const totals = data.totals;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: "xs", sm: "md" }}>
        <Tile label={t("Candidates")} value={count(totals.candidates)} to={paths.candidateStatistics} />
        <Tile label={t("Applications")} value={count(totals.applications)} to={paths.candidateStatistics} />
        <Tile
          label={t("Verified applications")}
          value={count(totals.verifiedApplications)}
          to={paths.candidateStatistics}
        />
        <Tile
          label={t("Awaiting review")}
          value={count(totals.awaitingReview)}
          hint={t("Reviewed by the coordinators")}
        />
        <Tile
          label={t("Payments pending")}
          value={count(totals.paymentsPending)}
          hint={t("Verified by the account section")}
        />
        <Tile label={t("Coordinators")} value={count(totals.coordinators)} to={paths.manageCoordinators} />
        <Tile
          label={t("Account coordinators")}
          value={count(totals.accountCoordinators)}
          to={paths.manageCoordinators}
        />
        <Tile label={t("Announcements")} value={count(totals.announcements)} to={paths.manageAnnouncements} />
      </SimpleGrid>
      <Card withBorder padding="md" radius="md" data-testid="overview-admissions">
        <Text size="sm" c="dimmed" fw={600}>
          {t("Admissions")}
        </Text>
        <Text fw={600} mt={4} data-testid="admissions-state" style={{ overflowWrap: "break-word" }}>
          {admissionsText(data.admissions, t, language)}
        </Text>
        <Anchor component={Link} to={paths.manageConstants} size="sm" fw={500} mt="xs" display="inline-block">
          {t("Manage admissions and constants")}
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
        {t("View the audit log")}
      </Anchor>
    </Stack>
  );
}

/** "Overview" on the admin's home: the portal's numbers, each leading to where the admin acts on them. */
export function AdminOverviewCards() {
  const { t } = useTranslation("admin");
  const overview = useStatisticsOverview();
  const loading = (
    <CardSkeletons
      cols={{ base: 2, md: 4 }}
      count={4}
      height={88}
      label={t("Loading the overview…")}
      testId="overview-loading"
    />
  );
  return (
    <HomeSection id="admin-overview-title" icon={IconChartBar} title={t("Overview")}>
      <QueryState
        query={overview}
        errorMessage={t("Failed to load the overview. Please try again later.")}
        loading={loading}
      >
        {(data) => <Tiles data={data} />}
      </QueryState>
    </HomeSection>
  );
}
