import { Badge, Group, Table, Text } from "@mantine/core";
import {
  MERIT_STATUS_LABELS,
  type MeritLineView,
  type MeritStatus,
  percentWords,
  seatWords,
  twoDecimals,
} from "@phd/shared";
import { wrapStyle } from "../../../components/detail-list.tsx";
import { LabelBadge } from "../../../components/label-badge.tsx";
import { TableHead } from "../../../components/lists/table-head.tsx";
import { useTranslation, useWords } from "../../../lib/i18n.ts";
import { CategoryCell } from "./category-cell.tsx";
import { ScrollTable } from "./scroll-table.tsx";

export const STATUS_COLORS: Record<MeritStatus, string> = {
  ALLOTTED: "green",
  WAITLISTED: "blue",
  NOT_QUALIFIED: "orange",
  ABSENT: "gray",
};

export function MeritStatusBadge({ status }: { status: MeritStatus }) {
  return <LabelBadge value={status} labels={MERIT_STATUS_LABELS} colors={STATUS_COLORS} />;
}

/** A component of the composite: "80.00 % × 70 %", or "—" when the method does not weigh it. */
export function ComponentWords({ percent, weight }: { percent: number | null; weight: number }) {
  const { t } = useTranslation("merit");
  if (weight === 0) return <Text size="sm">—</Text>;
  return (
    <Text size="sm" style={{ whiteSpace: "nowrap" }}>
      {percent === null ? t("Absent") : `${twoDecimals(percent)} %`} × {percentWords(weight)}
    </Text>
  );
}

/** The qualifying mark that applied, marked when the relaxation lowered it. */
export function QualifyingCell({ line }: { line: Pick<MeritLineView, "qualifyingPercent" | "relaxed"> }) {
  const { t } = useTranslation("merit");
  if (line.qualifyingPercent === null) return <Text size="sm">—</Text>;
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm">{percentWords(line.qualifyingPercent)}</Text>
      {line.relaxed && (
        <Badge variant="light" color="grape" size="sm">
          {t("relaxed")}
        </Badge>
      )}
    </Group>
  );
}

/** The seat allotted, or the waitlist position. */
export function OutcomeCell({ line }: { line: MeritLineView }) {
  const { t } = useTranslation("merit");
  // The seat's words are composed by the shared merit-words (as on the PDF).
  const seat = seatWords(line, useWords("vocabulary"));
  if (seat) return <Text size="sm">{seat}</Text>;
  if (line.waitlistPosition !== null)
    return <Text size="sm">{t("Waitlist position {{position}}", { position: line.waitlistPosition })}</Text>;
  return <Text size="sm">—</Text>;
}

/** A channel's lines in merit order: rank, candidate, category, the composite and what it came from, the outcome. */
export function MeritTable({ lines, label }: { lines: MeritLineView[]; label: string }) {
  const { t } = useTranslation("merit");
  return (
    <ScrollTable label={label} minWidth={1100}>
      <Table striped verticalSpacing="sm" aria-label={label}>
        <TableHead
          scope="col"
          columns={[
            t("Rank"),
            t("Application ID"),
            t("Name"),
            t("Category"),
            t("Test or exam"),
            t("Interview"),
            t("Composite"),
            t("Qualifying mark"),
            t("Status"),
            t("Seat or waitlist"),
          ]}
        />
        <Table.Tbody>
          {lines.map((l) => (
            <Table.Tr key={l.id} data-testid="merit-row">
              <Table.Td fw={700}>{l.rank ?? "—"}</Table.Td>
              <Table.Td fw={600}>{l.applicationId}</Table.Td>
              <Table.Td maw={220}>
                <Text size="sm" fw={500} style={wrapStyle()}>
                  {l.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <CategoryCell line={l} />
              </Table.Td>
              <Table.Td>
                <ComponentWords percent={l.examPercent} weight={l.examWeight} />
              </Table.Td>
              <Table.Td>
                <ComponentWords percent={l.interviewPercent} weight={l.interviewWeight} />
              </Table.Td>
              <Table.Td fw={600}>{twoDecimals(l.composite)}</Table.Td>
              <Table.Td>
                <QualifyingCell line={l} />
              </Table.Td>
              <Table.Td>
                <MeritStatusBadge status={l.status} />
              </Table.Td>
              <Table.Td>
                <OutcomeCell line={l} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** The list's lines, or a word when it has none. */
export function MeritLines({ lines, label, empty }: { lines: MeritLineView[]; label: string; empty: string }) {
  if (lines.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return <MeritTable lines={lines} label={label} />;
}
