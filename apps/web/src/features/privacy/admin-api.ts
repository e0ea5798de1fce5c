import { notifications } from "@mantine/notifications";
import type { ErasureAdminItem, ErasureState, PrivacyNoticeAdmin, PrivacyNoticeInput } from "@phd/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n.ts";

const adminNoticeKey = ["privacy-notice", "admin"] as const;

/** GET /api/admin/privacy-notice: the current version in every language, and how many accepted it. */
export function useAdminNotice() {
  return useQuery({
    queryKey: adminNoticeKey,
    queryFn: () => api.get<{ data: PrivacyNoticeAdmin }>("/api/admin/privacy-notice").then((r) => r.data),
  });
}

/** PUT /api/admin/privacy-notice: publishes a new version (errors are shown by the form). */
export function usePublishNotice() {
  const { t } = useTranslation("admin");
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivacyNoticeInput) =>
      api.put<{ message?: string; data: PrivacyNoticeAdmin }>("/api/admin/privacy-notice", body),
    onSuccess: (res) => {
      notifications.show({ color: "green", message: res.message || t("Privacy notice published.") });
      qc.setQueryData(adminNoticeKey, res.data);
      // The public notice (registration page) is of the new version now.
      void qc.invalidateQueries({ queryKey: ["privacy-notice"] });
    },
  });
}

/** GET /api/admin/erasure-requests: a page of the queue and what became of the requests, by state. */
export function useErasureQueue(state: ErasureState | undefined, page: number) {
  const params = new URLSearchParams({ page: String(page), ...(state ? { state } : {}) });
  return useQuery({
    queryKey: ["erasure", "admin", state ?? "all", page],
    queryFn: () => api.get<{ data: ErasureQueuePage }>(`/api/admin/erasure-requests?${params}`).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}
export type ErasureQueuePage = {
  items: ErasureAdminItem[];
  total: number;
  page: number;
  limit: number;
  counts: Record<ErasureState, number>;
};
