import { Button, Group, Paper, Select, SimpleGrid } from "@mantine/core";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  APPLICATION_TYPE_LABELS,
  APPLICATION_TYPES,
  type ApplicationStatus,
  type ApplicationType,
  DEPARTMENTS,
  type DepartmentName,
} from "@phd/shared";
import { type FormEvent, useState } from "react";
import { DateRangeFields, datesOutOfOrder } from "../../../components/lists/date-range-fields.tsx";
import type { FilterPanelProps } from "../../../components/lists/filters.tsx";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import type { ListFilters } from "../list-params.ts";

// Department names are the university's published names: not translated.
const departmentOptions = DEPARTMENTS.map((d) => d.name);

/**
 * The filter panel: the fields are a draft until Apply; Reset empties them and drops the filters
 * in use. Mount it with a `key` of the applied filters so it starts from them.
 */
export function FilterPanel({ id, applied, onApply }: FilterPanelProps<ListFilters>) {
  const { t } = useTranslation("staff");
  const label = useLabel();
  const statusOptions = APPLICATION_STATUSES.map((s) => ({ value: s, label: label(APPLICATION_STATUS_LABELS[s]) }));
  const typeOptions = APPLICATION_TYPES.map((type) => ({ value: type, label: label(APPLICATION_TYPE_LABELS[type]) }));
  const [draft, setDraft] = useState<ListFilters>(applied);
  const set = <K extends keyof ListFilters>(key: K, value: ListFilters[K] | null | "") =>
    setDraft((d) => ({ ...d, [key]: value || undefined }));
  const dateError = datesOutOfOrder(draft.fromDate, draft.toDate);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!dateError) onApply(draft);
  };
  const reset = () => {
    setDraft({});
    onApply({});
  };

  return (
    <Paper component="form" id={id} withBorder p="md" radius="md" onSubmit={submit} aria-label={t("Filters")}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        <Select
          label={t("Department")}
          placeholder={t("All departments")}
          data={departmentOptions}
          value={draft.department ?? null}
          onChange={(v) => set("department", v as DepartmentName | null)}
          clearable
          clearButtonProps={{ "aria-label": t("Clear department") }}
        />
        <Select
          label={t("Status")}
          placeholder={t("All statuses")}
          data={statusOptions}
          value={draft.status ?? null}
          onChange={(v) => set("status", v as ApplicationStatus | null)}
          clearable
          clearButtonProps={{ "aria-label": t("Clear status") }}
        />
        <Select
          label={t("Application type")}
          placeholder={t("All types")}
          data={typeOptions}
          value={draft.applicationType ?? null}
          onChange={(v) => set("applicationType", v as ApplicationType | null)}
          clearable
          clearButtonProps={{ "aria-label": t("Clear application type") }}
        />
        <DateRangeFields
          from={draft.fromDate}
          to={draft.toDate}
          onChange={(change) => setDraft((d) => ({ ...d, ...change }))}
          labels={[t("From date"), t("To date")]}
          subject={t("Submitted")}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md" gap="sm">
        <Button type="button" variant="default" onClick={reset}>
          {t("Reset")}
        </Button>
        <Button type="submit" disabled={dateError}>
          {t("Apply")}
        </Button>
      </Group>
    </Paper>
  );
}
