import { randomUUID } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { migrationsFolder } from "../src/db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** Path of a PGlite data dump with every migration applied (api project only). */
    pgliteDump: string;
  }
}

/**
 * Migrates ONE embedded database and dumps it to a file; each API test file then starts its own
 * PGlite from that dump (~1 s) instead of creating and migrating a new one (~5 s, ~650 MB).
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const client = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle(client), { migrationsFolder });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const file = path.join(os.tmpdir(), `phd-pglite-template-${process.pid}-${randomUUID()}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteDump", file);
  if (process.env.DEBUG_TEST_SETUP) console.info(`PGlite template migrated in ${Date.now() - started} ms: ${file}`);
  return async () => {
    await rm(file, { force: true });
  };
}
