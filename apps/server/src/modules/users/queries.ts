import type { Language, Role } from "@phd/shared";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { mustExist, single } from "../../db/single.ts";

export type UserRow = typeof users.$inferSelect;

export async function findByRoleAndEmail(db: DbOrTx, role: Role, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.role, role), eq(users.email, email.toLowerCase()), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function findByRoleAndMis(db: DbOrTx, role: Role, mis: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.role, role), eq(users.mis, mis), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function findById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** A user the caller knows exists (just read or written in this request). */
export async function getById(db: DbOrTx, id: string): Promise<UserRow> {
  return single(db.select().from(users).where(eq(users.id, id)).limit(1), mustExist("user"));
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  return single(db.insert(users).values(values).returning(), mustExist("inserted user"));
}

export async function setPassword(db: DbOrTx, id: string, passwordHash: string, mustChangePassword: boolean) {
  await db
    .update(users)
    .set({
      passwordHash,
      mustChangePassword,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
}

export async function countByRole(db: DbOrTx, role: Role): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, role), isNull(users.deletedAt)));
  return row?.n ?? 0;
}

/** A pending (unverified) registration made again: new details replace the old ones. */
export async function replacePendingRegistration(
  db: DbOrTx,
  id: string,
  v: { name: string; phone: string; passwordHash: string; language?: Language },
) {
  return single(
    db
      .update(users)
      .set({ ...v, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning(),
    mustExist("pending registration"),
  );
}

export async function markEmailVerified(db: DbOrTx, id: string) {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/** The user's language (decision 035): their screens when signed in, their mails and PDFs. */
export async function setLanguage(db: DbOrTx, id: string, language: Language) {
  return single(
    db.update(users).set({ language, updatedAt: sql`now()` }).where(eq(users.id, id)).returning(),
    mustExist("user"),
  );
}
