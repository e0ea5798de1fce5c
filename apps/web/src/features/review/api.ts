import { notifications } from "@mantine/notifications";
import {
  type AllApplicationsResponse,
  type ApplicationHistoryResponse,
  type HistoryEvent,
  type ProfileSection,
  paths,
  type SuccessMessage,
  type VerificationStatus,
} from "@phd/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { api, errorMessage } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { applicationListPath, readListState, toApiQuery, writeListState } from "../application-list/index.ts";
import { applicationKeys } from "../applications/index.ts";

export type { HistoryEvent };

/** What each document action answers (the review routes' `documentResponse`). */
export interface DocumentActionResponse {
  success: true;
  message: string;
  data: { remarks: string | null; status: string };
}

export const reviewKeys = {
  history: (id: string) => ["applications", "history", id] as const,
  neighbour: (query: string) => ["applications", "neighbour", query] as const,
};

/**
 * GET /api/application/history/{id}: the events of the application, its documents and the profile's
 * sections, newest first.
 */
export function useApplicationHistory(id: string) {
  return useQuery({
    queryKey: reviewKeys.history(id),
    queryFn: async (): Promise<HistoryEvent[]> =>
      (await api.get<ApplicationHistoryResponse>(`/api/application/history/${id}`)).data.events,
  });
}

/**
 * The list request for one row (absolute, 0-based) of the list the reviewer came from: the list's own
 * query (its filters, search and sort, read from the address as the list page reads them), one
 * application per page, so page `index + 1` holds exactly that row.
 */
export function neighbourPath(search: URLSearchParams, index: number): string {
  return applicationListPath({ ...toApiQuery(readListState(search)), limit: 1, page: index + 1 });
}

/** The list page's address with the reviewer's list state (for Back when there is no page to go back to). */
export function listPageAddress(search: URLSearchParams): string {
  const q = writeListState(readListState(search)).toString();
  return q ? `${paths.applicationsPage}?${q}` : paths.applicationsPage;
}

/** The application at row `index` of the filtered list, or null past its end; idle when index is null. */
export function useNeighbour(search: URLSearchParams, index: number | null) {
  const path = index !== null && index >= 0 ? neighbourPath(search, index) : null;
  return useQuery({
    queryKey: reviewKeys.neighbour(path ?? ""),
    enabled: path !== null,
    queryFn: async () => (await api.get<AllApplicationsResponse>(path ?? "")).data.applications[0] ?? null,
  });
}

/** After any review action: the application (badges, overall status) and its history reload. */
function useRefresh(applicationId: string) {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: applicationKeys.entire(applicationId) });
    void qc.invalidateQueries({ queryKey: reviewKeys.history(applicationId) });
  };
}

/** A toast with the server's words, or the screen's own. */
function failed(t: TFunction, fallback: string) {
  return (err: unknown) =>
    notifications.show({ color: "red", title: t("Error"), message: errorMessage(err, fallback) });
}
function succeeded(message: string) {
  notifications.show({ color: "green", message });
}

/** What a failed document action says when the server gives no words of its own. */
export const documentErrors = (t: TFunction) => ({
  VERIFY: t("Failed to verify document. Please try again."),
  RESET: t("Failed to reset document. Please try again."),
  REQUEST_MODIFICATION: t("Failed to request modification. Please try again."),
  CHANGE_REMARKS: t("Failed to update remarks. Please try again."),
});

export interface DocumentActionContext {
  /** The application's record id (the route's `{id}`). */
  applicationId: string;
  /** The candidate's user id, sent with a modification request. */
  candidateId?: string;
  /** After an action succeeded, besides reloading the application and its history (e.g. the fee record). */
  onChanged?: () => void;
}

/** The four document actions of spec 001 §4, each refreshing the application and its history. */
export function useDocumentActions({ applicationId, candidateId, onChanged }: DocumentActionContext) {
  const { t } = useTranslation("staff");
  const errors = documentErrors(t);
  const reload = useRefresh(applicationId);
  const refresh = () => {
    reload();
    onChanged?.();
  };
  const verify = useMutation({
    mutationFn: ({ documentId, remarks }: { documentId: string; remarks?: string }) =>
      api.post<DocumentActionResponse>("/api/coordinator/verify-document", {
        documentId,
        ...(remarks?.trim() ? { remarks: remarks.trim() } : {}),
      }),
    onSuccess: (res) => {
      succeeded(res.message || t("Document verified successfully"));
      refresh();
    },
    onError: failed(t, errors.VERIFY),
  });
  const requestModification = useMutation({
    mutationFn: ({ documentId, remarks }: { documentId: string; remarks: string }) =>
      api.post<DocumentActionResponse>("/api/coordinator/request-modification", {
        documentId,
        remarks: remarks.trim(),
        applicationId,
        ...(candidateId ? { candidateId } : {}),
      }),
    onSuccess: (res) => {
      succeeded(res.message || t("Modification requested successfully"));
      refresh();
    },
    onError: failed(t, errors.REQUEST_MODIFICATION),
  });
  const changeRemarks = useMutation({
    mutationFn: ({ documentId, remarks }: { documentId: string; remarks: string }) =>
      api.patch<DocumentActionResponse>("/api/document/remarks", { documentId, remarks: remarks.trim() }),
    onSuccess: (res) => {
      succeeded(res.message || t("Remarks updated successfully"));
      refresh();
    },
    onError: failed(t, errors.CHANGE_REMARKS),
  });
  const reset = useMutation({
    mutationFn: ({ documentId }: { documentId: string }) =>
      api.put<DocumentActionResponse>(`/api/document/status/${encodeURIComponent(documentId)}`, {
        status: "PENDING" satisfies VerificationStatus,
      }),
    onSuccess: (res) => {
      succeeded(res.message || t("Document reset to pending"));
      refresh();
    },
    onError: failed(t, errors.RESET),
  });
  return { verify, requestModification, changeRemarks, reset };
}

export interface SectionStatusVariables {
  profileId: string;
  section: ProfileSection;
  status: VerificationStatus;
  /** Optional when verifying (decision 026). */
  remarks?: string;
}

/** POST /api/coordinator/set-section-status. */
export function useSetSectionStatus(applicationId: string) {
  const { t } = useTranslation("staff");
  const refresh = useRefresh(applicationId);
  return useMutation({
    mutationFn: (body: SectionStatusVariables) =>
      api.post<SuccessMessage>("/api/coordinator/set-section-status", { ...body, remarks: body.remarks?.trim() }),
    onSuccess: () => {
      succeeded(t("Section status updated successfully"));
      refresh();
    },
    onError: failed(t, t("Failed to update section status")),
  });
}

/** POST /api/candidate/profile/manual-remarks. */
export function useManualRemarks(applicationId: string) {
  const { t } = useTranslation("staff");
  const refresh = useRefresh(applicationId);
  return useMutation({
    mutationFn: (body: { profileId: string; section: ProfileSection; remarks: string }) =>
      api.post<SuccessMessage>("/api/candidate/profile/manual-remarks", { ...body, remarks: body.remarks.trim() }),
    onSuccess: () => {
      succeeded(t("Manual remarks updated successfully"));
      refresh();
    },
    onError: failed(t, t("Failed to update manual remarks")),
  });
}
