import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconFileDownload } from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { ListEmpty } from "../../../components/lists/list-empty.tsx";
import { ListLoading, RefreshButton } from "../../../components/lists/list-loading.tsx";
import { PagedList } from "../../../components/lists/paged-list.tsx";
import { SearchBox } from "../../../components/lists/search-box.tsx";
import { useKeepPageInRange, useListAddress } from "../../../components/lists/use-list-address.ts";
import { Updating } from "../../../components/page-header.tsx";
import { currentLocale, useTranslation } from "../../../lib/i18n.ts";
import { RoundSwitcher } from "../../rounds/index.ts";
import { useCandidateStatistics, useExportCandidateStatistics, useRefreshStatistics } from "../api.ts";
import {
  readStatisticsListState,
  statisticsExportPath,
  toStatisticsQuery,
  writeStatisticsListState,
} from "../list-params.ts";
import { ChartsLoading } from "./charts-loading.tsx";
import { StatisticsTable } from "./statistics-table.tsx";

// The charts bring recharts (most of the admin area's code): fetched only when this page shows them.
const StatisticsCharts = lazy(async () => ({ default: (await import("./statistics-charts.tsx")).StatisticsCharts }));

/** Spec 001 §8: the English words of the list's load error (shown through `t`). */
export const STATISTICS_LOAD_FAILED = "Failed to load candidates statistics. Please try again later.";
export const STATISTICS_DEBOUNCE_MS = 500;

function TotalCard({ label, value }: { label: string; value: number }) {
  return (
    <Card withBorder padding="md" radius="md" data-testid="statistics-total">
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2} mt={4}>
        {value.toLocaleString(currentLocale())}
      </Text>
    </Card>
  );
}

/**
 * The admin's Candidate Statistics (spec 001 §2): totals over every candidate, charts from the
 * overview, and the candidates ten at a time, searched and paged on the server, with the search and
 * page in the address; CSV export of everyone matching the search.
 */
export function CandidateStatistics() {
  const { t } = useTranslation("admin");
  const { state, update, replacePage } = useListAddress(readStatisticsListState, writeStatisticsListState);
  const list = useCandidateStatistics(toStatisticsQuery(state));
  const exportCsv = useExportCandidateStatistics();
  const refresh = useRefreshStatistics();

  const totalPages = list.data?.pagination.totalPages ?? 0;
  useKeepPageInRange(state.page, totalPages, list.isPlaceholderData, replacePage);

  const data = list.data;
  const matching = data?.pagination.totalMatching;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Title order={1} size="h2">
          {t("Candidate Statistics")}
        </Title>
        <Updating query={list} label={t("Updating the statistics")} />
      </Group>

      <RoundSwitcher />

      {data && (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <TotalCard label={t("Total Candidates")} value={data.totalCandidates} />
          <TotalCard label={t("Total Applications")} value={data.totalApplications} />
          <TotalCard label={t("Verified Applications")} value={data.verifiedApplications} />
        </SimpleGrid>
      )}

      <Suspense fallback={<ChartsLoading />}>
        <StatisticsCharts round={state.round} />
      </Suspense>

      <Stack component="section" gap="md" aria-labelledby="candidates-title">
        <Group justify="space-between" align="flex-end" gap="xs">
          <div>
            <Title order={2} size="h3" id="candidates-title">
              {t("Candidates")}
            </Title>
            {matching !== undefined && (
              <Text c="dimmed" size="sm" data-testid="candidates-matching">
                {state.search
                  ? t("{{count}} candidate matches the search", {
                      count: matching,
                      defaultValue_other: "{{count}} candidates match the search",
                    })
                  : t("{{count}} candidate", { count: matching, defaultValue_other: "{{count}} candidates" })}
              </Text>
            )}
          </div>
        </Group>
        <Group role="search" aria-label={t("Candidates")} align="flex-end" gap="sm" wrap="wrap">
          <SearchBox
            value={state.search}
            onSearch={(search) => update({ search })}
            label={t("Search candidates")}
            description={t("By name or e-mail address")}
            placeholder={t("Search by name or e-mail")}
            delay={STATISTICS_DEBOUNCE_MS}
          />
          <Group gap="xs" wrap="wrap">
            <Button
              variant="default"
              leftSection={<IconFileDownload size={16} aria-hidden />}
              loading={exportCsv.isPending}
              onClick={() => exportCsv.mutate(statisticsExportPath(state))}
            >
              {t("Export CSV")}
            </Button>
            <RefreshButton onRefresh={refresh} refreshing={list.isFetching} />
          </Group>
        </Group>
        <PagedList
          query={list}
          errorMessage={t("Failed to load candidates statistics. Please try again later.")}
          loading={<ListLoading>{t("Loading candidates...")}</ListLoading>}
          rows={(page) => page.candidateDetails}
          empty={
            <ListEmpty
              title={t("No candidates found")}
              hint={state.search ? t("Try a different name or e-mail address") : t("No candidate has registered yet")}
            />
          }
          onPage={(p) => update({ page: p })}
        >
          {(rows) => <StatisticsTable rows={rows} />}
        </PagedList>
      </Stack>
    </Stack>
  );
}
