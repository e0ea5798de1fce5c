import { Button, Group, Stack, Text } from "@mantine/core";
import { IconFileDownload, IconUsersGroup } from "@tabler/icons-react";
import { useState } from "react";
import { FiltersToggle } from "../../../components/lists/filters.tsx";
import { ListEmpty } from "../../../components/lists/list-empty.tsx";
import { ListLoading, RefreshButton } from "../../../components/lists/list-loading.tsx";
import { PagedList } from "../../../components/lists/paged-list.tsx";
import { SearchBox } from "../../../components/lists/search-box.tsx";
import { useKeepPageInRange, useListAddress } from "../../../components/lists/use-list-address.ts";
import { PageHeader, Updating } from "../../../components/page-header.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { RoundSwitcher } from "../../rounds/index.ts";
import { useDownloadReceipt, useExportFees, useFeeList } from "../api.ts";
import {
  activeFeeFilterCount,
  type FeeFilters,
  feeExportPath,
  feeFiltersOf,
  NO_FEE_FILTERS,
  readFeeListState,
  toFeeListQuery,
  writeFeeListState,
} from "../list-params.ts";
import { FEE_DEBOUNCE_MS, FeeFilterPanel } from "./fee-filter-panel.tsx";
import { feeLoadFailed } from "./fee-labels.ts";
import { FeeTable } from "./fee-table.tsx";
import { FilterChips } from "./filter-chips.tsx";

const FILTER_PANEL_ID = "fee-filters";

/**
 * The account section's fee list (spec 001 §2 "Fee list"): search, filters, sort and grouping sent
 * to the server, ten at a time, all kept in the address; CSV export of the same selection.
 */
export function FeeList() {
  const { t } = useTranslation("accounts");
  const { state, update, replacePage } = useListAddress(readFeeListState, writeFeeListState);
  const list = useFeeList(toFeeListQuery(state));
  const download = useDownloadReceipt();
  const exportCsv = useExportFees();
  const [filtersOpen, setFiltersOpen] = useState(false);

  const filters = feeFiltersOf(state);
  const filterCount = activeFeeFilterCount(filters);
  const narrowed = filterCount > 0 || state.search !== "";

  const pagination = list.data?.pagination;
  const totalPages = pagination?.totalPages ?? 0;
  useKeepPageInRange(state.page, totalPages, list.isPlaceholderData, replacePage);

  const total = pagination?.totalApplications;
  return (
    <Stack gap="md">
      <PageHeader
        title={t("Fee Details")}
        description={
          total !== undefined && (
            <Text c="dimmed" data-testid="fee-total">
              {t("{{count}} application", { count: total, defaultValue_other: "{{count}} applications" })}
            </Text>
          )
        }
      >
        <Updating query={list} label={t("Updating the list")} />
      </PageHeader>

      <RoundSwitcher />

      <Group role="search" aria-label={t("Fee details")} align="flex-end" gap="sm" wrap="wrap">
        <SearchBox
          value={state.search}
          onSearch={(search) => update({ search })}
          label={t("Search fee details")}
          description={t("By application ID, applicant name or UTR number")}
          placeholder={t("Search by application ID, name or UTR")}
          delay={FEE_DEBOUNCE_MS}
        />
        <Group gap="xs" wrap="wrap">
          <Button
            variant={state.groupByUser ? "filled" : "default"}
            leftSection={<IconUsersGroup size={16} aria-hidden />}
            aria-pressed={state.groupByUser}
            onClick={() => update({ groupByUser: !state.groupByUser }, { replace: false })}
          >
            {t("Group by User")}
          </Button>
          <FiltersToggle
            open={filtersOpen}
            onToggle={() => setFiltersOpen((o) => !o)}
            count={filterCount}
            panelId={FILTER_PANEL_ID}
          />
          <Button
            variant="default"
            leftSection={<IconFileDownload size={16} aria-hidden />}
            loading={exportCsv.isPending}
            onClick={() => exportCsv.mutate(feeExportPath(state))}
          >
            {t("Export CSV")}
          </Button>
          <RefreshButton onRefresh={list.refetch} refreshing={list.isFetching} />
        </Group>
      </Group>

      {filtersOpen && <FeeFilterPanel id={FILTER_PANEL_ID} applied={filters} onApply={(f: FeeFilters) => update(f)} />}

      <FilterChips
        search={state.search}
        filters={filters}
        onRemove={(change) => update(change)}
        onClearAll={() => update({ ...NO_FEE_FILTERS, search: "" })}
      />

      <PagedList
        query={list}
        errorMessage={feeLoadFailed(t)}
        loading={<ListLoading>{t("Loading fee details...")}</ListLoading>}
        rows={(page) => page.data}
        empty={
          <ListEmpty
            title={t("No fee details found")}
            hint={narrowed ? t("Try adjusting your search criteria") : t("No fee details have been submitted yet")}
          />
        }
        onPage={(p) => update({ page: p })}
      >
        {(rows) => (
          <FeeTable
            rows={rows}
            sort={{ sort: state.sort, order: state.order }}
            onSort={(s) => update(s)}
            groupByUser={state.groupByUser}
            onDownload={(row) => download.mutate(row)}
            downloadingId={download.isPending ? download.variables?.id : undefined}
          />
        )}
      </PagedList>
    </Stack>
  );
}
