// npm run bench:web — Lighthouse (performance + accessibility) on the public home and the sign-in
// pages of the real portal, mobile and desktop presets, on Debian's Chromium.
//
// Builds the web app if it is stale, starts `apps/server/src/main.ts` on a free port with a fresh
// DATA_DIR, runs Lighthouse through its Node API, prints a table and the JavaScript the home
// downloads before it is usable, writes bench/results/lighthouse-<YYYY-MM-DD>.json and exits 1 when
// a score of the budgeted preset is below 95 or the home's JavaScript is over its budget.
//
// Options (environment): LH_BUDGET_PRESET=mobile|desktop (default mobile), CHROME_PATH (default
// /usr/bin/chromium), LH_PAGES=/,/candidate-login (default: the home and the three sign-in pages).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { buildWebIfStale, freePort, root, run, serverEntry } from "../scripts/lib.mjs";

const SCORE_BUDGET = 95;
/** The JavaScript the public home may download before it is usable (gzip, issue 14). */
const HOME_JS_BUDGET_KB = 150;
const BUDGET_PRESET = process.env.LH_BUDGET_PRESET ?? "mobile";
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const PAGES = (process.env.LH_PAGES ?? "/,/candidate-login,/faculty-login,/account-section-login").split(",");
const PRESETS = { mobile: undefined, desktop: desktopConfig };
const CATEGORIES = ["performance", "accessibility"];

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

async function startPortal(port, dataDir) {
  const child = spawn(process.execPath, ["--import", "tsx", serverEntry], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    // The first start prints the bootstrap admin's password: not wanted in a benchmark's output.
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The portal exited with code ${child.exitCode} before it answered`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return { child, base };
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  child.kill("SIGTERM");
  throw new Error("The portal did not answer /api/health within 120 s");
}

async function stopPortal(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await Promise.race([exited, sleep(20_000).then(() => child.kill("SIGKILL"))]);
}

/** The gzip size (what a gzip-only client downloads) of each script, asked of the real server. */
async function gzipSizes(urls) {
  const sizes = await Promise.all(
    urls.map(async (url) => {
      const res = await fetch(url, { headers: { "accept-encoding": "gzip" } });
      await res.arrayBuffer();
      // fetch decodes the body; Content-Length still gives the bytes that went over the wire.
      if (res.headers.get("content-encoding") !== "gzip") throw new Error(`${url} was not sent gzip-compressed`);
      return Number(res.headers.get("content-length"));
    }),
  );
  return sizes.reduce((t, n) => t + n, 0);
}

function summarise(lhr, page, preset) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === "Script");
  const failing = {};
  for (const id of CATEGORIES) {
    failing[id] = lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0 || id === "accessibility")
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative")
      .map((a) => `${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ""}`);
  }
  return {
    page,
    preset,
    url: lhr.finalDisplayedUrl,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    fcpMs: Math.round(audit("first-contentful-paint")),
    lcpMs: Math.round(audit("largest-contentful-paint")),
    tbtMs: Math.round(audit("total-blocking-time")),
    cls: Math.round(audit("cumulative-layout-shift") * 1000) / 1000,
    jsTransferredKB: kb(scripts.reduce((t, r) => t + (r.transferSize ?? 0), 0)),
    // What moved, when the layout shifted noticeably.
    layoutShifts:
      audit("cumulative-layout-shift") > 0.05
        ? (lhr.audits["layout-shifts"]?.details?.items ?? []).map((i) => ({ score: i.score, node: i.node?.snippet }))
        : undefined,
    scripts: scripts.map((r) => ({ url: r.url, transferSize: r.transferSize, resourceSize: r.resourceSize })),
    failing,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    warnings: lhr.runWarnings,
    userAgent: lhr.environment?.hostUserAgent,
  };
}

function printTable(runs) {
  const cols = [
    ["page", (r) => r.page],
    ["preset", (r) => r.preset],
    ["perf", (r) => r.performance],
    ["a11y", (r) => r.accessibility],
    ["FCP ms", (r) => r.fcpMs],
    ["LCP ms", (r) => r.lcpMs],
    ["TBT ms", (r) => r.tbtMs],
    ["CLS", (r) => r.cls],
    ["JS KB", (r) => r.jsTransferredKB],
  ];
  const cells = [cols.map(([h]) => h), ...runs.map((r) => cols.map(([, f]) => String(f(r))))];
  const widths = cols.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (row) => `| ${row.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(" | ")} |`;
  console.info(line(cells[0]));
  console.info(`|${widths.map((w, i) => (i < 2 ? `:${"-".repeat(w + 1)}` : `${"-".repeat(w + 1)}:`)).join("|")}|`);
  for (const row of cells.slice(1)) console.info(line(row));
}

async function main() {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(`Chromium not found at ${CHROME_PATH}: run 'node scripts/ensure-chromium.mjs' or set CHROME_PATH.`);
  }
  await buildWebIfStale();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "phd-lighthouse-"));
  const port = await freePort();
  let portal;
  let chrome;
  const runs = [];
  let homeJs;
  try {
    portal = await startPortal(port, dataDir);
    chrome = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: [
        "--headless=new",
        ...(isRoot ? ["--no-sandbox"] : []),
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
    for (const page of PAGES) {
      for (const [preset, config] of Object.entries(PRESETS)) {
        const flags = { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES };
        const result = await lighthouse(`${portal.base}${page}`, flags, config);
        if (!result) throw new Error(`Lighthouse gave no result for ${page} (${preset})`);
        if (result.lhr.runtimeError) throw new Error(`${page} (${preset}): ${result.lhr.runtimeError.message}`);
        const run = summarise(result.lhr, page, preset);
        runs.push(run);
        console.info(`  ${page} ${preset}: performance ${run.performance}, accessibility ${run.accessibility}`);
      }
    }
    // What `/` downloads before it is usable: every script of its load (nothing on the home is
    // fetched later without a user's action), as transferred (brotli) and as gzip.
    const home = runs.find((r) => r.page === "/" && r.preset === BUDGET_PRESET) ?? runs.find((r) => r.page === "/");
    if (home) {
      const urls = home.scripts.map((s) => s.url);
      homeJs = {
        files: urls.length,
        transferredKB: kb(home.scripts.reduce((t, s) => t + (s.transferSize ?? 0), 0)),
        gzipKB: kb(await gzipSizes(urls)),
        rawKB: kb(home.scripts.reduce((t, s) => t + (s.resourceSize ?? 0), 0)),
        budgetGzipKB: HOME_JS_BUDGET_KB,
      };
    }
  } finally {
    if (chrome) await chrome.kill();
    if (portal) await stopPortal(portal.child);
    await rm(dataDir, { recursive: true, force: true });
  }

  console.info("");
  printTable(runs);
  if (homeJs) {
    console.info(
      `\nHome (/) JavaScript before it is usable: ${homeJs.files} files, ${homeJs.gzipKB} KB gzip ` +
        `(${homeJs.transferredKB} KB as transferred to Chromium, brotli; ${homeJs.rawKB} KB uncompressed); ` +
        `budget ${HOME_JS_BUDGET_KB} KB gzip.`,
    );
  }

  const failures = [];
  for (const r of runs.filter((r) => r.preset === BUDGET_PRESET)) {
    for (const category of CATEGORIES) {
      if (r[category] < SCORE_BUDGET) {
        failures.push(`${r.page} (${r.preset}) ${category} ${r[category]} < ${SCORE_BUDGET}`);
        for (const f of r.failing[category]) console.info(`    ${r.page} ${r.preset} ${category}: ${f}`);
      }
    }
  }
  if (homeJs && homeJs.gzipKB > HOME_JS_BUDGET_KB)
    failures.push(`home JavaScript ${homeJs.gzipKB} KB gzip > ${HOME_JS_BUDGET_KB} KB`);

  const date = new Date().toISOString().slice(0, 10);
  const file = path.join(root, "bench/results", `lighthouse-${date}.json`);
  await mkdir(path.dirname(file), { recursive: true });
  const chromium = runs[0]?.userAgent?.match(/Chrome\/[\d.]+/)?.[0];
  await writeFile(
    file,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        lighthouse: JSON.parse(await readFile(path.join(root, "node_modules/lighthouse/package.json"), "utf8")).version,
        machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, chromium },
        budget: { preset: BUDGET_PRESET, minScore: SCORE_BUDGET, homeJsGzipKB: HOME_JS_BUDGET_KB },
        homeJs,
        runs,
        failures,
      },
      null,
      2,
    )}\n`,
  );
  // Formatted as the repository's formatter wants it, so `npm run lint` stays clean.
  await run(process.execPath, [path.join(root, "node_modules/@biomejs/biome/bin/biome"), "format", "--write", file], {
    stdio: "ignore",
  });
  console.info(`\nWritten ${path.relative(root, file)}`);
  if (failures.length) {
    console.error(`Over budget (${BUDGET_PRESET}):\n  ${failures.join("\n  ")}`);
    process.exitCode = 1;
  } else
    console.info(`Within budget (${BUDGET_PRESET}: scores ≥ ${SCORE_BUDGET}, home JS ≤ ${HOME_JS_BUDGET_KB} KB gzip).`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
