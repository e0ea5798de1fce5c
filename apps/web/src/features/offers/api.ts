import { notifications } from "@mantine/notifications";
import {
  type AdmissionFeeListResponse,
  type DepartmentName,
  type IssueOffersBody,
  type IssueOffersResponse,
  type OfferListResponse,
  type OfferSettings,
  type OfferSettingsResponse,
  type OfferView,
  offerLetterFileName,
  type SeatDashboardResponse,
  type VerificationAction,
  type VerificationStatus,
} from "@phd/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useDownload } from "../../components/selection/download-mutation.ts";
import { api, errorMessage } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { type AdmittedExportFormat, type OfferListFilter, offerPaths } from "./list-params.ts";

/** Query keys of the offers screens; `all` reloads every offer list, the dashboards and the admission fees. */
export const offerKeys = {
  all: ["offers"] as const,
  settings: (roundId: string) => ["offers", roundId, "settings"] as const,
  list: (roundId: string, query: OfferListFilter) => ["offers", roundId, "list", query] as const,
  seats: (roundId: string, department: DepartmentName | undefined) =>
    ["offers", roundId, "seats", department ?? "all"] as const,
  admissionFees: (query: AdmissionFeeFilter) => ["offers", "admission-fees", query] as const,
};

/** What the user reads when the server has no words of its own, in the language shown. */
export function offerMessages(t: TFunction) {
  return {
    loadFailed: t("Failed to load the offers"),
    settingsLoadFailed: t("Failed to load the offer settings"),
    settingsSaveFailed: t("Failed to save the offer settings"),
    settingsSaved: t("Offer settings saved."),
    issueFailed: t("Failed to issue the offers"),
    issued: t("Offers issued."),
    deadlineFailed: t("Failed to change the deadline"),
    deadlineChanged: t("Deadline changed."),
    letterFailed: t("Failed to download the offer letter"),
    seatsFailed: t("Failed to load the seat dashboard"),
    exportFailed: t("Failed to export the admitted list"),
    exported: t("Admitted list exported."),
    feesFailed: t("Failed to load the admission fees"),
    receiptFailed: t("Failed to download the receipt"),
    receiptDownloaded: t("Receipt downloaded."),
  };
}

/** The offers screens' messages in the language shown. */
export function useOfferMessages() {
  const { t } = useTranslation("offers");
  return offerMessages(t);
}

/** Reloads everything the offers screens show: one action moves offers, seats and fees together. */
function useRefreshOffers() {
  const qc = useQueryClient();
  return () => void qc.invalidateQueries({ queryKey: offerKeys.all });
}

/** A red toast with the server's words, or `fallback`. */
function useToastError() {
  const { t } = useTranslation("offers");
  return (fallback: string) => (err: unknown) =>
    notifications.show({ color: "red", title: t("Error"), message: errorMessage(err, fallback) });
}

// ---- Offer settings -----------------------------------------------------------------------------

/** GET /api/rounds/{id}/offer-settings (staff): the round and its settings (defaults until changed). */
export function useOfferSettings(roundId: string) {
  return useQuery({
    queryKey: offerKeys.settings(roundId),
    queryFn: () => api.get<OfferSettingsResponse>(offerPaths.settings(roundId)).then((r) => r.data),
  });
}

/** PUT /api/rounds/{id}/offer-settings (admin): a green toast with the server's words. Errors are shown by the form. */
export function useSaveOfferSettings(roundId: string) {
  const refresh = useRefreshOffers();
  const messages = useOfferMessages();
  return useMutation({
    mutationFn: (body: OfferSettings) =>
      api.put<{ success: true; message: string; data: OfferSettings }>(offerPaths.settings(roundId), body),
    onSuccess: (res) => notifications.show({ color: "green", message: res?.message || messages.settingsSaved }),
    onSettled: refresh,
  });
}

// ---- Offers ------------------------------------------------------------------------------------

export type OfferList = OfferListResponse["data"];

/** GET /api/rounds/{id}/offers?department=&channel=&category=&state=[&page=]: the offers, one page of the waitlist; the previous answer stays (dimmed) while a filter or page loads. */
export function useOffers(roundId: string, filter: OfferListFilter) {
  return useQuery({
    queryKey: offerKeys.list(roundId, filter),
    queryFn: () => api.get<OfferListResponse>(offerPaths.list(roundId, filter)).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** Offers for the allotted seats of the final lists, or the freed seats to the waitlist. */
export type IssueKind = "ALLOTTED" | "WAITLIST";

/**
 * POST /api/rounds/{id}/offers (or …/offers/waitlist) (admin): a green toast with the server's
 * words; everything reloads, also after a refusal (shown by the dialog: what is on screen may be out
 * of date).
 */
export function useIssueOffers(roundId: string, kind: IssueKind) {
  const refresh = useRefreshOffers();
  const messages = useOfferMessages();
  return useMutation({
    mutationFn: (body: IssueOffersBody) =>
      api.post<IssueOffersResponse>(
        kind === "ALLOTTED" ? offerPaths.issue(roundId) : offerPaths.waitlist(roundId),
        body,
      ),
    onSuccess: (res) => notifications.show({ color: "green", message: res?.message || messages.issued }),
    onSettled: refresh,
  });
}

/** PUT /api/offers/{id}/deadline (admin): as issuing, the refusal is shown by the dialog. */
export function useChangeDeadline() {
  const refresh = useRefreshOffers();
  const messages = useOfferMessages();
  return useMutation({
    mutationFn: ({ offerId, deadline }: { offerId: string; deadline: string }) =>
      api.put<{ success: true; message: string; data: OfferView }>(offerPaths.deadline(offerId), { deadline }),
    onSuccess: (res) => notifications.show({ color: "green", message: res?.message || messages.deadlineChanged }),
    onSettled: refresh,
  });
}

/** GET /api/offers/{id}/letter with the bearer token, saved as the server names it; a refusal is a red toast. */
export function useDownloadLetter() {
  const { t } = useTranslation("offers");
  const messages = useOfferMessages();
  return useDownload({
    url: (offer: Pick<OfferView, "id" | "applicationId">) => offerPaths.letter(offer.id),
    fileName: (offer) => offerLetterFileName(offer.applicationId),
    refused: { title: t("Error"), message: messages.letterFailed },
  });
}

// ---- Seat dashboard ----------------------------------------------------------------------------

/** GET /api/rounds/{id}/seats[?department=]: a coordinator gets their departments only. */
export function useSeatDashboard(roundId: string, department: DepartmentName | undefined) {
  return useQuery({
    queryKey: offerKeys.seats(roundId, department),
    queryFn: () => api.get<SeatDashboardResponse>(offerPaths.seats(roundId, department)).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

export interface AdmittedExport {
  format: AdmittedExportFormat;
  department?: DepartmentName;
}

/** "Admitted_Computer_Engineering.csv" when the server gives no name. */
export const admittedFileName = ({ format, department }: AdmittedExport) =>
  `Admitted_${department ? department.replace(/\s+/g, "_") : "All_Departments"}.${format}`;

/** GET …/admitted/export.csv|pdf with the bearer token, saved as the server names it; a toast either way. */
export function useExportAdmitted(roundId: string) {
  const { t } = useTranslation("offers");
  const messages = useOfferMessages();
  return useDownload({
    url: (req: AdmittedExport) => offerPaths.admittedExport(roundId, req.format, req.department),
    fileName: admittedFileName,
    done: messages.exported,
    refused: { title: t("Error"), message: messages.exportFailed },
  });
}

// ---- Admission fees ----------------------------------------------------------------------------

export interface AdmissionFeeFilter {
  round?: string;
  status?: VerificationStatus;
}

export type AdmissionFeeRow = AdmissionFeeListResponse["data"]["offers"][number];

/** GET /api/admission-fees[?round=][&status=] (the account section, the admin). */
export function useAdmissionFees(filter: AdmissionFeeFilter) {
  return useQuery({
    queryKey: offerKeys.admissionFees(filter),
    queryFn: () => api.get<AdmissionFeeListResponse>(offerPaths.admissionFees(filter)).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** The extension of a file name (".png"), or ".pdf". */
const extensionOf = (name: string | undefined) => /\.[A-Za-z0-9]{1,5}$/.exec(name ?? "")?.[0] ?? ".pdf";

/** GET /api/admission-fees/{offerId}/receipt, saved under the server's name, with a toast. */
export function useDownloadAdmissionReceipt() {
  const { t } = useTranslation("offers");
  const messages = useOfferMessages();
  return useDownload({
    url: (row: AdmissionFeeRow) => offerPaths.receipt(row.id),
    fileName: (row) =>
      `Admission_Fee_Receipt_${row.applicationId}${extensionOf(row.admissionFee.receipt?.originalFileName)}`,
    done: messages.receiptDownloaded,
    refused: { title: t("Error"), message: messages.receiptFailed },
  });
}

/** The status each verdict asks for (a remark change asks for MODIFICATION_REQUESTED again). */
const TARGET: Record<VerificationAction, VerificationStatus> = {
  VERIFY: "VERIFIED",
  REQUEST_MODIFICATION: "MODIFICATION_REQUESTED",
  CHANGE_REMARKS: "MODIFICATION_REQUESTED",
  RESET: "PENDING",
};

/** What a verdict's failure says when the server gives no words. */
function verdictFailed(t: TFunction, action: VerificationAction): string {
  switch (action) {
    case "VERIFY":
      return t("Failed to verify the admission fee");
    case "REQUEST_MODIFICATION":
      return t("Failed to request a modification");
    case "CHANGE_REMARKS":
      return t("Failed to change the remarks");
    case "RESET":
      return t("Failed to reset the admission fee");
  }
}

/** What a verdict's success says when the server gives no words. */
function verdictDone(t: TFunction, action: VerificationAction): string {
  switch (action) {
    case "VERIFY":
      return t("Admission fee verified: the candidate is admitted.");
    case "REQUEST_MODIFICATION":
      return t("Modification requested.");
    case "CHANGE_REMARKS":
      return t("Remarks changed.");
    case "RESET":
      return t("Admission fee reset to pending.");
  }
}

export interface AdmissionFeeVerdict {
  offerId: string;
  action: VerificationAction;
  remarks?: string;
}

/**
 * PUT /api/admission-fees/{offerId}/verify with the status the action asks for; the server's words
 * in a toast either way, then everything reloads (a verified fee admits the candidate).
 */
export function useVerifyAdmissionFee() {
  const { t } = useTranslation("offers");
  const refresh = useRefreshOffers();
  const toastError = useToastError();
  return useMutation({
    mutationFn: ({ offerId, action, remarks }: AdmissionFeeVerdict) => {
      const text = remarks?.trim();
      return api.put<{ success: true; message: string; data: OfferView }>(offerPaths.verify(offerId), {
        status: TARGET[action],
        ...(text ? { remarks: text } : {}),
      });
    },
    onSuccess: (res, { action }) =>
      notifications.show({ color: "green", message: res?.message || verdictDone(t, action) }),
    onError: (err, { action }) => toastError(verdictFailed(t, action))(err),
    onSettled: refresh,
  });
}
