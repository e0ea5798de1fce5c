import type { announcement } from "@phd/shared";
import type { z } from "zod";
import type { AnnouncementRow } from "./queries.ts";

export function presentAnnouncement(a: AnnouncementRow): z.input<typeof announcement> {
  return {
    _id: a.id,
    title: a.title,
    description: a.description,
    link: a.link,
    recipientRole: a.recipientRole,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}
