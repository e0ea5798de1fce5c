import { Button, Group, Paper, Text } from "@mantine/core";
import type { ShortlistDecision } from "@phd/shared";
import { type Icon, IconArrowBackUp, IconCheck, IconX } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useTranslation } from "../../../lib/i18n.ts";

export interface BulkActionsProps {
  /** How many are chosen (all matching: how many match). */
  count: number;
  allMatching: boolean;
  /** How many match the filters, and whether to offer choosing them all (the whole page is chosen, more match). */
  total: number;
  offerAllMatching: boolean;
  onSelectAllMatching: () => void;
  onClear: () => void;
  onDecide: (decision: ShortlistDecision) => void;
  /** Decisions cannot be made now (a closed round, the list reloading). */
  disabled: boolean;
}

const selectedWords = (count: number, allMatching: boolean, t: TFunction<"selection">) => {
  if (allMatching) return t("All {{total}} matching applications are selected.", { total: count });
  if (count === 0) return t("No application selected.");
  return t("{{count}} application selected.", { count, defaultValue_other: "{{count}} applications selected." });
};

/** The three decisions' buttons, in order: their icon and how they stand out. */
const DECISION_BUTTONS: readonly { decision: ShortlistDecision; Icon: Icon; variant?: string; color?: string }[] = [
  { decision: "SHORTLISTED", Icon: IconCheck },
  { decision: "NOT_SHORTLISTED", Icon: IconX, variant: "light", color: "red" },
  { decision: "PENDING", Icon: IconArrowBackUp, variant: "default" },
];

const decisionWords = (decision: ShortlistDecision, t: TFunction<"selection">) => {
  if (decision === "SHORTLISTED") return t("Shortlist");
  return decision === "NOT_SHORTLISTED" ? t("Not shortlisted…") : t("Undo decision");
};

/** What is chosen, choosing every match, and the three decisions for the chosen applications. */
export function BulkActions({
  count,
  allMatching,
  total,
  offerAllMatching,
  onSelectAllMatching,
  onClear,
  onDecide,
  disabled,
}: BulkActionsProps) {
  const { t } = useTranslation("selection");
  const off = disabled || count === 0;
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={t("Decide on the selected applications")}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={500} role="status">
            {selectedWords(count, allMatching, t)}
          </Text>
          {offerAllMatching && (
            <Button variant="subtle" size="compact-sm" onClick={onSelectAllMatching}>
              {t("Select all {{total}} matching", { total })}
            </Button>
          )}
          {count > 0 && (
            <Button variant="subtle" size="compact-sm" color="gray" onClick={onClear}>
              {t("Clear selection")}
            </Button>
          )}
        </Group>
        <Group gap="xs" wrap="wrap">
          {DECISION_BUTTONS.map(({ decision, Icon, variant, color }) => (
            <Button
              key={decision}
              size="sm"
              variant={variant}
              color={color}
              leftSection={<Icon size={16} aria-hidden />}
              disabled={off}
              onClick={() => onDecide(decision)}
            >
              {decisionWords(decision, t)}
            </Button>
          ))}
        </Group>
      </Group>
    </Paper>
  );
}
