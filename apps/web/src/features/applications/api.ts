import { notifications } from "@mantine/notifications";
import {
  type ApplicationSubmittedResponse,
  CALL_LETTER_KIND_PATHS,
  callLetterFileName,
  type DocumentsResponse,
  type EntireApplicationResponse,
  type MyApplicationsResponse,
  type ReapplyResponse,
  type ApplicationDetail as SharedApplicationDetail,
  type ApplicationSummary as SharedApplicationSummary,
  type SlotKind,
  type SuccessMessage,
} from "@phd/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { api, saveBlob } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n.ts";

/** A row of the candidate's list and the whole record: the shared response schemas' types. */
export type ApplicationSummary = SharedApplicationSummary;
export type ApplicationDetail = SharedApplicationDetail;

export const applicationKeys = {
  mine: ["applications", "mine"] as const,
  entire: (id: string) => ["applications", "entire", id] as const,
  documents: ["documents", "mine"] as const,
};

export function useMyApplications() {
  return useQuery({
    queryKey: applicationKeys.mine,
    queryFn: () => api.get<MyApplicationsResponse>("/api/application"),
  });
}

/** The candidate's uploaded documents by type (profile files and earlier SOPs / receipts). */
export function useMyDocuments() {
  return useQuery({
    queryKey: applicationKeys.documents,
    queryFn: () => api.get<DocumentsResponse>("/api/document").then((r) => r.data.documents),
  });
}

export function useApplication(id: string) {
  return useQuery({
    queryKey: applicationKeys.entire(id),
    queryFn: () => api.get<EntireApplicationResponse>(`/api/application/entire/${id}`).then((r) => r.data),
  });
}

export function useSubmitApplication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ form, onProgress }: { form: FormData; onProgress?: (p: number) => void }) =>
      api.upload<ApplicationSubmittedResponse>("POST", "/api/application/", form, onProgress),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ["applications"] });
      void qc.invalidateQueries({ queryKey: applicationKeys.documents });
    },
  });
}

/**
 * POST /api/application/reapply/{id} (spec 001 §4, §7): the replacement files (`sop`,
 * `feeReceipt`) and, when the fee form is active, the fee details. The data is not reloaded here:
 * the page shows its success dialog first and then calls `reload` (spec 001 §4: dialog for 3 s).
 */
export function useReapply(id: string) {
  const qc = useQueryClient();
  const mutation = useMutation({
    mutationFn: (form: FormData) => api.upload<ReapplyResponse>("POST", `/api/application/reapply/${id}`, form),
    // Marked stale at once (so leaving the page still reloads it), refetched by `reload`.
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ["applications"], refetchType: "none" });
      void qc.invalidateQueries({ queryKey: applicationKeys.documents, refetchType: "none" });
    },
  });
  const reload = useCallback(
    () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ["applications"] }),
        qc.invalidateQueries({ queryKey: applicationKeys.documents }),
      ]),
    [qc],
  );
  return { mutation, reload };
}

export function useWithdrawApplication() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<SuccessMessage>(`/api/application/${id}`),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ["applications"] });
      void qc.invalidateQueries({ queryKey: applicationKeys.documents });
    },
  });
}

/**
 * Downloads Application_{applicationId}.pdf and says how it went; the two screens that offer it
 * word their toasts differently (spec 000 §8, 001 §8).
 */
export function useDownloadApplication(messages: { success: string; failure: string }) {
  return useMutation({
    mutationFn: async ({ id, applicationId }: { id: string; applicationId: string }) => {
      saveBlob(await api.blob(`/api/application/download/${id}`), `Application_${applicationId}.pdf`);
    },
    onSuccess: () => notifications.show({ color: "green", message: messages.success }),
    onError: () => notifications.show({ color: "red", message: messages.failure }),
  });
}

/** Downloads the call letter of an application's test or interview slot (issue 24). */
export function useDownloadCallLetter() {
  const { t } = useTranslation("candidate");
  return useMutation({
    mutationFn: async ({ id, applicationId, kind }: { id: string; applicationId: string; kind: SlotKind }) => {
      saveBlob(
        await api.blob(`/api/application/${id}/call-letter/${CALL_LETTER_KIND_PATHS[kind]}`),
        callLetterFileName(applicationId, kind),
      );
    },
    onSuccess: () => notifications.show({ color: "green", message: t("Call letter downloaded.") }),
    onError: () => notifications.show({ color: "red", message: t("Failed to download the call letter") }),
  });
}
