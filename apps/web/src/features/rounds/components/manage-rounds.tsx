import { Anchor, Button, Card, Group, Loader, Stack, Table, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { type AdmissionRound, paths } from "@phd/shared";
import { IconEdit, IconLock, IconPlus, IconStar } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { DetailList, DetailRow, wrapStyle } from "../../../components/detail-list.tsx";
import { ListEmpty } from "../../../components/lists/list-empty.tsx";
import { ListLoading, RefreshButton } from "../../../components/lists/list-loading.tsx";
import { PHONE_QUERY } from "../../../components/lists/sortable-th.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { errorMessage } from "../../../lib/api-client.ts";
import { ROUND_MESSAGES, useCloseRound, useMakeRoundCurrent, useRounds } from "../api.ts";
import { type RoundAction, RoundActionModal } from "./round-action-modal.tsx";
import { RoundFormModal } from "./round-form-modal.tsx";
import { RoundStatusBadge, RoundWindow, roundStatus } from "./round-status.tsx";

/** Said where the current round's Close would be. */
export const CURRENT_NOT_CLOSABLE = "The current round cannot be closed: make another round current first.";
/** Said where a closed round's actions would be. */
export const CLOSED_READ_ONLY = "Closed: its records can be read but not changed.";

interface ActionsProps {
  round: AdmissionRound;
  onEdit: (round: AdmissionRound) => void;
  onAction: (kind: RoundAction, round: AdmissionRound) => void;
}

/** The round's seats on the Seat Matrix screen: readable for every round, changed for an open one. */
function SeatMatrixLink({ round }: { round: AdmissionRound }) {
  return (
    <Anchor
      component={Link}
      to={`${paths.seatMatrix}?round=${encodeURIComponent(round.id)}`}
      size="sm"
      aria-label={`Seat matrix of ${round.name}`}
    >
      Seat matrix
    </Anchor>
  );
}

/** Edit and Make Current for an open round; Close too unless it is the current one (then the reason instead). */
function RoundActions({ round, onEdit, onAction }: ActionsProps) {
  const status = roundStatus(round);
  if (status === "closed")
    return (
      <Stack gap={6}>
        <Text size="sm" c="dimmed" style={wrapStyle()}>
          {CLOSED_READ_ONLY}
        </Text>
        <SeatMatrixLink round={round} />
      </Stack>
    );
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconEdit size={14} aria-hidden />}
          onClick={() => onEdit(round)}
          aria-label={`Edit ${round.name}`}
        >
          Edit
        </Button>
        {status === "open" && (
          <>
            <Button
              size="xs"
              variant="light"
              color="green"
              leftSection={<IconStar size={14} aria-hidden />}
              onClick={() => onAction("makeCurrent", round)}
              aria-label={`Make Current ${round.name}`}
            >
              Make Current
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconLock size={14} aria-hidden />}
              onClick={() => onAction("close", round)}
              aria-label={`Close ${round.name}`}
            >
              Close
            </Button>
          </>
        )}
      </Group>
      {status === "current" && (
        <Text size="xs" c="dimmed" style={wrapStyle()}>
          {CURRENT_NOT_CLOSABLE}
        </Text>
      )}
      <SeatMatrixLink round={round} />
    </Stack>
  );
}

const count = (n: number) => `${n.toLocaleString("en-IN")} ${n === 1 ? "application" : "applications"}`;

function RoundCard(props: ActionsProps) {
  const { round } = props;
  return (
    <Card component="li" withBorder padding="md" data-testid="round-card">
      <Group justify="space-between" align="flex-start" gap="xs" mb="xs" wrap="nowrap">
        <Text fw={700} style={wrapStyle()}>
          {round.name}
        </Text>
        <RoundStatusBadge round={round} />
      </Group>
      <DetailList>
        <DetailRow label="Application ID prefix" breakAnywhere>
          {round.applicationIdPrefix}
        </DetailRow>
        <DetailRow label="Admission window">
          <RoundWindow round={round} />
        </DetailRow>
        <DetailRow label="Applications">{count(round.applicationCount)}</DetailRow>
      </DetailList>
      <Stack mt="sm">
        <RoundActions {...props} />
      </Stack>
    </Card>
  );
}

function RoundTable({ rounds, onEdit, onAction }: { rounds: AdmissionRound[] } & Omit<ActionsProps, "round">) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  if (phone)
    return (
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: "none" }} aria-label="Admission rounds">
        {rounds.map((r) => (
          <RoundCard key={r.id} round={r} onEdit={onEdit} onAction={onAction} />
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Admission rounds">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Round</Table.Th>
            <Table.Th>Application ID prefix</Table.Th>
            <Table.Th>Admission window</Table.Th>
            <Table.Th>Applications</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rounds.map((r) => (
            <Table.Tr key={r.id} data-testid="round-row">
              <Table.Td maw={280}>
                <Text size="sm" fw={600} style={wrapStyle()}>
                  {r.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {r.applicationIdPrefix}
                </Text>
              </Table.Td>
              <Table.Td>
                <RoundWindow round={r} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{r.applicationCount.toLocaleString("en-IN")}</Text>
              </Table.Td>
              <Table.Td>
                <RoundStatusBadge round={r} />
              </Table.Td>
              <Table.Td maw={300}>
                <RoundActions round={r} onEdit={onEdit} onAction={onAction} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The admin's admission rounds (issue 24, decision 029): every round, newest first, with its prefix,
 * window (in the institution's zone), applications and status; create and edit an open round, make one
 * current, close one for good.
 */
export function ManageRounds() {
  const list = useRounds();
  const makeCurrent = useMakeRoundCurrent();
  const close = useCloseRound();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdmissionRound | null>(null);
  const [action, setAction] = useState<{ kind: RoundAction; round: AdmissionRound } | null>(null);

  const confirm = () => {
    if (!action) return;
    const mutation = action.kind === "makeCurrent" ? makeCurrent : close;
    mutation.mutate(action.round.id, { onSettled: () => setAction(null) });
  };

  let body: ReactNode;
  if (list.isError) {
    body = (
      <LoadError
        message={errorMessage(list.error, ROUND_MESSAGES.loadFailed)}
        onRetry={() => void list.refetch()}
        retryLabel="Retry"
        retrying={list.isFetching}
      />
    );
  } else if (list.isPending) {
    body = <ListLoading>Loading admission rounds...</ListLoading>;
  } else if (list.data.length === 0) {
    body = (
      <ListEmpty title="No admission rounds yet">
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          New Round
        </Button>
      </ListEmpty>
    );
  } else {
    body = <RoundTable rounds={list.data} onEdit={setEditing} onAction={(kind, round) => setAction({ kind, round })} />;
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="xs">
        <div>
          <Title order={1} size="h2">
            Admission Rounds
          </Title>
          <Text c="dimmed">
            Each round numbers its applications with its own prefix and has its own admission window. New applications
            go into the current round.
          </Text>
        </div>
        {list.isFetching && !list.isPending && <Loader size="sm" role="status" aria-label="Updating the list" />}
      </Group>

      <Group gap="xs" wrap="wrap">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          New Round
        </Button>
        <RefreshButton onRefresh={list.refetch} refreshing={list.isFetching} />
      </Group>

      {body}

      <RoundFormModal
        key={creating ? "create" : "create-closed"}
        opened={creating}
        onClose={() => setCreating(false)}
      />
      <RoundFormModal
        key={editing?.id ?? "edit-closed"}
        opened={editing !== null}
        round={editing}
        onClose={() => setEditing(null)}
      />
      <RoundActionModal
        action={action}
        onConfirm={confirm}
        onClose={() => setAction(null)}
        pending={makeCurrent.isPending || close.isPending}
      />
    </Stack>
  );
}
