import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { APPLICATION_LIST_PAGE_SIZE, type ApplicationSort, type SortOrder } from "@phd/shared";
import { IconAdjustmentsHorizontal, IconFileOff } from "@tabler/icons-react";
import { type ReactNode, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { errorMessage } from "../../../lib/api-client.ts";
import { useDownloadApplication } from "../../applications/index.ts";
import { useAllApplications } from "../api.ts";
import {
  activeFilterCount,
  FILTER_KEYS,
  type ListFilters,
  type ListState,
  readListState,
  toApiQuery,
  writeListState,
} from "../list-params.ts";
import { ApplicationsTable, type SortState, sortDescription } from "./applications-table.tsx";
import { FilterPanel } from "./filter-panel.tsx";
import { SearchBox } from "./search-box.tsx";

const FILTER_PANEL_ID = "application-filters";

const SORT_OPTIONS = (["createdAt:desc", "createdAt:asc", "applicationId:asc", "applicationId:desc"] as const).map(
  (value) => {
    const [sort, order] = value.split(":") as [ApplicationSort, SortOrder];
    const text = sortDescription({ sort, order }).replace(/^sorted by /, "");
    return { value, label: text.charAt(0).toUpperCase() + text.slice(1) };
  },
);

function ListSkeleton() {
  return (
    <Stack gap="xs" role="status" data-testid="list-loading">
      <VisuallyHidden>Loading applications…</VisuallyHidden>
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
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readListState(searchParams);
  const listSearch = writeListState(state).toString();
  const list = useAllApplications(toApiQuery(state));
  const [filtersOpen, setFiltersOpen] = useState(false);
  const download = useDownloadApplication({
    success: "Application downloaded successfully",
    failure: "Failed to download application PDF",
  });

  const update = (change: Partial<ListState>, options?: { replace?: boolean }) =>
    setSearchParams(writeListState({ ...state, page: 1, ...change }), options);

  const filters: ListFilters = Object.fromEntries(FILTER_KEYS.map((k) => [k, state[k]]));
  const filterCount = activeFilterCount(filters);
  const narrowed = filterCount > 0 || state.search !== "";

  const pagination = list.data?.pagination;
  const totalPages = pagination?.totalPages ?? 0;
  // A page past the end (an old link, fewer results now): show the last page instead.
  useEffect(() => {
    if (!list.isPlaceholderData && totalPages > 0 && state.page > totalPages) {
      setSearchParams(writeListState({ ...state, page: totalPages }), { replace: true });
    }
  });

  const setFilters = (f: ListFilters) =>
    update({
      department: f.department,
      status: f.status,
      applicationType: f.applicationType,
      fromDate: f.fromDate,
      toDate: f.toDate,
    });
  const clearAll = () => {
    update({
      search: "",
      department: undefined,
      status: undefined,
      applicationType: undefined,
      fromDate: undefined,
      toDate: undefined,
    });
  };

  let body: ReactNode;
  if (list.isError) {
    body = (
      <Alert color="red" title="Failed to fetch applications">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{errorMessage(list.error, "Unknown error occurred")}</Text>
          <Button size="xs" onClick={() => void list.refetch()} loading={list.isFetching}>
            Retry
          </Button>
        </Stack>
      </Alert>
    );
  } else if (list.isPending) {
    body = <ListSkeleton />;
  } else if (list.data.applications.length === 0) {
    body = (
      <Card withBorder py="xl">
        <Stack align="center" gap="xs">
          <IconFileOff size={40} color="var(--mantine-color-gray-5)" aria-hidden />
          <Text fw={600}>No applications found</Text>
          {narrowed ? (
            <>
              <Text c="dimmed" size="sm" ta="center">
                No application matches the search or filters in use. Try clearing them.
              </Text>
              <Button variant="light" mt="xs" onClick={clearAll}>
                Clear search and filters
              </Button>
            </>
          ) : (
            <Text c="dimmed" size="sm" ta="center">
              Applications to your departments appear here once candidates submit them.
            </Text>
          )}
        </Stack>
      </Card>
    );
  } else {
    const page = list.data.pagination.currentPage;
    body = (
      <Stack gap="md">
        <div style={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: "opacity 150ms" }}>
          <ApplicationsTable
            applications={list.data.applications}
            startIndex={(page - 1) * APPLICATION_LIST_PAGE_SIZE}
            listSearch={listSearch}
            sort={{ sort: state.sort, order: state.order }}
            onSort={(s: SortState) => update(s)}
            onDownload={(a) => download.mutate(a)}
            downloadingId={download.isPending ? download.variables?.id : undefined}
          />
        </div>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" role="status">
            Showing page {page} of {Math.max(list.data.pagination.totalPages, 1)}
          </Text>
          <Group gap="xs">
            <Button
              variant="default"
              size="sm"
              disabled={page <= 1 || list.isPlaceholderData}
              onClick={() => update({ page: page - 1 })}
            >
              Previous
            </Button>
            <Button
              variant="default"
              size="sm"
              disabled={page >= list.data.pagination.totalPages || list.isPlaceholderData}
              onClick={() => update({ page: page + 1 })}
            >
              Next
            </Button>
          </Group>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="xs">
        <Title order={1} size="h2">
          PhD applications{" "}
          {pagination && (
            <Text span inherit c="dimmed" fw={400}>
              ({pagination.totalApplications})
            </Text>
          )}
        </Title>
        {list.isFetching && !list.isPending && <Loader size="sm" aria-label="Updating the list" />}
      </Group>

      <Group role="search" aria-label="Applications" align="flex-end" gap="sm" wrap="wrap">
        <SearchBox value={state.search} onSearch={(search) => update({ search })} />
        <Select
          label="Sort by"
          data={SORT_OPTIONS}
          value={`${state.sort}:${state.order}`}
          onChange={(v) => {
            if (!v) return;
            const [sort, order] = v.split(":") as [ApplicationSort, SortOrder];
            update({ sort, order });
          }}
          allowDeselect={false}
          style={{ flex: "1 1 200px", maxWidth: 260 }}
        />
        <Button
          variant={filtersOpen ? "filled" : "default"}
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          aria-expanded={filtersOpen}
          aria-controls={filtersOpen ? FILTER_PANEL_ID : undefined}
          onClick={() => setFiltersOpen((o) => !o)}
        >
          Filters{filterCount > 0 ? ` (${filterCount})` : ""}
        </Button>
      </Group>

      {filtersOpen && (
        <FilterPanel key={JSON.stringify(filters)} id={FILTER_PANEL_ID} applied={filters} onApply={setFilters} />
      )}

      {body}
    </Stack>
  );
}
