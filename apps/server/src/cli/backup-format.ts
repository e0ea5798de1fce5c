import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { type DbOrTx, queryRows } from "../db/client.ts";
import { TALLY_TABLES } from "../db/tallies.ts";

/**
 * The backup folder (decision 022):
 *   manifest.json            what is inside, with a sha256 of every other file
 *   tables/<table>.jsonl.gz  one `row_to_json` line per row, in primary-key order
 *   files/<sha256>           each stored file once, named by its content
 *   secrets/<name>           DATA_DIR/jwt-secret, DATA_DIR/aadhaar-key when present
 * Plain SQL over `row_to_json` / `json_populate_recordset`, so PGlite and PostgreSQL read and
 * write the same folder.
 */
export const BACKUP_FORMAT = "phd-portal-backup";
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_FILE = "manifest.json";

/** Files of DATA_DIR that sessions and encrypted values depend on. */
export const SECRET_FILES = ["jwt-secret", "aadhaar-key"] as const;

const sha256Hex = z.string().regex(/^[a-f0-9]{64}$/);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int(),
  createdAt: z.string(),
  driver: z.enum(["pglite", "postgres"]),
  /** Migrations applied in the source (drizzle's own table): the schema the rows fit. */
  migrations: z.object({ count: z.number().int().min(0), lastCreatedAt: z.string().nullable() }),
  tables: z.array(
    z.object({
      name: z.string(),
      columns: z.array(z.string()),
      rows: z.number().int().min(0),
      file: z.string(),
      sha256: sha256Hex,
    }),
  ),
  /** Every stored file a row references, by its storage key. */
  files: z.array(z.object({ key: z.string(), size: z.number().int().min(0), sha256: sha256Hex })),
  secrets: z.array(z.object({ name: z.enum(SECRET_FILES), sha256: sha256Hex })),
});
export type Manifest = z.infer<typeof manifestSchema>;

export const tableFile = (table: string) => `tables/${table}.jsonl.gz`;
export const blobFile = (sha256: string) => `files/${sha256}`;
export const secretFile = (name: string) => `secrets/${name}`;

/** A name quoted as an SQL identifier. */
export const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

export const rows = queryRows;

export interface TableInfo {
  name: string;
  /** Stored columns in table order (generated columns are left out: they are computed again). */
  columns: string[];
  primaryKey: string[];
}

/**
 * The application's tables (schema public), parents before children along foreign keys. The tally
 * tables are left out: they are derived, and loading the rows they count fills them again
 * (triggers, decision 037); truncating `applications` and `users` empties them.
 */
export async function listTables(db: DbOrTx): Promise<TableInfo[]> {
  const all = await rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables = all.filter((t) => !TALLY_TABLES.includes(t.name));
  const columns = await rows<{ table: string; column: string }>(
    db,
    sql`select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = 'public' and is_generated = 'NEVER' order by table_name, ordinal_position`,
  );
  const keys = await rows<{ table: string; column: string }>(
    db,
    sql`select c.relname as "table", a.attname as "column"
        from pg_index i
        join pg_class c on c.oid = i.indrelid
        join lateral unnest(i.indkey) with ordinality k(attnum, n) on true
        join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
        where i.indisprimary and c.relnamespace = 'public'::regnamespace
        order by c.relname, k.n`,
  );
  const edges = await rows<{ child: string; parent: string }>(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c
        where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
  );
  const info = new Map<string, TableInfo>(tables.map((t) => [t.name, { name: t.name, columns: [], primaryKey: [] }]));
  for (const c of columns) info.get(c.table)?.columns.push(c.column);
  for (const k of keys) info.get(k.table)?.primaryKey.push(k.column);
  const unquote = (n: string) => n.replace(/^"(.*)"$/, "$1").replaceAll('""', '"');
  const parents = new Map<string, Set<string>>(tables.map((t) => [t.name, new Set()]));
  for (const e of edges) {
    const child = unquote(e.child);
    const parent = unquote(e.parent);
    if (child !== parent) parents.get(child)?.add(parent);
  }
  // Depth-first topological order; a cycle of foreign keys could not be loaded one table at a time.
  const ordered: TableInfo[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (name: string) => {
    if (state.get(name) === "done") return;
    if (state.get(name) === "visiting") throw new Error(`foreign keys form a cycle through ${name}`);
    state.set(name, "visiting");
    for (const p of parents.get(name) ?? []) visit(p);
    state.set(name, "done");
    const t = info.get(name);
    if (t) ordered.push(t);
  };
  for (const t of tables) visit(t.name);
  return ordered;
}

export async function migrationLevel(db: DbOrTx): Promise<Manifest["migrations"]> {
  const [row] = await rows<{ count: number; last: string | null }>(
    db,
    sql`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  return { count: row?.count ?? 0, lastCreatedAt: row?.last ?? null };
}

/**
 * Every stored file the rows reference: each table's `storage_key` column with its `sha256`
 * (documents today; a later table that keeps files follows the same naming and is found too).
 */
export async function referencedFiles(db: DbOrTx, tables: TableInfo[]): Promise<{ key: string; sha256: string }[]> {
  const found = new Map<string, string>();
  for (const t of tables) {
    if (!t.columns.includes("storage_key")) continue;
    if (!t.columns.includes("sha256")) throw new Error(`${t.name}.storage_key has no sha256 column to check it by`);
    const refs = await rows<{ key: string; sha256: string }>(
      db,
      sql`select storage_key as key, sha256 from ${ident(t.name)} where storage_key is not null order by storage_key`,
    );
    for (const r of refs) {
      const known = found.get(r.key);
      if (known && known !== r.sha256) throw new Error(`storage key ${r.key} is referenced with two different sha256`);
      found.set(r.key, r.sha256);
    }
  }
  return [...found].map(([key, sha256]) => ({ key, sha256 }));
}

/** sha256 and size of a stream's bytes. */
export async function digest(source: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash("sha256");
  let size = 0;
  await pipeline(source, async (chunks: AsyncIterable<Buffer>) => {
    for await (const chunk of chunks) {
      hash.update(chunk);
      size += chunk.length;
    }
  });
  return { sha256: hash.digest("hex"), size };
}

export const digestFile = (file: string) => digest(createReadStream(file));

/** A path inside the backup folder; refuses names that would leave it. */
export function inside(root: string, relative: string): string {
  const full = path.resolve(root, relative);
  if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`path ${relative} leaves the backup folder`);
  return full;
}

export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
