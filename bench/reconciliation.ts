/**
 * `npm run bench:reconciliation`: issue 61's statement import at its size, "300,000 rows within
 * 60 s with memory bounded". A fresh PostgreSQL database (`<name>_reconciliation`, dropped and made
 * again on every run; the portal migrates it) and a bank-style CSV of `--rows` credits in a temp
 * file; then, through HTTP against the portal as `npm start` runs it, signed in as an account
 * section coordinator:
 * - the dry run (every row read and checked, the references looked up, nothing written) and the
 *   import (the same, then the credits written in one transaction, then the current round matched),
 *   with the portal's RSS before and its peak;
 * - the yardstick: a bare Fastify route in this process (@fastify/multipart as the server) that
 *   streams the same upload to a file, parses it with csv-parse and writes the credits with the
 *   server's own `insertCredits`, in its batch size, in one transaction, into the emptied tables.
 * Prints a table and writes bench/results/reconciliation-<date>.json. No time is asserted anywhere.
 *
 * Options: --rows 300000 --runs 1
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/phd_bench; the
 * database used is <name>_reconciliation), BENCH_DATA_DIR (default bench/.data: the portal's
 * files go to its reconciliation/ folder, emptied on every run).
 */

import { once } from "node:events";
import {
  createReadStream,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import fastifyMultipart from "@fastify/multipart";
import { parse } from "csv-parse";
import { drizzle } from "drizzle-orm/node-postgres";
import Fastify, { type FastifyInstance } from "fastify";
import pg from "pg";
import { loadConfig } from "../apps/server/src/config/env.ts";
import type { Db } from "../apps/server/src/db/client.ts";
import * as schema from "../apps/server/src/db/schema.ts";
import { TokenService } from "../apps/server/src/lib/tokens.ts";
import { insertCredits, insertStatement } from "../apps/server/src/modules/reconciliation/queries.ts";
import { insertUser } from "../apps/server/src/modules/users/queries.ts";
import {
  columnIndexes,
  missingColumns,
  readStatementRow,
  type StatementField,
  type StatementMapping,
} from "../packages/shared/src/index.ts";
import { freePort, multipart, root, rssMb, rssSampler, startPortal, table } from "./lib.ts";

const { values: args } = parseArgs({
  options: {
    rows: { type: "string", default: "300000" },
    runs: { type: "string", default: "1" },
  },
});
const ROWS = Number(args.rows);
const RUNS = Number(args.runs);
const sourceUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/phd_bench";
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(root, "bench/.data"));
const portalDataDir = path.join(dataDir, "reconciliation");
/** statement-import.ts's BATCH (not exported): credits written at a time. */
const SERVER_BATCH = 2000;
const BUDGET = { importMs: 60_000, rssMb: 300 };
const MAPPING: StatementMapping = {
  reference: "UTR No",
  date: "Txn Date",
  amount: "Amount",
  type: "Cr/Dr",
  narration: "Narration",
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const perSecond = (rows: number, ms: number) => Math.round((rows / ms) * 1000);

/** A statement as banks give it: the account's lines above the header, then `rows` credits. */
async function writeStatement(file: string, rows: number) {
  const out = createWriteStream(file);
  const write = async (line: string) => {
    if (!out.write(`${line}\r\n`)) await once(out, "drain");
  };
  await write("Account: 0011223344 (University fees),,,,");
  await write("Statement of 01/11/2026 to 30/11/2026,,,,");
  await write("Txn Date,UTR No,Narration,Amount,Cr/Dr");
  const amounts = [500, 1000, 1500, 2500, 25_000, 1_00_000];
  for (let i = 0; i < rows; i++) {
    const day = String(1 + (i % 30)).padStart(2, "0");
    const amount = (amounts[i % amounts.length] ?? 0) + (i % 7) * 0.25;
    const grouped = amount.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await write(`${day}/11/2026,SBIN${String(i).padStart(12, "0")},NEFT-CR-APPLICANT ${i} PHD FEE,"${grouped}",CR`);
  }
  out.end();
  await once(out, "finish");
}

/**
 * The yardstick: the same upload streamed to a file, parsed as it is read, its credits written by
 * the server's query in the server's batches, one transaction. Nothing else (no dry run, no
 * reference look-ups, no matching).
 */
function bareRoute(db: Db, userId: string, tmpDir: string) {
  const app = Fastify();
  app.register(fastifyMultipart, { limits: { fileSize: 1024 * 1024 * 1024 } });
  app.post("/import", async (request) => {
    const fields: Record<string, string> = {};
    const file = path.join(tmpDir, "bare-upload.csv");
    for await (const part of request.parts()) {
      if (part.type === "file") await pipeline(part.file, createWriteStream(file));
      else fields[part.fieldname] = String(part.value);
    }
    const mapping = JSON.parse(fields.mapping ?? "{}") as StatementMapping;
    return db.transaction(async (tx) => {
      const statement = await insertStatement(tx, {
        bankName: fields.bankName ?? "",
        fileName: "statement.csv",
        mimeType: "text/csv",
        fileSize: statSync(file).size,
        storageKey: file,
        sha256: "bare",
        credits: 0,
        added: 0,
        importedById: userId,
      });
      let indexes: Partial<Record<StatementField, number>> | null = null;
      let batch: Parameters<typeof insertCredits>[1] = [];
      let added = 0;
      const records = createReadStream(file).pipe(
        parse({ bom: true, skip_empty_lines: true, relax_column_count: true, info: true }),
      );
      for await (const { record, info } of records as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
        if (!indexes) {
          if (missingColumns(mapping, record).length === 0) indexes = columnIndexes(mapping, record);
          continue;
        }
        const cells: Partial<Record<StatementField, string>> = {};
        for (const [field, i] of Object.entries(indexes) as [StatementField, number][]) cells[field] = record[i] ?? "";
        const read = readStatementRow(cells);
        if (!read?.ok) continue;
        batch.push({ statementId: statement.id, line: info.lines, ...read.credit });
        if (batch.length >= SERVER_BATCH) {
          added += await insertCredits(tx, batch);
          batch = [];
        }
      }
      added += await insertCredits(tx, batch);
      return { added };
    });
  });
  return app;
}

interface Sent {
  ms: number;
  rssBefore: number;
  peakRss: number;
  data: Record<string, unknown>;
}

interface Row {
  action: string;
  times: number[];
  rowsPerSecond: number;
  rssBeforeMb: number;
  peakRssMb: number;
  note: string;
  budget: string;
  met: boolean;
}

/** `<name>_reconciliation` of the bench database, dropped and created empty. */
async function freshDatabase(): Promise<string> {
  const fresh = new URL(sourceUrl);
  fresh.pathname = `${fresh.pathname}_reconciliation`;
  const admin = new URL(sourceUrl);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const name = fresh.pathname.slice(1).replace(/"/g, "");
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
  return fresh.toString();
}

async function main() {
  const databaseUrl = await freshDatabase();
  rmSync(portalDataDir, { recursive: true, force: true });
  mkdirSync(portalDataDir, { recursive: true });
  const tmpDir = mkdtempSync(path.join(os.tmpdir(), "bench-reconciliation-"));
  const csvFile = path.join(tmpDir, "statement.csv");
  await writeStatement(csvFile, ROWS);
  const csvMb = Math.round((statSync(csvFile).size / 1024 / 1024) * 10) / 10;
  // The default MAX_UPLOAD_MB (5) refuses a statement of more than about 70,000 rows.
  const maxUploadMb = String(Math.max(5, Math.ceil(csvMb) + 1));
  console.info(`${ROWS} rows in ${csvFile} (${csvMb} MB); the portal with MAX_UPLOAD_MB=${maxUploadMb}.`);

  const env = { DATABASE_URL: databaseUrl, DATA_DIR: portalDataDir, LOG_LEVEL: "warn", MAX_UPLOAD_MB: maxUploadMb };
  const portal = await startPortal(env, await freePort(), path.join(dataDir, "portal-reconciliation.log"));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const db = drizzle(pool, { schema }) as unknown as Db;
  let bare: FastifyInstance | undefined;
  const results: Row[] = [];
  try {
    // The portal has migrated: an account section coordinator, signed in by a token of the portal's secret.
    const user = await insertUser(db, {
      role: "accountSectionCoordinator",
      name: "Bench Accounts",
      email: "accounts@bench.local",
      passwordHash: "!unusable",
    });
    const { jwtSecret } = loadConfig({ ...process.env, ...env, LOG_LEVEL: "silent" });
    const token = await new TokenService(jwtSecret).sign({ sub: user.id, role: user.role, tv: user.tokenVersion });
    bare = bareRoute(db, user.id, tmpDir);
    const barePort = await freePort();
    await bare.listen({ port: barePort, host: "127.0.0.1" });

    const content = readFileSync(csvFile);
    /** One upload of the statement, timed to its answer, with the portal's RSS before and at its peak. */
    const send = async (port: number, urlPath: string, apply: boolean, headers: Record<string, string> = {}) => {
      const form = multipart(
        { bankName: "State Bank of India", mapping: JSON.stringify(MAPPING), apply: String(apply) },
        [{ field: "statement", name: "statement.csv", content, type: "text/csv" }],
      );
      const rssBefore = rssMb(portal.child.pid);
      const sampler = rssSampler(portal.child.pid);
      const t0 = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}${urlPath}`, {
        method: "POST",
        headers: { ...headers, "content-type": form.contentType },
        body: new Uint8Array(form.body),
      });
      const json = (await res.json()) as { data?: Record<string, unknown> };
      const ms = Math.round(performance.now() - t0);
      const peakRss = sampler.stop();
      if (!res.ok) throw new Error(`POST ${urlPath} answered ${res.status}: ${JSON.stringify(json).slice(0, 500)}`);
      return { ms, rssBefore, peakRss, data: json.data ?? json };
    };
    const emptyTables = () => pool.query("truncate statement_credits, bank_statements cascade");
    const written = async () =>
      Number((await pool.query<{ n: string }>("select count(*) as n from statement_credits")).rows[0]?.n);

    const runs = { dry: [] as Sent[], apply: [] as Sent[], bare: [] as Sent[] };
    for (let run = 0; run < RUNS; run++) {
      // Each run into empty tables: every credit is new to the portal and to the yardstick alike.
      await emptyTables();
      for (const apply of [false, true]) {
        const sent = await send(portal.port, "/api/reconciliation/statements", apply, {
          authorization: `Bearer ${token}`,
        });
        const report = sent.data as { credits: number; added: number; problemCount: number };
        if (report.problemCount > 0 || report.credits !== ROWS)
          throw new Error(`the portal read ${report.credits} credits and ${report.problemCount} problems`);
        if (apply && (report.added !== ROWS || (await written()) !== ROWS))
          throw new Error(`the portal added ${report.added} credits of ${ROWS}`);
        runs[apply ? "apply" : "dry"].push(sent);
      }
      await emptyTables();
      const sent = await send(barePort, "/import", true);
      if ((sent.data as { added?: number }).added !== ROWS || (await written()) !== ROWS)
        throw new Error(`the bare route answered ${JSON.stringify(sent.data)}`);
      runs.bare.push(sent);
    }

    const portalImport = median(runs.apply.map((r) => r.ms));
    const ratio = Math.round((median(runs.bare.map((r) => r.ms)) / portalImport) * 100) / 100;
    const row = (action: string, sent: Sent[], note: string, budget: { ms?: number; rss?: number }): Row => {
      const times = sent.map((r) => r.ms);
      const peakRssMb = Math.max(...sent.map((r) => r.peakRss));
      return {
        action,
        times,
        rowsPerSecond: perSecond(ROWS, median(times)),
        rssBeforeMb: sent[0]?.rssBefore ?? 0,
        peakRssMb,
        note,
        budget: [budget.ms && `≤ ${budget.ms / 1000} s`, budget.rss && `≤ ${budget.rss} MB`].filter(Boolean).join(", "),
        met: (!budget.ms || Math.max(...times) <= budget.ms) && (!budget.rss || peakRssMb <= budget.rss),
      };
    };
    // The import's answer counts the current round's fee records by their match (few here).
    const matched = runs.apply.at(-1)?.data.matched as Record<string, number> | null | undefined;
    const records = Object.values(matched ?? {}).reduce((a, b) => a + b, 0);
    results.push(
      row("dry run (portal)", runs.dry, "read, checked, references looked up", { rss: BUDGET.rssMb }),
      row("import (portal)", runs.apply, `+ written, round matched (${matched ? records : "no"} fee records)`, {
        ms: BUDGET.importMs,
        rss: BUDGET.rssMb,
      }),
      row("import (bare route)", runs.bare, `stored, parsed, written; ratio bare ÷ portal ${ratio}`, {}),
    );
    report(csvMb, ratio, results);
  } finally {
    await bare?.close();
    await portal.stop();
    await pool.end();
    rmSync(tmpDir, { recursive: true, force: true });
  }
}

function report(csvMb: number, ratio: number, results: Row[]) {
  const lines: (string | number)[][] = [["action", "runs (ms)", "rows/s", "portal RSS (MB)", "", "budget", ""]];
  for (const r of results)
    lines.push([
      r.action,
      r.times.join(", "),
      r.rowsPerSecond,
      r.action.includes("bare") ? "" : `${r.rssBeforeMb} → ${r.peakRssMb}`,
      r.note,
      r.budget,
      r.budget ? (r.met ? "ok" : "MISSED") : "",
    ]);
  const load = os.loadavg().map((n) => n.toFixed(1));
  // A run with BENCH_PORTAL_NODE_ARGS (a capped heap, a profile) is told apart in the JSON.
  const portalNodeArgs = process.env.BENCH_PORTAL_NODE_ARGS ?? "";
  console.info(`\nA statement of ${ROWS} rows (${csvMb} MB CSV); ${os.cpus().length} cores, load ${load.join(" ")}.\n`);
  console.info(table(lines));
  const resultsDir = path.join(root, "bench/results");
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(
    resultsDir,
    `reconciliation-${new Date().toISOString().slice(0, 10)}${ROWS === 300_000 ? "" : `-${ROWS}`}.json`,
  );
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), cores: os.cpus().length, load, portalNodeArgs, rows: ROWS, csvMb, ratio, results }, null, 2)}\n`,
  );
  console.info(`Written to ${path.relative(root, file)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
