import { notifications } from "@mantine/notifications";
import type { Announcement, createAnnouncementBody, updateAnnouncementBody } from "@phd/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import type { z } from "zod";
import { api, errorMessage } from "../../lib/api-client.ts";
import { useAuth } from "../../lib/auth.tsx";
import { useTranslation } from "../../lib/i18n.ts";

export const announcementKeys = {
  /** Every announcement list (the public ones and the admin's): what a change reloads. */
  all: ["announcements"] as const,
  list: (scope: "visible" | "public", viewer: string) => ["announcements", scope, viewer] as const,
  /** The admin's list: every announcement, newest first. */
  manage: () => ["announcements", "manage"] as const,
};

/** Announcements the viewer may see ("visible") or only the ones for everyone ("public"). */
export function useAnnouncements(scope: "visible" | "public" = "visible") {
  const { user } = useAuth();
  return useQuery({
    queryKey: announcementKeys.list(scope, user?.id ?? "anonymous"),
    queryFn: () => api.get<Announcement[]>(`/api/announcement?scope=${scope}`),
  });
}

/** The most the server lists at once; the admin's screen asks for all of them. */
export const MANAGE_ANNOUNCEMENTS_LIMIT = 500;

/** The admin's messages (spec 001 §8) in the language shown; the server's words are preferred where it sends any. */
export function announcementMessages(t: TFunction) {
  return {
    loadFailed: t("Failed to load announcements"),
    saveFailed: t("Failed to create, update or delete announcement"),
    created: t("Announcement created."),
    updated: t("Announcement updated."),
    deleted: t("Announcement deleted."),
  };
}

/** The announcement screens' messages in the language shown. */
export function useAnnouncementMessages() {
  const { t } = useTranslation("admin");
  return announcementMessages(t);
}

/** GET /api/announcement?limit=500 as an admin: every announcement, newest first. */
export function useManageAnnouncements() {
  return useQuery({
    queryKey: announcementKeys.manage(),
    queryFn: () => api.get<Announcement[]>(`/api/announcement?limit=${MANAGE_ANNOUNCEMENTS_LIMIT}`),
  });
}

type OneAnswer = { success: true; message?: string; data: Announcement };
export type CreateAnnouncementInput = z.input<typeof createAnnouncementBody>;
export type UpdateAnnouncementInput = z.input<typeof updateAnnouncementBody>;

/** After a change: a toast with the server's words, and every announcement list reloads. */
function useChanged(fallback: string) {
  const qc = useQueryClient();
  return (res: { message?: string } | undefined) => {
    notifications.show({ color: "green", message: res?.message || fallback });
    void qc.invalidateQueries({ queryKey: announcementKeys.all });
  };
}

/** POST /api/announcement/create. */
export function useCreateAnnouncement() {
  const messages = useAnnouncementMessages();
  const changed = useChanged(messages.created);
  return useMutation({
    mutationFn: (body: CreateAnnouncementInput) => api.post<OneAnswer>("/api/announcement/create", body),
    onSuccess: changed,
  });
}

/** PUT /api/announcement/{id}: title, link and description; the recipients are fixed at creation. */
export function useUpdateAnnouncement() {
  const messages = useAnnouncementMessages();
  const changed = useChanged(messages.updated);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateAnnouncementInput }) =>
      api.put<OneAnswer>(`/api/announcement/${encodeURIComponent(id)}`, body),
    onSuccess: changed,
  });
}

/** DELETE /api/announcement/{id}, with a toast either way. */
export function useDeleteAnnouncement() {
  const { t } = useTranslation("admin");
  const messages = announcementMessages(t);
  const changed = useChanged(messages.deleted);
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ success: true; message?: string }>(`/api/announcement/${encodeURIComponent(id)}`),
    onSuccess: changed,
    onError: (err) =>
      notifications.show({
        color: "red",
        title: t("Error"),
        message: errorMessage(err, messages.saveFailed),
      }),
  });
}
