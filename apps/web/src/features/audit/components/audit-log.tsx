import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { CsvExportButton } from "../../../components/lists/csv-export-button.tsx";
import { ListEmpty } from "../../../components/lists/list-empty.tsx";
import { ListLoading } from "../../../components/lists/list-loading.tsx";
import { PagedList } from "../../../components/lists/paged-list.tsx";
import { useKeepPageInRange, useListAddress } from "../../../components/lists/use-list-address.ts";
import { LoadError } from "../../../components/load-error.tsx";
import { PageHeader, Updating } from "../../../components/page-header.tsx";
import { currentLocale, useTranslation } from "../../../lib/i18n.ts";
import { RoundSwitcher } from "../../rounds/index.ts";
import { useAuditLog } from "../api.ts";
import {
  auditExportPath,
  auditFiltersOf,
  isFiltered,
  readAuditListState,
  toAuditLogRequest,
  writeAuditListState,
} from "../list-params.ts";
import { AuditFilterBar } from "./audit-filters.tsx";
import { AuditTable } from "./audit-table.tsx";

/**
 * The admin's audit log (issue 13): who did what to which record and when, newest first, filtered by
 * actor, kind and days (the institution's calendar days), a page at a time; all of it in the address.
 * Export CSV downloads every event the filters match, in the same words.
 */
export function AuditLog() {
  const { t } = useTranslation("admin");
  const loadFailed = t("Failed to load the audit log. Please try again.");
  const { state, update, replacePage } = useListAddress(readAuditListState, writeAuditListState);
  const list = useAuditLog(toAuditLogRequest(state));
  const filters = auditFiltersOf(state);
  const filtered = isFiltered(filters);

  const pagination = list.data?.pagination;
  useKeepPageInRange(state.page, pagination?.totalPages ?? 0, list.isPlaceholderData, replacePage);

  const total = pagination?.total;
  return (
    <Stack gap="md">
      <PageHeader
        title={t("Audit Log")}
        description={
          total !== undefined && (
            <Text c="dimmed" data-testid="audit-total">
              {/* `count` picks the plural form; `total` is the number as shown, grouped ("1,234"). */}
              {filtered
                ? t("{{total}} event matches the filters", {
                    count: total,
                    total: total.toLocaleString(currentLocale()),
                    defaultValue_other: "{{total}} events match the filters",
                  })
                : t("{{total}} event", {
                    count: total,
                    total: total.toLocaleString(currentLocale()),
                    defaultValue_other: "{{total}} events",
                  })}
            </Text>
          )
        }
      >
        <Group gap="xs">
          <Updating query={list} label={t("Updating the list")} />
          <CsvExportButton
            path={auditExportPath(state)}
            fallbackName="audit-log.csv"
            success={t("Audit log exported")}
            failure={t("Failed to export the audit log")}
          />
        </Group>
      </PageHeader>

      {state.candidate ? (
        // One candidate's events come from every round: the switcher would mislead.
        <Alert color="blue" title={t("One candidate's records, in every round")}>
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {t("Who read or changed this candidate's records. Export CSV to inform the candidate of a breach.")}
            </Text>
            <Button variant="default" size="xs" onClick={() => update({ candidate: undefined, page: 1 })}>
              {t("Show every candidate")}
            </Button>
          </Group>
        </Alert>
      ) : (
        <RoundSwitcher />
      )}

      <AuditFilterBar applied={filters} onChange={(change) => update(change)} />

      {list.isError && list.data && (
        <LoadError
          message={loadFailed}
          onRetry={() => void list.refetch()}
          retryLabel={t("Retry")}
          retrying={list.isFetching}
        />
      )}
      <PagedList
        query={list}
        keepData
        errorMessage={loadFailed}
        loading={<ListLoading>{t("Loading audit events...")}</ListLoading>}
        rows={(page) => page.data}
        empty={
          <ListEmpty
            title={t("No audit events found")}
            hint={
              filtered ? t("Try adjusting your filters") : t("Actions on records will be listed here as they happen")
            }
          />
        }
        onPage={(p) => update({ page: p })}
      >
        {(entries) => <AuditTable entries={entries} />}
      </PagedList>
    </Stack>
  );
}
