import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServerIfStale, freePort, serverArgs, waitForHealth } from "../../../scripts/lib.mjs";

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

/**
 * The real process as `npm start` runs it (the server's bundle, decision 049): configuration
 * errors, bootstrap admin, and graceful shutdown on SIGTERM.
 */
describe.runIf(process.env.TEST_DB !== "pg")("main", () => {
  beforeAll(() => buildServerIfStale(), 60_000);

  it("stops at start with a message naming a bad variable", async () => {
    const child = spawn(process.execPath, serverArgs(), { env: { ...process.env, PORT: "not-a-port" } });
    let stderr = "";
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    const code = await new Promise((r) => child.on("exit", r));
    expect(code).toBe(1);
    expect(stderr).toContain("PORT");
  }, 120_000);

  it("prints a one-time admin password, and on SIGTERM finishes the request in flight before exiting", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "phd-main-"));
    dirs.push(dataDir);
    const port = await freePort();
    const child = spawn(process.execPath, serverArgs(), {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        LOG_LEVEL: "info",
        ADMIN_MIS: "",
      },
    });
    let stdout = "";
    child.stdout.on("data", (d) => {
      stdout += d;
    });
    const exited = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, child);
    expect(stdout).toMatch(/MIS:\s+admin/);
    const password = /Password: (\S+)/.exec(stdout)?.[1];
    expect(password).toBeTruthy();

    // A sign-in whose body is still arriving when SIGTERM comes.
    const body = JSON.stringify({ mis: "admin", password });
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port,
          method: "POST",
          path: "/api/admin/login",
          headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        },
        (res) => {
          let text = "";
          res.on("data", (d) => {
            text += d;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        child.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(10)), 300);
      }, 200);
    });
    const res = await response;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).user.mis).toBe("admin");
    expect(await exited).toBe(0);
    expect(stdout).toContain("shutting down");
    // A fresh DATA_DIR: PGlite's first start and the migrations, slow when the machine is busy.
  }, 180_000);
});
