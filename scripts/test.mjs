// npm test: the whole gate, layer by layer — lint, types, unit + API (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set) + web component tests (jsdom), then the browser tests in Debian's Chromium. Every layer runs; the
// summary says which failed, and the last line counts the tests: "N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { root, run } from "./lib.mjs";

const bin = (p) => path.join(root, "node_modules", p);
const results = path.join(root, "test-results");
mkdirSync(results, { recursive: true });
const vitestJson = path.join(results, "vitest.json");
const e2eJson = path.join(results, "e2e-results.json");
rmSync(vitestJson, { force: true });
rmSync(e2eJson, { force: true });

const layers = [
  { name: "lint (biome)", cmd: [bin("@biomejs/biome/bin/biome"), "check", "."] },
  { name: "typecheck (tsc)", cmd: ["npm", "run", "--silent", "typecheck"], shell: true },
  {
    name: process.env.TEST_DATABASE_URL
      ? "unit + API on PGlite and PostgreSQL + web components in jsdom (vitest)"
      : "unit + API on PGlite + web components in jsdom (vitest)",
    cmd: [bin("vitest/vitest.mjs"), "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`],
  },
  { name: "browser end-to-end (playwright + chromium)", cmd: [path.join(root, "scripts/e2e.mjs")] },
];

const outcome = [];
for (const layer of layers) {
  console.info(`\n━━━ ${layer.name} ━━━`);
  const [cmd, ...args] = layer.cmd;
  const code = layer.shell ? await run(cmd, args) : await run(process.execPath, [cmd, ...args]);
  outcome.push({ name: layer.name, ok: code === 0 });
}

let passed = 0;
let failed = 0;
if (existsSync(vitestJson)) {
  const v = JSON.parse(readFileSync(vitestJson, "utf8"));
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
}
if (existsSync(e2eJson)) {
  const s = JSON.parse(readFileSync(e2eJson, "utf8")).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
}
// A layer that failed before counting anything still counts as a failure.
const failedLayers = outcome.filter((o) => !o.ok);
if (failedLayers.length > 0 && failed === 0) failed = failedLayers.length;

console.info("\n━━━ summary ━━━");
for (const o of outcome) console.info(`${o.ok ? "ok  " : "FAIL"}  ${o.name}`);
if (failedLayers.length)
  console.info("Browser test traces and screenshots: test-results/e2e/, report: playwright-report/index.html");
console.info(`${passed} passed, ${failed} failed`);
process.exit(failedLayers.length ? 1 : 0);
