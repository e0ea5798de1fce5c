import { Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { type AdmissionsState, type AdmissionWindowInfo, admissionsStateAt, showsCountdown } from "@phd/shared";
import { IconCalendarTime, IconCircleCheck, IconLock } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import { useAdmissionsOpen, useAdmissionWindow, useNow } from "../api.ts";

const TITLE_ID = "admissions-status-title";

/** The time left, in days and hours, hours and minutes, or minutes: "3 days 4 hours", "1 minute". */
export function countdown(t: TFunction, msLeft: number): string {
  if (msLeft < 60_000) return t("less than a minute");
  const minutes = Math.floor(msLeft / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const dayWords = t("{{count}} day", { count: days, defaultValue_other: "{{count}} days" });
  const hourWords = t("{{count}} hour", { count: hours, defaultValue_other: "{{count}} hours" });
  const minuteWords = t("{{count}} minute", { count: mins, defaultValue_other: "{{count}} minutes" });
  if (days > 0) return hours > 0 ? `${dayWords} ${hourWords}` : dayWords;
  if (hours > 0) return mins > 0 ? `${hourWords} ${minuteWords}` : hourWords;
  return minuteWords;
}

function Panel({ title, tone, children }: { title: string; tone: "open" | "closed" | "soon"; children?: ReactNode }) {
  const color = tone === "open" ? "green" : tone === "soon" ? "yellow" : "red";
  const Icon = tone === "open" ? IconCircleCheck : tone === "soon" ? IconCalendarTime : IconLock;
  return (
    <Paper
      component="section"
      aria-labelledby={TITLE_ID}
      withBorder
      p="md"
      data-testid="admission-status"
      style={{ borderLeft: `4px solid var(--mantine-color-${color}-7)` }}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Icon size={28} stroke={1.6} color={`var(--mantine-color-${color}-8)`} aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} size="h4" id={TITLE_ID}>
            {title}
          </Title>
          {children}
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * The public home's admissions line (issue 13): open, closed, not yet open or ended, with the deadline in the
 * institution's zone and, in its last days, a countdown on the server's clock (a wrong visitor clock does not
 * matter). When the window cannot be read, the plain open/closed answer stands in.
 */
export function AdmissionStatus() {
  const q = useAdmissionWindow();
  if (q.data) return <WindowStatus info={q.data} receivedAt={q.dataUpdatedAt} />;
  if (q.isError) return <FallbackStatus />;
  // The height of the panel with one line under its title, the usual answer: the page below stays put.
  return <Skeleton h={82} />;
}

function FallbackStatus() {
  const { t } = useTranslation("public");
  const open = useAdmissionsOpen();
  if (open.data === undefined) return null;
  return (
    <Panel title={open.data ? t("Admissions Open") : t("Admissions Closed")} tone={open.data ? "open" : "closed"} />
  );
}

function WindowStatus({ info, receivedAt }: { info: AdmissionWindowInfo; receivedAt: number }) {
  const { t } = useTranslation("public");
  const dates = useDates();
  const serverAt = Date.parse(info.serverTime);
  const offset = Number.isNaN(serverAt) || !receivedAt ? 0 : serverAt - receivedAt;
  const now = useNow(offset);
  // The switch is off only when the server says "closed"; otherwise the window decides, here and now.
  const state: AdmissionsState =
    info.state === "closed"
      ? "closed"
      : admissionsStateAt(true, { opensAt: info.opensAt, closesAt: info.closesAt }, now);
  // The institution's zone: the one in `info` (the same answer useDates reads).
  const at = (iso: string) => dates.dateTime(iso);

  switch (state) {
    case "open":
      return (
        <Panel title={t("Admissions Open")} tone="open">
          {info.closesAt ? (
            <Text size="sm">{t("Applications close on {{when}}", { when: at(info.closesAt) })}</Text>
          ) : (
            <Text size="sm">{t("Applications are being accepted.")}</Text>
          )}
          {info.closesAt && showsCountdown(state, info.closesAt, now) && (
            <Text size="sm" fw={600} data-testid="admission-countdown">
              {t("Closes in {{time}}", { time: countdown(t, Date.parse(info.closesAt) - now.getTime()) })}
            </Text>
          )}
        </Panel>
      );
    case "notYetOpen":
      return (
        <Panel title={t("Admissions Not Yet Open")} tone="soon">
          {info.opensAt && <Text size="sm">{t("Admissions open on {{when}}", { when: at(info.opensAt) })}</Text>}
          {info.closesAt && <Text size="sm">{t("Applications close on {{when}}", { when: at(info.closesAt) })}</Text>}
        </Panel>
      );
    case "ended":
      return (
        <Panel title={t("Admissions Closed")} tone="closed">
          {info.closesAt && <Text size="sm">{t("Applications closed on {{when}}", { when: at(info.closesAt) })}</Text>}
        </Panel>
      );
    default:
      return (
        <Panel title={t("Admissions Closed")} tone="closed">
          <Text size="sm">{t("Applications are not being accepted at the moment.")}</Text>
        </Panel>
      );
  }
}
