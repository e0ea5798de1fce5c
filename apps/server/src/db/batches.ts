import type { PGlite } from "@electric-sql/pglite";
import { Column, is, SQL } from "drizzle-orm";
import pg from "pg";

/** A compiled statement (what a Drizzle query's `toSQL()` gives). */
export interface CompiledQuery {
  sql: string;
  params: unknown[];
}

/**
 * Times and dates as the text PostgreSQL sends, as Drizzle reads them (its columns' own mapping
 * turns the text into a Date or keeps it), so a row read here maps as a row Drizzle read.
 */
const AS_TEXT = [
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
];
const pgTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    AS_TEXT.includes(oid)
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};
const pgliteParsers = Object.fromEntries(AS_TEXT.map((oid) => [oid, (value: string) => value]));

/**
 * The rows of one long SELECT, a batch at a time, as arrays of column values, from one snapshot:
 * a server-side cursor on a connection of its own (one plan, one pass; the rows never all in
 * memory). Stopping early (the client went away) rolls back and frees the connection.
 */
export async function* postgresBatches(pool: pg.Pool, query: CompiledQuery, size: number): AsyncGenerator<unknown[][]> {
  const client = await pool.connect();
  let done = false;
  let broken: Error | undefined;
  try {
    await client.query("begin isolation level repeatable read, read only");
    await client.query({ text: `declare batch_rows no scroll cursor for ${query.sql}`, values: query.params });
    for (;;) {
      const { rows } = await client.query<unknown[]>({
        text: `fetch ${size} from batch_rows`,
        rowMode: "array",
        types: pgTypes,
      });
      if (rows.length === 0) break;
      yield rows;
    }
    await client.query("commit");
    done = true;
  } finally {
    if (!done) await client.query("rollback").catch((err: Error) => (broken = err));
    // A connection whose rollback failed is broken: release(err) closes it instead of pooling it.
    client.release(broken);
  }
}

/**
 * The embedded database answers a statement whole, and holding a transaction open across a slow
 * download would stall every other request on its one connection: it reads the rows in one
 * statement and hands them on in batches (an embedded install is one institution's round).
 */
export async function* pgliteBatches(client: PGlite, query: CompiledQuery, size: number): AsyncGenerator<unknown[][]> {
  const { rows } = await client.query<unknown[]>(query.sql, query.params, { rowMode: "array", parsers: pgliteParsers });
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

type FieldValue<F> = F extends Column
  ? F["_"]["data"] | (F["_"]["notNull"] extends true ? never : null)
  : F extends SQL<infer T>
    ? T
    : never;

/** The object of a flat select's fields from its array of values, each mapped as Drizzle maps it. */
export function rowMapper<F extends Record<string, Column | SQL>>(fields: F) {
  const entries = Object.entries(fields);
  return (values: unknown[]) => {
    const row: Record<string, unknown> = {};
    entries.forEach(([key, field], i) => {
      const value = values[i];
      row[key] =
        value === null || value === undefined
          ? null
          : is(field, Column)
            ? field.mapFromDriverValue(value)
            : is(field, SQL)
              ? // `decoder` is what `.mapWith()` set (Drizzle reads it the same way; it is not in its types).
                (
                  field as unknown as { decoder: { mapFromDriverValue(v: unknown): unknown } }
                ).decoder.mapFromDriverValue(value)
              : value;
    });
    return row as { [K in keyof F]: FieldValue<F[K]> };
  };
}
