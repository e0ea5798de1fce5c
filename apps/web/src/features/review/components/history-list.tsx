import { Box, Button, Collapse, List, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { APPLICATION_STATUS_LABELS_FOR_CANDIDATE, formatFileSize, VERIFICATION_STATUS_LABELS } from "@phd/shared";
import { IconChevronDown, IconChevronUp } from "@tabler/icons-react";
import { useId } from "react";
import { wrapStyle } from "../../../components/detail-list.tsx";
import { useDates } from "../../../lib/institution-time.ts";
import type { HistoryEvent } from "../api.ts";

const humanize = (s: string) => {
  const words = s.replace(/[_-]+/g, " ").trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A status as the review screens word it ("Modification Requested", "Fee Verification Pending"). */
export function statusText(status: string | null): string {
  if (!status) return "—";
  return (
    (VERIFICATION_STATUS_LABELS as Record<string, string>)[status] ??
    (APPLICATION_STATUS_LABELS_FOR_CANDIDATE as Record<string, string>)[status] ??
    humanize(status)
  );
}

/** One line of history: what happened, the status change, who, when, the remarks, a replaced file. */
export function HistoryItem({ event: e }: { event: HistoryEvent }) {
  const dates = useDates();
  const change =
    e.fromStatus || e.toStatus
      ? e.fromStatus && e.fromStatus !== e.toStatus
        ? `${statusText(e.fromStatus)} → ${statusText(e.toStatus)}`
        : statusText(e.toStatus)
      : null;
  return (
    <List.Item>
      <Text size="sm" style={wrapStyle()}>
        <Text span fw={600} size="sm">
          {humanize(e.action)}
        </Text>
        {change && ` · ${change}`}
      </Text>
      <Text size="xs" c="dimmed" style={wrapStyle()}>
        {e.actor ? `${e.actor.name} (${humanize(e.actor.role)})` : "System"} · {dates.dateTime(e.createdAt)}
      </Text>
      {e.remarks && (
        <Text size="xs" style={wrapStyle()}>
          Remarks: {e.remarks}
        </Text>
      )}
      {e.previousFile && (
        <Text size="xs" c="dimmed" style={wrapStyle(true)}>
          Previous file: {e.previousFile.originalFileName} ({formatFileSize(e.previousFile.fileSize)})
        </Text>
      )}
    </List.Item>
  );
}

export interface HistoryListProps {
  events: HistoryEvent[];
  /** What the history is about, for the toggle's accessible name ("Statement of Purpose"). */
  subject: string;
  /** The toggle's visible text. */
  title?: string;
}

/** A collapsible "History" list, newest first; says so when nothing has happened yet. */
export function HistoryList({ events, subject, title = "History" }: HistoryListProps) {
  const [opened, { toggle }] = useDisclosure(false);
  const panelId = useId();
  return (
    <Box>
      <Button
        variant="subtle"
        size="compact-sm"
        px={4}
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={panelId}
        aria-label={`${opened ? "Hide" : "Show"} history of ${subject}`}
        rightSection={opened ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
      >
        {title} ({events.length})
      </Button>
      <Collapse expanded={opened} id={panelId}>
        {events.length === 0 ? (
          <Text size="sm" c="dimmed" mt={4}>
            No history yet.
          </Text>
        ) : (
          <List spacing={6} size="sm" mt={4} listStyleType="none" withPadding={false}>
            {events.map((e) => (
              <HistoryItem key={e.id} event={e} />
            ))}
          </List>
        )}
      </Collapse>
    </Box>
  );
}
