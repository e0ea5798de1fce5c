import { notifications } from "@mantine/notifications";
import type { RetentionDryRun, RetentionOverview, RetentionRoundBody, RetentionRoundView } from "@phd/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n.ts";

const retentionKey = ["retention", "admin"] as const;

/** GET /api/admin/retention: each round's months and a page of who is due in the next 30 days. */
export function useRetention(page: number) {
  return useQuery({
    queryKey: [...retentionKey, page],
    queryFn: () => api.get<{ data: RetentionOverview }>(`/api/admin/retention?page=${page}`).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/admin/retention/rounds/:id: a round's months; who is due changes with it. */
export function useSaveRetentionMonths() {
  const { t } = useTranslation("admin");
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ roundId, ...body }: RetentionRoundBody & { roundId: string }) =>
      api.put<{ message?: string; data: RetentionRoundView }>(
        `/api/admin/retention/rounds/${encodeURIComponent(roundId)}`,
        body,
      ),
    onSuccess: (res) => {
      notifications.show({ color: "green", message: res.message || t("Retention period saved.") });
      void qc.invalidateQueries({ queryKey: retentionKey });
    },
  });
}

/** GET /api/admin/retention/dry-run: who the job would erase now; changes nothing. */
export function useRetentionDryRun() {
  return useMutation({
    mutationFn: () => api.get<{ data: RetentionDryRun }>("/api/admin/retention/dry-run").then((r) => r.data),
  });
}
