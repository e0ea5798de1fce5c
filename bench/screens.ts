/**
 * npm run bench:screens — how long two screens take in a real browser on the demo data (issue 30,
 * item 6): submit → My Applications (the new row on the list) and the admin's Candidate Statistics
 * opened from the menu (totals and the candidates' list; then the charts). A signed-in page with
 * little on it (Manage Announcements) is timed the same way as the floor of this machine: the
 * ratio to it is what stays comparable between runs on a noisy machine.
 *
 * Builds the web app if stale, fills a fresh embedded database with `npm run demo-data` (kept in
 * bench/.screens-data between runs), starts the portal as `npm start` does, and drives Debian's
 * Chromium through Playwright: each run is a new browser context, so nothing is cached.
 * Options: --runs 5 (median of), --candidates 2000, --fresh (new data).
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { DEPARTMENTS, paths } from "@phd/shared";
import { type Browser, chromium, type Page } from "@playwright/test";
import {
  DEMO_ADMIN,
  DEMO_CANDIDATE_PASSWORD,
  DEMO_STAFF_PASSWORD,
  demoCandidateEmail,
} from "../apps/server/src/cli/demo-credentials.ts";
import { pdfBytes } from "../apps/server/test/files.ts";
import { buildWebIfStale } from "../scripts/lib.mjs";
import { freePort, root, startPortal } from "./lib.ts";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    candidates: { type: "string", default: "2000" },
    fresh: { type: "boolean", default: false },
  },
});
const RUNS = Number(values.runs);
const dataDir = path.join(root, "bench/.screens-data");
const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"];
const BUDGET_MS = 500;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};

async function api<T>(base: string, url: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
  if (typeof init.body === "string") headers.set("Content-Type", "application/json");
  const res = await fetch(base + url, { ...init, headers });
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A new context signed in with the token where the web app keeps it, on the given page. */
async function signedInPage(browser: Browser, base: string, token: string, start: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } });
  await context.addInitScript((t) => localStorage.setItem("token", t), token);
  const page = await context.newPage();
  await page.goto(start);
  return page;
}

/** Clicks a link of the signed-in menu; returns when it was clicked (performance.now()). */
async function clickMenuLink(page: Page, link: string) {
  const nav = page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: link });
  await nav.waitFor();
  const t0 = performance.now();
  await nav.click();
  return t0;
}

async function adminToken(base: string) {
  const { token } = await api<{ token: string }>(base, "/api/admin/login", {
    method: "POST",
    body: JSON.stringify({ mis: DEMO_ADMIN.mis, password: DEMO_STAFF_PASSWORD }),
  });
  return token;
}

async function statistics(browser: Browser, base: string) {
  const token = await adminToken(base);
  const content: number[] = [];
  const charts: number[] = [];
  const floor: number[] = [];
  const addressContent: number[] = [];
  const addressFloor: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await signedInPage(browser, base, token, paths.adminHome);
    const t0 = await clickMenuLink(page, "Candidate Statistics");
    await Promise.all([
      page.getByRole("table", { name: "Candidates" }).getByRole("row").nth(1).waitFor(),
      page.getByText("Total Candidates").waitFor(),
    ]);
    content.push(performance.now() - t0);
    await page.locator("[data-testid$='-chart']").first().waitFor();
    charts.push(performance.now() - t0);
    await page.context().close();

    const other = await signedInPage(browser, base, token, paths.adminHome);
    const t1 = await clickMenuLink(other, "Manage Announcements");
    await other.getByRole("heading", { level: 1, name: /Announcements/ }).waitFor();
    floor.push(performance.now() - t1);
    await other.context().close();

    // Opened by its address in a new tab: the whole app, the admin area and the page's data, cold.
    const coldStats = await signedInPage(browser, base, token, "about:blank");
    const t2 = performance.now();
    await coldStats.goto(paths.candidateStatistics);
    await Promise.all([
      coldStats.getByRole("table", { name: "Candidates" }).getByRole("row").nth(1).waitFor(),
      coldStats.getByText("Total Candidates").waitFor(),
    ]);
    addressContent.push(performance.now() - t2);
    await coldStats.context().close();

    const coldFloor = await signedInPage(browser, base, token, "about:blank");
    const t3 = performance.now();
    await coldFloor.goto(paths.manageAnnouncements);
    await coldFloor.getByRole("heading", { level: 1, name: /Announcements/ }).waitFor();
    addressFloor.push(performance.now() - t3);
    await coldFloor.context().close();
  }
  return { content, charts, floor, addressContent, addressFloor };
}

async function submit(browser: Browser, base: string) {
  const times: number[] = [];
  for (let n = 1; times.length < RUNS; n++) {
    const { token } = await api<{ token: string }>(base, "/api/candidate/login", {
      method: "POST",
      body: JSON.stringify({ email: demoCandidateEmail(n), password: DEMO_CANDIDATE_PASSWORD }),
    });
    const mine = await api<{ applications: { department: string; applicationType: string }[] }>(
      base,
      "/api/application",
      {
        token,
      },
    );
    const department = DEPARTMENTS.map((d) => d.name).find(
      (d) => !mine.applications.some((a) => a.department === d && a.applicationType === "REGULAR"),
    );
    if (!department) continue;
    const page = await signedInPage(browser, base, token, paths.applyToDepartment);
    await page.getByRole("combobox", { name: /^Department/ }).click();
    await page.getByRole("option", { name: new RegExp(`^${department} \\(`) }).click();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("radio", { name: /Regular Candidate/ }).check();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Upload Statement of Purpose (SOP)").setInputFiles({
      name: "sop.pdf",
      mimeType: "application/pdf",
      buffer: pdfBytes("My research statement"),
    });
    const receiptChoice = page.getByRole("radio", { name: /Upload a new receipt/ });
    if (await receiptChoice.count()) await receiptChoice.check();
    await page.getByLabel("Upload Application Fee Receipt").setInputFiles({
      name: "receipt.pdf",
      mimeType: "application/pdf",
      buffer: pdfBytes("Paid 1500"),
    });
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("textbox", { name: /^UTR\/DU Number/ }).fill(`BENCH${Date.now()}`);
    await page.getByRole("textbox", { name: /^Amount/ }).fill("1500");
    await page.getByLabel(/^Transaction Date & Time/).fill("2026-11-01T10:30");
    await page.getByRole("textbox", { name: /^Bank Name/ }).fill("State Bank of India");
    const t0 = performance.now();
    await page.getByRole("button", { name: "Submit Application" }).click();
    await page.waitForURL(/\/applications$/);
    await page.getByRole("row").filter({ hasText: department }).first().waitFor();
    times.push(performance.now() - t0);
    await page.context().close();
  }
  return times;
}

async function main() {
  await buildWebIfStale();
  if (values.fresh) await rm(dataDir, { recursive: true, force: true });
  const env = { DATA_DIR: dataDir, LOG_LEVEL: "warn", RATE_LIMIT_MAX: "100000", NODE_ENV: "production" };
  if (!existsSync(path.join(dataDir, "db"))) {
    await mkdir(dataDir, { recursive: true });
    console.info(`Filling ${dataDir} with ${values.candidates} demo candidates…`);
    execFileSync(
      process.execPath,
      ["--import", "tsx", "apps/server/src/cli/demo-data.ts", "--candidates", values.candidates],
      { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] },
    );
  }
  const portal = await startPortal(env, await freePort(), path.join(dataDir, "portal.log"));
  const base = `http://127.0.0.1:${portal.port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  try {
    const stats = await statistics(browser, base);
    const submitted = await submit(browser, base);
    const floor = median(stats.floor);
    const addressFloor = median(stats.addressFloor);
    const rows: [string, number, number][] = [
      ["from the menu: Manage Announcements (floor)", median(stats.floor), floor],
      ["submit → My Applications (new row shown)", median(submitted), floor],
      ["from the menu: Candidate Statistics", median(stats.content), floor],
      ["from the menu: Candidate Statistics + charts", median(stats.charts), floor],
      ["by address: Manage Announcements (floor)", addressFloor, addressFloor],
      ["by address: Candidate Statistics", median(stats.addressContent), addressFloor],
    ];
    console.info(`\nMedian of ${RUNS} runs, ms (budget ${BUDGET_MS} ms; ratio to the floor page of the same kind):`);
    for (const [label, ms, base] of rows) {
      console.info(`  ${label.padEnd(46)} ${String(Math.round(ms)).padStart(6)}   ×${(ms / base).toFixed(2)}`);
    }
    const out = path.join(root, "bench/results", `screens-${new Date().toISOString().slice(0, 10)}.json`);
    await mkdir(path.dirname(out), { recursive: true });
    const rounded = (xs: number[]) => xs.map(Math.round);
    const results = Object.fromEntries(Object.entries({ ...stats, submitted }).map(([k, xs]) => [k, rounded(xs)]));
    await writeFile(out, `${JSON.stringify({ runs: RUNS, ...results })}\n`);
  } finally {
    await browser.close();
    await portal.stop();
  }
}

await main();
