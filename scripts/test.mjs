// npm test: the whole gate — lint, types and the builds, then unit + API (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set) + web component tests (jsdom) beside the browser tests in Debian's
// Chromium. Every layer runs; the summary says which failed, and the last line counts the tests:
// "N passed, N failed".
import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { root } from "./lib.mjs";

const bin = (p) => path.join(root, "node_modules", p);
const results = path.join(root, "test-results");
mkdirSync(results, { recursive: true });
const vitestJson = path.join(results, "vitest.json");
const e2eJson = path.join(results, "e2e-results.json");
rmSync(vitestJson, { force: true });
rmSync(e2eJson, { force: true });

/**
 * The layers run in two stages, each layer's output kept in its own log and printed whole when it
 * ends. First what only reads the code: lint, types, and the builds the browser run needs. Then
 * vitest beside the browser run: one browser worker uses about 1.25 of the machine's two cores
 * (its page waits on the server and on Playwright), and vitest, at a lower priority, fills the
 * rest, so the browser's pages see the CPU they would alone and nothing waits on the wall clock
 * for longer than it would (docs/testing.md).
 */
const vitestName = process.env.TEST_DATABASE_URL
  ? "unit + API on PGlite and PostgreSQL + web components in jsdom (vitest)"
  : "unit + API on PGlite + web components in jsdom (vitest)";
const stages = [
  [
    { name: "lint (biome)", cmd: [process.execPath, bin("@biomejs/biome/bin/biome"), "check", "."] },
    { name: "typecheck (tsc)", cmd: ["npm", "run", "--silent", "typecheck"] },
    { name: "build (web app, server bundle)", cmd: [process.execPath, path.join(root, "scripts/build.mjs")] },
  ],
  [
    {
      name: vitestName,
      nice: 10,
      cmd: [
        process.execPath,
        bin("vitest/vitest.mjs"),
        "run",
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${vitestJson}`,
      ],
    },
    { name: "browser end-to-end (playwright + chromium)", cmd: [process.execPath, path.join(root, "scripts/e2e.mjs")] },
  ],
];

/** `nice` from coreutils, when the machine has it: a lower priority for every thread the layer starts. */
const niceBin = ["/usr/bin/nice", "/bin/nice"].find((p) => existsSync(p));

/** Runs one layer with its output in `test-results/<n>.log`; resolves to its outcome once printed. */
function runLayer(layer, index) {
  const log = path.join(results, `layer-${index}.log`);
  const fd = openSync(log, "w");
  const [cmd, ...args] = layer.nice && niceBin ? [niceBin, "-n", String(layer.nice), ...layer.cmd] : layer.cmd;
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ["ignore", fd, fd], env: { ...process.env, FORCE_COLOR: "1" } });
    const done = (code) => {
      closeSync(fd);
      const ms = performance.now() - started;
      console.info(`\n━━━ ${layer.name} (${(ms / 1000).toFixed(1)} s) ━━━`);
      process.stdout.write(readFileSync(log));
      resolve({ name: layer.name, ok: code === 0, ms });
    };
    child.on("error", () => done(1));
    child.on("exit", (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const outcome = [];
const gateStarted = performance.now();
let index = 0;
for (const stage of stages) {
  console.info(`\nstarted together: ${stage.map((l) => l.name).join("; ")}`);
  const done = await Promise.all(stage.map((layer) => runLayer(layer, index++)));
  outcome.push(...done);
}
const gateMs = performance.now() - gateStarted;

let passed = 0;
let failed = 0;
// Every test's duration, to print the ten slowest: the budget in docs/testing.md is kept by them.
const durations = [];
// The names of the failed tests, repeated under the summary: a CI log is often read from its end.
const failures = [];
const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g");
const firstLine = (text) =>
  (
    String(text ?? "")
      .replace(ansi, "")
      .split("\n")
      .find((l) => l.trim()) ?? ""
  ).trim();
if (existsSync(vitestJson)) {
  const v = JSON.parse(readFileSync(vitestJson, "utf8"));
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  for (const file of v.testResults ?? []) {
    const where = path.relative(root, file.name);
    for (const t of file.assertionResults ?? []) {
      durations.push({ ms: t.duration ?? 0, label: `vitest  ${where} › ${t.fullName}` });
      if (t.status !== "failed") continue;
      failures.push(`vitest  ${where} › ${t.fullName}\n        ${firstLine(t.failureMessages?.[0]).slice(0, 300)}`);
    }
  }
}
/**
 * A browser test's errors as CI's log needs them: a timeout's first error says only "Test timeout",
 * the next one says which step was waiting and where, with the first lines of its call log.
 */
const e2eErrors = (test) => {
  const result = test.results?.find((r) => r.errors?.length || r.error);
  const errors = result?.errors?.length ? result.errors : result?.error ? [result.error] : [];
  return errors
    .slice(0, 3)
    .map((e) => {
      const lines = String(e.message ?? "")
        .replace(ansi, "")
        .split("\n")
        .map((l) => l.trimEnd())
        .filter((l) => l.trim());
      const callLog = lines.indexOf("Call log:");
      const shown = [lines[0] ?? "", ...(callLog >= 0 ? lines.slice(callLog + 1, callLog + 3) : [])];
      const at = e.location ? `  (${path.relative(root, e.location.file)}:${e.location.line})` : "";
      return shown.map((l, i) => `        ${l.trim().slice(0, 300)}${i === 0 ? at : ""}`).join("\n");
    })
    .join("\n");
};
if (existsSync(e2eJson)) {
  const report = JSON.parse(readFileSync(e2eJson, "utf8"));
  const s = report.stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        durations.push({ ms, label: `e2e     ${spec.file} › ${[...titles, spec.title].join(" › ")}` });
        if (test.status !== "unexpected" && test.status !== "flaky") continue;
        const label = test.status === "flaky" ? "flaky " : "e2e   ";
        failures.push(`${label}  ${spec.file} › ${[...titles, spec.title].join(" › ")}\n${e2eErrors(test)}`);
      }
    }
    // A describe block adds its title; the top-level suites are the files.
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
}
// A layer that failed before counting anything still counts as a failure.
const failedLayers = outcome.filter((o) => !o.ok);
if (failedLayers.length > 0 && failed === 0) failed = failedLayers.length;

const seconds = (ms) => `${(ms / 1000).toFixed(1).padStart(6)} s`;
console.info("\n━━━ ten slowest tests ━━━");
for (const d of durations.sort((a, b) => b.ms - a.ms).slice(0, 10)) console.info(`${seconds(d.ms)}  ${d.label}`);

console.info("\n━━━ summary ━━━");
for (const o of outcome) console.info(`${o.ok ? "ok  " : "FAIL"}  ${seconds(o.ms)}  ${o.name}`);
console.info(`      ${seconds(gateMs)}  in all`);
for (const f of failures) console.info(f);
if (failedLayers.length)
  console.info("Browser test traces and screenshots: test-results/e2e/, report: playwright-report/index.html");
console.info(`${passed} passed, ${failed} failed`);
process.exit(failedLayers.length ? 1 : 0);
