import { notifications } from "@mantine/notifications";
import type { SelectionRules, SelectionRulesResponse } from "@phd/shared";
import { skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

export const selectionRulesKeys = {
  all: ["selection-rules"] as const,
  of: (roundId: string) => ["selection-rules", roundId] as const,
};

export const RULES_MESSAGES = {
  loadFailed: "Failed to load the selection rules",
  saveFailed: "Failed to save the selection rules",
  saved: "Selection rules saved.",
} as const;

const rulesUrl = (roundId: string) => `/api/rounds/${encodeURIComponent(roundId)}/selection-rules`;

/** GET /api/rounds/{id}/selection-rules (any staff member): the round and its rules (defaults until changed). */
export function useSelectionRules(roundId: string | undefined) {
  return useQuery({
    queryKey: selectionRulesKeys.of(roundId ?? ""),
    queryFn: roundId ? () => api.get<SelectionRulesResponse>(rulesUrl(roundId)).then((r) => r.data) : skipToken,
  });
}

/** PUT /api/rounds/{id}/selection-rules (admin). Errors are shown by the form. */
export function useSaveSelectionRules(roundId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SelectionRules) =>
      api.put<{ success: true; message: string; data: SelectionRules }>(rulesUrl(roundId), body),
    onSuccess: (res) => {
      notifications.show({ color: "green", message: res?.message || RULES_MESSAGES.saved });
      void qc.invalidateQueries({ queryKey: selectionRulesKeys.of(roundId) });
      // The shortlist's channels follow the rules.
      void qc.invalidateQueries({ queryKey: ["shortlist"] });
    },
  });
}
