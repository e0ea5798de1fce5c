import type { Announcement, createAnnouncementBody, updateAnnouncementBody } from "@phd/shared";
import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import type { z } from "zod";
import { useChangeMutation } from "../../components/selection/change-mutation.ts";
import { api } from "../../lib/api-client.ts";
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

/** A change: a green toast with the server's words (else `done`), then every announcement list reloads. */
function useAnnouncementChange<V>(options: {
  send: (vars: V) => Promise<{ message?: string }>;
  done: string;
  refused?: { title: string; message: string };
}) {
  return useChangeMutation({ ...options, reload: [announcementKeys.all], reloadWhenSaved: true });
}

/** POST /api/announcement/create. */
export function useCreateAnnouncement() {
  const messages = useAnnouncementMessages();
  return useAnnouncementChange({
    send: (body: CreateAnnouncementInput) => api.post<OneAnswer>("/api/announcement/create", body),
    done: messages.created,
  });
}

/** PUT /api/announcement/{id}: title, link and description; the recipients are fixed at creation. */
export function useUpdateAnnouncement() {
  const messages = useAnnouncementMessages();
  return useAnnouncementChange({
    send: ({ id, body }: { id: string; body: UpdateAnnouncementInput }) =>
      api.put<OneAnswer>(`/api/announcement/${encodeURIComponent(id)}`, body),
    done: messages.updated,
  });
}

/** DELETE /api/announcement/{id}, with a toast either way. */
export function useDeleteAnnouncement() {
  const { t } = useTranslation("admin");
  const messages = announcementMessages(t);
  return useAnnouncementChange({
    send: (id: string) =>
      api.delete<{ success: true; message?: string }>(`/api/announcement/${encodeURIComponent(id)}`),
    done: messages.deleted,
    refused: { title: t("Error"), message: messages.saveFailed },
  });
}
