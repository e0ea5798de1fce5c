import { createHash, randomUUID } from "node:crypto";
import { createWriteStream, existsSync } from "node:fs";
import { copyFile, mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { Storage } from "../storage/storage.ts";
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  blobFile,
  digestFile,
  ident,
  inside,
  listTables,
  MANIFEST_FILE,
  type Manifest,
  migrationLevel,
  referencedFiles,
  rows,
  SECRET_FILES,
  secretFile,
  tableFile,
} from "./backup-format.ts";

export interface BackupOptions {
  database: Database;
  storage: Storage;
  /** DATA_DIR: its secrets go into the backup. */
  dataDir: string;
  /** A new folder (or an empty one) to write the backup into. */
  out: string;
}

export interface BackupSummary {
  out: string;
  manifest: Manifest;
  /** Bytes of stored files copied (each distinct content once). */
  fileBytes: number;
  ms: number;
}

const FETCH_ROWS = 1000;

/**
 * Dumps every table in one REPEATABLE READ transaction (one consistent picture), then copies every
 * file the rows reference, checking each against the sha256 its row holds. The manifest is written
 * last: a folder without one is an unfinished backup, and a failed run removes the folder.
 */
export async function createBackup(opts: BackupOptions): Promise<BackupSummary> {
  const started = performance.now();
  const out = path.resolve(opts.out);
  if (existsSync(out) && (await readdir(out)).length > 0) throw new Error(`${out} is not empty`);
  await mkdir(out, { recursive: true, mode: 0o700 });
  try {
    const { db } = opts.database;
    await mkdir(inside(out, "tables"));
    await mkdir(inside(out, "files"));
    const dump = await db.transaction(
      async (tx) => {
        // Timestamps written in UTC whatever the server's zone: the same data gives the same files.
        await tx.execute(sql`set local time zone 'UTC'`);
        const tables = await listTables(tx);
        const migrations = await migrationLevel(tx);
        const dumped: Manifest["tables"] = [];
        for (const table of tables) {
          const file = tableFile(table.name);
          const count = await dumpTable(tx, table.name, table.primaryKey, inside(out, file));
          dumped.push({
            name: table.name,
            columns: table.columns,
            rows: count,
            file,
            sha256: (await digestFile(inside(out, file))).sha256,
          });
        }
        return { tables: dumped, migrations, files: await referencedFiles(tx, tables) };
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );

    // Files after the dump: a file deleted since would be missing from the store, and is reported.
    const files: Manifest["files"] = [];
    const problems: string[] = [];
    const written = new Set<string>();
    let fileBytes = 0;
    for (const ref of dump.files) {
      const copied = await copyStoredFile(opts.storage, ref.key, out).catch((err: Error) => {
        problems.push(`${ref.key}: ${err.message}`);
        return undefined;
      });
      if (!copied) continue;
      if (copied.sha256 !== ref.sha256) {
        problems.push(`${ref.key}: sha256 is ${copied.sha256}, its row says ${ref.sha256}`);
        continue;
      }
      if (!written.has(copied.sha256)) fileBytes += copied.size;
      written.add(copied.sha256);
      files.push({ key: ref.key, size: copied.size, sha256: copied.sha256 });
    }
    if (problems.length > 0) {
      throw new Error(
        `${problems.length} stored file(s) missing or not matching their rows:\n  ${problems.join("\n  ")}`,
      );
    }

    const secrets: Manifest["secrets"] = [];
    const secretNames = SECRET_FILES.filter((name) => existsSync(path.join(opts.dataDir, name)));
    if (secretNames.length > 0) await mkdir(inside(out, "secrets"), { mode: 0o700 });
    for (const name of secretNames) {
      const target = inside(out, secretFile(name));
      await copyFile(path.join(opts.dataDir, name), target);
      secrets.push({ name, sha256: (await digestFile(target)).sha256 });
    }

    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      driver: opts.database.driver,
      migrations: dump.migrations,
      tables: dump.tables,
      files,
      secrets,
    };
    await writeFile(inside(out, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    return { out, manifest, fileBytes, ms: performance.now() - started };
  } catch (err) {
    await rm(out, { recursive: true, force: true });
    throw err;
  }
}

type Tx = Parameters<Parameters<Database["db"]["transaction"]>[0]>[0];

/** Streams one table through a cursor into gzip'd JSON lines; returns the row count. */
async function dumpTable(tx: Tx, table: string, primaryKey: string[], file: string): Promise<number> {
  const order = primaryKey.length > 0 ? sql`order by ${sql.join(primaryKey.map(ident), sql`, `)}` : sql``;
  await tx.execute(sql`declare backup_rows no scroll cursor for
    select row_to_json(t)::text as line from ${ident(table)} t ${order}`);
  let count = 0;
  async function* lines() {
    for (;;) {
      const batch = await rows<{ line: string }>(tx, sql.raw(`fetch forward ${FETCH_ROWS} from backup_rows`));
      if (batch.length === 0) return;
      count += batch.length;
      // The text PostgreSQL wrote, untouched: numbers and timestamps keep their exact digits.
      yield `${batch.map((r) => r.line).join("\n")}\n`;
    }
  }
  await pipeline(Readable.from(lines()), createGzip(), createWriteStream(file, { flags: "wx", mode: 0o600 }));
  await tx.execute(sql`close backup_rows`);
  return count;
}

/** Copies one stored file into files/<sha256> of the backup, hashing it on the way. */
async function copyStoredFile(storage: Storage, key: string, out: string) {
  const tmp = inside(out, `files/.${randomUUID()}.tmp`);
  const hash = createHash("sha256");
  let size = 0;
  const hashing = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      hash.update(chunk);
      size += chunk.length;
      cb(null, chunk);
    },
  });
  try {
    await pipeline(await storage.get(key), hashing, createWriteStream(tmp, { flags: "wx", mode: 0o600 }));
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
  const sha256 = hash.digest("hex");
  await rename(tmp, inside(out, blobFile(sha256)));
  return { sha256, size };
}
