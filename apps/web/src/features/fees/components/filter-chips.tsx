import { Button, Group, Text } from "@mantine/core";
import { VERIFICATION_STATUS_LABELS } from "@phd/shared";
import { IconX } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { type InstitutionDates, useDates } from "../../../lib/institution-time.ts";
import { FEE_FILTER_KEYS, type FeeFilters, NO_FEE_FILTERS } from "../list-params.ts";
import { feeTypeLabel } from "./fee-labels.ts";

type ChipKey = keyof FeeFilters | "search";

interface ChipWords {
  t: TFunction;
  label: (text: string) => string;
  day: InstitutionDates["day"];
}

/** The words of one filter in use ("Department: Civil Engineering"), in the language shown. */
function chipText(key: ChipKey, filters: FeeFilters & { search: string }, { t, label, day }: ChipWords): string | null {
  switch (key) {
    case "search":
      return filters.search ? t("Search: {{text}}", { text: filters.search }) : null;
    case "department":
      return filters.department ? t("Department: {{department}}", { department: filters.department }) : null;
    case "applicationType":
      return filters.applicationType ? t("Type: {{type}}", { type: feeTypeLabel(filters.applicationType, t) }) : null;
    case "verificationStatus":
      return filters.verificationStatus
        ? t("Status: {{status}}", { status: label(VERIFICATION_STATUS_LABELS[filters.verificationStatus]) })
        : null;
    case "utrNumber":
      return filters.utrNumber ? t("UTR/DU: {{utr}}", { utr: filters.utrNumber }) : null;
    case "applicationId":
      return filters.applicationId ? t("Application ID: {{id}}", { id: filters.applicationId }) : null;
    case "fromDate":
      return filters.fromDate ? t("From: {{date}}", { date: day(filters.fromDate) }) : null;
    case "toDate":
      return filters.toDate ? t("To: {{date}}", { date: day(filters.toDate) }) : null;
    case "duplicatesOnly":
      return filters.duplicatesOnly ? t("Duplicate UTR only") : null;
  }
}

export interface FilterChipsProps {
  search: string;
  filters: FeeFilters;
  /** Drops one filter (or the search). */
  onRemove: (change: Partial<FeeFilters> & { search?: string }) => void;
  onClearAll: () => void;
}

/** The search and filters in use as removable chips, plus "Clear all" (spec 001 §2); nothing when none is. */
export function FilterChips({ search, filters, onRemove, onClearAll }: FilterChipsProps) {
  const { t } = useTranslation("accounts");
  const label = useLabel();
  const { day } = useDates();
  const all = { ...filters, search };
  const chips = (["search", ...FEE_FILTER_KEYS] as const)
    .map((key) => ({ key, text: chipText(key, all, { t, label, day }) }))
    .filter((c): c is { key: ChipKey; text: string } => c.text !== null);
  if (chips.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t("Active filters")}>
      <Text size="sm" c="dimmed">
        {t("Active filters:")}
      </Text>
      {chips.map(({ key, text }) => (
        <Button
          key={key}
          size="compact-sm"
          variant="light"
          radius="xl"
          rightSection={<IconX size={12} aria-hidden />}
          aria-label={t("Remove filter {{filter}}", { filter: text })}
          onClick={() => onRemove(key === "search" ? { search: "" } : { [key]: NO_FEE_FILTERS[key] })}
          styles={{ label: { whiteSpace: "normal", overflowWrap: "anywhere" } }}
          h="auto"
          mih={26}
        >
          {text}
        </Button>
      ))}
      <Button size="compact-sm" variant="subtle" onClick={onClearAll}>
        {t("Clear all")}
      </Button>
    </Group>
  );
}
