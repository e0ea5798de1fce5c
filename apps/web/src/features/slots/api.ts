import {
  CALL_LETTER_KIND_PATHS,
  type CallLetterSettings,
  type CallLetterSettingsResponse,
  callLetterFileName,
  type DepartmentName,
  type SelectionSlot,
  type SlotAutoAssignBody,
  type SlotCandidatesQuery,
  type SlotCandidatesResponse,
  type SlotCreateBody,
  type SlotKind,
  type SlotMoveBody,
  type SlotsResponse,
  type SlotUpdateBody,
} from "@phd/shared";
import { skipToken, useQuery } from "@tanstack/react-query";
import { useChangeMutation } from "../../components/selection/change-mutation.ts";
import { useDownload } from "../../components/selection/download-mutation.ts";
import { api } from "../../lib/api-client.ts";
import { useTranslation } from "../../lib/i18n.ts";
import { callLetterSettingsPath, slotActionPath, slotCandidatesPath, slotPath, slotsPath } from "./list-params.ts";

export const slotKeys = {
  all: ["slots"] as const,
  round: (roundId: string) => ["slots", roundId] as const,
  list: (roundId: string, department: DepartmentName) => ["slots", roundId, "list", department] as const,
  candidates: (roundId: string, query: SlotCandidatesQuery | undefined) =>
    ["slots", roundId, "candidates", query ?? null] as const,
  callLetter: (roundId: string) => ["call-letter", roundId] as const,
};

/** What the coordinator reads when the server has no words of its own, in the language shown. */
export function useSlotMessages() {
  const { t } = useTranslation("selection");
  return {
    loadFailed: t("Failed to load the slots"),
    candidatesFailed: t("Failed to load the candidates"),
    saveFailed: t("Failed to save the slot"),
    deleteFailed: t("Failed to delete the slot"),
    assignFailed: t("Failed to assign the candidates"),
    moveFailed: t("Failed to move the candidates"),
    letterFailed: t("Failed to download the call letter"),
    instructionsFailed: t("Failed to load the call letter instructions"),
    instructionsSaveFailed: t("Failed to save the call letter instructions"),
    created: t("Slot created."),
    saved: t("Slot saved."),
    deleted: t("Slot deleted."),
    assigned: t("Candidates placed in slots."),
    moved: t("Candidates moved."),
    instructionsSaved: t("Call letter instructions saved."),
    error: t("Error"),
  };
}

export type SlotsOfDepartment = SlotsResponse["data"];
export type SlotCandidatesPage = SlotCandidatesResponse["data"];

/** GET /api/rounds/{id}/slots?department=: the department's slots of both kinds, and who waits for one. */
export function useSlots(roundId: string, department: DepartmentName) {
  return useQuery({
    queryKey: slotKeys.list(roundId, department),
    queryFn: () => api.get<SlotsResponse>(slotsPath(roundId, department)).then((r) => r.data),
  });
}

/** The page on screen stays while the next page of the same list loads; another list starts empty. */
function keepSameList(
  previous: SlotCandidatesPage | undefined,
  query: { queryKey: readonly unknown[] } | undefined,
  key: ReturnType<typeof slotKeys.candidates>,
) {
  const before = query?.queryKey as ReturnType<typeof slotKeys.candidates> | undefined;
  const a = before?.[3];
  const b = key[3];
  return before && before[1] === key[1] && a && b && a.department === b.department && a.slot === b.slot
    ? previous
    : undefined;
}

/** GET /api/rounds/{id}/slots/candidates: a page of a slot's candidates, or of those waiting for one. */
export function useSlotCandidates(roundId: string, query: SlotCandidatesQuery | undefined) {
  const key = slotKeys.candidates(roundId, query);
  return useQuery({
    queryKey: key,
    queryFn: query
      ? () => api.get<SlotCandidatesResponse>(slotCandidatesPath(roundId, query)).then((r) => r.data)
      : skipToken,
    placeholderData: (previous, previousQuery) => keepSameList(previous, previousQuery, key),
  });
}

type SlotAnswer = { success: true; message: string; data: SelectionSlot };
type CountAnswer<K extends string> = { success: true; message: string; data: Record<K, number> };

// After a change the round's slots and candidates reload (`useChangeMutation`).

/** POST /api/rounds/{id}/slots. Errors are shown by the form. */
export function useCreateSlot(roundId: string) {
  const messages = useSlotMessages();
  return useChangeMutation({
    send: (body: SlotCreateBody) => api.post<SlotAnswer>(slotsPath(roundId), body),
    done: messages.created,
    reload: [slotKeys.round(roundId)],
  });
}

/** PUT /api/rounds/{id}/slots/{slotId}. Errors are shown by the form. */
export function useUpdateSlot(roundId: string) {
  const messages = useSlotMessages();
  return useChangeMutation({
    send: ({ id, body }: { id: string; body: SlotUpdateBody }) => api.put<SlotAnswer>(slotPath(roundId, id), body),
    done: messages.saved,
    reload: [slotKeys.round(roundId)],
  });
}

/** DELETE /api/rounds/{id}/slots/{slotId}: a refusal (candidates in it) is a red toast with the server's words. */
export function useDeleteSlot(roundId: string) {
  const messages = useSlotMessages();
  return useChangeMutation({
    send: (id: string) => api.delete<{ success: true; message: string }>(slotPath(roundId, id)),
    done: messages.deleted,
    reload: [slotKeys.round(roundId)],
    refused: { title: messages.error, message: messages.deleteFailed },
  });
}

/** POST /api/rounds/{id}/slots/auto-assign. Errors are shown by the dialog. */
export function useAutoAssign(roundId: string) {
  const messages = useSlotMessages();
  return useChangeMutation({
    send: (body: SlotAutoAssignBody) =>
      api.post<CountAnswer<"assigned" | "unplaced">>(slotActionPath(roundId, "auto-assign"), body),
    done: messages.assigned,
    reload: [slotKeys.round(roundId)],
  });
}

/** POST /api/rounds/{id}/slots/move. Errors are shown beside the move's controls. */
export function useMoveCandidates(roundId: string) {
  const messages = useSlotMessages();
  return useChangeMutation({
    send: (body: SlotMoveBody) => api.post<CountAnswer<"updated">>(slotActionPath(roundId, "move"), body),
    done: messages.moved,
    reload: [slotKeys.round(roundId)],
  });
}

/** GET /api/rounds/{id}/call-letter (any staff member): the round and its call-letter instructions. */
export function useCallLetterSettings(roundId: string) {
  return useQuery({
    queryKey: slotKeys.callLetter(roundId),
    queryFn: () => api.get<CallLetterSettingsResponse>(callLetterSettingsPath(roundId)).then((r) => r.data),
  });
}

/** PUT /api/rounds/{id}/call-letter (admin). Errors are shown by the form. */
export function useSaveCallLetterSettings(roundId: string) {
  const messages = useSlotMessages();
  return useChangeMutation({
    send: (body: CallLetterSettings) =>
      api.put<{ success: true; message: string; data: CallLetterSettings }>(callLetterSettingsPath(roundId), body),
    done: messages.instructionsSaved,
    reload: [slotKeys.callLetter(roundId)],
    reloadWhenSaved: true,
  });
}

/** Where an application's call letter of a kind is served (its candidate, the department's coordinators, the admin). */
export const callLetterUrl = (applicationUuid: string, kind: SlotKind) =>
  `/api/application/${encodeURIComponent(applicationUuid)}/call-letter/${CALL_LETTER_KIND_PATHS[kind]}`;

/** Downloads a candidate's call letter as it stands now (a preview of what they were mailed); a refusal is a red toast. */
export function useDownloadCallLetter() {
  const messages = useSlotMessages();
  return useDownload({
    url: ({ id, kind }: { id: string; applicationId: string; kind: SlotKind }) => callLetterUrl(id, kind),
    fileName: ({ applicationId, kind }) => callLetterFileName(applicationId, kind),
    refused: { title: messages.error, message: messages.letterFailed },
  });
}
