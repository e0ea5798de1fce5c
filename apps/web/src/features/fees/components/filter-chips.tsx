import { Button, Group, Text } from "@mantine/core";
import { formatDay, VERIFICATION_STATUS_LABELS } from "@phd/shared";
import { IconX } from "@tabler/icons-react";
import { FEE_FILTER_KEYS, type FeeFilters, NO_FEE_FILTERS } from "../list-params.ts";
import { FEE_TYPE_LABELS } from "./fee-labels.ts";

type ChipKey = keyof FeeFilters | "search";

/** The words of one filter in use ("Department: Civil Engineering"). */
function chipText(key: ChipKey, filters: FeeFilters & { search: string }): string | null {
  switch (key) {
    case "search":
      return filters.search ? `Search: ${filters.search}` : null;
    case "department":
      return filters.department ? `Department: ${filters.department}` : null;
    case "applicationType":
      return filters.applicationType ? `Type: ${FEE_TYPE_LABELS[filters.applicationType]}` : null;
    case "verificationStatus":
      return filters.verificationStatus ? `Status: ${VERIFICATION_STATUS_LABELS[filters.verificationStatus]}` : null;
    case "utrNumber":
      return filters.utrNumber ? `UTR/DU: ${filters.utrNumber}` : null;
    case "applicationId":
      return filters.applicationId ? `Application ID: ${filters.applicationId}` : null;
    case "fromDate":
      return filters.fromDate ? `From: ${formatDay(filters.fromDate)}` : null;
    case "toDate":
      return filters.toDate ? `To: ${formatDay(filters.toDate)}` : null;
    case "duplicatesOnly":
      return filters.duplicatesOnly ? "Duplicate UTR only" : null;
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
  const all = { ...filters, search };
  const chips = (["search", ...FEE_FILTER_KEYS] as const)
    .map((key) => ({ key, text: chipText(key, all) }))
    .filter((c): c is { key: ChipKey; text: string } => c.text !== null);
  if (chips.length === 0) return null;
  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label="Active filters">
      <Text size="sm" c="dimmed">
        Active filters:
      </Text>
      {chips.map(({ key, text }) => (
        <Button
          key={key}
          size="compact-sm"
          variant="light"
          radius="xl"
          rightSection={<IconX size={12} aria-hidden />}
          aria-label={`Remove filter ${text}`}
          onClick={() => onRemove(key === "search" ? { search: "" } : { [key]: NO_FEE_FILTERS[key] })}
          styles={{ label: { whiteSpace: "normal", overflowWrap: "anywhere" } }}
          h="auto"
          mih={26}
        >
          {text}
        </Button>
      ))}
      <Button size="compact-sm" variant="subtle" onClick={onClearAll}>
        Clear all
      </Button>
    </Group>
  );
}
