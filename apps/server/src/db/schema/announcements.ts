import { ANNOUNCEMENT_RECIPIENTS, type AnnouncementRecipient } from "@phd/shared";
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, id, inList, updatedAt } from "./columns.ts";
import { users } from "./users.ts";

export const announcements = pgTable(
  "announcements",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    link: text("link"),
    recipientRole: text("recipient_role").$type<AnnouncementRecipient>().notNull(),
    createdById: uuid("created_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("announcements_recipient_check", sql`${t.recipientRole} in ${inList(ANNOUNCEMENT_RECIPIENTS)}`),
    index("announcements_recipient_created_idx").on(t.recipientRole, t.createdAt),
    index("announcements_created_idx").on(t.createdAt),
  ],
);
