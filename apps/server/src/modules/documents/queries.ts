import type { ProfileSection, VerificationStatus } from "@phd/shared";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { preparedRead } from "../../db/prepared.ts";
import { documents, users } from "../../db/schema.ts";
import { mustExist, single } from "../../db/single.ts";

export type DocumentRow = typeof documents.$inferSelect;

/** Documents with their signer's name and departments, in one query. */
export function selectWithSigner(db: DbOrTx) {
  return db
    .select({
      doc: documents,
      signer: { id: users.id, name: users.name, email: users.email, departments: users.departments },
    })
    .from(documents)
    .leftJoin(users, eq(users.id, documents.signedById));
}
export type DocumentWithSigner = Awaited<ReturnType<typeof selectWithSigner>>[number];

const profileDocumentsRead = preparedRead((db) =>
  selectWithSigner(db)
    .where(and(eq(documents.userId, sql.placeholder("userId")), isNotNull(documents.section)))
    .prepare("profile_documents_of"),
);
export function profileDocumentsOf(db: DbOrTx, userId: string): Promise<DocumentWithSigner[]> {
  return profileDocumentsRead(db).execute({ userId });
}

const allDocumentsRead = preparedRead((db) =>
  selectWithSigner(db)
    .where(eq(documents.userId, sql.placeholder("userId")))
    .prepare("all_documents_of"),
);
export function allDocumentsOf(db: DbOrTx, userId: string): Promise<DocumentWithSigner[]> {
  return allDocumentsRead(db).execute({ userId });
}

export async function findById(db: DbOrTx, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id)).limit(1);
  return row;
}

export async function deleteByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db.delete(documents).where(inArray(documents.id, ids)).returning({ storageKey: documents.storageKey });
}

export function withSignerByIds(db: DbOrTx, ids: string[]) {
  return selectWithSigner(db).where(inArray(documents.id, ids.length ? ids : ["00000000-0000-0000-0000-000000000000"]));
}

/** Locks a document row for a review action in the caller's transaction. */
export async function lockById(db: DbOrTx, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id)).for("update");
  return row;
}

/** The file facts of an upload; replacing a file sends the document back to PENDING. */
export interface StoredFile {
  originalFileName: string;
  mimeType: string;
  fileSize: number;
  storageKey: string;
  sha256: string;
}

export async function insertDocument(
  db: DbOrTx,
  values: StoredFile & { userId: string; documentType: string; section?: ProfileSection | null },
): Promise<string> {
  const row = await single(
    db.insert(documents).values(values).returning({ id: documents.id }),
    mustExist("inserted document"),
  );
  return row.id;
}

export async function replaceFile(db: DbOrTx, id: string, file: StoredFile) {
  await db
    .update(documents)
    .set({ ...file, status: "PENDING", remarks: null, signedById: null, signedAt: null, updatedAt: sql`now()` })
    .where(eq(documents.id, id));
}

export async function setVerification(
  db: DbOrTx,
  id: string,
  v: { status: VerificationStatus; remarks: string | null; signedById: string },
) {
  await db
    .update(documents)
    .set({ ...v, signedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(documents.id, id));
}

/** Kinds of the profile documents the candidate has uploaded. */
const profileDocumentTypesRead = preparedRead((db) =>
  db
    .select({ type: documents.documentType })
    .from(documents)
    .where(and(eq(documents.userId, sql.placeholder("userId")), isNotNull(documents.section)))
    .prepare("profile_document_types_of"),
);
export async function profileDocumentTypesOf(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await profileDocumentTypesRead(db).execute({ userId });
  return rows.map((r) => r.type);
}

/** What the history keeps of a file that was replaced: enough to name it and to find its bytes. */
export function previousFileOf(doc: DocumentRow) {
  return {
    originalFileName: doc.originalFileName,
    fileSize: doc.fileSize,
    mimeType: doc.mimeType,
    storageKey: doc.storageKey,
    sha256: doc.sha256,
  };
}
