import { eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable, SelectedFields } from "drizzle-orm/pg-core";
import type { SelectResult } from "drizzle-orm/query-builders/select.types";
import type { DbOrTx } from "./client.ts";

/**
 * A hot read built once per database handle (or transaction) and prepared under the name its
 * builder gives: the request skips Drizzle's query building, about a tenth of a small API call
 * (docs/performance.md), and PostgreSQL parses the statement once per connection. Named
 * statements need session pooling behind PgBouncer (decision 017). Values go in through
 * `sql.placeholder(…)` and `execute({ … })`.
 */
export function preparedRead<Prepared>(build: (db: DbOrTx) => Prepared): (db: DbOrTx) => Prepared {
  const byDb = new WeakMap<DbOrTx, Prepared>();
  return (db) => {
    let prepared = byDb.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      byDb.set(db, prepared);
    }
    return prepared;
  };
}

/**
 * A hot read of one row by its id (`table.id`): the `columns` asked for, or undefined when there
 * is no such row. Prepared under `name`, as `preparedRead`.
 */
export function preparedById<Columns extends SelectedFields>(
  name: string,
  table: PgTable & { id: PgColumn },
  columns: Columns,
) {
  const read = preparedRead((db) =>
    db
      .select(columns)
      .from(table)
      .where(eq(table.id, sql.placeholder("id")))
      .prepare(name),
  );
  // The table is not a type parameter (Drizzle refuses a generic one in `from`): the row is typed here.
  type Row = SelectResult<Columns, "partial", Record<string, "not-null">>;
  return async (db: DbOrTx, id: string): Promise<Row | undefined> => (await read(db).execute({ id }))[0] as Row;
}
