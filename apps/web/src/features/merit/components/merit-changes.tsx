import { Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import {
  type DepartmentName,
  MERIT_STATUS_LABELS,
  type MeritChange,
  type MeritLineView,
  outcomeWords,
  plural,
  rankWords,
  SELECTION_CHANNEL_LABELS,
  type SelectionChannel,
  twoDecimals,
} from "@phd/shared";
import type { ReactNode } from "react";
import { wrapStyle } from "../../../components/detail-list.tsx";
import { ListLoading } from "../../../components/lists/list-loading.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { MERIT_MESSAGES, useMeritChanges } from "../api.ts";
import { changedIn, lineDifference } from "../merit-facts.ts";
import { ScrollTable } from "./scroll-table.tsx";

const NOT_LISTED = "Not listed";

/** A value before and after: "3 → 5" when it changed, the value alone (dimmed) when not. */
function Change({ before, after, changed }: { before: string; after: string; changed: boolean }) {
  if (!changed)
    return (
      <Text size="sm" c="dimmed">
        {after} <VisuallyHidden component="span">(unchanged)</VisuallyHidden>
      </Text>
    );
  return (
    <Text size="sm" fw={600}>
      {before}
      <span aria-hidden> → </span>
      <VisuallyHidden component="span"> changed to </VisuallyHidden>
      {after}
    </Text>
  );
}

const statusOf = (l: MeritLineView | null) => (l ? MERIT_STATUS_LABELS[l.status] : NOT_LISTED);
const outcomeOf = (l: MeritLineView | null) => (l ? outcomeWords(l) : NOT_LISTED);
const compositeOf = (l: MeritLineView | null) => (l ? twoDecimals(l.composite) : NOT_LISTED);

/** The candidates of a channel whose line the final list changed: rank, status, composite, seat or waitlist. */
export function ChangesTable({ changes, label }: { changes: MeritChange[]; label: string }) {
  return (
    <ScrollTable label={label} minWidth={880}>
      <Table striped verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Application ID</Table.Th>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Rank</Table.Th>
            <Table.Th scope="col">Composite</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Seat or waitlist</Table.Th>
          </Table.Tr>
        </Table.Thead>
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
  const changes = useMeritChanges(roundId, department, true);
  let body: ReactNode;
  if (changes.isError)
    body = (
      <LoadError
        message={errorMessage(changes.error, MERIT_MESSAGES.changesFailed)}
        onRetry={() => void changes.refetch()}
        retryLabel="Retry"
        retrying={changes.isFetching}
      />
    );
  else if (changes.isPending) body = <ListLoading>Loading what changed...</ListLoading>;
  else {
    const changed = changedIn(changes.data, channel);
    body =
      changed.length === 0 ? (
        <Text size="sm">The final {SELECTION_CHANNEL_LABELS[channel]} list is the same as the provisional one.</Text>
      ) : (
        <Stack gap="xs">
          <Text size="sm">
            {plural(changed.length, "candidate")} of the {SELECTION_CHANNEL_LABELS[channel]} list changed from the
            provisional list to the final one.
          </Text>
          <ChangesTable changes={changed} label="What changed" />
        </Stack>
      );
  }
  return body;
}
