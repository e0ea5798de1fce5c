import type { DbOrTx } from "../../db/client.ts";
import { auditEvents } from "../../db/schema.ts";

export type AuditEvent = typeof auditEvents.$inferInsert;

/** Write an audit row in the caller's transaction, so the record and its history commit together. */
export async function recordAudit(db: DbOrTx, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values(event);
}
