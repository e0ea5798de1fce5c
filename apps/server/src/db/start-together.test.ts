import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { usingPostgres, withAdminClient } from "../../test/helpers.ts";
import type { AppContext } from "../context.ts";
import { ensureBootstrapAdmin } from "../modules/auth/index.ts";
import { countUsersByRole } from "../modules/users/index.ts";
import { type Database, openDatabase } from "./client.ts";

/**
 * Several instances on one PostgreSQL start at the same moment (docs/deploy.md): one applies the
 * migrations while the others wait, and exactly one creates the first admin. Without the lock,
 * two migrators raced and one failed at start ("type … already exists").
 */
describe.runIf(usingPostgres())("instances starting together on one PostgreSQL", () => {
  const baseUrl = process.env.TEST_DATABASE_URL ?? "";
  const name = `phd_together_${randomBytes(5).toString("hex")}`;
  const opened: Database[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((d) => d.close()));
    await withAdminClient(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it("both migrate a new database without error, and one first admin is created", async () => {
    await withAdminClient(baseUrl, (c) => c.query(`CREATE DATABASE ${name}`));
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const databases = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString(), poolSize: 2 })),
    );
    opened.push(...databases);

    const ctxOf = (d: Database) => ({ db: d.db, config: {} }) as unknown as AppContext;
    const created = await Promise.all(databases.map((d) => ensureBootstrapAdmin(ctxOf(d))));
    expect(created.filter((c) => c?.generatedPassword)).toHaveLength(1);
    for (const d of databases) expect(await countUsersByRole(d.db, "admin")).toBe(1);
  }, 60_000);
});
