import { Button, Group, Paper, Select, SimpleGrid } from "@mantine/core";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  APPLICATION_TYPE_LABELS,
  APPLICATION_TYPES,
  DEPARTMENTS,
} from "@phd/shared";
import { type FormEvent, useState } from "react";
import { DateRangeFields, datesOutOfOrder } from "../../../components/lists/date-range-fields.tsx";
import type { FilterPanelProps } from "../../../components/lists/filters.tsx";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import type { ListFilters } from "../list-params.ts";

// Department names are the university's published names: not translated.
const departmentOptions = DEPARTMENTS.map((d) => d.name);

/** The panel's choices: one select each, clearable. */
type SelectKey = "department" | "status" | "applicationType";

/**
 * The filter panel: the fields are a draft until Apply; Reset empties them and drops the filters
 * in use. Mount it with a `key` of the applied filters so it starts from them.
 */
export function FilterPanel({ id, applied, onApply }: FilterPanelProps<ListFilters>) {
  const { t } = useTranslation("staff");
  const label = useLabel();
  const selects: {
    key: SelectKey;
    label: string;
    placeholder: string;
    data: (string | { value: string; label: string })[];
    clear: string;
  }[] = [
    {
      key: "department",
      label: t("Department"),
      placeholder: t("All departments"),
      data: departmentOptions,
      clear: t("Clear department"),
    },
    {
      key: "status",
      label: t("Status"),
      placeholder: t("All statuses"),
      data: APPLICATION_STATUSES.map((s) => ({ value: s, label: label(APPLICATION_STATUS_LABELS[s]) })),
      clear: t("Clear status"),
    },
    {
      key: "applicationType",
      label: t("Application type"),
      placeholder: t("All types"),
      data: APPLICATION_TYPES.map((type) => ({ value: type, label: label(APPLICATION_TYPE_LABELS[type]) })),
      clear: t("Clear application type"),
    },
  ];
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
        {selects.map(({ key, label: fieldLabel, placeholder, data, clear }) => (
          <Select
            key={key}
            label={fieldLabel}
            placeholder={placeholder}
            data={data}
            value={draft[key] ?? null}
            onChange={(v) => set(key, v as ListFilters[typeof key] | null)}
            clearable
            clearButtonProps={{ "aria-label": clear }}
          />
        ))}
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
