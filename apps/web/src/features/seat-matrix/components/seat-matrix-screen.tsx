import { Group, Stack, Text, Title } from "@mantine/core";
import type { SeatMatrix, SeatMatrixDepartment } from "@phd/shared";
import { useState } from "react";
import { PageHeader, Updating } from "../../../components/page-header.tsx";
import { ListQueryState } from "../../../components/selection/list-query-state.tsx";
import { useTranslation } from "../../../lib/i18n.ts";
import { ClosedRoundNotice, RoundGate, RoundSwitcher, useRoundShown } from "../../rounds/index.ts";
import { useSeatMatrix, useSeatMessages, useSetDepartmentLock } from "../api.ts";
import { DepartmentSeats } from "./department-seats.tsx";
import { LockModal, type LockRequest } from "./lock-modal.tsx";
import { ReservationForm } from "./reservation-form.tsx";
import { SeatEditModal } from "./seat-edit-modal.tsx";

/** The round's matrix once loaded: its percentages, its departments, and the dialogs that change them. */
function SeatMatrixContent({ matrix }: { matrix: SeatMatrix }) {
  const { t } = useTranslation("selection");
  const roundId = matrix.round.id;
  const readOnly = matrix.round.isClosed;
  const lock = useSetDepartmentLock(roundId);
  const [editing, setEditing] = useState<SeatMatrixDepartment | null>(null);
  const [locking, setLocking] = useState<LockRequest | null>(null);

  const confirmLock = () => {
    if (!locking) return;
    lock.mutate({ department: locking.row.department, locked: locking.locked }, { onSettled: () => setLocking(null) });
  };

  return (
    <>
      <ReservationForm
        key={`${roundId}:${JSON.stringify(matrix.reservation)}`}
        roundId={roundId}
        reservation={matrix.reservation}
        readOnly={readOnly}
      />
      <Stack gap="xs" component="section" aria-labelledby="departments-heading">
        <Title order={2} size="h4" id="departments-heading">
          {t("Departments")}
        </Title>
        <Text size="sm" c="dimmed">
          {t(
            "Seats per department and selection channel. PwD seats are those of both channels for persons with disabilities, inside the categories' seats.",
          )}
        </Text>
        <DepartmentSeats
          departments={matrix.departments}
          readOnly={readOnly}
          onEdit={setEditing}
          onLock={(row, locked) => setLocking({ row, locked })}
        />
      </Stack>
      {!readOnly && (
        <>
          <SeatEditModal
            key={editing?.department ?? "closed"}
            roundId={roundId}
            row={editing}
            reservation={matrix.reservation}
            onClose={() => setEditing(null)}
          />
          <LockModal
            request={locking}
            onConfirm={confirmLock}
            onClose={() => setLocking(null)}
            pending={lock.isPending}
          />
        </>
      )}
    </>
  );
}

/**
 * The admin's seat matrix (issue 24, decision 028): per admission round (the current one unless
 * `?round=` names another) the reservation percentages, and per department the seats of each
 * selection channel by category, with those for persons with disabilities. A closed round is read-only.
 */
export function SeatMatrixScreen() {
  const { t } = useTranslation("selection");
  const { roundId } = useRoundShown();
  const matrix = useSeatMatrix(roundId);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <PageHeader
          title={t("Seat Matrix")}
          description={
            matrix.data
              ? t(
                  "{{roundName}}: PhD seats per department, by selection channel (NET/JRF and entrance test) and by category.",
                  {
                    roundName: matrix.data.round.name,
                  },
                )
              : t("PhD seats per department, by selection channel (NET/JRF and entrance test) and by category.")
          }
        />
        <Updating query={matrix} label={t("Updating the seat matrix")} />
      </Group>
      <RoundSwitcher />
      <RoundGate loading={t("Loading the seat matrix...")}>{() => <MatrixOfRound matrix={matrix} />}</RoundGate>
    </Stack>
  );
}

/** The chosen round's matrix: its load error, loading, or the matrix with the closed notice. */
function MatrixOfRound({ matrix }: { matrix: ReturnType<typeof useSeatMatrix> }) {
  const { t } = useTranslation("selection");
  const messages = useSeatMessages();
  return (
    <ListQueryState query={matrix} failure={messages.loadFailed} loading={t("Loading the seat matrix...")}>
      {(loaded) => (
        <>
          <ClosedRoundNotice isClosed={loaded.round.isClosed} />
          <SeatMatrixContent matrix={loaded} />
        </>
      )}
    </ListQueryState>
  );
}
