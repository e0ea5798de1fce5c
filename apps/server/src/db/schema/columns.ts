import type { DepartmentName } from "@phd/shared";
import { type SQL, sql } from "drizzle-orm";
import { integer, numeric, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The column helpers every table file shares. Ids are random UUIDs (unguessable); status columns
 * are text with CHECK constraints so the shared enums stay the single vocabulary.
 */

export const id = () => uuid("id").primaryKey().default(sql`gen_random_uuid()`);
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/** The department a row belongs to, as the shared vocabulary names it. */
export const department = () => text("department").$type<DepartmentName>().notNull();

/** A file kept in storage: its type, size, storage key and SHA-256 (the same bytes twice are one file). */
export const storedFile = () => ({
  mimeType: text("mime_type").notNull(),
  fileSize: integer("file_size").notNull(),
  storageKey: text("storage_key").notNull(),
  sha256: text("sha256").notNull(),
});

/** `('a','b')` for a CHECK constraint, from one of the shared value lists (plain identifiers only). */
export function inList(values: readonly string[]): SQL {
  for (const v of values) if (!/^[A-Za-z_]+$/.test(v)) throw new Error(`not a plain value: ${v}`);
  return sql.raw(`(${values.map((v) => `'${v}'`).join(",")})`);
}

/** Marks and scores at two decimals, as the merit list compares them (decision 033). */
export const score = (name: string) => numeric(name, { precision: 7, scale: 2, mode: "number" });
