import type { RecordFacts } from "@phd/shared";
import type { DbOrTx } from "../../db/client.ts";
import * as q from "./queries.ts";

/**
 * The facts the policy's `department` scope reads (decision 007): a candidate's profile, its
 * sections and profile documents concern every department the candidate applied to; an
 * application document only the department(s) of the application(s) carrying it.
 */
export async function candidateFacts(db: DbOrTx, userId: string): Promise<RecordFacts> {
  return { ownerId: userId, departments: await q.departmentsOfCandidate(db, userId) };
}

export async function documentFacts(
  db: DbOrTx,
  doc: { id: string; userId: string; section: string | null },
): Promise<RecordFacts> {
  if (doc.section !== null) return candidateFacts(db, doc.userId);
  return { ownerId: doc.userId, departments: await q.departmentsOfApplicationDocument(db, doc.id) };
}
