import { Anchor, Badge, Card, Group, Stack, Table, Text } from "@mantine/core";
import { type AuditLogEntry, auditEventText, auditRoleLabel, auditStatusLabel, paths } from "@phd/shared";
import { IconArrowRight, IconUser } from "@tabler/icons-react";
import { Link } from "react-router";
import { DetailList, DetailRow, wrapStyle } from "../../../components/detail-list.tsx";
import { CardsOrTable } from "../../../components/lists/list-table.tsx";
import { currentLocale, useLabel, useTranslation, useWords } from "../../../lib/i18n.ts";
import { useDates } from "../../../lib/institution-time.ts";
import { statusColor, timeAgo } from "./audit-labels.ts";

/** When: the date and time, and how long ago. */
function When({ at, now }: { at: string; now: Date }) {
  const { t } = useTranslation("admin");
  const dates = useDates();
  return (
    <Stack gap={0}>
      <Text size="sm" component="time" dateTime={at} style={{ whiteSpace: "nowrap" }}>
        {dates.dateTime(at)}
      </Text>
      <Text size="xs" c="dimmed">
        {timeAgo(t, currentLocale(), at, now)}
      </Text>
    </Stack>
  );
}

/** Who: the actor's name and role, or a removed account. */
function Who({ actor }: { actor: AuditLogEntry["actor"] }) {
  const { t } = useTranslation("admin");
  const label = useLabel();
  if (!actor) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {t("Removed account")}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600} style={wrapStyle()}>
        {actor.name}
      </Text>
      <Text size="xs" c="dimmed">
        {/* A role's label is the shared vocabulary's (a role from older data stays as it is read). */}
        {label(auditRoleLabel(actor.role))}
      </Text>
    </Stack>
  );
}

function StatusBadge({ status }: { status: string }) {
  const label = useLabel();
  return (
    <Badge variant="light" color={statusColor(status)} size="sm">
      {label(auditStatusLabel(status))}
    </Badge>
  );
}

/** What: the event in the history panels' words, the status change ("from → to") and the remarks. */
function What({ entry }: { entry: AuditLogEntry }) {
  const { t } = useTranslation("admin");
  const label = useLabel();
  // The event's words are the history panels' (shared audit-words, in the `staff` catalogue).
  const staffWords = useWords("staff");
  const { fromStatus, toStatus, remarks } = entry;
  const changed = fromStatus !== null || toStatus !== null;
  const to = toStatus ? label(auditStatusLabel(toStatus)) : t("none");
  const statusChange = fromStatus
    ? t("Status from {{from}} to {{to}}", { from: label(auditStatusLabel(fromStatus)), to })
    : t("Status to {{to}}", { to });
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" style={wrapStyle()}>
        {auditEventText(entry, staffWords)}
      </Text>
      {changed && (
        <Group gap={6} wrap="wrap" role="group" aria-label={statusChange} data-testid="status-change">
          {fromStatus ? <StatusBadge status={fromStatus} /> : <Text size="xs">—</Text>}
          <IconArrowRight size={14} aria-hidden />
          {toStatus ? <StatusBadge status={toStatus} /> : <Text size="xs">—</Text>}
        </Group>
      )}
      {remarks?.trim() && (
        <Text size="xs" c="dimmed" style={{ ...wrapStyle(), whiteSpace: "pre-line" }}>
          {t("Remarks: {{remarks}}", { remarks })}
        </Text>
      )}
    </Stack>
  );
}

/** Record: what was acted on, and the candidate's profile when it is a candidate's. */
function Subject({ subject }: { subject: AuditLogEntry["subject"] }) {
  const { t } = useTranslation("admin");
  const label = subject.label?.trim() || "—";
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm" style={wrapStyle(true)}>
        {label}
      </Text>
      {subject.candidateId && (
        <Anchor
          component={Link}
          to={paths.candidateProfile(subject.candidateId)}
          size="sm"
          aria-label={subject.label ? t("View profile ({{record}})", { record: subject.label }) : t("View profile")}
        >
          <Group gap={4} component="span" wrap="nowrap">
            <IconUser size={14} aria-hidden />
            {t("View profile")}
          </Group>
        </Anchor>
      )}
    </Stack>
  );
}

function AuditCard({ entry, now }: { entry: AuditLogEntry; now: Date }) {
  const { t } = useTranslation("admin");
  return (
    <Card component="li" withBorder padding="md" data-testid="audit-card">
      <Stack gap="xs">
        <What entry={entry} />
        <DetailList>
          <DetailRow label={t("When")}>
            <When at={entry.at} now={now} />
          </DetailRow>
          <DetailRow label={t("Who")}>
            <Who actor={entry.actor} />
          </DetailRow>
          <DetailRow label={t("Record")} breakAnywhere>
            <Subject subject={entry.subject} />
          </DetailRow>
        </DetailList>
      </Stack>
    </Card>
  );
}

export interface AuditTableProps {
  entries: AuditLogEntry[];
  /** The instant "5 minutes ago" is counted from. */
  now?: Date;
}

/** One page of recorded actions, newest first: a table, or one card per action on phones. */
export function AuditTable({ entries, now = new Date() }: AuditTableProps) {
  const { t } = useTranslation("admin");
  return (
    <CardsOrTable
      label={t("Audit events")}
      tableLabel={t("Audit events, newest first")}
      minWidth={760}
      rows={entries}
      card={(e) => <AuditCard key={e.id} entry={e} now={now} />}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={190}>{t("When")}</Table.Th>
          <Table.Th w={200}>{t("Who")}</Table.Th>
          <Table.Th>{t("What")}</Table.Th>
          <Table.Th w={240}>{t("Record")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((e) => (
          <Table.Tr key={e.id} data-testid="audit-row">
            <Table.Td style={{ verticalAlign: "top" }}>
              <When at={e.at} now={now} />
            </Table.Td>
            <Table.Td style={{ verticalAlign: "top" }}>
              <Who actor={e.actor} />
            </Table.Td>
            <Table.Td style={{ verticalAlign: "top" }}>
              <What entry={e} />
            </Table.Td>
            <Table.Td style={{ verticalAlign: "top" }}>
              <Subject subject={e.subject} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </CardsOrTable>
  );
}
