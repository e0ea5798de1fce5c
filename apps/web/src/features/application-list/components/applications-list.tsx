import { Button, Group, Select, Skeleton, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import { APPLICATION_LIST_PAGE_SIZE, type ApplicationSort, type SortOrder } from "@phd/shared";
import { useState } from "react";
import { FiltersToggle } from "../../../components/lists/filters.tsx";
import { ListEmpty } from "../../../components/lists/list-empty.tsx";
import { PagedList } from "../../../components/lists/paged-list.tsx";
import { useKeepPageInRange, useListAddress } from "../../../components/lists/use-list-address.ts";
import { Updating } from "../../../components/page-header.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { useTranslation } from "../../../lib/i18n.ts";
import { useDownloadApplication } from "../../applications/index.ts";
import { RoundSwitcher } from "../../rounds/index.ts";
import { useAllApplications } from "../api.ts";
import {
  activeFilterCount,
  type ListFilters,
  listFiltersOf,
  readListState,
  toApiQuery,
  writeListState,
} from "../list-params.ts";
import { ApplicationsTable, type SortState, sortChoice } from "./applications-table.tsx";
import { FilterPanel } from "./filter-panel.tsx";
import { SearchBox } from "./search-box.tsx";

const FILTER_PANEL_ID = "application-filters";

const SORT_VALUES = ["createdAt:desc", "createdAt:asc", "applicationId:asc", "applicationId:desc"] as const;

function ListSkeleton() {
  const { t } = useTranslation("staff");
  return (
    <Stack gap="xs" role="status" data-testid="list-loading">
      <VisuallyHidden>{t("Loading applications…")}</VisuallyHidden>
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: skeleton rows have no identity of their own
        <Skeleton key={i} h={i === 0 ? 36 : 48} radius="sm" />
      ))}
    </Stack>
  );
}

/**
 * The coordinator's all-applications page (spec 001 §2): search, filters and sort sent to the
 * server, one page of 10 at a time, everything kept in the address.
 */
export function ApplicationsList() {
  const { t } = useTranslation("staff");
  const { state, update, replacePage } = useListAddress(readListState, writeListState);
  const listSearch = writeListState(state).toString();
  const list = useAllApplications(toApiQuery(state));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const download = useDownloadApplication({
    success: t("Application downloaded successfully"),
    failure: t("Failed to download application PDF"),
  });

  const sortOptions = SORT_VALUES.map((value) => {
    const [sort, order] = value.split(":") as [ApplicationSort, SortOrder];
    return { value, label: sortChoice({ sort, order }, t) };
  });

  const filters = listFiltersOf(state);
  const filterCount = activeFilterCount(filters);
  const narrowed = filterCount > 0 || state.search !== "";

  const pagination = list.data?.pagination;
  const totalPages = pagination?.totalPages ?? 0;
  useKeepPageInRange(state.page, totalPages, list.isPlaceholderData, replacePage);

  const setFilters = (f: ListFilters) => update(listFiltersOf(f));
  const clearAll = () => update({ search: "", ...listFiltersOf({}) });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="xs">
        <Title order={1} size="h2">
          {t("PhD applications")}{" "}
          {pagination && (
            <Text span inherit c="dimmed" fw={400}>
              ({pagination.totalApplications})
            </Text>
          )}
        </Title>
        <Updating query={list} label={t("Updating the list")} />
      </Group>

      <RoundSwitcher />

      <Group role="search" aria-label={t("Applications")} align="flex-end" gap="sm" wrap="wrap">
        <SearchBox value={state.search} onSearch={(search) => update({ search })} />
        <Select
          label={t("Sort by")}
          data={sortOptions}
          value={`${state.sort}:${state.order}`}
          onChange={(v) => {
            if (!v) return;
            const [sort, order] = v.split(":") as [ApplicationSort, SortOrder];
            update({ sort, order });
          }}
          allowDeselect={false}
          style={{ flex: "1 1 200px", maxWidth: 260 }}
        />
        <FiltersToggle
          open={filtersOpen}
          onToggle={() => setFiltersOpen((o) => !o)}
          count={filterCount}
          panelId={FILTER_PANEL_ID}
        />
      </Group>

      {filtersOpen && (
        <FilterPanel key={JSON.stringify(filters)} id={FILTER_PANEL_ID} applied={filters} onApply={setFilters} />
      )}

      <PagedList
        query={list}
        errorTitle={t("Failed to fetch applications")}
        errorMessage={errorMessage(list.error, t("Unknown error occurred"))}
        loading={<ListSkeleton />}
        rows={(found) => found.applications}
        empty={
          narrowed ? (
            <ListEmpty
              title={t("No applications found")}
              hint={t("No application matches the search or filters in use. Try clearing them.")}
            >
              <Button variant="light" mt="xs" onClick={clearAll}>
                {t("Clear search and filters")}
              </Button>
            </ListEmpty>
          ) : (
            <ListEmpty
              title={t("No applications found")}
              hint={t("Applications to your departments appear here once candidates submit them.")}
            />
          )
        }
        onPage={(p) => update({ page: p })}
        alwaysPaged
      >
        {(applications, found) => (
          <ApplicationsTable
            applications={applications}
            startIndex={(found.pagination.currentPage - 1) * APPLICATION_LIST_PAGE_SIZE}
            listSearch={listSearch}
            sort={{ sort: state.sort, order: state.order }}
            onSort={(s: SortState) => update(s)}
            onDownload={(a) => download.mutate(a)}
            downloadingId={download.isPending ? download.variables?.id : undefined}
          />
        )}
      </PagedList>
    </Stack>
  );
}
