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
