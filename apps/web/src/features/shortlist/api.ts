import type { DepartmentName, ShortlistDecision, ShortlistQuery, ShortlistResponse } from "@phd/shared";
import { skipToken, useQuery } from "@tanstack/react-query";
import { useChangeMutation } from "../../components/selection/change-mutation.ts";
import { api } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { type MatchingFilters, shortlistPath } from "./list-params.ts";

export const shortlistKeys = {
  all: ["shortlist"] as const,
  round: (roundId: string) => ["shortlist", roundId] as const,
  list: (roundId: string, query: ShortlistQuery | undefined) => ["shortlist", roundId, query ?? null] as const,
};

/** What the coordinator reads when the server has no words of its own, in the language shown. */
export function useShortlistMessages() {
  const { t } = useTranslation("selection");
  return {
    loadFailed: t("Failed to load the shortlist"),
    decided: t("Shortlist updated."),
    decideFailed: t("Failed to save the decision"),
  };
}

export type ShortlistPage = ShortlistResponse["data"];
type ListKey = ReturnType<typeof shortlistKeys.list>;

/**
 * The page on screen stays while the next one of the same round and department loads (paging,
 * filters, search); another round or department starts empty, so no row of one is decided in another.
 */
function keepWithinScope(
  previous: ShortlistPage | undefined,
  query: { queryKey: readonly unknown[] } | undefined,
  key: ListKey,
) {
  const before = query?.queryKey as ListKey | undefined;
  return before && before[1] === key[1] && before[2]?.department === key[2]?.department ? previous : undefined;
}

/** GET /api/rounds/{id}/shortlist: one page of a department's applications in selection, and its counts. */
export function useShortlist(roundId: string | undefined, query: ShortlistQuery | undefined) {
  const key = shortlistKeys.list(roundId ?? "", query);
  return useQuery({
    queryKey: key,
    queryFn:
      roundId && query
        ? () => api.get<ShortlistResponse>(shortlistPath(roundId, query)).then((r) => r.data)
        : skipToken,
    placeholderData: (previous, previousQuery) => keepWithinScope(previous, previousQuery, key),
  });
}

/** A bulk decision: the chosen applications (their record ids) or all those matching the filters. */
export interface DecisionRequest {
  department: DepartmentName;
  decision: ShortlistDecision;
  reason?: string;
  applicationIds?: string[];
  allMatching?: MatchingFilters;
}

type DecisionAnswer = { success: true; message: string; data: { updated: number } };

/**
 * POST /api/rounds/{id}/shortlist: a green toast with the server's words, and the round's lists
 * reload (also after a refusal, which the dialog shows: what is on screen may be out of date).
 */
export function useShortlistDecision(roundId: string) {
  const messages = useShortlistMessages();
  return useChangeMutation({
    send: (body: DecisionRequest) => api.post<DecisionAnswer>(shortlistPath(roundId), body),
    done: messages.decided,
    reload: [shortlistKeys.round(roundId)],
  });
}
