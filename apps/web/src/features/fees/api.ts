import { notifications } from "@mantine/notifications";
import type {
  FeeDetail,
  FeeListItem,
  FeeListQuery,
  FeeListResponse,
  FeeVerifyBody,
  FeeVerifyResponse,
  VerificationAction,
  VerificationStatus,
} from "@phd/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useCallback } from "react";
import { useCsvExport } from "../../components/lists/csv-export-button.tsx";
import { api, errorMessage, saveBlob } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { feeListPath } from "./list-params.ts";

/** Query keys of the fee screens; `all` reloads the list and every open record. */
export const feeKeys = {
  all: ["fee-details"] as const,
  list: (query: FeeListQuery) => ["fee-details", "list", query] as const,
  detail: (id: string) => ["fee-details", "detail", id] as const,
};

/** One page of fee records; the previous page stays on screen while the next loads. */
export function useFeeList(query: FeeListQuery) {
  return useQuery({
    queryKey: feeKeys.list(query),
    queryFn: () => api.get<FeeListResponse>(feeListPath(query)),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/fee-details/full/{id}: the application, the other payments with its UTR, and the fee's history. */
export function useFeeDetail(id: string) {
  return useQuery({
    queryKey: feeKeys.detail(id),
    queryFn: () =>
      api
        .get<{ success: true; data: FeeDetail }>(`/api/fee-details/full/${encodeURIComponent(id)}`)
        .then((r) => r.data),
  });
}

/** Marks the list and the records stale (after a fee or receipt action). */
export function useRefreshFees() {
  const qc = useQueryClient();
  return useCallback(() => void qc.invalidateQueries({ queryKey: feeKeys.all }), [qc]);
}

/** The extension of a file name (".png"), or ".pdf". */
const extensionOf = (name: string | undefined) => /\.[A-Za-z0-9]{1,5}$/.exec(name ?? "")?.[0] ?? ".pdf";

/** GET /api/fee-details/{id}/receipt, saved under the server's name (else fee_receipt_{id}.pdf), with a toast. */
export function useDownloadReceipt() {
  const { t } = useTranslation("accounts");
  return useMutation({
    mutationFn: async (row: Pick<FeeListItem, "id" | "feeDetails">) => {
      const { data, fileName } = await api.attachment(`/api/fee-details/${encodeURIComponent(row.id)}/receipt`);
      saveBlob(data, fileName ?? `fee_receipt_${row.id}${extensionOf(row.feeDetails.receipt?.originalFileName)}`);
    },
    onSuccess: () => notifications.show({ color: "green", message: t("Fee receipt downloaded successfully") }),
    onError: () => notifications.show({ color: "red", message: t("Failed to download fee receipt") }),
  });
}

/** GET /api/fee-details/export.csv?… with the bearer token, saved as the server names it (else fee-details.csv). */
export function useExportFees() {
  const { t } = useTranslation("accounts");
  return useCsvExport({
    fallbackName: "fee-details.csv",
    success: t("Fee details exported"),
    failure: t("Failed to export fee details"),
  });
}

/** What a fee action is, by the status it asks for from the status the record has (spec 001 §4). */
export type FeeAction = VerificationAction;

/** What a failed fee action says when the server gives no words of its own. */
export const feeErrors = (t: TFunction): Record<FeeAction, string> => ({
  VERIFY: t("Failed to verify fee details. Please try again."),
  RESET: t("Failed to reset fee details. Please try again."),
  REQUEST_MODIFICATION: t("Failed to request modification. Please try again."),
  CHANGE_REMARKS: t("Failed to update remarks. Please try again."),
});

const feeSuccess = (t: TFunction): Record<FeeAction, string> => ({
  VERIFY: t("Fee details verified successfully"),
  RESET: t("Fee details reset to pending"),
  REQUEST_MODIFICATION: t("Modification requested successfully"),
  CHANGE_REMARKS: t("Remarks updated successfully"),
});

const TARGET: Record<FeeAction, VerificationStatus> = {
  VERIFY: "VERIFIED",
  RESET: "PENDING",
  REQUEST_MODIFICATION: "MODIFICATION_REQUESTED",
  CHANGE_REMARKS: "MODIFICATION_REQUESTED",
};

export interface FeeVerifyVariables {
  action: FeeAction;
  remarks?: string;
}

/**
 * PUT /api/fee-details/{id}/verify with the status the action asks for (a remark change sends
 * MODIFICATION_REQUESTED again); then the record and the list reload. A failure shows the server's
 * words, else the action's own message (spec 001 §8).
 */
export function useVerifyFee(id: string) {
  const { t } = useTranslation("accounts");
  const refresh = useRefreshFees();
  return useMutation({
    mutationFn: ({ action, remarks }: FeeVerifyVariables) => {
      const text = remarks?.trim();
      const body: FeeVerifyBody = { status: TARGET[action], ...(text ? { remarks: text } : {}) };
      return api.put<FeeVerifyResponse>(`/api/fee-details/${encodeURIComponent(id)}/verify`, body);
    },
    onSuccess: (res, { action }) => {
      notifications.show({ color: "green", message: res.message || feeSuccess(t)[action] });
      refresh();
    },
    onError: (err, { action }) =>
      notifications.show({ color: "red", title: t("Error"), message: errorMessage(err, feeErrors(t)[action]) }),
  });
}
