/**
 * `npm run bench:merit`: issue 25's heavy paths at the size of a state-wide department. A copy of
 * the bench database (`<name>_merit`, made again on every run) gets `--target` verified applications
 * in one department of the current round, all shortlisted (one request) and placed in the entrance
 * test channel; then, through HTTP against the portal as `npm start` runs it:
 * - the marks CSV of all of them imported: the dry run and the apply, `--runs` times each, with the
 *   portal's peak RSS while it reads the file (the parse is streamed, so memory stays bounded);
 * - with a panel score for everyone, the live merit list of the department's channel (every row read
 *   once, ranked and allotted in memory), `--runs` times, against a bare Fastify route in this
 *   process that runs the very same SQL and sends its rows (the yardstick: what the list costs
 *   beyond reading its rows).
 * Prints a table and writes bench/results/merit-<date>.json. No time is asserted anywhere.
 *
 * Options: --candidates 20000 --target 20000 --runs 5
 * Environment: BENCH_DATABASE_URL (the source, default postgres://postgres@127.0.0.1:5432/phd_bench;
 * the copy is <name>_merit), BENCH_DATA_DIR (default bench/.data).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { drizzle } from "drizzle-orm/node-postgres";
import Fastify from "fastify";
import pg from "pg";
import { loadConfig } from "../apps/server/src/config/env.ts";
import type { DbOrTx } from "../apps/server/src/db/client.ts";
import * as schema from "../apps/server/src/db/schema.ts";
import { TokenService } from "../apps/server/src/lib/tokens.ts";
import { meritInputs } from "../apps/server/src/modules/merit/queries.ts";
import type { DepartmentName } from "../packages/shared/src/index.ts";
import { gatherDepartment } from "./department.ts";
import { copyDatabase, fillDemoData, freePort, multipart, root, rssMb, rssSampler, startPortal, table } from "./lib.ts";

const { values: args } = parseArgs({
  options: {
    candidates: { type: "string", default: "20000" },
    target: { type: "string", default: "20000" },
    runs: { type: "string", default: "5" },
  },
});
const TARGET = Number(args.target);
const RUNS = Number(args.runs);
const sourceUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/phd_bench";
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(root, "bench/.data"));

interface Row {
  action: string;
  times: number[];
  note: string;
  budget: string;
  met: boolean;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main() {
  await fillDemoData(sourceUrl, dataDir, args.candidates);
  console.info("Copying the bench database …");
  const copyUrl = await copyDatabase(sourceUrl, "merit");
  const pool = new pg.Pool({ connectionString: copyUrl, max: 4 });
  const dept = await gatherDepartment(pool, TARGET);
  const department = dept.department as DepartmentName;
  console.info(`${department}: ${dept.verified} verified applications in the current round.`);

  const config = loadConfig({ ...process.env, DATABASE_URL: copyUrl, DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const token = await new TokenService(config.jwtSecret).sign({
    sub: dept.coordinator.id,
    role: "coordinator",
    tv: dept.coordinator.tv,
  });
  const portal = await startPortal(
    { DATABASE_URL: copyUrl, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    await freePort(),
    path.join(dataDir, "portal-merit.log"),
  );
  const bare = Fastify();
  const call = async (method: string, url: string, body?: { body: Buffer | string; contentType: string }) => {
    const t0 = performance.now();
    const res = await fetch(`http://127.0.0.1:${portal.port}/api/rounds/${dept.roundId}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": body.contentType } : {}) },
      body: body ? new Uint8Array(Buffer.from(body.body)) : undefined,
    });
    const json = (await res.json()) as { data?: Record<string, unknown>; message?: string };
    const ms = Math.round(performance.now() - t0);
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(json).slice(0, 500)}`);
    return { ms, data: json.data ?? {} };
  };
  const results: Row[] = [];

  try {
    // Set-up: everyone shortlisted by the coordinator's one action, then placed in the test channel
    // (the heaviest list: one channel of the whole department).
    await call("POST", "/shortlist", {
      body: JSON.stringify({ department, decision: "SHORTLISTED", allMatching: {} }),
      contentType: "application/json",
    });
    await pool.query(
      `update application_selections set channel = 'ENTRANCE_TEST', method = 'TEST_AND_INTERVIEW', qualification = 'NONE'
        where round_id = $1 and department = $2`,
      [dept.roundId, department],
    );
    const { rows: shortlisted } = await pool.query<{ id: string; applicationId: string; n: number }>(
      `select a.id, a.application_id as "applicationId", a.application_number as n from application_selections s
         join applications a on a.id = s.application_id
        where s.round_id = $1 and s.department = $2 and s.decision = 'SHORTLISTED' order by a.application_number`,
      [dept.roundId, department],
    );
    console.info(`${shortlisted.length} shortlisted in the entrance test channel.`);

    // 1. The marks CSV: a dry run and the apply, each of the whole file. Every run's file differs
    // from the last, so each apply changes (and audits) every row.
    const csvOf = (run: number) =>
      `application_id,marks\r\n${shortlisted
        .map((r) => `${r.applicationId},${r.n % 53 === 0 ? "ABSENT" : 20 + ((r.n * 37 + run) % 76)}`)
        .join("\r\n")}\r\n`;
    const form = (apply: boolean, run: number) =>
      multipart({ department, apply: String(apply) }, [
        { field: "file", name: "marks.csv", content: Buffer.from(csvOf(run)), type: "text/csv" },
      ]);
    const csvMb = Math.round((Buffer.byteLength(csvOf(0)) / 1024 / 1024) * 10) / 10;
    for (const apply of [false, true]) {
      const times: number[] = [];
      let peak = 0;
      let note = "";
      const before = rssMb(portal.child.pid);
      for (let run = 0; run < RUNS; run++) {
        const sampler = rssSampler(portal.child.pid);
        const done = await call("POST", "/marks/import", form(apply, run));
        peak = Math.max(peak, sampler.stop());
        times.push(done.ms);
        const report = done.data as {
          rows?: number;
          problemCount?: number;
          changes: { added: number; changed: number };
        };
        if (report.problemCount) throw new Error(`the bench file has ${report.problemCount} problems`);
        const written = report.changes.added + report.changes.changed;
        note = `${report.rows} rows (${csvMb} MB), ${written} ${apply ? "written" : "to write"}; RSS ${before} → peak ${peak} MB`;
      }
      results.push({
        action: apply ? "import marks: apply" : "import marks: dry run",
        times,
        note,
        budget: "≤ 5 s",
        met: Math.max(...times) <= 5000,
      });
    }

    // 2. A panel score for everyone (rows written directly: the list is what is measured).
    for (let i = 0; i < shortlisted.length; i += 2000) {
      const part = shortlisted.slice(i, i + 2000);
      await pool.query(
        `insert into interview_scores (application_id, round_id, department, panel, consolidated, absent)
         select id, $2, $3, '[]'::jsonb, score, false from unnest($1::uuid[], $4::numeric[]) as t(id, score)
         on conflict (application_id) do update set consolidated = excluded.consolidated, absent = false`,
        [part.map((r) => r.id), dept.roundId, department, part.map((r) => 40 + ((r.n * 29) % 56))],
      );
    }
    await pool.query("vacuum analyze entrance_marks, interview_scores, application_selections");

    // 3. The live merit list against a bare route sending the same SQL's rows.
    const db = drizzle(pool, { schema }) as unknown as DbOrTx;
    const query = meritInputs(db, dept.roundId, department).toSQL();
    bare.get("/rows", async () => (await pool.query(query.sql, query.params as unknown[])).rows);
    const barePort = await freePort();
    await bare.listen({ port: barePort, host: "127.0.0.1" });
    const url = `/merit?department=${encodeURIComponent(department)}&channel=ENTRANCE_TEST`;
    const list: number[] = [];
    const yardstick: number[] = [];
    let lines = 0;
    await call("GET", url); // warm-up
    for (let run = 0; run < RUNS; run++) {
      const done = await call("GET", url);
      list.push(done.ms);
      lines = (done.data.lines as unknown[]).length;
      const t0 = performance.now();
      const res = await fetch(`http://127.0.0.1:${barePort}/rows`);
      await res.arrayBuffer();
      yardstick.push(Math.round(performance.now() - t0));
    }
    const ratio = Math.round((median(yardstick) / median(list)) * 100) / 100;
    results.push({
      action: `merit list of ${lines} (live)`,
      times: list,
      note: `bare route, same SQL: ${yardstick.join(", ")} ms (ratio ${ratio})`,
      budget: "≤ 1 s",
      met: Math.max(...list) <= 1000,
    });
  } finally {
    await bare.close();
    await portal.stop();
    await pool.end();
  }
  report(department, dept.verified, results);
}

function report(department: string, verified: number, results: Row[]) {
  const lines: (string | number)[][] = [["action", "runs (ms)", "median", "max", "", "budget", ""]];
  for (const r of results)
    lines.push([
      r.action,
      r.times.join(", "),
      median(r.times),
      Math.max(...r.times),
      r.note,
      r.budget,
      r.met ? "ok" : "MISSED",
    ]);
  console.info(`\n${department}, ${verified} verified applications; ${os.cpus().length} cores.\n`);
  console.info(table(lines));
  const resultsDir = path.join(root, "bench/results");
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `merit-${new Date().toISOString().slice(0, 10)}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), cores: os.cpus().length, department, verified, results }, null, 2)}\n`,
  );
  console.info(`Written to ${path.relative(root, file)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
