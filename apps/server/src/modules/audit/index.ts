import type { AuditAction } from "@phd/shared";
import type { DbOrTx } from "../../db/client.ts";
import { auditEvents } from "../../db/schema.ts";

/** An audit row to write: only an action the shared vocabulary words (`AUDIT_ACTIONS`, decision 025). */
export type AuditEvent = Omit<typeof auditEvents.$inferInsert, "action"> & { action: AuditAction };

/** Write an audit row in the caller's transaction, so the record and its history commit together. */
export async function recordAudit(db: DbOrTx, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values(event);
}
