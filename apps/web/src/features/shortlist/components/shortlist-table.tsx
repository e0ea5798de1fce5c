import { Badge, Card, Checkbox, Group, Stack, Table, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  CATEGORY_LABELS,
  SELECTION_CHANNEL_LABELS,
  SHORTLIST_DECISION_LABELS,
  type ShortlistDecision,
  type ShortlistEntry,
} from "@phd/shared";
import { IconAlertTriangle } from "@tabler/icons-react";
import { DetailList, DetailRow, NameAndEmail, wrapStyle } from "../../../components/detail-list.tsx";
import { LabelBadge } from "../../../components/label-badge.tsx";
import { ListTable } from "../../../components/lists/list-table.tsx";
import { TableHead } from "../../../components/lists/table-head.tsx";
import { useLabel, useTranslation } from "../../../lib/i18n.ts";
import { DECISION_COLORS } from "./decision-counts.tsx";

/** Below Mantine's `sm` (48em) the rows are cards: six columns do not fit a phone. */
export const CARDS_QUERY = "(max-width: 47.99em)";

export interface ShortlistTableProps {
  entries: ShortlistEntry[];
  isSelected: (id: string) => boolean;
  onSelect: (entry: ShortlistEntry, selected: boolean) => void;
  /** Every row of the page is selected / some are. */
  pageSelected: boolean;
  pagePartly: boolean;
  onSelectPage: (selected: boolean) => void;
  /** Nothing can be chosen (a closed round, a decision under way). */
  disabled: boolean;
}

export function DecisionBadge({ decision }: { decision: ShortlistDecision }) {
  return <LabelBadge value={decision} labels={SHORTLIST_DECISION_LABELS} colors={DECISION_COLORS} />;
}

function Category({ entry: e }: { entry: ShortlistEntry }) {
  const { t } = useTranslation("selection");
  const label = useLabel();
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm">{e.category ? label(CATEGORY_LABELS[e.category]) : "—"}</Text>
      {e.isPhysicallyDisabled && (
        <Badge variant="outline" color="indigo" size="sm" title={t("Person with a disability")}>
          {t("PwD")}
        </Badge>
      )}
    </Group>
  );
}

/** The channel and, as text (readable on touch screens too), why the candidate is in it. */
function Channel({ entry: e }: { entry: ShortlistEntry }) {
  const label = useLabel();
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {label(SELECTION_CHANNEL_LABELS[e.channel])}
      </Text>
      <Text size="xs" c="dimmed" style={wrapStyle()}>
        {e.channelReason}
      </Text>
    </Stack>
  );
}

function Decision({ entry: e }: { entry: ShortlistEntry }) {
  const { t } = useTranslation("selection");
  return (
    <Stack gap={4} align="flex-start">
      <Group gap={6} wrap="wrap">
        <DecisionBadge decision={e.decision} />
        {!e.isVerified && (
          <Badge
            variant="light"
            color="orange"
            leftSection={<IconAlertTriangle size={12} aria-hidden />}
            title={t(
              "A reviewer reset a part after the decision: it can be taken back, but not decided on again until verified.",
            )}
          >
            {t("Not verified anymore")}
          </Badge>
        )}
      </Group>
      {e.decisionReason && (
        <Text size="xs" c="dimmed" style={wrapStyle()}>
          {t("Reason: {{reason}}", { reason: e.decisionReason })}
        </Text>
      )}
    </Stack>
  );
}

function RowCheckbox({
  entry,
  isSelected,
  onSelect,
  disabled,
}: Pick<ShortlistTableProps, "isSelected" | "onSelect" | "disabled"> & { entry: ShortlistEntry }) {
  const { t } = useTranslation("selection");
  return (
    <Checkbox
      aria-label={t("Select {{id}}", { id: entry.applicationId })}
      checked={isSelected(entry.id)}
      onChange={(e) => onSelect(entry, e.currentTarget.checked)}
      disabled={disabled}
    />
  );
}

/** One page of the shortlist: a table with a checkbox per row, or one card per application on phones. */
export function ShortlistTable(props: ShortlistTableProps) {
  const { t } = useTranslation("selection");
  const selectPage = t("Select all on this page");
  const { entries, pageSelected, pagePartly, onSelectPage, disabled } = props;
  const cards = useMediaQuery(CARDS_QUERY, false, { getInitialValueInEffect: false });
  const pageBox = (label?: string) => (
    <Checkbox
      label={label}
      aria-label={label ? undefined : selectPage}
      checked={pageSelected}
      indeterminate={pagePartly && !pageSelected}
      onChange={(e) => onSelectPage(e.currentTarget.checked)}
      disabled={disabled}
    />
  );

  if (cards) {
    return (
      <Stack gap="sm">
        {pageBox(selectPage)}
        <Stack
          component="ul"
          gap="sm"
          m={0}
          p={0}
          style={{ listStyle: "none" }}
          aria-label={t("Applications in selection")}
        >
          {entries.map((e) => (
            <Card component="li" key={e.id} withBorder padding="md" data-testid="shortlist-card">
              <Group gap="sm" align="flex-start" wrap="nowrap" mb="xs">
                <RowCheckbox entry={e} {...props} />
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={700} style={wrapStyle(true)}>
                    {e.applicationId}
                  </Text>
                  <NameAndEmail name={e.name} email={e.email} />
                </Stack>
              </Group>
              <DetailList>
                <DetailRow label={t("Category")}>
                  <Category entry={e} />
                </DetailRow>
                <DetailRow label={t("Channel")}>
                  <Channel entry={e} />
                </DetailRow>
                <DetailRow label={t("Decision")}>
                  <Decision entry={e} />
                </DetailRow>
              </DetailList>
            </Card>
          ))}
        </Stack>
      </Stack>
    );
  }

  return (
    <ListTable label={t("Applications in selection")} minWidth={820}>
      <TableHead
        columns={[
          <Table.Th key="select" w={44}>
            {pageBox()}
          </Table.Th>,
          t("Application ID"),
          t("Applicant"),
          t("Category"),
          t("Channel"),
          t("Decision"),
        ]}
      />
      <Table.Tbody>
        {entries.map((e) => (
          <Table.Tr key={e.id} data-testid="shortlist-row">
            <Table.Td>
              <RowCheckbox entry={e} {...props} />
            </Table.Td>
            <Table.Td fw={600}>{e.applicationId}</Table.Td>
            <Table.Td>
              <NameAndEmail name={e.name} email={e.email} />
            </Table.Td>
            <Table.Td>
              <Category entry={e} />
            </Table.Td>
            <Table.Td maw={280}>
              <Channel entry={e} />
            </Table.Td>
            <Table.Td maw={280}>
              <Decision entry={e} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ListTable>
  );
}
