import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defined } from "../../test/helpers.ts";
import { openDatabase } from "../db/client.ts";
import { verifyPassword } from "../lib/passwords.ts";
import { findUserByRoleAndMis } from "../modules/users/index.ts";

const run = promisify(execFile);
const cli = path.join(path.dirname(fileURLToPath(import.meta.url)), "admin.ts");
let dataDir: string;

/** `npm run admin` against a real (embedded) database in a fresh DATA_DIR. PGlite-only: it is about the CLI. */
describe.runIf(process.env.TEST_DB !== "pg")("npm run admin", () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), "phd-admin-cli-"));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const admin = (...args: string[]) =>
    run(process.execPath, ["--import", "tsx", cli, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    });

  it("refuses without --mis, with a usage line", async () => {
    await expect(admin()).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining("Usage: npm run admin") });
  }, 120_000);

  it("creates an admin, then resets its password; the printed password signs in", async () => {
    const created = await admin("--mis", "A9001", "--email", "Registrar@Example.edu", "--name", "Registrar");
    expect(created.stdout).toContain("Admin A9001 created.");
    const printed = /Password: (\S+)/.exec(created.stdout)?.[1];
    expect(printed).toBeTruthy();

    const reset = await admin("--mis", "A9001", "--password", "chosen-password-1");
    expect(reset.stdout).toContain("Admin A9001: password reset.");

    const db = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    try {
      const row = defined(await findUserByRoleAndMis(db.db, "admin", "A9001"), "the admin A9001");
      expect(row).toMatchObject({ email: "registrar@example.edu", name: "Registrar", mustChangePassword: false });
      expect(await verifyPassword(row.passwordHash, "chosen-password-1")).toBe(true);
      expect(await verifyPassword(row.passwordHash, defined(printed, "a printed password"))).toBe(false);
    } finally {
      await db.close();
    }
    // Two CLI runs, each compiling the server through tsx, the first creating a PGlite database.
  }, 180_000);
});
