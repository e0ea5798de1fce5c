import { Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import {
  type AdmissionsState,
  type AdmissionWindowInfo,
  admissionsStateAt,
  countdownText,
  formatDateTime,
  showsCountdown,
} from "@phd/shared";
import { IconCalendarTime, IconCircleCheck, IconLock } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useAdmissionsOpen, useAdmissionWindow, useNow } from "../api.ts";

const TITLE_ID = "admissions-status-title";

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
  return <Skeleton h={76} />;
}

function FallbackStatus() {
  const open = useAdmissionsOpen();
  if (open.data === undefined) return null;
  return <Panel title={open.data ? "Admissions Open" : "Admissions Closed"} tone={open.data ? "open" : "closed"} />;
}

function WindowStatus({ info, receivedAt }: { info: AdmissionWindowInfo; receivedAt: number }) {
  const serverAt = Date.parse(info.serverTime);
  const offset = Number.isNaN(serverAt) || !receivedAt ? 0 : serverAt - receivedAt;
  const now = useNow(offset);
  // The switch is off only when the server says "closed"; otherwise the window decides, here and now.
  const state: AdmissionsState =
    info.state === "closed"
      ? "closed"
      : admissionsStateAt(true, { opensAt: info.opensAt, closesAt: info.closesAt }, now);
  const at = (iso: string) => formatDateTime(iso, info.timeZone);

  switch (state) {
    case "open":
      return (
        <Panel title="Admissions Open" tone="open">
          {info.closesAt ? (
            <Text size="sm">Applications close on {at(info.closesAt)}</Text>
          ) : (
            <Text size="sm">Applications are being accepted.</Text>
          )}
          {info.closesAt && showsCountdown(state, info.closesAt, now) && (
            <Text size="sm" fw={600} data-testid="admission-countdown">
              Closes in {countdownText(Date.parse(info.closesAt) - now.getTime())}
            </Text>
          )}
        </Panel>
      );
    case "notYetOpen":
      return (
        <Panel title="Admissions Not Yet Open" tone="soon">
          {info.opensAt && <Text size="sm">Admissions open on {at(info.opensAt)}</Text>}
          {info.closesAt && <Text size="sm">Applications close on {at(info.closesAt)}</Text>}
        </Panel>
      );
    case "ended":
      return (
        <Panel title="Admissions Closed" tone="closed">
          {info.closesAt && <Text size="sm">Applications closed on {at(info.closesAt)}</Text>}
        </Panel>
      );
    default:
      return (
        <Panel title="Admissions Closed" tone="closed">
          <Text size="sm">Applications are not being accepted at the moment.</Text>
        </Panel>
      );
  }
}
