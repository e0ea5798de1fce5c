import type { AnnouncementRecipient } from "@phd/shared";
import { desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { announcements } from "../../db/schema.ts";
import { mustExist, single } from "../../db/single.ts";

export type AnnouncementRow = typeof announcements.$inferSelect;

/** Newest first, limited to the given audiences (served by announcements_recipient_created_idx). */
export function listFor(db: DbOrTx, recipients: AnnouncementRecipient[] | "any", limit: number) {
  const q = db.select().from(announcements);
  return (recipients === "any" ? q : q.where(inArray(announcements.recipientRole, recipients)))
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(limit);
}

export async function insert(db: DbOrTx, values: typeof announcements.$inferInsert) {
  return single(db.insert(announcements).values(values).returning(), mustExist("inserted announcement"));
}

export async function update(db: DbOrTx, id: string, values: Pick<AnnouncementRow, "title" | "link" | "description">) {
  const [row] = await db
    .update(announcements)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(announcements.id, id))
    .returning();
  return row;
}

export async function remove(db: DbOrTx, id: string) {
  const [row] = await db.delete(announcements).where(eq(announcements.id, id)).returning();
  return row;
}
