import { type AnyColumn, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client.ts";

/**
 * Many rows in one statement, one array parameter per column:
 * `insert into t (a, b) select * from unnest($1::uuid[], $2::text[])`. Drizzle's `values([...])`
 * builds one parameter per cell, and at 5,000 rows its query building and garbage took more time
 * than PostgreSQL's work (bench/selection.ts, issue 24). The columns are the keys of the first row;
 * every row gives the same ones (a missing value is stored as null, not the column's default).
 * `tail` is appended as is (an `on conflict …` clause).
 */
export async function insertMany<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: T["$inferInsert"][],
  tail?: SQL,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(first).filter((k) => columns[k]);
  const arrays = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`insertMany: no column ${key}`);
    const values = rows.map((row) => {
      const value = (row as Record<string, unknown>)[key];
      return value === undefined || value === null ? null : column.mapToDriverValue(value);
    });
    return sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`;
  });
  const names = keys.map((key) => sql.identifier(columns[key]?.name ?? key));
  await db.execute(
    sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)}) ${tail ?? sql``}`,
  );
}

/** `column = any($1::uuid[])`: one parameter for any number of ids (`in (…)` takes one per id). */
export const anyOf = (column: AnyColumn, ids: string[]) => sql`${column} = any(${sql.param(ids)}::uuid[])`;

/** `anyOf` in a prepared statement (`preparedRead`): the ids are given at execution as `name`. */
export const anyGiven = (column: AnyColumn, name: string) => sql`${column} = any(${sql.placeholder(name)}::uuid[])`;
