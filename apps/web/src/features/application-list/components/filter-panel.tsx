import { Button, Group, Paper, Select, SimpleGrid, TextInput } from "@mantine/core";
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
import type { ListFilters } from "../list-params.ts";

const departmentOptions = DEPARTMENTS.map((d) => d.name);
const statusOptions = APPLICATION_STATUSES.map((s) => ({ value: s, label: APPLICATION_STATUS_LABELS[s] }));
const typeOptions = APPLICATION_TYPES.map((t) => ({ value: t, label: APPLICATION_TYPE_LABELS[t] }));

export const DATE_ORDER_ERROR = "From date must not be after To date";

/**
 * The filter panel: the fields are a draft until Apply; Reset empties them and drops the filters
 * in use. Mount it with a `key` of the applied filters so it starts from them.
 */
export function FilterPanel({
  id,
  applied,
  onApply,
}: {
  id: string;
  applied: ListFilters;
  onApply: (filters: ListFilters) => void;
}) {
  const [draft, setDraft] = useState<ListFilters>(applied);
  const set = <K extends keyof ListFilters>(key: K, value: ListFilters[K] | null | "") =>
    setDraft((d) => ({ ...d, [key]: value || undefined }));
  const dateError = draft.fromDate && draft.toDate && draft.fromDate > draft.toDate ? DATE_ORDER_ERROR : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!dateError) onApply(draft);
  };
  const reset = () => {
    setDraft({});
    onApply({});
  };

  return (
    <Paper component="form" id={id} withBorder p="md" radius="md" onSubmit={submit} aria-label="Filters">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        <Select
          label="Department"
          placeholder="All departments"
          data={departmentOptions}
          value={draft.department ?? null}
          onChange={(v) => set("department", v as DepartmentName | null)}
          clearable
          clearButtonProps={{ "aria-label": "Clear department" }}
        />
        <Select
          label="Status"
          placeholder="All statuses"
          data={statusOptions}
          value={draft.status ?? null}
          onChange={(v) => set("status", v as ApplicationStatus | null)}
          clearable
          clearButtonProps={{ "aria-label": "Clear status" }}
        />
        <Select
          label="Application type"
          placeholder="All types"
          data={typeOptions}
          value={draft.applicationType ?? null}
          onChange={(v) => set("applicationType", v as ApplicationType | null)}
          clearable
          clearButtonProps={{ "aria-label": "Clear application type" }}
        />
        <TextInput
          type="date"
          label="From date"
          description="Submitted on or after"
          value={draft.fromDate ?? ""}
          max={draft.toDate}
          onChange={(e) => set("fromDate", e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="To date"
          description="Submitted on or before"
          value={draft.toDate ?? ""}
          min={draft.fromDate}
          onChange={(e) => set("toDate", e.currentTarget.value)}
          error={dateError}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md" gap="sm">
        <Button type="button" variant="default" onClick={reset}>
          Reset
        </Button>
        <Button type="submit" disabled={Boolean(dateError)}>
          Apply
        </Button>
      </Group>
    </Paper>
  );
}
