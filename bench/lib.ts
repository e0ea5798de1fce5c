/** Process, load and table helpers of the benchmark (bench/run.ts). Loopback only, bounded load. */
import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, mkdirSync, readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { pdfBytes } from "../apps/server/test/files.ts";
import { buildServerIfStale, serverArgs, waitForHealth } from "../scripts/lib.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface Started {
  child: ChildProcess;
  port: number;
  /** Milliseconds from spawn until the process answered. */
  startMs: number;
  stop(): Promise<void>;
}

/** Resident set size of a process, in MB (Linux /proc). */
export function rssMb(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

/** Samples a process's RSS every 100 ms until stopped; returns the peak in MB. */
export function rssSampler(pid: number | undefined) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 100);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, rssMb(pid));
    },
  };
}

function stopper(child: ChildProcess) {
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
    });
}

/**
 * The real portal, as `npm start` runs it (node on the server's bundle), its output into a log file.
 * BENCH_PORTAL_NODE_ARGS adds node options to it alone, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
 * (Node 20 refuses --cpu-prof in NODE_OPTIONS, and that would profile every process of the run).
 */
export async function startPortal(env: Record<string, string>, port: number, logFile: string): Promise<Started> {
  const t0 = performance.now();
  const nodeArgs = (process.env.BENCH_PORTAL_NODE_ARGS ?? "").split(" ").filter(Boolean);
  await buildServerIfStale();
  const child = spawn(process.execPath, serverArgs(nodeArgs), {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log = createWriteStream(logFile, { flags: "a" });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, child, { timeoutMs: 120_000, intervalMs: 25 });
  return { child, port, startMs: Math.round(performance.now() - t0), stop: stopper(child) };
}

/** The bare yardstick server (bench/bare-server.ts) for a recorded plan. */
export async function startBare(planFile: string): Promise<Started> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "bench/bare-server.ts", planFile], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`bare server exited with ${code}`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      const m = /listening (\d+)/.exec(chunk.toString());
      if (m) resolve(Number(m[1]));
    });
  });
  return { child, port, startMs: Math.round(performance.now() - t0), stop: stopper(child) };
}

export interface LoadRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

export interface LoadOptions {
  port: number;
  connections: number;
  /** Seconds; ignored when `amount` is set. */
  duration?: number;
  amount?: number;
  /** The request each new request is built from; `next(i)` varies it (token, body) per request. */
  request: LoadRequest;
  next?: (i: number) => Partial<LoadRequest>;
  pid?: number;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  statusCodes: Record<string, number>;
  peakRssMb: number;
}

/**
 * `count` requests sent at an even pace over `seconds` (request i leaves at i × seconds / count),
 * however long each takes: arrivals as in a deadline's last minute, not a closed loop of clients.
 * (autocannon's `overallRate` with `amount` did not end: it sent 19 more and then waited.)
 */
export async function paced(opts: {
  port: number;
  count: number;
  seconds: number;
  request: (i: number) => { method: string; path: string; headers: Record<string, string>; body?: Buffer };
  pid?: number;
}): Promise<LoadResult> {
  const sampler = rssSampler(opts.pid);
  const times: number[] = [];
  const statusCodes: Record<string, number> = {};
  let errors = 0;
  const started = performance.now();
  const one = async (i: number) => {
    await new Promise((r) => setTimeout(r, (i * opts.seconds * 1000) / opts.count));
    const r = opts.request(i);
    const t0 = performance.now();
    try {
      const res = await fetch(`http://127.0.0.1:${opts.port}${r.path}`, {
        method: r.method,
        headers: r.headers,
        body: r.body ? new Uint8Array(r.body) : undefined,
        signal: AbortSignal.timeout(30_000),
      });
      await res.arrayBuffer();
      statusCodes[res.status] = (statusCodes[res.status] ?? 0) + 1;
      if (res.status >= 300) errors++;
    } catch {
      errors++;
    }
    times.push(performance.now() - t0);
  };
  await Promise.all(Array.from({ length: opts.count }, (_, i) => one(i)));
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (p: number) => round(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0);
  return {
    requests: times.length,
    rps: round(times.length / seconds),
    p50: at(50),
    p95: at(95),
    p99: at(99),
    errors,
    statusCodes,
    peakRssMb: sampler.stop(),
  };
}

/** One autocannon run; errors = connection errors + timeouts + non-2xx answers. */
/**
 * Waits until the server has finished the requests a loaded run left behind: autocannon stops
 * sending at the run's end, but a slow endpoint still has up to one request per connection queued,
 * and a one-client run started at once would time that queue (seconds), not the endpoint. Done when
 * two health checks in a row answer within 25 ms (or after 60 s).
 */
export async function settle(port: number): Promise<void> {
  const until = Date.now() + 60_000;
  let quick = 0;
  while (quick < 2 && Date.now() < until) {
    const t0 = performance.now();
    await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.arrayBuffer());
    quick = performance.now() - t0 < 25 ? quick + 1 : 0;
  }
}

export async function load(opts: LoadOptions): Promise<LoadResult> {
  let i = 0;
  const sampler = rssSampler(opts.pid);
  const base = opts.request;
  const times: number[] = [];
  let instance: autocannon.Instance | undefined;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: `http://127.0.0.1:${opts.port}`,
        connections: opts.connections,
        ...(opts.amount ? { amount: opts.amount } : { duration: opts.duration ?? 10 }),
        timeout: 30,
        requests: [
          {
            method: (base.method ?? "GET") as "GET",
            path: base.path,
            headers: base.headers,
            body: base.body,
            ...(opts.next && {
              setupRequest: (req: autocannon.Request) => {
                const v = opts.next?.(i++) ?? {};
                return {
                  ...req,
                  ...(v.path && { path: v.path }),
                  ...(v.headers && { headers: { ...base.headers, ...v.headers } }),
                  ...(v.body && { body: v.body }),
                } as autocannon.Request;
              },
            }),
          },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
  });
  instance?.on("response", (_client, _status, _bytes, ms) => times.push(ms));
  const result = await done;
  const peakRssMb = sampler.stop();
  const statusCodes: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[code] = Number(count);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => round(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0);
  return {
    requests: times.length,
    // Answers per second over the run (a bounded run counts its own length).
    rps: round(times.length / result.duration),
    p50: at(50),
    p95: at(95),
    p99: at(99),
    errors: result.errors + result.timeouts + result.non2xx,
    statusCodes,
    peakRssMb,
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

/** Pads a plain-text table. */
export function table(rows: (string | number)[][]): string {
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((r) => String(r[c] ?? "").length))) ?? [];
  return rows
    .map((r, ri) => {
      const line = r.map((cell, c) => String(cell).padEnd(widths[c] ?? 0)).join("  ");
      return ri === 0 ? `${line}\n${widths.map((w) => "-".repeat(w)).join("  ")}` : line;
    })
    .join("\n");
}

/** A port nothing listens on right now (127.0.0.1). */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Multipart bodies (the benchmark's and resilience/crash.ts's uploads)

/** A multipart/form-data body of text fields and PDF files. */
export function multipart(
  fields: Record<string, string>,
  files: { field: string; name: string; content: Buffer; type?: string }[],
) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? "application/pdf"}\r\n\r\n`,
      ),
      f.content,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A valid one-page PDF of about `bytes` (its text stream is padded). */
export function pdfOfSize(bytes: number): Buffer {
  return pdfBytes(`Bench document ${"x".repeat(Math.max(0, bytes - 700))}`);
}

// ---------------------------------------------------------------------------------------------
// Databases and commands

/** Creates the database of a connection string when it is missing. */
export async function ensureDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
  if (!rowCount) await client.query(`create database "${name.replace(/"/g, "")}"`);
  await client.end();
}

/** A database named `<source>_<suffix>`, made again from the filled source (`create database … template`). */
export async function copyDatabase(sourceUrl: string, suffix: string): Promise<string> {
  const copy = new URL(sourceUrl);
  copy.pathname = `${copy.pathname}_${suffix}`;
  const name = (u: URL) => u.pathname.slice(1).replace(/"/g, "");
  const admin = new URL(sourceUrl);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists "${name(copy)}" with (force)`);
  await client.query(`create database "${name(copy)}" template "${name(new URL(sourceUrl))}"`);
  await client.end();
  return copy.toString();
}

/** Runs a command in the repository root, its output shown; rejects on a non-zero exit. */
export function run(cmd: string, argv: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { cwd: root, env: { ...process.env, ...env }, stdio: "inherit" });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${argv.join(" ")} exited with ${code}`))));
  });
}

/** The demo data of `npm run demo-data` in a PostgreSQL database (created when missing; idempotent). */
export async function fillDemoData(databaseUrl: string, dataDir: string, candidates: string) {
  mkdirSync(dataDir, { recursive: true });
  await ensureDatabase(databaseUrl);
  console.info(`Demo data (${candidates} candidates) in ${databaseUrl}`);
  await run(process.execPath, ["--import", "tsx", "apps/server/src/cli/demo-data.ts", "--candidates", candidates], {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  });
}
