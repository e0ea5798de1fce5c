/**
 * `npm run bench`: the portal on the demo data (PostgreSQL), each endpoint loaded with autocannon
 * and compared with a bare Fastify route doing the same SQL in the same run (bench/bare-server.ts),
 * and, for the three heaviest reads, with a second yardstick answering the same data with the best
 * SQL written by hand (bench/best-sql.ts; checked to hold the same rows and total first),
 * then the write paths (a 1 MB section save, a surge of concurrent submissions, a sign-in storm
 * with public reads measured during it) and the embedded database's start-up and idle memory.
 * Prints one table, checks the budgets of issue 14 and writes bench/results/<date>.json.
 *
 * Options: --candidates 20000 --duration 10 --connections 50 --only name,name --skip-pglite --alone-runs 3
 *          --best-rounds 3
 * Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/phd_bench; created
 * when missing), BENCH_DATA_DIR (default bench/.data). Loopback only; every load is bounded.
 *
 * The parts: run-config.ts (options and sizes), run-prepare.ts (the subjects, tokens and recorded
 * SQL, before any load), run-endpoints.ts (the reads measured), run-reads.ts (their timing against
 * the bare and best routes), run-writes.ts (the write paths), run-report.ts (table and JSON).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fillDemoData, freePort, rssMb, startBare, startPortal } from "./lib.ts";
import { args, databaseUrl, dataDir, serverEnv, wanted } from "./run-config.ts";
import { prepare } from "./run-prepare.ts";
import { checkBestAnswers, measureReads } from "./run-reads.ts";
import { type PgliteStart, type Row, report } from "./run-report.ts";
import { timeCsvExport, timeProfileSave, timeSignInStorm, timeSubmissionSurge } from "./run-writes.ts";

async function main() {
  await fillDemoData(databaseUrl, dataDir, args.candidates);

  const prepared = await prepare();
  const planFile = path.join(dataDir, "bare-plan.json");
  writeFileSync(planFile, JSON.stringify(prepared.plan));
  const portal = await startPortal(
    { ...serverEnv, TRUST_PROXY: "true", LOG_LEVEL: process.env.LOG_LEVEL ?? "info" },
    await freePort(),
    path.join(dataDir, "portal.log"),
  );
  const bare = await startBare(planFile);
  const pid = portal.child.pid;
  await checkBestAnswers(prepared.reads, portal.port, bare.port);
  const rows: Row[] = [];
  console.info(`Portal up in ${portal.startMs} ms (PostgreSQL), idle RSS ${rssMb(pid)} MB; loading…`);

  try {
    rows.push(...(await measureReads(prepared.reads, portal.port, bare.port, pid)));
    if (wanted("profile-save") && prepared.editorTokens.length)
      rows.push(await timeProfileSave(portal.port, prepared.editorTokens, pid));
    if (wanted("submission-surge") && prepared.submitters.length)
      rows.push(...(await timeSubmissionSurge(portal.port, prepared.submitters, pid)));
    if (wanted("csv-export")) rows.push(await timeCsvExport(portal.port, prepared.accountToken ?? "", pid));
    if (wanted("sign-in-storm")) rows.push(...(await timeSignInStorm(portal.port, prepared.signIns, pid)));
  } finally {
    await bare.stop();
    await portal.stop();
  }

  const pglite = args["skip-pglite"] ? undefined : await measurePglite();
  report(rows, pglite, portal.startMs);
}

/** The embedded default on a laptop: first start (creates and migrates), a restart, idle memory. */
async function measurePglite(): Promise<PgliteStart> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "phd-bench-pglite-"));
  try {
    const env = { DATA_DIR: dir, DATABASE_URL: "", LOG_LEVEL: "warn" };
    const first = await startPortal(env, await freePort(), path.join(dir, "portal.log"));
    await first.stop();
    const second = await startPortal(env, await freePort(), path.join(dir, "portal.log"));
    await new Promise((r) => setTimeout(r, 3000));
    const idleRssMb = rssMb(second.child.pid);
    await second.stop();
    return { firstStartMs: first.startMs, restartMs: second.startMs, idleRssMb };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
