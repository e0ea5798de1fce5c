import { Button, type ComboboxItem, Group, Paper, Select, SimpleGrid } from "@mantine/core";
import { AUDIT_KIND_LABELS, AUDIT_KINDS, type AuditKind } from "@phd/shared";
import { IconFilterOff } from "@tabler/icons-react";
import { DateRangeFields, datesOutOfOrder } from "../../../components/lists/date-range-fields.tsx";
import { SearchBox } from "../../../components/lists/search-box.tsx";
import { useDebouncedDraft } from "../../../components/lists/use-debounced-draft.ts";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { type AuditFilters, isFiltered, NO_AUDIT_FILTERS } from "../list-params.ts";

/** A typed actor or day reaches the server after this pause. */
export const AUDIT_DEBOUNCE_MS = 500;

type Days = Pick<AuditFilters, "fromDate" | "toDate">;

export interface AuditFiltersProps {
  applied: AuditFilters;
  /** A change of some filters (the list goes back to page 1). */
  onChange: (change: Partial<AuditFilters>) => void;
}

/**
 * The audit log's filters, always in view: the actor (sent after a pause), the kind (at once) and the
 * days (after a pause, never out of order). Filters changed from outside (back / forward, Clear
 * filters) replace the fields.
 */
export function AuditFilterBar({ applied, onChange }: AuditFiltersProps) {
  const { t } = useTranslation("admin");
  const label = useLabel();
  const kindOptions: ComboboxItem[] = [
    { value: "", label: t("All kinds") },
    ...AUDIT_KINDS.map((k) => ({ value: k, label: label(AUDIT_KIND_LABELS[k]) })),
  ];
  const {
    draft: days,
    change: changeDays,
    replace: replaceDays,
  } = useDebouncedDraft<Days>({ fromDate: applied.fromDate, toDate: applied.toDate }, onChange, {
    delay: AUDIT_DEBOUNCE_MS,
    key: (d) => `${d.fromDate ?? ""}|${d.toDate ?? ""}`,
    held: (d) => datesOutOfOrder(d.fromDate, d.toDate),
  });

  return (
    <Paper component="section" withBorder p="md" radius="md" role="search" aria-label={t("Audit log filters")}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" verticalSpacing="sm">
        <SearchBox
          value={applied.actor}
          onSearch={(actor) => onChange({ actor })}
          label={t("Actor")}
          description={t("Name, e-mail or MIS")}
          placeholder={t("Search by actor")}
          delay={AUDIT_DEBOUNCE_MS}
          style={{ flex: "initial" }}
        />
        <Select
          label={t("Kind")}
          description={t("What was acted on")}
          data={kindOptions}
          value={applied.kind ?? ""}
          onChange={(v) => onChange({ kind: (v || undefined) as AuditKind | undefined })}
          allowDeselect={false}
        />
        <DateRangeFields
          from={days.fromDate}
          to={days.toDate}
          onChange={changeDays}
          labels={[t("From date"), t("To date")]}
          subject={t("Recorded")}
        />
      </SimpleGrid>
      {isFiltered(applied) && (
        <Group justify="flex-end" mt="sm">
          <Button
            variant="default"
            size="sm"
            leftSection={<IconFilterOff size={16} aria-hidden />}
            onClick={() => {
              replaceDays({ fromDate: undefined, toDate: undefined });
              onChange(NO_AUDIT_FILTERS);
            }}
          >
            {t("Clear filters")}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
