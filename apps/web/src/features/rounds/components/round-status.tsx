import { Badge, Stack, Text } from "@mantine/core";
import type { AdmissionRound } from "@phd/shared";
import type { TFunction } from "i18next";
import { useTranslation } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";

export type RoundStatus = "current" | "open" | "closed";

export function roundStatus(round: Pick<AdmissionRound, "isCurrent" | "closedAt">): RoundStatus {
  if (round.isCurrent) return "current";
  return round.closedAt ? "closed" : "open";
}

const STATUS_COLOR: Record<RoundStatus, string> = { current: "green", open: "indigo", closed: "gray" };

/** "Current", "Open" or "Closed (Mar 1, 2027)", the day in the institution's zone. */
export function RoundStatusBadge({ round }: { round: AdmissionRound }) {
  const { t } = useTranslation("selection");
  const dates = useDates();
  const status = roundStatus(round);
  const label =
    status === "current"
      ? t("Current")
      : status === "open"
        ? t("Open")
        : t("Closed ({{date}})", { date: dates.date(round.closedAt) });
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" tt="none" size="sm">
      {label}
    </Badge>
  );
}

/** The round's admission window in the institution's zone: when it opens and when it closes. */
export function RoundWindow({ round }: { round: AdmissionRound }) {
  const { t } = useTranslation("selection");
  const dates = useDates();
  const { opensAt, closesAt } = round.admissionWindow;
  if (!opensAt && !closesAt)
    return (
      <Text size="sm" c="dimmed">
        {t("No window set")}
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text size="sm">{opensAt ? t("Opens: {{when}}", { when: dates.dateTime(opensAt) }) : t("Opens: any time")}</Text>
      <Text size="sm">
        {closesAt ? t("Closes: {{when}}", { when: dates.dateTime(closesAt) }) : t("Closes: no closing time")}
      </Text>
    </Stack>
  );
}

/** A round as the switcher names it: "PhD Admissions 2026-27, Round 1 (current)", "… (closed)". */
export function roundOptionLabel(round: AdmissionRound, t: TFunction<"selection">): string {
  const status = roundStatus(round);
  if (status === "current") return t("{{name}} (current)", { name: round.name });
  return status === "closed" ? t("{{name}} (closed)", { name: round.name }) : round.name;
}
