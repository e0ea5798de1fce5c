import { Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import {
  type DepartmentName,
  MERIT_STATUS_LABELS,
  type MeritChange,
  type MeritLineView,
  outcomeWords,
  rankWords,
  SELECTION_CHANNEL_LABELS,
  type SelectionChannel,
  twoDecimals,
} from "@phd/shared";
import { wrapStyle } from "../../../components/detail-list.tsx";
import { TableHead } from "../../../components/lists/table-head.tsx";
import { ListQueryState } from "../../../components/selection/list-query-state.tsx";
import { useLabel, useTranslation, useWords } from "../../../lib/i18n.ts";
import { meritMessages, useMeritChanges } from "../api.ts";
import { changedIn, lineDifference } from "../merit-facts.ts";
import { ScrollTable } from "./scroll-table.tsx";

/** A value before and after: "3 → 5" when it changed, the value alone (dimmed) when not. */
function Change({ before, after, changed }: { before: string; after: string; changed: boolean }) {
  const { t } = useTranslation("merit");
  if (!changed)
    return (
      <Text size="sm" c="dimmed">
        {after} <VisuallyHidden component="span">{t("(unchanged)")}</VisuallyHidden>
      </Text>
    );
  return (
    <Text size="sm" fw={600}>
      {before}
      <span aria-hidden> → </span>
      <VisuallyHidden component="span">{` ${t("changed to")} `}</VisuallyHidden>
      {after}
    </Text>
  );
}

/** The candidates of a channel whose line the final list changed: rank, status, composite, seat or waitlist. */
export function ChangesTable({ changes, label }: { changes: MeritChange[]; label: string }) {
  const { t } = useTranslation("merit");
  const words = useLabel();
  // The seat's words are composed by the shared merit-words (as on the PDF).
  const meritWords = useWords("vocabulary");
  const notListed = t("Not listed");
  const statusOf = (l: MeritLineView | null) => (l ? words(MERIT_STATUS_LABELS[l.status]) : notListed);
  const outcomeOf = (l: MeritLineView | null) => (l ? outcomeWords(l, meritWords) : notListed);
  const compositeOf = (l: MeritLineView | null) => (l ? twoDecimals(l.composite) : notListed);
  return (
    <ScrollTable label={label} minWidth={880}>
      <Table striped verticalSpacing="sm" aria-label={label}>
        <TableHead
          scope="col"
          columns={[t("Application ID"), t("Name"), t("Rank"), t("Composite"), t("Status"), t("Seat or waitlist")]}
        />
        <Table.Tbody>
          {changes.map((c) => {
            const d = lineDifference(c.before, c.after);
            return (
              <Table.Tr key={c.id} data-testid="change-row">
                <Table.Td fw={600}>{c.applicationId}</Table.Td>
                <Table.Td maw={220}>
                  <Text size="sm" style={wrapStyle()}>
                    {c.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Change before={rankWords(c.before)} after={rankWords(c.after)} changed={d.rank} />
                </Table.Td>
                <Table.Td>
                  <Change before={compositeOf(c.before)} after={compositeOf(c.after)} changed={d.composite} />
                </Table.Td>
                <Table.Td>
                  <Change before={statusOf(c.before)} after={statusOf(c.after)} changed={d.status} />
                </Table.Td>
                <Table.Td>
                  <Change before={outcomeOf(c.before)} after={outcomeOf(c.after)} changed={d.outcome} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** "What changed": the final list against the provisional one, for the channel shown. */
export function MeritChanges({
  roundId,
  department,
  channel,
}: {
  roundId: string;
  department: DepartmentName;
  channel: SelectionChannel;
}) {
  const { t } = useTranslation("merit");
  const label = useLabel();
  const changes = useMeritChanges(roundId, department, true);
  return (
    <ListQueryState query={changes} failure={meritMessages(t).changesFailed} loading={t("Loading what changed...")}>
      {(data) => {
        const changed = changedIn(data, channel);
        const words = label(SELECTION_CHANNEL_LABELS[channel]);
        return changed.length === 0 ? (
          <Text size="sm">
            {t("The final {{channel}} list is the same as the provisional one.", { channel: words })}
          </Text>
        ) : (
          <Stack gap="xs">
            <Text size="sm">
              {t("{{count}} candidate of the {{channel}} list changed from the provisional list to the final one.", {
                count: changed.length,
                channel: words,
                defaultValue_other:
                  "{{count}} candidates of the {{channel}} list changed from the provisional list to the final one.",
              })}
            </Text>
            <ChangesTable changes={changed} label={t("What changed")} />
          </Stack>
        );
      }}
    </ListQueryState>
  );
}
