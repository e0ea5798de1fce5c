/**
 * `npm run bench:selection`: issue 24's bulk actions at the size of a big department. A copy of the
 * bench database (the 20,000 demo candidates of `npm run bench`, copied with `create database …
 * template`) gets `--target` verified applications in one department of the current round (moved in from
 * other departments and marked verified as the reviews would leave them); then,
 * through HTTP against the portal started as `npm start` does:
 * - "shortlist all matching" for all of them in one action, and taking it back, `--runs` times:
 *   the time, and that every row the action wrote carries one transaction id (xmin);
 * - interview slots for all of them and "Assign automatically": the time, one transaction;
 * - the mail worker sending the call letters (each PDF rendered when its mail is sent): letters per
 *   second over `--drain` seconds.
 * Prints a table and writes bench/results/selection-<date>.json. No time is asserted anywhere.
 *
 * Options: --candidates 20000 --target 5000 --runs 3 --drain 30
 * Environment: BENCH_DATABASE_URL (the source, default postgres://postgres@127.0.0.1:5432/phd_bench;
 * the copy is <name>_selection), BENCH_DATA_DIR (default bench/.data).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { loadConfig } from "../apps/server/src/config/env.ts";
import { TokenService } from "../apps/server/src/lib/tokens.ts";
import { type Department, gatherDepartment } from "./department.ts";
import { copyDatabase, fillDemoData, freePort, root, startPortal, table } from "./lib.ts";

const { values: args } = parseArgs({
  options: {
    candidates: { type: "string", default: "20000" },
    target: { type: "string", default: "5000" },
    runs: { type: "string", default: "3" },
    drain: { type: "string", default: "30" },
  },
});
const TARGET = Number(args.target);
const RUNS = Number(args.runs);
const SLOT_CAPACITY = 500;
const sourceUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/phd_bench";
const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(root, "bench/.data"));
const dbName = (url: string) => new URL(url).pathname.slice(1).replace(/"/g, "");

interface Timed {
  action: string;
  times: number[];
  rows: number;
  transactions: number;
  budget: string;
  met: boolean;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main() {
  await fillDemoData(sourceUrl, dataDir, args.candidates);
  console.info(`Copying ${dbName(sourceUrl)} to ${dbName(sourceUrl)}_selection …`);
  const copyUrl = await copyDatabase(sourceUrl, "selection");
  const pool = new pg.Pool({ connectionString: copyUrl, max: 2 });
  const dept = await gatherDepartment(pool, TARGET);
  console.info(`${dept.department}: ${dept.verified} verified applications in the current round.`);

  const config = loadConfig({ ...process.env, DATABASE_URL: copyUrl, DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  const token = await new TokenService(config.jwtSecret).sign({
    sub: dept.coordinator.id,
    role: "coordinator",
    tv: dept.coordinator.tv,
  });
  const portal = await startPortal(
    { DATABASE_URL: copyUrl, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    await freePort(),
    path.join(dataDir, "portal-selection.log"),
  );
  const call = async (method: string, url: string, body?: unknown) => {
    const t0 = performance.now();
    const res = await fetch(`http://127.0.0.1:${portal.port}/api/rounds/${dept.roundId}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as { data?: Record<string, number>; message?: string };
    const ms = Math.round(performance.now() - t0);
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(json)}`);
    return { ms, data: json.data ?? {} };
  };
  const oneValue = async (sql: string, params: unknown[] = []) =>
    (await pool.query<{ rows: number; transactions: number }>(sql, params)).rows[0] ?? { rows: 0, transactions: 0 };
  const scope = [dept.roundId, dept.department];
  const dropPendingMails = () => pool.query("delete from mail_outbox where status = 'pending'");
  const results: Timed[] = [];
  let drain: { seconds: number; sent: number; perSecond: number } | undefined;

  try {
    // 1. Shortlist everything that matches, then take it back: each one request, one transaction.
    const shortlist: Timed = {
      action: "shortlist all matching",
      times: [],
      rows: 0,
      transactions: 0,
      budget: "≤ 2 s, one transaction",
      met: false,
    };
    const withdraw: Timed = { ...shortlist, action: "take the shortlist back", times: [] };
    for (let run = 0; run < RUNS; run++) {
      const done = await call("POST", "/shortlist", {
        department: dept.department,
        decision: "SHORTLISTED",
        allMatching: {},
      });
      shortlist.times.push(done.ms);
      // The decisions and their audit rows, all with the transaction id of the one that wrote them.
      const written = await oneValue(
        `select count(*)::int as rows, count(distinct xmin::text)::int as transactions from application_selections
          where round_id = $1 and department = $2`,
        scope,
      );
      shortlist.rows = written.rows;
      shortlist.transactions = written.transactions;
      await dropPendingMails();
      if (run === RUNS - 1) break;
      const since = (await pool.query<{ t: Date }>("select clock_timestamp() as t")).rows[0]?.t;
      const back = await call("POST", "/shortlist", {
        department: dept.department,
        decision: "PENDING",
        allMatching: {},
      });
      withdraw.times.push(back.ms);
      withdraw.rows = back.data.updated ?? 0;
      withdraw.transactions = (
        await oneValue(
          `select count(*)::int as rows, count(distinct xmin::text)::int as transactions from audit_events
            where action = 'application.shortlist' and to_status = 'PENDING' and created_at >= $1`,
          [since],
        )
      ).transactions;
      await dropPendingMails();
    }
    shortlist.met = shortlist.rows >= TARGET && shortlist.transactions === 1 && Math.max(...shortlist.times) <= 2000;
    withdraw.met = withdraw.transactions === 1 && Math.max(...withdraw.times) <= 2000;
    results.push(shortlist);
    if (withdraw.times.length) results.push(withdraw);

    // 2. Interview slots for everyone (all shortlisted need an interview), then automatic assignment.
    const slots = Math.ceil(shortlist.rows / SLOT_CAPACITY);
    const firstDay = Date.now() + 14 * 86_400_000;
    for (let i = 0; i < slots; i++)
      await call("POST", "/slots", {
        department: dept.department,
        kind: "INTERVIEW",
        startsAt: new Date(firstDay + i * 3_600_000).toISOString(),
        durationMinutes: 60,
        mode: "IN_PERSON",
        venue: `Bench hall ${i + 1}`,
        capacity: SLOT_CAPACITY,
      });
    const assign: Timed = {
      action: `assign interview slots (${slots} × ${SLOT_CAPACITY})`,
      times: [],
      rows: 0,
      transactions: 0,
      budget: "≤ 2 s, one transaction",
      met: false,
    };
    for (let run = 0; run < RUNS; run++) {
      const last = run === RUNS - 1;
      const done = await call("POST", "/slots/auto-assign", { department: dept.department, kind: "INTERVIEW" });
      assign.times.push(done.ms);
      const written = await oneValue(
        `select count(*)::int as rows, count(distinct xmin::text)::int as transactions from application_selections
          where round_id = $1 and department = $2 and interview_slot_id is not null`,
        scope,
      );
      assign.rows = written.rows;
      assign.transactions = written.transactions;
      if (last) break;
      await pool.query(
        "update application_selections set interview_slot_id = null where round_id = $1 and department = $2",
        scope,
      );
      await dropPendingMails();
    }
    assign.met = assign.rows >= shortlist.rows && assign.transactions === 1 && Math.max(...assign.times) <= 2000;
    results.push(assign);

    // 3. The worker sends the call letters of the last assignment, each PDF rendered as it goes.
    const seconds = Number(args.drain);
    const sentSql =
      "select count(*)::int as rows, 0 as transactions from mail_outbox where template = 'slot' and status = 'sent'";
    const before = (await oneValue(sentSql)).rows;
    const t0 = performance.now();
    while (performance.now() - t0 < seconds * 1000) await new Promise((r) => setTimeout(r, 1000));
    const sent = (await oneValue(sentSql)).rows - before;
    const elapsed = (performance.now() - t0) / 1000;
    drain = { seconds: Math.round(elapsed), sent, perSecond: Math.round((sent / elapsed) * 10) / 10 };
  } finally {
    await portal.stop();
    await pool.end();
  }
  report(dept, results, drain);
}

function report(dept: Department, results: Timed[], drain?: { seconds: number; sent: number; perSecond: number }) {
  const lines: (string | number)[][] = [["action", "runs (ms)", "median", "max", "rows", "transactions", "budget", ""]];
  for (const r of results)
    lines.push([
      r.action,
      r.times.join(", "),
      median(r.times),
      Math.max(...r.times),
      r.rows,
      r.transactions,
      r.budget,
      r.met ? "ok" : "MISSED",
    ]);
  console.info(`\n${dept.department}, ${dept.verified} verified applications; ${os.cpus().length} cores.\n`);
  console.info(table(lines));
  if (drain)
    console.info(
      `\nCall letters mailed by the worker: ${drain.sent} in ${drain.seconds} s (${drain.perSecond} per second, PDF rendered per mail).`,
    );
  const resultsDir = path.join(root, "bench/results");
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `selection-${new Date().toISOString().slice(0, 10)}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), cores: os.cpus().length, department: dept, results, drain }, null, 2)}\n`,
  );
  console.info(`Written to ${path.relative(root, file)}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
