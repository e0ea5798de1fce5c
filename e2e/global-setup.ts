import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import { type SmtpSink, startSmtpSink } from "../apps/server/test/smtp-sink.ts";
import { buildServerIfStale, serverArgs, waitForHealth } from "../scripts/lib.mjs";
import { ADMIN, mailDir, REVIEW_MAIL_DELAY_SECONDS, workDir } from "./env.ts";

const root = path.resolve(import.meta.dirname, "..");

/** The SMTP sink of the API tests on a fixed port: every message is also written as JSON under the work folder, for the tests to read. */
function startSink(port: number): Promise<SmtpSink> {
  mkdirSync(mailDir, { recursive: true });
  let n = 0;
  return startSmtpSink({
    port,
    onMessage(mail) {
      const to = Array.isArray(mail.to) ? mail.to.map((t) => t.text).join(",") : (mail.to?.text ?? "");
      n += 1;
      // Written whole, then renamed: a test polling the folder never reads half a message.
      const file = path.join(mailDir, `${Date.now()}-${n}.json`);
      writeFileSync(
        `${file}.part`,
        JSON.stringify({
          to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: mail.attachments.map((a) => a.filename),
        }),
      );
      renameSync(`${file}.part`, file);
    },
  });
}

/**
 * One line of the server's output (pino JSON, or plain text): echoed to the console when it is
 * a warning or worse or not JSON (what LOG_LEVEL=warn showed before); a fault when it is an
 * error or fatal entry (level >= 50) or a 5xx answer.
 */
function classify(line: string): { echo: boolean; fault: boolean } {
  let entry: { level?: unknown; res?: { statusCode?: unknown } } | null;
  try {
    entry = JSON.parse(line);
  } catch {
    return { echo: true, fault: false };
  }
  const level = typeof entry?.level === "number" ? entry.level : undefined;
  const status = entry?.res?.statusCode;
  return {
    echo: level === undefined || level >= 40,
    fault: (level !== undefined && level >= 50) || (typeof status === "number" && status >= 500),
  };
}

/**
 * Reads the server's output line by line: every line into `logFile`, warnings and worse (and
 * anything not JSON) echoed to the console, faults kept for the teardown. Resolves when the
 * stream ends.
 */
function watchOutput(stream: Readable, echo: Writable, logFile: Writable, faults: string[]): Promise<void> {
  const lines = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
  lines.on("line", (line) => {
    logFile.write(`${line}\n`);
    const { echo: shown, fault } = classify(line);
    if (shown) echo.write(`${line}\n`);
    if (fault) faults.push(line);
  });
  return new Promise((resolve) => lines.once("close", resolve));
}

export default async function globalSetup() {
  const port = Number(process.env.E2E_PORT);
  const smtpPort = Number(process.env.E2E_SMTP_PORT);
  if (!port || !smtpPort)
    throw new Error("Run the browser tests with `npm run test:e2e` (it picks ports and builds the web app).");
  const sink = await startSink(smtpPort);
  await buildServerIfStale();
  const server = spawn(process.execPath, serverArgs(), {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(workDir, "data"),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_MIS: ADMIN.mis,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_NAME: ADMIN.name,
      INSTITUTION_NAME: "Example University",
      INSTITUTION_ADDRESS: "1 University Road, Pune 411005",
      INSTITUTION_PHONE: "+91 20 0000 0000",
      INSTITUTION_EMAIL: "phd.admissions@example.edu",
      CONTACT_PERSON: "Dr. A. Coordinator",
      // Info, so every answer is logged with its status (a 5xx fails the run); the console shows warn+.
      LOG_LEVEL: "info",
      // Notices gather for a minute; the tests move the clock past it rather than wait (support/clock.ts).
      REVIEW_MAIL_DELAY_SECONDS: String(REVIEW_MAIL_DELAY_SECONDS),
      // Time rules read a clock the tests move forward (POST /api/test/clock, decision 053).
      TEST_CLOCK: "on",
      DATABASE_URL: "",
    },
  });
  // The server's log: a 5xx answer, an error logged, or the server dying fails the run in teardown.
  const logPath = path.join(workDir, "server.log");
  const logFile = createWriteStream(logPath);
  const faults: string[] = [];
  const { stdout, stderr } = server;
  if (!stdout || !stderr) throw new Error("the server was started without output pipes");
  const outputDone = Promise.all([
    watchOutput(stdout, process.stdout, logFile, faults),
    watchOutput(stderr, process.stderr, logFile, faults),
  ]);
  let stopping = false;
  server.once("exit", (code, signal) => {
    if (!stopping) faults.push(`The server exited during the tests (code ${code}, signal ${signal}).`);
  });
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, server, { timeoutMs: 120_000, intervalMs: 300 });
  // Teardown never hangs: the server gets 15 s to finish, the sink 2 s to close its connections.
  const within = (ms: number, p: Promise<unknown>) => Promise.race([p, new Promise((r) => setTimeout(r, ms).unref())]);
  return async () => {
    stopping = true;
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await within(15_000, new Promise((r) => server.once("exit", r)));
      if (server.exitCode === null) server.kill("SIGKILL");
    }
    await within(2_000, outputDone);
    await new Promise<void>((r) => logFile.end(r));
    await within(2_000, sink.stop());
    if (faults.length > 0) {
      const shown = faults.slice(0, 20).map((l) => `  ${l.length > 2000 ? `${l.slice(0, 2000)}…` : l}`);
      throw new Error(
        `The server answered 5xx or logged an error during the browser tests (${faults.length}; whole log: ${logPath}):\n${shown.join("\n")}`,
      );
    }
  };
}
