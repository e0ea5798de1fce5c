import type { ScoringResponse, ScoringSettings, SelectionRules, SelectionRulesResponse } from "@phd/shared";
import { skipToken, useQuery } from "@tanstack/react-query";
import { useChangeMutation } from "../../components/selection/change-mutation.ts";
import { api } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n.ts";

export const selectionRulesKeys = {
  all: ["selection-rules"] as const,
  of: (roundId: string) => ["selection-rules", roundId] as const,
};

/** What the admin reads when the server has no words of its own, in the language shown. */
export function useRulesMessages() {
  const { t } = useTranslation("selection");
  return {
    loadFailed: t("Failed to load the selection rules"),
    saveFailed: t("Failed to save the selection rules"),
    saved: t("Selection rules saved."),
    scoringLoadFailed: t("Failed to load the marks and scores settings"),
    scoringSaveFailed: t("Failed to save the marks and scores settings"),
    scoringSaved: t("Marks and scores settings saved."),
  };
}

export const scoringKeys = {
  of: (roundId: string) => ["scoring", roundId] as const,
};

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
  const messages = useRulesMessages();
  return useChangeMutation({
    send: (body: SelectionRules) =>
      api.put<{ success: true; message: string; data: SelectionRules }>(rulesUrl(roundId), body),
    done: messages.saved,
    // The shortlist's channels follow the rules.
    reload: [selectionRulesKeys.of(roundId), ["shortlist"]],
    reloadWhenSaved: true,
  });
}

const scoringUrl = (roundId: string) => `/api/rounds/${encodeURIComponent(roundId)}/scoring`;

/** GET /api/rounds/{id}/scoring: the round and its scoring settings (defaults until changed). */
export function useScoring(roundId: string) {
  return useQuery({
    queryKey: scoringKeys.of(roundId),
    queryFn: () => api.get<ScoringResponse>(scoringUrl(roundId)).then((r) => r.data),
  });
}

/** PUT /api/rounds/{id}/scoring (admin). Errors are shown by the form. */
export function useSaveScoring(roundId: string) {
  const messages = useRulesMessages();
  return useChangeMutation({
    send: (body: ScoringSettings) =>
      api.put<{ success: true; message: string; data: ScoringSettings }>(scoringUrl(roundId), body),
    done: messages.scoringSaved,
    // The marks grid and the interview forms check against the maxima; the merit list reads them all.
    reload: [scoringKeys.of(roundId), ["marks"], ["merit"]],
    reloadWhenSaved: true,
  });
}
