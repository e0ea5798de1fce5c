import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations, SQL } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import pg from "pg";
import { serverDir } from "../config/paths.ts";
import { type CompiledQuery, pgliteBatches, postgresBatches } from "./batches.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** The one database type services see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Queries take either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  /** A long SELECT's rows in batches of arrays (exports): a server-side cursor on PostgreSQL. */
  batches(query: CompiledQuery, size: number): AsyncGenerator<unknown[][]>;
  /**
   * The first row of one statement sent as it is (reads answered whole by PostgreSQL, decision
   * 046). With a name, PostgreSQL parses and plans it once per connection (node-postgres keeps
   * the name per connection); the embedded database has no named statements and needs none.
   */
  firstRow<T>(query: CompiledQuery, name?: string): Promise<T | undefined>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(serverDir, "drizzle");

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder of the embedded database (PGlite); ignored with databaseUrl. */
  pgliteDir?: string;
  /** A PGlite data dump to start from (tests load a migrated template). */
  pgliteLoad?: Blob | File;
  poolSize?: number;
  /** Told about errors of idle pooled connections (e.g. the server restarted); they must not crash the process. */
  onPoolError?: (err: Error) => void;
  /** Told every statement Drizzle sends (the benchmark records each endpoint's SQL to replay it on a bare route). */
  /** `name`: the name a statement is prepared under (`firstRow`), so a replay prepares it alike. */
  logQuery?: (query: string, params: unknown[], name?: string) => void;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? 10 });
    // An idle client the server terminates emits 'error'; unhandled, that would end the process.
    pool.on("error", (err) => opts.onPoolError?.(err));
    // Connecting first fails fast with a clear message when the server is unreachable.
    const client = await pool.connect();
    try {
      // Several instances may start at once and drizzle's migrator takes no lock: one migrates,
      // the others wait on this session lock and then find nothing left to apply.
      await client.query("select pg_advisory_lock(hashtext('phd-portal:migrations'))");
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock(hashtext('phd-portal:migrations'))").catch(() => undefined);
      client.release();
    }
    const db = drizzlePg(pool, { schema, logger: queryLogger(opts) }) as unknown as Db;
    return {
      db,
      driver: "postgres",
      batches: (query, size) => postgresBatches(pool, query, size),
      firstRow: async <T>(query: CompiledQuery, name?: string) => {
        opts.logQuery?.(query.sql, query.params, name);
        const result = await pool.query({ name, text: query.sql, values: query.params });
        return result.rows[0] as T | undefined;
      },
      close: () => pool.end(),
    };
  }
  // Loaded only here: the embedded database's code alone takes ≈ 40 MB of a server's memory.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  // pg_trgm backs the coordinators' substring search (decision 014); PostgreSQL ships it in contrib.
  const extensions = { pg_trgm };
  let client: PGlite;
  if (opts.pgliteLoad) {
    client = await PGlite.create({ loadDataDir: opts.pgliteLoad, extensions });
  } else if (opts.pgliteDir) {
    mkdirSync(path.dirname(opts.pgliteDir), { recursive: true });
    client = await PGlite.create(opts.pgliteDir, { extensions });
  } else {
    client = await PGlite.create({ extensions });
  }
  const db = drizzlePglite(client, { schema, logger: queryLogger(opts) }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    driver: "pglite",
    batches: (query, size) => pgliteBatches(client, query, size),
    firstRow: async <T>(query: CompiledQuery) => {
      opts.logQuery?.(query.sql, query.params);
      const result = await client.query<T>(query.sql, query.params);
      return result.rows[0];
    },
    close: () => client.close(),
  };
}

function queryLogger(opts: DatabaseOptions) {
  const { logQuery } = opts;
  return logQuery ? { logQuery } : false;
}

/** The rows of a raw SQL query (node-postgres and PGlite both answer `{ rows }`). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
