/**
 * Helpers of the resilience scripts: real server processes, nginx in front of them, a scratch
 * PostgreSQL database, an HTTP client that can choose its source address, and a cleanup stack.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { withAdminClient } from "../apps/server/test/pg-admin.ts";
import { freePort } from "../bench/lib.ts";
import { buildServerIfStale, serverArgs, waitForHealth as waitForAnswer } from "../scripts/lib.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// Cleanup: every resource registers how to release it; release runs newest first, once.

const cleanups: { what: string; fn: () => unknown }[] = [];
const children = new Set<ChildProcess>();

export function onCleanup(what: string, fn: () => unknown) {
  cleanups.push({ what, fn });
}

export async function cleanUp() {
  while (cleanups.length > 0) {
    const step = cleanups.pop();
    if (!step) break;
    try {
      await step.fn();
    } catch (err) {
      console.error(`cleanup (${step.what}) failed: ${err instanceof Error ? err.message : err}`);
    }
  }
}

// A script that dies anyway leaves no server or nginx behind.
process.on("exit", () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill("SIGKILL");
});

// ---------------------------------------------------------------------------------------------
// Ports, PostgreSQL

/** `<prefix><random>` created on TEST_DATABASE_URL's server (or the local one); dropped at cleanup. */
export async function scratchDatabase(prefix: string): Promise<{ url: string; name: string }> {
  const baseUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
  const name = `${prefix}${randomBytes(5).toString("hex")}`;
  await withAdminClient(baseUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  onCleanup(`drop database ${name}`, () =>
    withAdminClient(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  );
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

// ---------------------------------------------------------------------------------------------
// Processes

export interface Proc {
  name: string;
  child: ChildProcess;
  logFile: string;
  /** The last lines of its output (for failure messages). */
  tail(lines?: number): string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves when it has exited. */
  stop(graceMs?: number): Promise<void>;
}

/** Starts a process with its output in `logFile`; it is stopped at cleanup. */
export function startProcess(
  name: string,
  cmd: string,
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; logFile: string },
): Proc {
  const fd = openSync(opts.logFile, "a");
  const child = spawn(cmd, args, { cwd: root, env: opts.env ?? process.env, stdio: ["ignore", fd, fd] });
  closeSync(fd);
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.once("exit", () => children.delete(child));
  const proc: Proc = {
    name,
    child,
    logFile: opts.logFile,
    tail(lines = 20) {
      const text = existsSync(opts.logFile) ? readFileSync(opts.logFile, "utf8") : "";
      return text.trimEnd().split("\n").slice(-lines).join("\n");
    },
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
  onCleanup(`stop ${name}`, () => proc.stop());
  return proc;
}

/** Resolves when GET `url` answers 200; rejects (with the log's tail) if the process exits first or time runs out. */
export function waitForHealth(proc: Proc, url: string, timeoutMs = 60_000) {
  return waitForAnswer(url, proc.child, { timeoutMs, tail: () => proc.tail() });
}

/** One portal server (the bundle `npm start` runs) with `env` on top of this process's environment. */
export async function startServer(name: string, env: Record<string, string>, logDir: string) {
  const port = await freePort();
  const dataDir = path.join(logDir, `${name}-data`);
  mkdirSync(dataDir, { recursive: true });
  await buildServerIfStale();
  const proc = startProcess(name, process.execPath, serverArgs(), {
    env: { ...process.env, HOST: "127.0.0.1", ...env, PORT: String(port), DATA_DIR: dataDir },
    logFile: path.join(logDir, `${name}.log`),
  });
  await waitForHealth(proc, `http://127.0.0.1:${port}/api/health`);
  return { ...proc, port, dataDir };
}

// ---------------------------------------------------------------------------------------------
// nginx

export function nginxBinary(): string {
  for (const candidate of ["/usr/sbin/nginx", "/usr/bin/nginx"]) if (existsSync(candidate)) return candidate;
  try {
    return execFileSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).trim();
  } catch {
    throw new Error("nginx is not installed (apt-get install nginx)");
  }
}

/**
 * nginx in the foreground on a free port of 127.0.0.1, balancing round robin over `upstreams`.
 * Its configuration, pid file, logs and temp folders all live in `dir`: a system nginx is untouched.
 * The access log names the instance (`$upstream_addr`) that answered each request.
 */
export async function startNginx(dir: string, upstreams: number[], clientMaxBodyMb: number) {
  const port = await freePort();
  mkdirSync(path.join(dir, "temp"), { recursive: true });
  const p = (name: string) => path.join(dir, name);
  const conf = `# Written by resilience/lib.ts (see docs/deploy.md for a production example).
${process.getuid?.() === 0 ? "user root root;\n" : ""}worker_processes 1;
pid ${p("nginx.pid")};
error_log ${p("nginx-error.log")} warn;
events { worker_connections 1024; }
http {
  client_body_temp_path ${p("temp/client_body")};
  proxy_temp_path ${p("temp/proxy")};
  fastcgi_temp_path ${p("temp/fastcgi")};
  uwsgi_temp_path ${p("temp/uwsgi")};
  scgi_temp_path ${p("temp/scgi")};
  log_format upstreams '$remote_addr $request_method $uri $status $upstream_addr';
  access_log ${p("nginx-access.log")} upstreams;

  upstream portal {
${upstreams.map((u) => `    server 127.0.0.1:${u};`).join("\n")}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size ${clientMaxBodyMb}m;
    location / {
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      # Replaces (never appends to) what the client sent: the servers trust this header.
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_send_timeout 120s;
      proxy_read_timeout 120s;
    }
  }
}
`;
  const confFile = p("nginx.conf");
  writeFileSync(confFile, conf);
  const proc = startProcess(
    "nginx",
    nginxBinary(),
    ["-p", dir, "-e", p("nginx-error.log"), "-c", confFile, "-g", "daemon off;"],
    {
      logFile: p("nginx-out.log"),
    },
  );
  await waitForHealth(proc, `http://127.0.0.1:${port}/api/health`, 20_000);
  return {
    ...proc,
    port,
    /** Access log lines: client address, method, path, status, upstream. */
    accessLog(): { client: string; method: string; path: string; status: number; upstream: string }[] {
      const file = p("nginx-access.log");
      if (!existsSync(file)) return [];
      return readFileSync(file, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((line) => {
          const [client = "", method = "", uri = "", status = "0", upstream = ""] = line.split(" ");
          return { client, method, path: uri, status: Number(status), upstream };
        });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// HTTP from a chosen source address (nginx sees each simulated client as its own address)

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
onCleanup("http agent", () => agent.destroy());

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json<T = Record<string, unknown>>(): T;
}

export async function httpRequest(
  port: number,
  method: string,
  urlPath: string,
  opts: { from?: string; headers?: Record<string, string>; json?: unknown; form?: FormData; timeoutMs?: number } = {},
): Promise<HttpAnswer> {
  const headers: Record<string, string> = { ...opts.headers };
  let body: Buffer | undefined;
  if (opts.json !== undefined) {
    body = Buffer.from(JSON.stringify(opts.json));
    headers["content-type"] = "application/json";
  } else if (opts.form) {
    const encoded = new Response(opts.form);
    body = Buffer.from(await encoded.arrayBuffer());
    headers["content-type"] = encoded.headers.get("content-type") ?? "";
  }
  if (body) headers["content-length"] = String(body.length);
  return new Promise<HttpAnswer>((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, method, path: urlPath, headers, agent, localAddress: opts.from },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, json: () => JSON.parse(text) });
        });
        res.on("error", reject);
      },
    );
    req.setTimeout(opts.timeoutMs ?? 60_000, () => req.destroy(new Error(`${method} ${urlPath}: no answer in time`)));
    req.on("error", reject);
    req.end(body);
  });
}

/** Runs `fn` over `items`, at most `limit` at a time. */
export async function inPool<T, R>(items: T[], limit: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
