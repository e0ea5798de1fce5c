/**
 * The options and fixed sizes of `npm run bench` (bench/run.ts), read once from the command line
 * and the environment, shared by its set-up, measurement and report.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { root } from "./lib.ts";

export const { values: args } = parseArgs({
  options: {
    candidates: { type: "string", default: "20000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    only: { type: "string" },
    "skip-pglite": { type: "boolean", default: false },
    "alone-runs": { type: "string", default: "3" },
    "best-rounds": { type: "string", default: "3" },
  },
});
export const DURATION = Number(args.duration);
/** One-client runs per read; "p95 alone" is their median (one run's p95 moved ±40 % on a busy VM). */
export const ALONE_RUNS = Math.max(1, Math.trunc(Number(args["alone-runs"])) || 1);
/**
 * The best-SQL ratio is the median of this many pairs of runs, the portal's and the best route's
 * one after the other: on two shared cores the machine's speed drifts between runs by ±15 %, and
 * pairs taken back to back see the same drift.
 */
export const BEST_ROUNDS = Math.max(1, Math.trunc(Number(args["best-rounds"])) || 1);
export const CONNECTIONS = Number(args.connections);
const only = args.only ? new Set(args.only.split(",")) : undefined;
export const wanted = (name: string) => !only || only.has(name);
export const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/phd_bench";
export const dataDir = path.resolve(process.env.BENCH_DATA_DIR ?? path.join(root, "bench/.data"));
export const POOL_SIZE = 10;
/** Submissions with 1 MB files arriving within SURGE_SECONDS (issue 29: 1,000 in a minute). */
export const SURGE = 1000;
export const SURGE_SECONDS = 60;
export const MB = 1024 * 1024;

// The database with demo data
export const serverEnv = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir };

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
