import { notifications } from "@mantine/notifications";
import type {
  DepartmentName,
  MarksBody,
  MarksImportResponse,
  MarksQuery,
  MarksResponse,
  marksImportFields,
  ScoresBody,
  SlotScoresResponse,
} from "@phd/shared";
import { skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import type { z } from "zod";
import { useChangeMutation } from "../../components/selection/change-mutation.ts";
import { api } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { marksImportPath, marksPath, slotScoresPath } from "./list-params.ts";

export const marksKeys = {
  all: ["marks"] as const,
  round: (roundId: string) => ["marks", roundId] as const,
  department: (roundId: string, department: DepartmentName) => ["marks", roundId, "grid", department] as const,
  grid: (roundId: string, query: MarksQuery) => ["marks", roundId, "grid", query.department, query] as const,
  slotScores: (roundId: string, slotId: string) => ["marks", roundId, "slot-scores", slotId] as const,
};

/** What the user reads when the server has no words of its own, in the language shown. */
export const marksMessages = (t: TFunction) => ({
  loadFailed: t("Failed to load the marks"),
  saveFailed: t("Failed to save the marks"),
  saved: t("Marks saved."),
  importFailed: t("Failed to read the file of marks"),
  imported: t("Marks imported."),
  slotsFailed: t("Failed to load the interview slots"),
  scoresFailed: t("Failed to load the interview scores"),
  scoresSaveFailed: t("Failed to save the interview scores"),
  scoresSaved: t("Interview scores saved."),
});

export type MarksPage = MarksResponse["data"];
export type SlotScores = SlotScoresResponse["data"];
/** The import's form fields, as the server reads them (before the file). */
type MarksImportFields = z.input<typeof marksImportFields>;
type Saved = { success: true; message: string; data: { changed: number } };

/** The merit list is built from the marks and scores: its previews reload after a change. */
const MERIT_KEY = ["merit"] as const;

/** The page on screen stays while the next page of the same department loads; another department starts empty. */
function keepSameDepartment(
  previous: MarksPage | undefined,
  query: { queryKey: readonly unknown[] } | undefined,
  key: ReturnType<typeof marksKeys.grid>,
) {
  const before = query?.queryKey as ReturnType<typeof marksKeys.grid> | undefined;
  return before && before[1] === key[1] && before[3] === key[3] ? previous : undefined;
}

/** GET /api/rounds/{id}/marks: a page of the department's entrance-test candidates with their marks. */
export function useMarks(roundId: string, query: MarksQuery) {
  const key = marksKeys.grid(roundId, query);
  return useQuery({
    queryKey: key,
    queryFn: () => api.get<MarksResponse>(marksPath(roundId, query)).then((r) => r.data),
    placeholderData: (previous, previousQuery) => keepSameDepartment(previous, previousQuery, key),
  });
}

/** PUT /api/rounds/{id}/marks: the changed rows. Errors are shown by the grid (per row when the server says which). */
export function useSaveMarks(roundId: string, department: DepartmentName) {
  const { t } = useTranslation("merit");
  return useChangeMutation({
    send: (body: MarksBody) => api.put<Saved>(marksPath(roundId), body),
    done: marksMessages(t).saved,
    reload: [marksKeys.department(roundId, department), MERIT_KEY],
  });
}

/**
 * POST /api/rounds/{id}/marks/import (multipart): the fields `department` and `apply` first, then
 * the CSV as `file` (`marksImportFields`): a dry run, or the import itself with `apply`. Errors are
 * shown by the import section (with the report the server sends).
 */
export function useImportMarks(roundId: string, department: DepartmentName) {
  const { t } = useTranslation("merit");
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ file, apply }: { file: File; apply: boolean }) => {
      const fields: MarksImportFields = { department, apply: apply ? "true" : "false" };
      const form = new FormData();
      form.append("department", fields.department);
      form.append("apply", fields.apply ?? "false");
      form.append("file", file);
      return api.upload<MarksImportResponse>("POST", marksImportPath(roundId), form);
    },
    onSuccess: (res, { apply }) => {
      if (!apply) return;
      notifications.show({ color: "green", message: res?.message || marksMessages(t).imported });
      void qc.invalidateQueries({ queryKey: marksKeys.department(roundId, department) });
      void qc.invalidateQueries({ queryKey: MERIT_KEY });
    },
  });
}

/** GET /api/rounds/{id}/slots/{slotId}/scores: an interview slot's candidates and their scores. */
export function useSlotScores(roundId: string, slotId: string | undefined) {
  return useQuery({
    queryKey: marksKeys.slotScores(roundId, slotId ?? ""),
    queryFn: slotId
      ? () => api.get<SlotScoresResponse>(slotScoresPath(roundId, slotId)).then((r) => r.data)
      : skipToken,
  });
}

/** PUT /api/rounds/{id}/slots/{slotId}/scores: the changed candidates. Errors are shown by the form. */
export function useSaveScores(roundId: string, slotId: string) {
  const { t } = useTranslation("merit");
  return useChangeMutation({
    send: (body: ScoresBody) => api.put<Saved>(slotScoresPath(roundId, slotId), body),
    done: marksMessages(t).scoresSaved,
    reload: [marksKeys.slotScores(roundId, slotId), MERIT_KEY],
  });
}
