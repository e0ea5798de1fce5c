import type { DepartmentName } from "@phd/shared";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { users } from "../../db/schema.ts";

/** A staff account as the admin's list shows it. */
const staffColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  mis: users.mis,
  departments: users.departments,
  createdAt: users.createdAt,
};

export function listActive(db: DbOrTx, role: "coordinator" | "accountSectionCoordinator") {
  return db
    .select(staffColumns)
    .from(users)
    .where(and(eq(users.role, role), isNull(users.deletedAt)))
    .orderBy(asc(users.name));
}

/** Deactivates the account and revokes its tokens; returns the row, or undefined if there is none of that role. */
export function deactivate(db: DbOrTx, id: string, role: "coordinator" | "accountSectionCoordinator") {
  return db
    .update(users)
    .set({ deletedAt: sql`now()`, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), eq(users.role, role), isNull(users.deletedAt)))
    .returning({ id: users.id, name: users.name, email: users.email });
}

/** The coordinator's departments before and after, or undefined when there is no such active coordinator. */
export async function setDepartments(db: DbOrTx, id: string, departments: DepartmentName[]) {
  const [before] = await db
    .select({ departments: users.departments })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, "coordinator"), isNull(users.deletedAt)))
    .for("update");
  if (!before) return undefined;
  const [after] = await db
    .update(users)
    .set({ departments, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning(staffColumns);
  return after && { before: before.departments, after };
}
