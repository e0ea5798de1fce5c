import { notifications } from "@mantine/notifications";
import {
  type DepartmentName,
  type MeritChangesResponse,
  type MeritListResponse,
  type MeritPublication,
  type MeritStage,
  type ObjectionAnswerBody,
  type ObjectionsResponse,
  type ObjectionView,
  SELECTION_CHANNELS,
  type SelectionChannel,
} from "@phd/shared";
import { skipToken, useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useChangeMutation } from "../../components/selection/change-mutation.ts";
import { useDownload } from "../../components/selection/download-mutation.ts";
import { api } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n.ts";
import {
  type MeritExportFormat,
  meritChangesPath,
  meritExportPath,
  meritPath,
  meritPublishPath,
  objectionAnswerPath,
  objectionsPath,
  publishedMeritPath,
  raiseObjectionPath,
} from "./list-params.ts";

export const meritKeys = {
  all: ["merit"] as const,
  round: (roundId: string) => ["merit", roundId] as const,
  department: (roundId: string, department: DepartmentName) => ["merit", roundId, department] as const,
  preview: (roundId: string, department: DepartmentName, channel: SelectionChannel, page = 1) =>
    ["merit", roundId, department, "preview", channel, page] as const,
  published: (roundId: string, department: DepartmentName, channel: SelectionChannel, stage: MeritStage, page = 1) =>
    ["merit", roundId, department, "published", channel, stage, page] as const,
  changes: (roundId: string, department: DepartmentName) => ["merit", roundId, department, "changes"] as const,
  objections: (roundId: string, department: DepartmentName) => ["merit", roundId, department, "objections"] as const,
};

/** What the user reads when the server has no words of its own, in the language shown. */
export const meritMessages = (t: TFunction) => ({
  loadFailed: t("Failed to load the merit list"),
  changesFailed: t("Failed to load what changed"),
  objectionsFailed: t("Failed to load the objections"),
  publishFailed: t("Failed to publish the list"),
  published: t("List published."),
  exportFailed: t("Failed to export the list"),
  exported: t("List exported."),
  answerFailed: t("Failed to save the answer"),
  answered: t("Answer saved."),
  documentFailed: t("Failed to download the document"),
  raiseFailed: t("Failed to send the objection"),
  raised: t("Objection sent."),
});

export type MeritList = MeritListResponse["data"];

const previewQuery = (roundId: string, department: DepartmentName, channel: SelectionChannel, page = 1) => ({
  queryKey: meritKeys.preview(roundId, department, channel, page),
  queryFn: () => api.get<MeritListResponse>(meritPath(roundId, department, channel, page)).then((r) => r.data),
});

/**
 * While another page of the same list loads, the page on screen stays (dimmed); another department,
 * channel or list starts from its own loading state. A key's last element is the page.
 */
const keepWithinList =
  (key: readonly unknown[]) => (previous: MeritList | undefined, query?: { queryKey: readonly unknown[] }) =>
    query && sameList(query.queryKey, key) ? previous : undefined;
const sameList = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.slice(0, -1).every((part, i) => part === b[i]);

/** GET /api/rounds/{id}/merit: one page of the live preview of a department's channel, with where its list stands. */
export function useMeritPreview(roundId: string, department: DepartmentName, channel: SelectionChannel, page = 1) {
  const query = previewQuery(roundId, department, channel, page);
  return useQuery({ ...query, placeholderData: keepWithinList(query.queryKey) });
}

/** How many candidates of a channel lack a score (the preview's `missing`). */
export interface ChannelMissing {
  channel: SelectionChannel;
  count: number;
}

/**
 * The scores missing in every channel of the department (publishing covers both channels, and each
 * preview lists only its own channel's); `undefined` while a channel is still loading. A channel
 * whose preview failed counts as none: the server decides again. Only fetched when `enabled`.
 */
export function useDepartmentMissing(
  roundId: string,
  department: DepartmentName,
  enabled: boolean,
): ChannelMissing[] | undefined {
  const previews = useQueries({
    queries: SELECTION_CHANNELS.map((channel) => ({ ...previewQuery(roundId, department, channel), enabled })),
  });
  if (!enabled || previews.some((q) => q.isPending && !q.isError)) return undefined;
  return SELECTION_CHANNELS.map((channel, i) => ({ channel, count: previews[i]?.data?.missing.length ?? 0 }));
}

/** GET /api/rounds/{id}/merit/published: a stored list as it was published (`stage` undefined: not asked). */
export function usePublishedMerit(
  roundId: string,
  department: DepartmentName,
  channel: SelectionChannel,
  stage: MeritStage | undefined,
  page = 1,
) {
  const queryKey = meritKeys.published(roundId, department, channel, stage ?? "PROVISIONAL", page);
  return useQuery({
    queryKey,
    queryFn: stage
      ? () =>
          api.get<MeritListResponse>(publishedMeritPath(roundId, department, channel, stage, page)).then((r) => r.data)
      : skipToken,
    placeholderData: keepWithinList(queryKey),
  });
}

/** GET /api/rounds/{id}/merit/changes: each candidate's provisional and final lines (both channels). */
export function useMeritChanges(roundId: string, department: DepartmentName, enabled: boolean) {
  return useQuery({
    queryKey: meritKeys.changes(roundId, department),
    queryFn: enabled
      ? () => api.get<MeritChangesResponse>(meritChangesPath(roundId, department)).then((r) => r.data.changes)
      : skipToken,
  });
}

/** GET /api/rounds/{id}/objections: the objections raised on the department's provisional list. */
export function useObjections(roundId: string, department: DepartmentName, enabled: boolean) {
  return useQuery({
    queryKey: meritKeys.objections(roundId, department),
    queryFn: enabled
      ? () => api.get<ObjectionsResponse>(objectionsPath(roundId, department)).then((r) => r.data.objections)
      : skipToken,
  });
}

export interface PublishRequest {
  department: DepartmentName;
  stage: MeritStage;
  /** Provisional only: when objections close, an ISO instant. */
  objectionsCloseAt?: string;
}
type PublishAnswer = { success: true; message: string; data: { publication: MeritPublication; candidates: number } };

/**
 * POST /api/rounds/{id}/merit/publish (the admin): a green toast with the server's words; the round's
 * lists reload, also after a refusal (shown by the dialog: what is on screen may be out of date).
 */
export function usePublishMerit(roundId: string) {
  const { t } = useTranslation("merit");
  return useChangeMutation({
    send: (body: PublishRequest) => api.post<PublishAnswer>(meritPublishPath(roundId), body),
    done: meritMessages(t).published,
    reload: [meritKeys.round(roundId)],
  });
}

type ObjectionAnswer = { success: true; message: string; data: ObjectionView };

/**
 * POST /api/rounds/{id}/objections/{objectionId}/answer: a green toast with the server's words; the
 * department's objections and merit preview reload (a corrected mark moves the list). Errors are
 * shown by the form.
 */
export function useAnswerObjection(roundId: string, department: DepartmentName) {
  const { t } = useTranslation("merit");
  return useChangeMutation({
    send: ({ id, body }: { id: string; body: ObjectionAnswerBody }) =>
      api.post<ObjectionAnswer>(objectionAnswerPath(roundId, id), body),
    done: meritMessages(t).answered,
    reload: [meritKeys.department(roundId, department)],
  });
}

export interface ExportRequest {
  format: MeritExportFormat;
  department: DepartmentName;
  channel: SelectionChannel;
  /** A published list; absent: the live preview. */
  stage?: MeritStage;
}

/** The file name when the server gives none: "Merit_List_Computer_Engineering_NET_JRF_FINAL.pdf". */
export function exportFileName({ format, department, channel, stage }: ExportRequest) {
  const name = ["Merit_List", department.replace(/\s+/g, "_"), channel, stage ?? "PREVIEW"].join("_");
  return `${name}.${format}`;
}

/** GET …/merit/export.csv|pdf with the bearer token, saved as the server names it; a toast either way. */
export function useExportMerit(roundId: string) {
  const { t } = useTranslation("merit");
  return useDownload({
    url: (req: ExportRequest) => meritExportPath(roundId, req.format, req.department, req.channel, req.stage),
    fileName: exportFileName,
    done: meritMessages(t).exported,
    refused: { title: t("Error"), message: meritMessages(t).exportFailed },
  });
}

/** Downloads an objection's attached PDF with the bearer token; a refusal is a red toast. */
export function useDownloadObjectionDocument() {
  const { t } = useTranslation("merit");
  return useDownload({
    url: (objection: Pick<ObjectionView, "documentUrl" | "applicationId">) => objection.documentUrl ?? undefined,
    fileName: (objection) => `Objection_${objection.applicationId}.pdf`,
    refused: { title: t("Error"), message: meritMessages(t).documentFailed },
  });
}

/**
 * POST /api/applications/{id}/objections (the candidate; multipart `text` and an optional PDF
 * `document`): a green toast with the server's words; the candidate's applications reload. Errors
 * are shown by the form.
 */
export function useRaiseObjection(applicationId: string) {
  const { t } = useTranslation("merit");
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ text, document }: { text: string; document: File | null }) => {
      const form = new FormData();
      form.append("text", text);
      if (document) form.append("document", document);
      return api.upload<ObjectionAnswer>("POST", raiseObjectionPath(applicationId), form);
    },
    onSuccess: (res) => {
      notifications.show({ color: "green", message: res?.message || meritMessages(t).raised });
      void qc.invalidateQueries({ queryKey: ["applications"] });
    },
  });
}
