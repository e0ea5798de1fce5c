import type { Announcement } from "@phd/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { useAuth } from "../../lib/auth.tsx";

export const announcementKeys = {
  list: (scope: "visible" | "public", viewer: string) => ["announcements", scope, viewer] as const,
};

/** Announcements the viewer may see ("visible") or only the ones for everyone ("public"). */
export function useAnnouncements(scope: "visible" | "public" = "visible") {
  const { user } = useAuth();
  return useQuery({
    queryKey: announcementKeys.list(scope, user?.id ?? "anonymous"),
    queryFn: () => api.get<Announcement[]>(`/api/announcement?scope=${scope}`),
  });
}
