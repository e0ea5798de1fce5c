import type { AnnouncementRecipient } from "@phd/shared";
import { desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { preparedRead } from "../../db/prepared.ts";
import { announcements } from "../../db/schema.ts";
import { mustExist, single } from "../../db/single.ts";

export type AnnouncementRow = typeof announcements.$inferSelect;

/** Newest first, limited to the given audiences (served by announcements_recipient_created_idx). */
const listAllRead = preparedRead((db) =>
  db
    .select()
    .from(announcements)
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(sql.placeholder("limit"))
    .prepare("announcements_all"),
);
// `= any($1)` keeps one statement for every audience list (the index serves it as it does `in`).
const listForRead = preparedRead((db) =>
  db
    .select()
    .from(announcements)
    .where(sql`${announcements.recipientRole} = any(${sql.placeholder("recipients")})`)
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(sql.placeholder("limit"))
    .prepare("announcements_for"),
);
export function listFor(db: DbOrTx, recipients: AnnouncementRecipient[] | "any", limit: number) {
  return recipients === "any" ? listAllRead(db).execute({ limit }) : listForRead(db).execute({ recipients, limit });
}

export async function insert(db: DbOrTx, values: typeof announcements.$inferInsert) {
  return single(db.insert(announcements).values(values).returning(), mustExist("inserted announcement"));
}

export function update(db: DbOrTx, id: string, values: Pick<AnnouncementRow, "title" | "link" | "description">) {
  return db
    .update(announcements)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(announcements.id, id))
    .returning();
}

export function remove(db: DbOrTx, id: string) {
  return db.delete(announcements).where(eq(announcements.id, id)).returning();
}
