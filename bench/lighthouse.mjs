// npm run bench:web — Lighthouse (performance + accessibility) on the public home and the sign-in
// pages of the real portal, mobile and desktop presets, on Debian's Chromium.
//
// Builds the web app if it is stale, starts the server as `npm start` does (its bundle) on a free port with a fresh
// DATA_DIR, runs Lighthouse through its Node API LH_RUNS times per page and preset, prints a table
// of the medians and the JavaScript each page downloads before it is usable, writes
// bench/results/lighthouse-<YYYY-MM-DD>.json and exits 1 when a median score of the budgeted preset
// is below 95 or a page's JavaScript is over its budget (JS_BUDGETS_GZIP_KB below).
//
// Options (environment): LH_BUDGET_PRESET=mobile|desktop (default mobile), CHROME_PATH (default
// /usr/bin/chromium), LH_PAGES=/,/candidate-login (default: the home and the three sign-in pages),
// LH_RUNS=3 (runs per page and preset; each number reported is the median of them).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { buildServerIfStale, buildWebIfStale, freePort, root, run, serverArgs } from "../scripts/lib.mjs";

/**
 * The JavaScript a page may download before it is usable, in KB gzip (what a gzip-only client
 * downloads): the public home (issue 14) and the sign-in pages (issue 29). A page not listed has no
 * budget; its JavaScript is still printed.
 */
const JS_BUDGETS_GZIP_KB = {
  "/": 150,
  "/candidate-login": 215,
  "/faculty-login": 215,
  "/account-section-login": 215,
};
const SCORE_BUDGET = 95;
const RUNS = Number(process.env.LH_RUNS ?? 3);
const BUDGET_PRESET = process.env.LH_BUDGET_PRESET ?? "mobile";
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
// LH_REPORTS=<dir>: every run's full Lighthouse report (JSON) is written there, for its diagnostics.
const REPORTS_DIR = process.env.LH_REPORTS;
const PAGES = (process.env.LH_PAGES ?? "/,/candidate-login,/faculty-login,/account-section-login").split(",");
const PRESETS = { mobile: undefined, desktop: desktopConfig };
const CATEGORIES = ["performance", "accessibility"];

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const median = (numbers) => {
  const sorted = numbers.toSorted((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

async function startPortal(port, dataDir) {
  await buildServerIfStale();
  const child = spawn(process.execPath, serverArgs(), {
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
      const body = await res.arrayBuffer();
      // A file whose gzip would not be smaller has no gzip variant (the build's precompress step):
      // it goes as it is, and its own length is what the client downloads.
      if (res.headers.get("content-encoding") !== "gzip") return body.byteLength;
      // fetch decodes the body; Content-Length still gives the bytes that went over the wire.
      return Number(res.headers.get("content-length"));
    }),
  );
  return sizes.reduce((t, n) => t + n, 0);
}

function summarise(lhr, page, preset) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  // By type and by MIME type: a `<link rel="modulepreload">` fetch may not be typed "Script".
  const scripts = requests.filter((r) => r.resourceType === "Script" || /javascript/.test(r.mimeType ?? ""));
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

/**
 * One page and preset over its runs: each number the median of the runs; the scripts and the
 * failing audits those of Lighthouse's median run (the run nearest the median FCP and TTI).
 */
function medianOf(lhrs, page, preset) {
  const runs = lhrs.map((lhr) => summarise(lhr, page, preset));
  const middle = summarise(computeMedianRun(lhrs), page, preset);
  const numbers = ["performance", "accessibility", "fcpMs", "lcpMs", "tbtMs", "cls", "jsTransferredKB"];
  return {
    ...middle,
    ...Object.fromEntries(numbers.map((key) => [key, median(runs.map((r) => r[key]))])),
    runs: runs.length,
    samples: runs.map(({ performance, accessibility, fcpMs, lcpMs, tbtMs, cls, jsTransferredKB }) => ({
      performance,
      accessibility,
      fcpMs,
      lcpMs,
      tbtMs,
      cls,
      jsTransferredKB,
    })),
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

// Lighthouse's "bad trace recording" and "no screenshots" codes (core/lib/lh-error.js).
const RECORDING_FAULTS = new Set([
  "NO_TRACING_STARTED",
  "NO_RESOURCE_REQUEST",
  "NO_NAVSTART",
  "NO_DCL",
  "NO_FMP",
  "NO_SPEEDLINE_FRAMES",
  "NO_SCREENSHOTS",
  "INVALID_SPEEDLINE",
  "SPEEDINDEX_OF_ZERO",
]);
/**
 * One Lighthouse run. A run whose trace Lighthouse could not record (its runtime errors such as
 * NO_NAVSTART: Chromium's tracing, not the page) is run again, up to twice, and said so; any other
 * runtime error (NO_FCP: the page painted nothing), or a third failure, stops the bench.
 */
async function lighthouseRun(url, flags, config, label) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`Lighthouse gave no result for ${label}`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (!RECORDING_FAULTS.has(error.code) || attempt === 3) throw new Error(`${label}: ${error.message}`);
    console.info(`  ${label}: Lighthouse could not record the run (${error.code}); running it again`);
  }
}

async function main() {
  if (!existsSync(CHROME_PATH)) {
    throw new Error(`Chromium not found at ${CHROME_PATH}: run 'node scripts/ensure-chromium.mjs' or set CHROME_PATH.`);
  }
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`LH_RUNS must be a whole number ≥ 1, not ${RUNS}`);
  await buildWebIfStale();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "phd-lighthouse-"));
  const port = await freePort();
  let portal;
  let chrome;
  const runs = [];
  const pageJs = [];
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
        const lhrs = [];
        for (let i = 1; i <= RUNS; i++) {
          const result = await lighthouseRun(`${portal.base}${page}`, flags, config, `${page} (${preset})`);
          lhrs.push(result.lhr);
          if (REPORTS_DIR) {
            await mkdir(REPORTS_DIR, { recursive: true });
            const name = `${page.replace(/\W+/g, "_") || "home"}-${preset}-${i}.json`;
            await writeFile(path.join(REPORTS_DIR, name), JSON.stringify(result.lhr));
          }
          const run = summarise(result.lhr, page, preset);
          console.info(
            `  ${page} ${preset} run ${i}/${RUNS}: performance ${run.performance}, ` +
              `accessibility ${run.accessibility}, LCP ${run.lcpMs} ms`,
          );
        }
        runs.push(medianOf(lhrs, page, preset));
      }
    }
    // What each page downloads before it is usable: every script of its load in the median run of
    // the budgeted preset (nothing on these pages is fetched later without a user's action), as
    // transferred (brotli) and as gzip.
    for (const page of PAGES) {
      const run = runs.find((r) => r.page === page && r.preset === BUDGET_PRESET) ?? runs.find((r) => r.page === page);
      if (!run) continue;
      const scripts = [...new Map(run.scripts.map((s) => [s.url, s])).values()];
      pageJs.push({
        page,
        files: scripts.length,
        gzipKB: kb(await gzipSizes(scripts.map((s) => s.url))),
        transferredKB: kb(scripts.reduce((t, s) => t + (s.transferSize ?? 0), 0)),
        rawKB: kb(scripts.reduce((t, s) => t + (s.resourceSize ?? 0), 0)),
        budgetGzipKB: JS_BUDGETS_GZIP_KB[page],
      });
    }
  } finally {
    if (chrome) await chrome.kill();
    if (portal) await stopPortal(portal.child);
    await rm(dataDir, { recursive: true, force: true });
  }

  console.info(`\nMedians of ${RUNS} run${RUNS === 1 ? "" : "s"} per page and preset:`);
  printTable(runs);
  console.info("\nJavaScript before the page is usable (KB gzip; as transferred to Chromium, brotli; uncompressed):");
  for (const js of pageJs) {
    const verdict =
      js.budgetGzipKB === undefined
        ? "no budget"
        : `budget ${js.budgetGzipKB} KB gzip: ${js.gzipKB > js.budgetGzipKB ? "OVER" : "ok"}`;
    console.info(
      `  ${js.page.padEnd(24)} ${String(js.files).padStart(3)} files  ${String(js.gzipKB).padStart(6)} KB gzip  ` +
        `(${js.transferredKB} KB br, ${js.rawKB} KB raw)  ${verdict}`,
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
  for (const js of pageJs)
    if (js.budgetGzipKB !== undefined && js.gzipKB > js.budgetGzipKB)
      failures.push(`${js.page} JavaScript ${js.gzipKB} KB gzip > ${js.budgetGzipKB} KB`);

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
        budget: { preset: BUDGET_PRESET, minScore: SCORE_BUDGET, jsGzipKB: JS_BUDGETS_GZIP_KB },
        runsPerPage: RUNS,
        pageJs,
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
    console.info(
      `Within budget (${BUDGET_PRESET}: median scores ≥ ${SCORE_BUDGET}, each page's JS within its budget).`,
    );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
