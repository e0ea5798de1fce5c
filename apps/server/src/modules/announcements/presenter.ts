import type { Announcement, AnnouncementRecipient } from "@phd/shared";
import type { AnnouncementRow } from "./queries.ts";

export function presentAnnouncement(a: AnnouncementRow): Announcement {
  return {
    _id: a.id,
    title: a.title,
    description: a.description,
    link: a.link,
    recipientRole: a.recipientRole as AnnouncementRecipient,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}
