import { createReadStream } from "node:fs";
import { chmod, copyFile, readFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { createGunzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../db/client.ts";
import type { Storage } from "../storage/storage.ts";
import {
  BACKUP_FORMAT_VERSION,
  blobFile,
  digestFile,
  ident,
  inside,
  listTables,
  MANIFEST_FILE,
  type Manifest,
  manifestSchema,
  migrationLevel,
  referencedFiles,
  rows,
  secretFile,
  type TableInfo,
} from "./backup-format.ts";

export interface RestoreOptions {
  /** The target, opened (so its migrations are applied). */
  database: Database;
  storage: Storage;
  /** DATA_DIR of the target: the secrets are written there. */
  dataDir: string;
  from: string;
  /** Empty a target that already holds accounts. */
  force?: boolean;
}

export interface RestoreSummary {
  manifest: Manifest;
  /** Stored files of the emptied target that the backup does not hold (removed). */
  removedFiles: number;
  ms: number;
}

/** A restore that was not started: nothing in the target changed. */
export class RestoreRefused extends Error {}

const BATCH_ROWS = 500;
const BATCH_CHARS = 4 * 1024 * 1024;

/**
 * Checks the whole backup first (manifest, every sha256, the migration level, an empty target),
 * then writes the files under their keys, then loads every table in one transaction, parents
 * before children, and checks each count. The secrets go to DATA_DIR last.
 */
export async function restoreBackup(opts: RestoreOptions): Promise<RestoreSummary> {
  const started = performance.now();
  const from = path.resolve(opts.from);
  const manifest = await readManifest(from);
  await verifyBackup(from, manifest);

  const { db } = opts.database;
  const target = await migrationLevel(db);
  if (manifest.migrations.count > target.count) {
    throw new RestoreRefused(
      `the backup was made at migration level ${manifest.migrations.count}; this version of the portal has ${target.count}. Restore it with a newer version.`,
    );
  }
  const tables = await listTables(db);
  const byName = new Map(tables.map((t) => [t.name, t]));
  for (const t of manifest.tables) {
    const here = byName.get(t.name);
    if (!here) throw new RestoreRefused(`the backup holds table ${t.name}, which this database does not have`);
    const missing = t.columns.filter((c) => !here.columns.includes(c));
    if (missing.length > 0) throw new RestoreRefused(`${t.name} here has no column(s) ${missing.join(", ")}`);
  }
  const [accounts] = await rows<{ n: number }>(db, sql`select count(*)::int as n from users`);
  if ((accounts?.n ?? 0) > 0 && !opts.force) {
    throw new RestoreRefused(
      `the target database already holds ${accounts?.n} account(s); use --force to empty it and restore`,
    );
  }
  const previousKeys = (await referencedFiles(db, tables)).map((f) => f.key);

  // Files first: if loading the rows then fails, extra files hurt nothing; rows without files would.
  for (const f of manifest.files) {
    const stored = await opts.storage.putAt(f.key, createReadStream(inside(from, blobFile(f.sha256))));
    if (stored.sha256 !== f.sha256) throw new Error(`${f.key} was stored with sha256 ${stored.sha256}`);
  }

  await db.transaction(async (tx) => {
    // Every table, also those the backup does not name (seeded by migrations, or newer than it).
    if (tables.length > 0)
      await tx.execute(
        sql`truncate table ${sql.join(
          tables.map((t) => ident(t.name)),
          sql`, `,
        )}`,
      );
    const inBackup = new Map(manifest.tables.map((t) => [t.name, t]));
    for (const table of tables) {
      const dumped = inBackup.get(table.name);
      if (!dumped) continue;
      const loaded = await loadTable(tx, from, dumped);
      const [counted] = await rows<{ n: number }>(tx, sql`select count(*)::int as n from ${ident(table.name)}`);
      if (loaded !== dumped.rows || counted?.n !== dumped.rows) {
        throw new Error(
          `${table.name}: the backup lists ${dumped.rows} rows, ${loaded} read, ${counted?.n} in the table`,
        );
      }
    }
    await resetSequences(tx, tables);
  });

  const kept = new Set(manifest.files.map((f) => f.key));
  const stale = previousKeys.filter((k) => !kept.has(k));
  for (const key of stale) await opts.storage.delete(key);

  for (const s of manifest.secrets) {
    const target = path.join(opts.dataDir, s.name);
    await copyFile(inside(from, secretFile(s.name)), target);
    await chmod(target, 0o600);
  }
  return { manifest, removedFiles: stale.length, ms: performance.now() - started };
}

async function readManifest(from: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(inside(from, MANIFEST_FILE), "utf8");
  } catch {
    throw new RestoreRefused(`${from} holds no ${MANIFEST_FILE}: not a backup, or an unfinished one`);
  }
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new RestoreRefused(`${MANIFEST_FILE} is not a backup manifest: ${parsed.error.message}`);
  if (parsed.data.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new RestoreRefused(`backup format ${parsed.data.formatVersion} is newer than this version reads`);
  }
  return parsed.data;
}

/** Every table dump, stored file and secret must hash to what the manifest says, before anything is written. */
async function verifyBackup(from: string, manifest: Manifest) {
  const expected = new Map<string, string>();
  for (const t of manifest.tables) expected.set(t.file, t.sha256);
  for (const f of manifest.files) expected.set(blobFile(f.sha256), f.sha256);
  for (const s of manifest.secrets) expected.set(secretFile(s.name), s.sha256);
  const problems: string[] = [];
  for (const [file, sha256] of expected) {
    const actual = await digestFile(inside(from, file)).then(
      (d) => d.sha256,
      () => "missing",
    );
    if (actual !== sha256) problems.push(`${file}: expected sha256 ${sha256}, found ${actual}`);
  }
  if (problems.length > 0) {
    throw new RestoreRefused(`the backup is damaged; nothing was restored:\n  ${problems.join("\n  ")}`);
  }
}

/** Reads a table's JSON lines and inserts them in batches; returns the number of rows read. */
async function loadTable(tx: DbOrTx, from: string, table: Manifest["tables"][number]): Promise<number> {
  const columns = sql.join(table.columns.map(ident), sql`, `);
  const insert = (batch: string[]) =>
    // The lines go back as they were written (no JSON.parse): exact numbers, timestamps and jsonb.
    tx.execute(sql`insert into ${ident(table.name)} (${columns}) overriding system value
      select ${columns} from json_populate_recordset(null::${ident(table.name)}, ${`[${batch.join(",")}]`}::json)`);
  const lines = createInterface({
    input: createReadStream(inside(from, table.file)).pipe(createGunzip()),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let count = 0;
  let batch: string[] = [];
  let chars = 0;
  for await (const line of lines) {
    if (line === "") continue;
    batch.push(line);
    chars += line.length;
    count++;
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
      await insert(batch);
      batch = [];
      chars = 0;
    }
  }
  if (batch.length > 0) await insert(batch);
  return count;
}

/** Sequences owned by a column (serial / identity) continue after the restored values. */
async function resetSequences(tx: DbOrTx, tables: TableInfo[]) {
  const owned = await rows<{ seq: string; tbl: string; col: string }>(
    tx,
    sql`select s.oid::regclass::text as seq, t.relname as tbl, a.attname as col
        from pg_class s
        join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')
        join pg_class t on t.oid = d.refobjid
        join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        where s.relkind = 'S' and t.relnamespace = 'public'::regnamespace`,
  );
  const names = new Set(tables.map((t) => t.name));
  for (const o of owned) {
    if (!names.has(o.tbl)) continue;
    await tx.execute(
      sql`select setval(${o.seq}::regclass, coalesce(max(${ident(o.col)}), 1), max(${ident(o.col)}) is not null) from ${ident(o.tbl)}`,
    );
  }
}
