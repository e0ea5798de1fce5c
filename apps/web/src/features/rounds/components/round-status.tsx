import { Badge, Stack, Text } from "@mantine/core";
import type { AdmissionRound } from "@phd/shared";
import { useDates } from "../../../lib/institution-time.ts";

export type RoundStatus = "current" | "open" | "closed";

export function roundStatus(round: Pick<AdmissionRound, "isCurrent" | "closedAt">): RoundStatus {
  if (round.isCurrent) return "current";
  return round.closedAt ? "closed" : "open";
}

const STATUS_COLOR: Record<RoundStatus, string> = { current: "green", open: "indigo", closed: "gray" };

/** "Current", "Open" or "Closed (Mar 1, 2027)", the day in the institution's zone. */
export function RoundStatusBadge({ round }: { round: AdmissionRound }) {
  const dates = useDates();
  const status = roundStatus(round);
  const label =
    status === "current" ? "Current" : status === "open" ? "Open" : `Closed (${dates.date(round.closedAt)})`;
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" tt="none" size="sm">
      {label}
    </Badge>
  );
}

/** The round's admission window in the institution's zone: when it opens and when it closes. */
export function RoundWindow({ round }: { round: AdmissionRound }) {
  const dates = useDates();
  const { opensAt, closesAt } = round.admissionWindow;
  if (!opensAt && !closesAt)
    return (
      <Text size="sm" c="dimmed">
        No window set
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text size="sm">Opens: {opensAt ? dates.dateTime(opensAt) : "any time"}</Text>
      <Text size="sm">Closes: {closesAt ? dates.dateTime(closesAt) : "no closing time"}</Text>
    </Stack>
  );
}

/** A round as the switcher names it: "PhD Admissions 2026-27, Round 1 (current)", "… (closed)". */
export function roundOptionLabel(round: AdmissionRound): string {
  const status = roundStatus(round);
  return status === "open" ? round.name : `${round.name} (${status})`;
}
