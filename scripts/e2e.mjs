// Browser tests: Debian's Chromium through Playwright, against the real server on a fresh data folder,
// with mail delivered over SMTP to a sink (see e2e/global-setup.ts).
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureChromium } from "./ensure-chromium.mjs";
import { buildWebIfStale, freePort, root, run } from "./lib.mjs";

ensureChromium();
await buildWebIfStale();
const port = await freePort();
const smtpPort = await freePort();
const work = mkdtempSync(path.join(os.tmpdir(), "phd-e2e-"));
const env = {
  ...process.env,
  E2E_PORT: String(port),
  E2E_SMTP_PORT: String(smtpPort),
  E2E_WORK_DIR: work,
  E2E_BASE_URL: `http://127.0.0.1:${port}`,
};
const code = await run(
  process.execPath,
  [path.join(root, "node_modules/@playwright/test/cli.js"), "test", ...process.argv.slice(2)],
  { env },
);
process.exit(code);
