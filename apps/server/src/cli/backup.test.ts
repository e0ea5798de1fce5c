import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { getTableName, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  candidateWithCompleteProfile,
  insertApplicationDocumentFor,
  insertApplicationFor,
} from "../../test/factories.ts";
import {
  buildTestApp,
  createUser,
  defined,
  loginAs,
  openPostgresTestDatabase,
  type TestApp,
  type TestUser,
} from "../../test/helpers.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { announcements, documents, mailOutbox, schemaTables } from "../db/schema.ts";
import { recordAudit } from "../modules/audit/index.ts";
import { FileSystemStorage, type Storage } from "../storage/storage.ts";
import { createBackup } from "./backup-create.ts";
import { blobFile, listTables, MANIFEST_FILE, type Manifest, rows } from "./backup-format.ts";
import { RestoreRefused, restoreBackup } from "./restore-apply.ts";

/** Every table as the exact text PostgreSQL gives for each row, in primary-key order (UTC, so drivers agree). */
async function snapshot(database: Database): Promise<Record<string, string[]>> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const out: Record<string, string[]> = {};
    for (const t of await listTables(tx)) {
      const order = t.primaryKey.map((c) => `"${c}"`).join(", ");
      const lines = await rows<{ line: string }>(
        tx,
        sql.raw(`select row_to_json(t)::text as line from "${t.name}" t order by ${order}`),
      );
      out[t.name] = lines.map((r) => r.line);
    }
    return out;
  });
}

async function storedFiles(database: Database, storage: Storage) {
  const docs = await database.db
    .select({ key: documents.storageKey, sha256: documents.sha256 })
    .from(documents)
    .orderBy(documents.storageKey);
  return Promise.all(docs.map(async (d) => ({ ...d, bytes: await buffer(await storage.get(d.key)) })));
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

let source: TestApp;
let work: string;
let backupDir: string;
let manifest: Manifest;
let candidates: TestUser[];
let expected: Record<string, string[]>;
let expectedFiles: Awaited<ReturnType<typeof storedFiles>>;

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), "phd-backup-"));
  source = await buildTestApp();
  const { ctx } = source;
  const admin = await createUser(ctx, { role: "admin" });
  await createUser(ctx, { role: "coordinator", departments: ["Computer Engineering", "Mechanical Engineering"] });
  candidates = [
    await candidateWithCompleteProfile(ctx, { name: "Ānanya O'Brien" }),
    await candidateWithCompleteProfile(ctx, { workingProfessional: true }),
  ];
  for (const [i, c] of candidates.entries()) {
    const sop = await insertApplicationDocumentFor(ctx, c.id, "SOP_COMPUTER_ENGINEERING_REGULAR");
    const receipt = await insertApplicationDocumentFor(ctx, c.id, "FEE_RECEIPT");
    await insertApplicationFor(ctx, c, {
      fee: { amount: 1500.5 + i, utrDuNumber: `UTR0000${i}`, feeReceiptDocumentId: receipt.id },
    });
    await ctx.db.execute(sql`update applications set sop_document_id = ${sop.id} where user_id = ${c.id}`);
  }
  await ctx.db.insert(announcements).values({
    title: 'Interview "round 2"\nfor all',
    description: "Bring originals — ₹ receipts too",
    recipientRole: "candidate",
    createdById: admin.id,
  });
  await recordAudit(ctx.db, {
    actorId: admin.id,
    action: "constant.update",
    subjectType: "site_constants",
    data: { nested: { list: [1, 2.5, "x"] }, ratio: 0.1 },
  });
  await ctx.db
    .insert(mailOutbox)
    .values({ to: candidates[0]?.email ?? "", subject: "s", text: "t", html: "<p>", template: "x" });
  await loginAs(source.app, defined(candidates[0])); // leaves a throttle counter row
  await writeFile(path.join(source.dataDir, "jwt-secret"), "source-jwt-secret-0123456789-0123456789");
  await writeFile(path.join(source.dataDir, "aadhaar-key"), Buffer.alloc(32, 7).toString("base64"));

  expected = await snapshot(ctx.database);
  expectedFiles = await storedFiles(ctx.database, ctx.storage);
  backupDir = path.join(work, "backup");
  ({ manifest } = await createBackup({
    database: ctx.database,
    storage: ctx.storage,
    dataDir: source.dataDir,
    out: backupDir,
  }));
}, 120_000);

afterAll(async () => {
  await source?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe("backup", () => {
  it("lists every table with its row count, every referenced file with its sha256, and the secrets", () => {
    const schemaNames = Object.values(schemaTables).map((t) => getTableName(t));
    expect(manifest.tables.map((t) => t.name)).toEqual(expect.arrayContaining(schemaNames));
    for (const t of manifest.tables) expect(t.rows, t.name).toBe(expected[t.name]?.length);
    for (const name of ["users", "profiles", "profile_sections", "documents", "applications", "announcements"]) {
      expect(expected[name]?.length, name).toBeGreaterThan(0);
    }
    expect(manifest.files.map((f) => f.key).sort()).toEqual(expectedFiles.map((f) => f.key).sort());
    expect(manifest.migrations.count).toBeGreaterThan(0);
    expect(manifest.secrets.map((s) => s.name).sort()).toEqual(["aadhaar-key", "jwt-secret"]);
  });

  it("refuses a folder that is not empty", async () => {
    await expect(
      createBackup({
        database: source.ctx.database,
        storage: source.ctx.storage,
        dataDir: source.dataDir,
        out: backupDir,
      }),
    ).rejects.toThrow(/not empty/);
  });
});

interface Target {
  name: string;
  open(dataDir: string): Promise<Database & { dispose(): Promise<void> }>;
}
const targets: Target[] = [
  {
    name: "a new PGlite data folder",
    async open(dataDir) {
      const database = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
      return { ...database, dispose: () => database.close() };
    },
  },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: "a new PostgreSQL database", open: () => openPostgresTestDatabase() }]
    : []),
];

describe.each(targets)("restore into $name", (target) => {
  let dataDir: string;
  let database: Database & { dispose(): Promise<void> };
  let storage: Storage;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(work, "restored-"));
    database = await target.open(dataDir);
    storage = new FileSystemStorage(path.join(dataDir, "files"));
    await restoreBackup({ database, storage, dataDir, from: backupDir });
  }, 120_000);
  afterAll(async () => {
    await database?.dispose();
  });

  it("has every row of every table, same ids and values, every file byte-identical, and the secrets", async () => {
    expect(await snapshot(database)).toEqual(expected);
    const files = await storedFiles(database, storage);
    expect(files.map((f) => f.key)).toEqual(expectedFiles.map((f) => f.key));
    for (const [i, f] of files.entries()) {
      expect(f.bytes.equals(defined(expectedFiles[i]).bytes), f.key).toBe(true);
      expect(sha256(f.bytes)).toBe(f.sha256);
    }
    for (const name of ["jwt-secret", "aadhaar-key"]) {
      expect(await readFile(path.join(dataDir, name))).toEqual(await readFile(path.join(source.dataDir, name)));
    }
  });

  it("serves the restored data: a candidate signs in with the old password, the next application id follows", async () => {
    const restored = await buildTestApp({ database, config: { dataDir } });
    try {
      const candidate = defined(candidates[0]);
      expect(await loginAs(restored.app, candidate)).toBeTruthy();
      const before = await database.db.execute(sql`select max(application_number) as n from applications`);
      const maxBefore = Number((before as unknown as { rows: { n: number }[] }).rows[0]?.n);
      const other = await createUser(restored.ctx, { role: "candidate" });
      const next = await insertApplicationFor(restored.ctx, other);
      expect(next.applicationNumber).toBe(maxBefore + 1);
      expect(maxBefore).toBe(candidates.length);
    } finally {
      await restored.close();
    }
  }, 60_000);

  it("refuses a target that holds accounts unless forced, and a damaged backup even when forced", async () => {
    const users = async () => (await rows<{ n: number }>(database.db, sql`select count(*)::int as n from users`))[0]?.n;
    const count = await users();
    await expect(restoreBackup({ database, storage, dataDir, from: backupDir })).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup({ database, storage, dataDir, from: backupDir })).rejects.toThrow(/already holds/);

    const damaged = path.join(work, `damaged-${path.basename(dataDir)}`);
    await cp(backupDir, damaged, { recursive: true });
    const blob = path.join(damaged, blobFile(defined(manifest.files[0]).sha256));
    const bytes = await readFile(blob);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
    await writeFile(blob, bytes);
    await expect(restoreBackup({ database, storage, dataDir, from: damaged, force: true })).rejects.toThrow(
      /damaged; nothing was restored/,
    );
    expect(await users()).toBe(count);

    // --force empties the target (the account added above goes) and restores the backup again.
    await restoreBackup({ database, storage, dataDir, from: backupDir, force: true });
    expect(await snapshot(database)).toEqual(expected);
  }, 60_000);

  it("refuses a backup from a newer migration level", async () => {
    const newer = path.join(work, `newer-${path.basename(dataDir)}`);
    await cp(backupDir, newer, { recursive: true });
    const m = JSON.parse(await readFile(path.join(newer, MANIFEST_FILE), "utf8")) as Manifest;
    m.migrations.count += 1;
    await writeFile(path.join(newer, MANIFEST_FILE), JSON.stringify(m));
    await expect(restoreBackup({ database, storage, dataDir, from: newer, force: true })).rejects.toThrow(
      /migration level/,
    );
  });
});

const run = promisify(execFile);
const cliDir = path.dirname(fileURLToPath(import.meta.url));

/** The commands themselves, on the embedded database (PGlite-only: it is about the CLI). */
describe.runIf(process.env.TEST_DB !== "pg")("npm run restore / npm run backup", () => {
  it("restores into a fresh DATA_DIR and backs it up again with the same rows and files", async () => {
    const dataDir = path.join(work, "cli-data");
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", INIT_CWD: "" };
    const cli = (file: string, ...args: string[]) =>
      run(process.execPath, ["--import", "tsx", path.join(cliDir, file), ...args], { env });

    const restored = await cli("restore.ts", "--from", backupDir);
    expect(restored.stdout).toContain(`${manifest.files.length} files`);
    await expect(cli("restore.ts", "--from", backupDir)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("Restore refused"),
    });

    const again = path.join(work, "cli-backup");
    const backedUp = await cli("backup.ts", "--out", again);
    expect(backedUp.stdout).toContain(`Backup written to ${again}`);
    const second = JSON.parse(await readFile(path.join(again, MANIFEST_FILE), "utf8")) as Manifest;
    // The same rows give the same dump, byte for byte.
    expect(second.tables).toEqual(manifest.tables);
    expect(second.files).toEqual(manifest.files);
    expect(second.secrets).toEqual(manifest.secrets);
  }, 180_000);
});
