import { List, Text } from "@mantine/core";
import { auditEventText, auditStatusLabel, formatFileSize } from "@phd/shared";
import { wrapStyle } from "../../../components/detail-list.tsx";
import { Disclosure } from "../../../components/disclosure.tsx";
import { useLabel, useTranslation, useWords } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import type { HistoryEvent } from "../api.ts";

/**
 * A status as the staff's screens word it ("Modification Requested", "Fee Verification Pending"), in
 * the language shown (`label` from `useLabel`: the shared vocabulary; a status from older data stays readable English).
 */
export function statusText(status: string | null, label: (text: string) => string): string {
  return status ? label(auditStatusLabel(status)) : "—";
}

/**
 * One line of history: what happened and by whom in words ("Document verified by Account Section
 * Coordinator", the audit log's words), the status change, the person's name and when, the remarks,
 * a replaced file.
 */
export function HistoryItem({ event: e }: { event: HistoryEvent }) {
  const { t } = useTranslation("staff");
  const label = useLabel();
  const words = useWords("common");
  const dates = useDates();
  const change =
    e.fromStatus || e.toStatus
      ? e.fromStatus && e.fromStatus !== e.toStatus
        ? `${statusText(e.fromStatus, label)} → ${statusText(e.toStatus, label)}`
        : statusText(e.toStatus, label)
      : null;
  return (
    <List.Item>
      <Text size="sm" style={wrapStyle()}>
        <Text span fw={600} size="sm">
          {auditEventText(e, t)}
        </Text>
        {change && ` · ${change}`}
      </Text>
      <Text size="xs" c="dimmed" style={wrapStyle()}>
        {e.actor?.name ?? t("Removed account")} · {dates.dateTime(e.createdAt)}
      </Text>
      {e.remarks && (
        <Text size="xs" style={wrapStyle()}>
          {t("Remarks: {{remarks}}", { remarks: e.remarks })}
        </Text>
      )}
      {e.previousFile && (
        <Text size="xs" c="dimmed" style={wrapStyle(true)}>
          {t("Previous file: {{name}} ({{size}})", {
            name: e.previousFile.originalFileName,
            size: formatFileSize(e.previousFile.fileSize, words),
          })}
        </Text>
      )}
    </List.Item>
  );
}

export interface HistoryListProps {
  events: HistoryEvent[];
  /** What the history is about, for the toggle's accessible name ("History (2) of Statement of Purpose"). */
  subject: string;
  /** The toggle's visible text ("History" unless given). */
  title?: string;
}

/**
 * A collapsible "History (N)" list, newest first; says so when nothing has happened yet. N counts
 * every event of the one record the panel is about, the same wherever that record is shown
 * (decision 025): give it that record's events and no others.
 */
export function HistoryList({ events, subject, title }: HistoryListProps) {
  const { t } = useTranslation("staff");
  const visible = `${title ?? t("History")} (${events.length})`;
  return (
    // The visible text starts the accessible name (WCAG 2.5.3); aria-expanded tells open from closed.
    <Disclosure label={visible} name={t("{{title}} of {{subject}}", { title: visible, subject })}>
      {events.length === 0 ? (
        <Text size="sm" c="dimmed" mt={4}>
          {t("No history yet.")}
        </Text>
      ) : (
        <List spacing={6} size="sm" mt={4} listStyleType="none" withPadding={false}>
          {events.map((e) => (
            <HistoryItem key={e.id} event={e} />
          ))}
        </List>
      )}
    </Disclosure>
  );
}
