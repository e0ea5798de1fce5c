import { defineConfig, devices } from "@playwright/test";

const baseURL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:3100";

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  // One browser at a time: two workers took 11.9 min against 14.7 at 100 % CPU, and journeys that
  // move the server's one clock cannot run beside each other (docs/testing.md).
  workers: 1,
  // A test that fails once is a defect to find, not to re-run (issue 59): no retries, in CI either.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  globalSetup: "./e2e/global-setup.ts",
  // Playwright empties its outputDir at start, so it gets its own folder inside test-results/.
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results/e2e",
  reporter: [
    ["list"],
    ["json", { outputFile: "test-results/e2e-results.json" }],
    ["html", { open: "never", outputFolder: "playwright-report" }],
  ],
  use: {
    baseURL,
    // As a person who turned animations off: Mantine then shows and hides at once (theme.ts), so axe
    // never reads a fading toast and no step waits on a transition.
    contextOptions: { reducedMotion: "reduce" },
    // A failed test keeps its trace: the DOM at every step, network and console, but no screencast.
    // Recording the screencast cost a quarter of the run's CPU (the browser encodes a frame for
    // every paint), for pictures the DOM snapshots already show; the failure screenshot stays.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, testIgnore: /global-state/ },
    // Tests that change site-wide settings (admissions open/closed) run alone, after the rest.
    {
      name: "global-state",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: /global-state.*\.spec\.ts/,
      dependencies: ["desktop"],
    },
  ],
});
