import { Group, SimpleGrid, Text, UnstyledButton } from "@mantine/core";
import { SHORTLIST_DECISION_LABELS, SHORTLIST_DECISIONS, type ShortlistDecision } from "@phd/shared";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import type { ShortlistPage } from "../api.ts";

type Counts = ShortlistPage["counts"];

const COUNT_OF: Record<ShortlistDecision, keyof Counts> = {
  PENDING: "pending",
  SHORTLISTED: "shortlisted",
  NOT_SHORTLISTED: "notShortlisted",
};
export const DECISION_COLORS: Record<ShortlistDecision, string> = {
  PENDING: "gray",
  SHORTLISTED: "green",
  NOT_SHORTLISTED: "red",
};

/**
 * The department's applications by decision (all channels, no other filter), each a toggle that
 * filters the list to that decision; pressing the one in use shows every decision again.
 */
export function DecisionCounts({
  counts,
  value,
  onChange,
}: {
  counts: Counts | undefined;
  value: ShortlistDecision | undefined;
  onChange: (decision: ShortlistDecision | undefined) => void;
}) {
  const { t } = useTranslation("selection");
  const label = useLabel();
  return (
    // Side by side from `xs` up; on a phone one under the other, so "Not shortlisted" is never cut mid-word.
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" role="group" aria-label={t("Filter by decision")}>
      {SHORTLIST_DECISIONS.map((d) => {
        const pressed = value === d;
        const color = DECISION_COLORS[d];
        const count = counts ? String(counts[COUNT_OF[d]]) : "–";
        return (
          <UnstyledButton
            key={d}
            aria-pressed={pressed}
            aria-label={`${label(SHORTLIST_DECISION_LABELS[d])}: ${count}`}
            onClick={() => onChange(pressed ? undefined : d)}
            p="xs"
            style={{
              borderRadius: "var(--mantine-radius-md)",
              border: `${pressed ? 2 : 1}px solid ${pressed ? `var(--mantine-color-${color}-8)` : "var(--mantine-color-gray-4)"}`,
              background: pressed ? `var(--mantine-color-${color}-0)` : undefined,
              minWidth: 0,
            }}
          >
            <Group gap={6} wrap="nowrap" justify="space-between" align="baseline">
              <Text size="xs" fw={600} style={{ overflowWrap: "break-word", minWidth: 0 }}>
                {label(SHORTLIST_DECISION_LABELS[d])}
              </Text>
              {/* A space between the words and the number: the name read out is the text shown (WCAG 2.5.3). */}{" "}
              <Text fw={700} size="lg" lh={1.2}>
                {count}
              </Text>
            </Group>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
