import type { FeeKind, ReconciliationSummary } from "@phd/shared";
import { useQuery } from "@tanstack/react-query";
import { useCsvExport } from "../../components/lists/csv-export-button.tsx";
import { api } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { queryString } from "../../lib/search-params.ts";
import { reconciliationKeys } from "./api.ts";

/** GET /api/reconciliation/summary: the statements of the last days, today first (reloaded with the screen's `all`). */
export function useDailySummary() {
  return useQuery({
    queryKey: [...reconciliationKeys.all, "summary"],
    queryFn: () =>
      api.get<{ success: true; data: ReconciliationSummary }>("/api/reconciliation/summary").then((r) => r.data),
  });
}

/** The report files (issue 61, item 4): CSV or PDF, of the round's unmatched records (with the list's filters) or of the unclaimed credits. */
export const reportPaths = {
  unmatched: (roundId: string, format: "csv" | "pdf", f: { department?: string; kind?: FeeKind }) => {
    const query = queryString({ department: f.department, kind: f.kind });
    return `/api/rounds/${encodeURIComponent(roundId)}/reconciliation/unmatched.${format}${query ? `?${query}` : ""}`;
  },
  unclaimed: (format: "csv" | "pdf") => `/api/reconciliation/unclaimed.${format}`,
};

/** Downloads a report with the bearer token, saved as the server names it, with a toast. */
export function useReportDownload() {
  const { t } = useTranslation("accounts");
  return useCsvExport({
    fallbackName: "reconciliation-report",
    success: t("Report downloaded"),
    failure: t("Failed to download the report. Please try again."),
  });
}
