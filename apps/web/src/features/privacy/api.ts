import { notifications } from "@mantine/notifications";
import type { ErasureRequestBody, ErasureRequestView, PrivacyNotice } from "@phd/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { currentLanguage } from "../../lib/i18n.ts";

/** GET /api/privacy-notice: the current version, in the language shown where the admin wrote one. */
export function usePrivacyNotice() {
  const language = currentLanguage();
  return useQuery({
    queryKey: ["privacy-notice", language],
    queryFn: () => api.get<{ data: PrivacyNotice }>("/api/privacy-notice").then((r) => r.data),
  });
}

const erasureKey = ["erasure", "mine"] as const;

/** GET /api/candidate/erasure: the candidate's latest erasure request, or null. */
export function useMyErasure() {
  return useQuery({
    queryKey: erasureKey,
    queryFn: () => api.get<{ data: ErasureRequestView | null }>("/api/candidate/erasure").then((r) => r.data),
  });
}

type ErasureAnswer = { message: string; data: ErasureRequestView | null };

/** POST /api/candidate/erasure (errors are shown by the form). */
export function useRequestErasure() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ErasureRequestBody) => api.post<ErasureAnswer>("/api/candidate/erasure", body),
    onSuccess: (res) => qc.setQueryData(erasureKey, res.data),
  });
}

/** DELETE /api/candidate/erasure: takes back a queued request. */
export function useCancelErasure() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<ErasureAnswer>("/api/candidate/erasure"),
    onSuccess: (res) => {
      notifications.show({ color: "green", message: res.message });
      qc.setQueryData(erasureKey, res.data);
    },
  });
}
