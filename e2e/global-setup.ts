import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { ADMIN, mailDir, workDir } from "./env.ts";

const root = path.resolve(import.meta.dirname, "..");

/** An SMTP sink: every message received is written as JSON under the work folder, for the tests to read. */
function startSink(port: number): Promise<SMTPServer> {
  mkdirSync(mailDir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to.map((t) => t.text).join(",") : (mail.to?.text ?? "");
          n += 1;
          writeFileSync(
            path.join(mailDir, `${Date.now()}-${n}.json`),
            JSON.stringify({ to, subject: mail.subject, text: mail.text, html: mail.html }),
          );
          callback();
        })
        .catch(callback);
    },
  });
  return new Promise((resolve, reject) => {
    server.listen(port, "127.0.0.1", () => resolve(server));
    server.on("error", reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error("server did not become healthy in time");
}

export default async function globalSetup() {
  const port = Number(process.env.E2E_PORT);
  const smtpPort = Number(process.env.E2E_SMTP_PORT);
  if (!port || !smtpPort)
    throw new Error("Run the browser tests with `npm run test:e2e` (it picks ports and builds the web app).");
  const sink = await startSink(smtpPort);
  const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "apps/server/src/main.ts")], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
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
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
  });
  await waitForHealth(`http://127.0.0.1:${port}`, server);
  // Teardown never hangs: the server gets 15 s to finish, the sink 2 s to close its connections.
  const within = (ms: number, p: Promise<unknown>) => Promise.race([p, new Promise((r) => setTimeout(r, ms).unref())]);
  return async () => {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await within(15_000, new Promise((r) => server.once("exit", r)));
      if (server.exitCode === null) server.kill("SIGKILL");
    }
    await within(2_000, new Promise<void>((r) => sink.close(() => r())));
  };
}
