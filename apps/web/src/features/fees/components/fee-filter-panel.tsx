import { Button, type ComboboxItem, Group, Paper, Select, SimpleGrid, Switch, TextInput } from "@mantine/core";
import { APPLICATION_TYPES, DEPARTMENT_NAMES, VERIFICATION_STATUS_LABELS, VERIFICATION_STATUSES } from "@phd/shared";
import type { TFunction } from "i18next";
import { DateRangeFields, datesOutOfOrder } from "../../../components/lists/date-range-fields.tsx";
import type { FilterPanelProps } from "../../../components/lists/filters.tsx";
import { useDebouncedDraft } from "../../../components/lists/use-debounced-draft.ts";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { type FeeFilters, NO_FEE_FILTERS } from "../list-params.ts";
import { feeTypeLabel } from "./fee-labels.ts";

/** A search or filter change reaches the server after this pause (spec 001 §4, §9). */
export const FEE_DEBOUNCE_MS = 500;

// "All …" is the empty choice: the server takes an empty value as no filter. Department names are
// the university's published names: not translated.
function selects(
  t: TFunction,
  label: (text: string) => string,
): { key: "department" | "applicationType" | "verificationStatus"; label: string; options: ComboboxItem[] }[] {
  return [
    {
      key: "department",
      label: t("Department"),
      options: [{ value: "", label: t("All Departments") }, ...DEPARTMENT_NAMES.map((d) => ({ value: d, label: d }))],
    },
    {
      key: "applicationType",
      label: t("Application Type"),
      options: [
        { value: "", label: t("All Types") },
        ...APPLICATION_TYPES.map((type) => ({ value: type, label: feeTypeLabel(type, t) })),
      ],
    },
    {
      key: "verificationStatus",
      label: t("Verification Status"),
      options: [
        { value: "", label: t("All Statuses") },
        ...VERIFICATION_STATUSES.map((s) => ({ value: s, label: label(VERIFICATION_STATUS_LABELS[s]) })),
      ],
    },
  ];
}

function texts(
  t: TFunction,
): { key: "utrNumber" | "applicationId"; label: string; placeholder: string; maxLength: number }[] {
  return [
    { key: "utrNumber", label: t("UTR/DU Number"), placeholder: t("e.g. UTR12345678"), maxLength: 40 },
    { key: "applicationId", label: t("Application ID"), placeholder: t("e.g. PHD001"), maxLength: 30 },
  ];
}

/** The filters as the server reads them (text trimmed), to tell a draft from what is applied. */
const normalized = (f: FeeFilters) =>
  JSON.stringify({ ...f, utrNumber: f.utrNumber.trim(), applicationId: f.applicationId.trim() });

/**
 * The fee list's filter panel (spec 001 §2). A change is applied after a 500 ms pause and takes
 * the list back to page 1; dates out of order are not sent. Filters changed from outside (a removed
 * chip, Clear all, back / forward) replace the fields.
 */
export function FeeFilterPanel({ id, applied, onApply }: FilterPanelProps<FeeFilters>) {
  const { t } = useTranslation("accounts");
  const vocabulary = useLabel();
  const { draft, change, replace } = useDebouncedDraft(
    applied,
    (f) => onApply({ ...f, utrNumber: f.utrNumber.trim(), applicationId: f.applicationId.trim() }),
    { delay: FEE_DEBOUNCE_MS, key: normalized, held: (f) => datesOutOfOrder(f.fromDate, f.toDate) },
  );

  return (
    <Paper component="section" id={id} withBorder p="md" radius="md" aria-label={t("Filters")}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {selects(t, vocabulary).map(({ key, label, options }) => (
          <Select
            key={key}
            label={label}
            data={options}
            value={draft[key] ?? ""}
            onChange={(v) => change({ [key]: v || undefined })}
            allowDeselect={false}
          />
        ))}
        {texts(t).map(({ key, label, placeholder, maxLength }) => (
          <TextInput
            key={key}
            label={label}
            placeholder={placeholder}
            value={draft[key]}
            maxLength={maxLength}
            onChange={(e) => change({ [key]: e.currentTarget.value })}
          />
        ))}
        <DateRangeFields
          from={draft.fromDate}
          to={draft.toDate}
          onChange={change}
          labels={[t("From Date"), t("To Date")]}
          subject={t("Transaction")}
        />
        <Switch
          label={t("Duplicate UTR only")}
          description={t("Payments whose UTR is also on another candidate's application")}
          checked={draft.duplicatesOnly}
          onChange={(e) => change({ duplicatesOnly: e.currentTarget.checked })}
          mt={{ md: "lg" }}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button
          type="button"
          variant="default"
          onClick={() => {
            replace(NO_FEE_FILTERS);
            onApply(NO_FEE_FILTERS);
          }}
        >
          {t("Reset All")}
        </Button>
      </Group>
    </Paper>
  );
}
