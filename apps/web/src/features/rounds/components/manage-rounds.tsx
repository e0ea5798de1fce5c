import { Anchor, Button, Card, Group, Stack, Table, Text } from "@mantine/core";
import { type AdmissionRound, paths } from "@phd/shared";
import { IconEdit, IconLock, IconPlus, IconStar } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { DetailList, DetailRow, wrapStyle } from "../../../components/detail-list.tsx";
import { ListEmpty } from "../../../components/lists/list-empty.tsx";
import { RefreshButton } from "../../../components/lists/list-loading.tsx";
import { CardsOrTable } from "../../../components/lists/list-table.tsx";
import { RowButton } from "../../../components/lists/row-actions.tsx";
import { TableHead } from "../../../components/lists/table-head.tsx";
import { PageHeader, Updating } from "../../../components/page-header.tsx";
import { ListQueryState } from "../../../components/selection/list-query-state.tsx";
import { currentLocale, useTranslation } from "../../../lib/i18n.ts";
import { useCloseRound, useMakeRoundCurrent, useRoundMessages, useRounds } from "../api.ts";
import { type RoundAction, RoundActionModal } from "./round-action-modal.tsx";
import { RoundFormModal } from "./round-form-modal.tsx";
import { RoundStatusBadge, RoundWindow, roundStatus } from "./round-status.tsx";

/** Said where the current round's Close would be (in English; the screen says it in the language shown). */
export const CURRENT_NOT_CLOSABLE = "The current round cannot be closed: make another round current first.";
/** Said where a closed round's actions would be (in English; the screen says it in the language shown). */
export const CLOSED_READ_ONLY = "Closed: its records can be read but not changed.";

interface ActionsProps {
  round: AdmissionRound;
  onEdit: (round: AdmissionRound) => void;
  onAction: (kind: RoundAction, round: AdmissionRound) => void;
}

/** The round's seats on the Seat Matrix screen: readable for every round, changed for an open one. */
function SeatMatrixLink({ round }: { round: AdmissionRound }) {
  const { t } = useTranslation("selection");
  return (
    <Anchor
      component={Link}
      to={`${paths.seatMatrix}?round=${encodeURIComponent(round.id)}`}
      size="sm"
      aria-label={t("Seat matrix of {{name}}", { name: round.name })}
    >
      {t("Seat matrix")}
    </Anchor>
  );
}

/** Edit and Make Current for an open round; Close too unless it is the current one (then the reason instead). */
function RoundActions({ round, onEdit, onAction }: ActionsProps) {
  const { t } = useTranslation("selection");
  const status = roundStatus(round);
  if (status === "closed")
    return (
      <Stack gap={6}>
        <Text size="sm" c="dimmed" style={wrapStyle()}>
          {t("Closed: its records can be read but not changed.")}
        </Text>
        <SeatMatrixLink round={round} />
      </Stack>
    );
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <RowButton
          icon={IconEdit}
          label={t("Edit")}
          name={t("Edit {{name}}", { name: round.name })}
          onClick={() => onEdit(round)}
        />
        {status === "open" && (
          <>
            <RowButton
              icon={IconStar}
              label={t("Make Current")}
              name={t("Make Current {{name}}", { name: round.name })}
              color="green"
              onClick={() => onAction("makeCurrent", round)}
            />
            <RowButton
              icon={IconLock}
              label={t("Close")}
              name={t("Close {{name}}", { name: round.name })}
              color="red"
              onClick={() => onAction("close", round)}
            />
          </>
        )}
      </Group>
      {status === "current" && (
        <Text size="xs" c="dimmed" style={wrapStyle()}>
          {t("The current round cannot be closed: make another round current first.")}
        </Text>
      )}
      <SeatMatrixLink round={round} />
    </Stack>
  );
}

function RoundCard(props: ActionsProps) {
  const { t } = useTranslation("selection");
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
        <DetailRow label={t("Application ID prefix")} breakAnywhere>
          {round.applicationIdPrefix}
        </DetailRow>
        <DetailRow label={t("Admission window")}>
          <RoundWindow round={round} />
        </DetailRow>
        <DetailRow label={t("Applications")}>
          {t("{{count}} application", {
            count: round.applicationCount,
            defaultValue_other: "{{count}} applications",
          })}
        </DetailRow>
      </DetailList>
      <Stack mt="sm">
        <RoundActions {...props} />
      </Stack>
    </Card>
  );
}

function RoundTable({ rounds, onEdit, onAction }: { rounds: AdmissionRound[] } & Omit<ActionsProps, "round">) {
  const { t } = useTranslation("selection");
  return (
    <CardsOrTable
      label={t("Admission rounds")}
      minWidth={960}
      rows={rounds}
      card={(r) => <RoundCard key={r.id} round={r} onEdit={onEdit} onAction={onAction} />}
    >
      <TableHead
        columns={[
          t("Round"),
          t("Application ID prefix"),
          t("Admission window"),
          t("Applications"),
          t("Status"),
          t("Actions"),
        ]}
      />
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
              <Text size="sm">{r.applicationCount.toLocaleString(currentLocale())}</Text>
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
    </CardsOrTable>
  );
}

/**
 * The admin's admission rounds (issue 24, decision 029): every round, newest first, with its prefix,
 * window (in the institution's zone), applications and status; create and edit an open round, make one
 * current, close one for good.
 */
export function ManageRounds() {
  const { t } = useTranslation("selection");
  const messages = useRoundMessages();
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

  return (
    <Stack gap="md">
      <PageHeader
        title={t("Admission Rounds")}
        description={t(
          "Each round numbers its applications with its own prefix and has its own admission window. New applications go into the current round.",
        )}
      >
        <Updating query={list} label={t("Updating the list")} />
      </PageHeader>

      <Group gap="xs" wrap="wrap">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t("New Round")}
        </Button>
        <RefreshButton onRefresh={list.refetch} refreshing={list.isFetching} />
      </Group>

      <ListQueryState query={list} failure={messages.loadFailed} loading={t("Loading admission rounds...")}>
        {(rounds) =>
          rounds.length === 0 ? (
            <ListEmpty title={t("No admission rounds yet")}>
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden />}
                onClick={() => setCreating(true)}
              >
                {t("New Round")}
              </Button>
            </ListEmpty>
          ) : (
            <RoundTable rounds={rounds} onEdit={setEditing} onAction={(kind, round) => setAction({ kind, round })} />
          )
        }
      </ListQueryState>

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
