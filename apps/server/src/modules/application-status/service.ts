import {
  type ApplicationStatus,
  applicationStatusOf,
  type DepartmentName,
  profileStatusOf,
  type VerificationStatus,
} from "@phd/shared";
import type { DbOrTx } from "../../db/client.ts";
import { recordAudit } from "../audit/index.ts";
import * as q from "./queries.ts";

export interface StatusChange {
  id: string;
  applicationId: string;
  department: DepartmentName;
  from: ApplicationStatus;
  to: ApplicationStatus;
}

/**
 * Brings every application of a candidate to the status its parts give (shared
 * `applicationStatusOf`), inside the caller's transaction: a profile document or section concerns
 * all of them, the SOP and the fee receipt only their own. Each change gets an audit row by the
 * actor whose action caused it. The account section's fee verdict counts too (issue 12): a fee
 * still pending holds a reviewed application at FEE_DETAILS_VERIFICATION_PENDING.
 */
export async function refreshApplicationStatuses(
  tx: DbOrTx,
  userId: string,
  actorId: string | null,
): Promise<StatusChange[]> {
  const apps = await q.lockApplicationsOf(tx, userId);
  if (apps.length === 0) return [];
  // One after the other: a transaction is one connection, and pg queues (and will refuse) overlapping queries on it.
  const profileParts = await q.profilePartStatuses(tx, userId);
  const docs = await q.documentStatuses(
    tx,
    apps.flatMap((a) => [a.sopDocumentId, a.feeReceiptDocumentId]).filter((x): x is string => x !== null),
  );
  const changes: StatusChange[] = [];
  for (const app of apps) {
    const own = [app.sopDocumentId, app.feeReceiptDocumentId]
      .map((id) => (id ? docs.get(id) : undefined))
      .filter((s) => s !== undefined);
    const to = applicationStatusOf({ review: [...profileParts, ...own], fee: app.feeStatus });
    if (to === app.status) continue;
    await q.setApplicationStatus(tx, app.id, to);
    await recordAudit(tx, {
      actorId,
      action: "application.status",
      subjectType: "application",
      subjectId: app.id,
      fromStatus: app.status,
      toStatus: to,
      data: { applicationId: app.applicationId },
    });
    changes.push({ id: app.id, applicationId: app.applicationId, department: app.department, from: app.status, to });
  }
  return changes;
}

/** The candidate's profile as a whole (sections and profile documents), for the reapply rule. */
export async function profileStatusFor(tx: DbOrTx, userId: string): Promise<VerificationStatus> {
  return profileStatusOf(await q.profilePartStatuses(tx, userId));
}
