import { ANNOUNCEMENT_RECIPIENTS, type AnnouncementRecipient } from "@phd/shared";
import { sql } from "drizzle-orm";
import { check, index, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id, inList, updatedAt } from "./columns.ts";
import { staffRef } from "./users.ts";

export const announcements = pgTable(
  "announcements",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    link: text("link"),
    recipientRole: text("recipient_role").$type<AnnouncementRecipient>().notNull(),
    createdById: staffRef("created_by_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("announcements_recipient_check", sql`${t.recipientRole} in ${inList(ANNOUNCEMENT_RECIPIENTS)}`),
    index("announcements_recipient_created_idx").on(t.recipientRole, t.createdAt),
    index("announcements_created_idx").on(t.createdAt),
  ],
);
