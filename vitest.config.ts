import { defineConfig } from "vitest/config";

/**
 * Test projects (npm run test:unit / test:api / test:web; `npx vitest run --project api-pg` with TEST_DATABASE_URL).
 *
 * - unit:   pure functions (shared vocabulary, server helpers) — no database, no app.
 * - api:    the Fastify app through app.inject on PGlite; one migrated database is dumped once
 *           in globalSetup and each test file loads its own copy from that dump.
 * - api-pg: the same API tests against PostgreSQL (only when TEST_DATABASE_URL is set); one
 *           database is migrated in globalSetup and each test file clones its own from it.
 * - web:    component tests of apps/web in jsdom (test files beside the components): the app's Vite config,
 *           one render wrapper (apps/web/src/test/render.tsx), only the network stubbed.
 */
const apiInclude = ["apps/server/src/**/*.test.ts"];
const apiExclude = ["**/node_modules/**", "apps/server/src/**/*.unit.test.ts"];
/**
 * A test's limit is for a hang, not for speed (speed is bench/'s): three times what the slowest
 * ordinary test took on CI's busiest run (7 Dec: 1.9x slower than an idle machine). Heavier tests
 * (fuzz, authorization matrix, the CLI processes) set their own.
 */
const TEST_TIMEOUT = 60_000;
/** One seed for every property test, so a run draws what the last one drew (FC_SEED for a soak). */
const fastCheckSeed = "apps/server/test/fast-check-seed.ts";

export default defineConfig({
  test: {
    // Two cores on the CI machine; a PGlite instance is ~650 MB, so at most two files at once.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          setupFiles: [fastCheckSeed],
          testTimeout: TEST_TIMEOUT,
          include: [
            "packages/shared/src/**/*.test.ts",
            "apps/server/src/**/*.unit.test.ts",
            // The web's catalogue checks read files and parse the code: Node, not jsdom.
            "apps/web/src/**/*.unit.test.ts",
          ],
        },
      },
      {
        test: {
          name: "api",
          environment: "node",
          include: apiInclude,
          exclude: apiExclude,
          globalSetup: ["apps/server/test/global-setup.ts"],
          setupFiles: [fastCheckSeed],
          // Files reuse a worker's loaded modules (Fastify, drizzle, PGlite: ~2 s of imports per
          // file otherwise); each file still builds its own app and database. So: no vi.mock of
          // modules in API tests (put such tests in the unit project).
          isolate: false,
          testTimeout: TEST_TIMEOUT,
          hookTimeout: 2 * TEST_TIMEOUT,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: "api-pg",
                environment: "node",
                include: apiInclude,
                exclude: apiExclude,
                env: { TEST_DB: "pg" },
                globalSetup: ["apps/server/test/global-setup-pg.ts"],
                setupFiles: [fastCheckSeed],
                isolate: false,
                testTimeout: TEST_TIMEOUT,
                hookTimeout: 2 * TEST_TIMEOUT,
              },
            },
          ]
        : []),
      {
        extends: "apps/web/vite.config.ts",
        test: {
          name: "web",
          environment: "jsdom",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          exclude: ["apps/web/src/**/*.unit.test.ts"],
          setupFiles: [fastCheckSeed, "apps/web/src/test/setup.ts"],
          // Files reuse a worker's loaded modules (Mantine, React, i18n: ~1.2 s of imports and set-up
          // per file otherwise, 185 s against 84 s for the project); setup.ts resets the DOM, the
          // toasts, the stubbed network, storage and the language after each test.
          isolate: false,
          testTimeout: TEST_TIMEOUT,
        },
      },
    ],
  },
});
