import type {
  CandidateStatisticsQuery,
  CandidateStatisticsResponse,
  StatisticsOverview,
  StatisticsOverviewResponse,
} from "@phd/shared";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useCsvExport } from "../../components/lists/csv-export-button.tsx";
import { api } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { overviewPath, statisticsListPath } from "./list-params.ts";

/** Query keys of the admin's statistics; `all` reloads the list and the overview. */
export const statisticsKeys = {
  all: ["statistics"] as const,
  candidates: (query: CandidateStatisticsQuery) => ["statistics", "candidates", query] as const,
  /** The overview of a round (null: the current one). */
  overview: (round?: string) => ["statistics", "overview", round ?? null] as const,
};

/** One page of candidates with their counts; the previous page stays on screen while the next loads. */
export function useCandidateStatistics(query: CandidateStatisticsQuery) {
  return useQuery({
    queryKey: statisticsKeys.candidates(query),
    queryFn: () => api.get<CandidateStatisticsResponse>(statisticsListPath(query)),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/statistics/overview: the dashboard's numbers and the charts' series, of a round (absent: the current one). */
export function useStatisticsOverview(round?: string) {
  return useQuery({
    queryKey: statisticsKeys.overview(round),
    queryFn: () => api.get<StatisticsOverviewResponse>(overviewPath(round)).then((r): StatisticsOverview => r.data),
  });
}

/** Reloads the candidates and the overview. */
export function useRefreshStatistics() {
  const qc = useQueryClient();
  return useCallback(() => void qc.invalidateQueries({ queryKey: statisticsKeys.all }), [qc]);
}

/** GET …/export.csv with the bearer token, saved as the server names it (else candidate-statistics.csv). */
export function useExportCandidateStatistics() {
  const { t } = useTranslation("admin");
  return useCsvExport({
    fallbackName: "candidate-statistics.csv",
    success: t("Candidate statistics exported"),
    failure: t("Failed to export candidate statistics"),
  });
}
