import type { AuditAction, Role } from "@phd/shared";
import type { FastifyRequest } from "fastify";
import type { DbOrTx } from "../../db/client.ts";
import { auditEvents } from "../../db/schema.ts";
import { type AuthUser, currentUser } from "../../plugins/auth.ts";

/** An audit row to write: only an action the shared vocabulary words (`AUDIT_ACTIONS`, decision 025). */
export type AuditEvent = Omit<typeof auditEvents.$inferInsert, "action"> & { action: AuditAction };

/** Write an audit row in the caller's transaction, so the record and its history commit together. */
export async function recordAudit(db: DbOrTx, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values(event);
}

/** What a staff member read of a candidate's records (DPDP Act: who saw which data, for a breach notice). */
export type StaffRead =
  | { action: "read.profile"; subjectType: "user" }
  | { action: "read.document"; subjectType: "document" }
  | { action: "read.application" | "read.application_pdf"; subjectType: "application" };

/**
 * Records a staff member's read of a candidate's record (issue 28): a candidate's own reads are not
 * recorded. Kept out of the review and fee history panels (their queries leave `read.` actions out).
 */
export async function recordStaffRead(
  db: DbOrTx,
  viewer: { id: string; role: Role },
  read: StaffRead & { subjectId: string },
): Promise<void> {
  if (viewer.role === "candidate") return;
  await db.insert(auditEvents).values({ actorId: viewer.id, ...read });
}

/**
 * A candidate's record read by the request's user (`load`), then the read recorded when a staff
 * member made it: a read that is refused is not recorded.
 */
export async function recordedRead<T>(
  ctx: { db: DbOrTx },
  request: FastifyRequest,
  read: StaffRead & { subjectId: string },
  load: (me: AuthUser) => Promise<T>,
): Promise<T> {
  const me = currentUser(request);
  const data = await load(me);
  await recordStaffRead(ctx.db, me, read);
  return data;
}
