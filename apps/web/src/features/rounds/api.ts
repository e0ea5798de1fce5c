import { notifications } from "@mantine/notifications";
import type { AdmissionRound, RoundBody, RoundListResponse } from "@phd/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, errorMessage } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { constantKeys } from "../constants/index.ts";

export const roundKeys = {
  all: ["rounds"] as const,
  list: ["rounds", "list"] as const,
};

/** What the admin reads when the server has no words of its own, in the language shown. */
export function useRoundMessages() {
  const { t } = useTranslation("selection");
  return {
    loadFailed: t("Failed to load admission rounds"),
    saveFailed: t("Failed to save the admission round"),
    makeCurrentFailed: t("Failed to make the round current"),
    closeFailed: t("Failed to close the round"),
    created: t("Admission round created."),
    updated: t("Admission round updated."),
    error: t("Error"),
  };
}

/** GET /api/rounds (any staff member): every admission round, newest first. */
export function useRounds() {
  return useQuery({
    queryKey: roundKeys.list,
    queryFn: () => api.get<RoundListResponse>("/api/rounds").then((r) => r.data),
    staleTime: 60_000,
  });
}

type RoundAnswer = { success: true; message: string; data: AdmissionRound };

/**
 * After a change: a toast with the server's words, the rounds reload, and so do the constants (the
 * current round's prefix and window are theirs). Making a round current or closing one changes what
 * every staff list shows by default, so then everything cached reloads.
 */
function useChanged(fallback: string, everything = false) {
  const qc = useQueryClient();
  return (res: { message?: string } | undefined) => {
    notifications.show({ color: "green", message: res?.message || fallback });
    if (everything) void qc.invalidateQueries();
    else {
      void qc.invalidateQueries({ queryKey: roundKeys.all });
      void qc.invalidateQueries({ queryKey: constantKeys.all });
    }
  };
}

/** A refused action: a red toast with the server's words. */
const failed = (title: string, fallback: string) => (err: unknown) =>
  notifications.show({ color: "red", title, message: errorMessage(err, fallback) });

/** POST /api/rounds (admin). Errors are shown by the form. */
export function useCreateRound() {
  const messages = useRoundMessages();
  const changed = useChanged(messages.created);
  return useMutation({
    mutationFn: (body: RoundBody) => api.post<RoundAnswer>("/api/rounds", body),
    onSuccess: changed,
  });
}

/** PUT /api/rounds/{id} (admin): name, prefix and window of an open round. Errors are shown by the form. */
export function useUpdateRound() {
  const messages = useRoundMessages();
  const changed = useChanged(messages.updated);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RoundBody }) =>
      api.put<RoundAnswer>(`/api/rounds/${encodeURIComponent(id)}`, body),
    onSuccess: changed,
  });
}

/** POST /api/rounds/{id}/make-current (admin): new applications go into this round from now on. */
export function useMakeRoundCurrent() {
  const messages = useRoundMessages();
  const changed = useChanged(messages.updated, true);
  return useMutation({
    mutationFn: (id: string) => api.post<RoundAnswer>(`/api/rounds/${encodeURIComponent(id)}/make-current`),
    onSuccess: changed,
    onError: failed(messages.error, messages.makeCurrentFailed),
  });
}

/** POST /api/rounds/{id}/close (admin): final; the current round is refused (409). */
export function useCloseRound() {
  const messages = useRoundMessages();
  const changed = useChanged(messages.updated, true);
  return useMutation({
    mutationFn: (id: string) => api.post<RoundAnswer>(`/api/rounds/${encodeURIComponent(id)}/close`),
    onSuccess: changed,
    onError: failed(messages.error, messages.closeFailed),
  });
}
