import { notifications } from "@mantine/notifications";
import type {
  DepartmentName,
  ReservationSettings,
  SeatMatrix,
  SeatMatrixBody,
  SeatMatrixDepartment,
  SeatMatrixResponse,
} from "@phd/shared";
import { skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, errorMessage } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n.ts";

export const seatMatrixKeys = {
  all: ["seat-matrix"] as const,
  of: (roundId: string) => ["seat-matrix", roundId] as const,
};

/** What the admin reads when the server has no words of its own, in the language shown. */
export function useSeatMessages() {
  const { t } = useTranslation("selection");
  return {
    loadFailed: t("Failed to load the seat matrix"),
    saveFailed: t("Failed to save the seats"),
    lockFailed: t("Failed to lock the seats"),
    unlockFailed: t("Failed to unlock the seats"),
    reservationFailed: t("Failed to save the reservation percentages"),
    saved: t("Seats saved."),
    locked: t("Seats locked."),
    unlocked: t("Seats unlocked."),
    reservationSaved: t("Reservation percentages saved."),
    error: t("Error"),
  };
}

const seatMatrixUrl = (roundId: string) => `/api/rounds/${encodeURIComponent(roundId)}/seat-matrix`;

/** GET /api/rounds/{id}/seat-matrix (any staff member): every department's seats and the round's percentages. */
export function useSeatMatrix(roundId: string | undefined) {
  return useQuery({
    queryKey: seatMatrixKeys.of(roundId ?? ""),
    queryFn: roundId ? () => api.get<SeatMatrixResponse>(seatMatrixUrl(roundId)).then((r) => r.data) : skipToken,
  });
}

type DepartmentAnswer = { success: true; message: string; data: SeatMatrixDepartment };
type ReservationAnswer = { success: true; message: string; data: ReservationSettings };

/**
 * After a department changed: a toast with the server's words, its row replaced in the cached matrix
 * at once (the list shows it without waiting), then the matrix reloads.
 */
function useDepartmentChanged(roundId: string) {
  const qc = useQueryClient();
  return (res: DepartmentAnswer | undefined, fallback: string) => {
    notifications.show({ color: "green", message: res?.message || fallback });
    const row = res?.data;
    if (row)
      qc.setQueryData<SeatMatrix>(seatMatrixKeys.of(roundId), (old) =>
        old ? { ...old, departments: old.departments.map((d) => (d.department === row.department ? row : d)) } : old,
      );
    void qc.invalidateQueries({ queryKey: seatMatrixKeys.of(roundId) });
  };
}

/** PUT /api/rounds/{id}/seat-matrix (admin): one department's seats, both channels. Errors are shown by the dialog. */
export function useSaveDepartmentSeats(roundId: string) {
  const messages = useSeatMessages();
  const changed = useDepartmentChanged(roundId);
  return useMutation({
    mutationFn: (body: SeatMatrixBody) => api.put<DepartmentAnswer>(seatMatrixUrl(roundId), body),
    onSuccess: (res) => changed(res, messages.saved),
  });
}

/** POST /api/rounds/{id}/seat-matrix/lock (admin): locks or unlocks a department's seats; a refusal is a red toast. */
export function useSetDepartmentLock(roundId: string) {
  const messages = useSeatMessages();
  const changed = useDepartmentChanged(roundId);
  return useMutation({
    mutationFn: (body: { department: DepartmentName; locked: boolean }) =>
      api.post<DepartmentAnswer>(`${seatMatrixUrl(roundId)}/lock`, body),
    onSuccess: (res, body) => changed(res, body.locked ? messages.locked : messages.unlocked),
    onError: (err, body) =>
      notifications.show({
        color: "red",
        title: messages.error,
        message: errorMessage(err, body.locked ? messages.lockFailed : messages.unlockFailed),
      }),
  });
}

/** PUT /api/rounds/{id}/reservation (admin): the round's reservation percentages. Errors are shown by the form. */
export function useSaveReservation(roundId: string) {
  const messages = useSeatMessages();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ReservationSettings) =>
      api.put<ReservationAnswer>(`/api/rounds/${encodeURIComponent(roundId)}/reservation`, body),
    onSuccess: (res) => {
      notifications.show({ color: "green", message: res?.message || messages.reservationSaved });
      const saved = res?.data;
      if (saved)
        qc.setQueryData<SeatMatrix>(seatMatrixKeys.of(roundId), (old) => (old ? { ...old, reservation: saved } : old));
      void qc.invalidateQueries({ queryKey: seatMatrixKeys.of(roundId) });
    },
  });
}
