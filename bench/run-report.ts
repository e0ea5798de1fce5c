/**
 * What `npm run bench` prints and keeps: one table of every measured row with its budget, the
 * embedded database's start-up, which budgets were missed, and bench/results/<date>.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type LoadResult, root, table } from "./lib.ts";
import { ALONE_RUNS, args, BEST_ROUNDS, CONNECTIONS, DURATION } from "./run-config.ts";

/** One line of the table: an endpoint or write path, its measured runs and its budget. */
export interface Row {
  endpoint: string;
  portal: LoadResult;
  bare?: LoadResult;
  /** The same answer from one hand-written statement (bench/best-sql.ts), at the same connections. */
  best?: LoadResult;
  /** The same request from one client at a time: what one coordinator waits for, without a queue. */
  alone?: LoadResult;
  ratio?: number;
  /** portal req/s ÷ best-SQL req/s (target ≥ 0.8). */
  bestRatio?: number;
  /** Each pair's ratio; bestRatio is their median. */
  bestRatios?: number[];
  budget: string;
  met: boolean;
  note?: string;
}

/** The embedded default on a laptop: first start (creates and migrates), a restart, idle memory. */
export interface PgliteStart {
  firstStartMs: number;
  restartMs: number;
  idleRssMb: number;
}

export function report(rows: Row[], pglite: PgliteStart | undefined, pgStartMs: number) {
  const lines: (string | number)[][] = [
    [
      "endpoint",
      "req/s",
      "p50",
      "p95",
      "p99",
      "p95 alone",
      "bare req/s",
      "ratio",
      "best req/s",
      "best ratio",
      "errors",
      "peak RSS",
      "budget",
      "",
    ],
  ];
  for (const r of rows)
    lines.push([
      r.endpoint,
      r.portal.rps,
      r.portal.p50,
      r.portal.p95,
      r.portal.p99,
      r.alone?.p95 ?? "—",
      r.bare?.rps ?? "—",
      r.ratio ?? "—",
      r.best?.rps ?? "—",
      r.bestRatio ?? "—",
      r.portal.errors,
      `${r.portal.peakRssMb} MB`,
      r.budget,
      r.met ? "ok" : "MISSED",
    ]);
  console.info(
    `\nLatencies in ms; ${CONNECTIONS} connections, ${DURATION} s per run, ${os.cpus().length} cores; "p95 alone": one connection, the median of ${ALONE_RUNS} runs; "best ratio": the median of ${BEST_ROUNDS} back-to-back pairs of runs.\n`,
  );
  console.info(table(lines));
  for (const r of rows.filter((r) => r.note)) console.info(`${r.endpoint}: ${r.note}`);
  if (pglite)
    console.info(
      `\nEmbedded database (PGlite): first start ${pglite.firstStartMs} ms, restart ${pglite.restartMs} ms, idle RSS ${pglite.idleRssMb} MB. PostgreSQL start: ${pgStartMs} ms.`,
    );
  const missed = rows.filter((r) => !r.met);
  console.info(missed.length ? `\n${missed.length} budget(s) missed.` : "\nEvery budget met.");
  const belowBest = rows.filter((r) => r.bestRatio !== undefined && r.bestRatio < 0.8);
  if (rows.some((r) => r.bestRatio !== undefined))
    console.info(
      belowBest.length
        ? `Best-SQL target (best ratio ≥ 0.8) missed by: ${belowBest.map((r) => `${r.endpoint} ${r.bestRatio}`).join(", ")}.`
        : "Best-SQL target (best ratio ≥ 0.8) met.",
    );
  const resultsDir = path.join(root, "bench/results");
  mkdirSync(resultsDir, { recursive: true });
  // A run at another size than the default keeps its own file, so both sides of a growth
  // comparison (bench/growth.ts) stay on disk: 2026-11-28.json and 2026-11-28-200000.json.
  const size = Number(args.candidates) === 20_000 ? "" : `-${args.candidates}`;
  const file = path.join(resultsDir, `${new Date().toISOString().slice(0, 10)}${size}.json`);
  writeFileSync(
    file,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: { cores: os.cpus().length, memoryGb: Math.round(os.totalmem() / 1024 ** 3), node: process.version },
        connections: CONNECTIONS,
        durationSeconds: DURATION,
        candidates: Number(args.candidates),
        rows,
        pglite,
        postgresStartMs: pgStartMs,
      },
      null,
      2,
    )}\n`,
  );
  console.info(`Written to ${path.relative(root, file)}`);
}
