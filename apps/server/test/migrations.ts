import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { type DbOrTx, migrationsFolder, queryRows } from "../src/db/client.ts";
import { openTestDatabase } from "./helpers.ts";

/**
 * Runs a migration file as the migrator would (`up`: its statements between breakpoints) or its
 * hand-written reversal (`down/<name>.sql`: see downStatementsOf), for the tests that reverse a
 * migration and apply it again.
 */
export async function runMigrationFile(db: DbOrTx, name: string, direction: "up" | "down"): Promise<void> {
  const file = path.join(migrationsFolder, direction === "up" ? `${name}.sql` : `down/${name}.sql`);
  const text = await readFile(file, "utf8");
  const statements = direction === "up" ? text.split("--> statement-breakpoint") : downStatementsOf(text);
  for (const statement of statements.filter((s) => s.trim())) await db.execute(sql.raw(statement));
}

/**
 * A down script's statements: split at `;` ends of lines, but never inside a `$$` function body
 * (0020's); comment lines left out.
 */
function downStatementsOf(text: string): string[] {
  const statements: string[] = [];
  let pending = "";
  for (const part of text.split(/;\s*\n/)) {
    pending = pending ? `${pending};\n${part}` : part;
    if ((pending.match(/\$\$/g) ?? []).length % 2 === 0) {
      statements.push(
        pending
          .split("\n")
          .filter((line) => !line.trimStart().startsWith("--"))
          .join("\n"),
      );
      pending = "";
    }
  }
  return statements;
}

/**
 * The reversibility check every hand-reversed migration gets: on a freshly migrated database, reads
 * `state`, checks it with `migrated`; runs the migration's down script and checks `state` with
 * `reversed`; `whileReversed` writes rows as they were written before the migration; applies the
 * migration again and expects `state` as it first was. `afterwards` goes on with the re-migrated
 * database (for a behaviour that must come back with the objects, or what it makes of those rows).
 */
export async function expectReversible<T>(
  name: string,
  state: (db: DbOrTx) => Promise<T>,
  check: {
    migrated: (s: T) => void;
    reversed: (s: T) => void;
    whileReversed?: (db: DbOrTx) => Promise<unknown>;
    afterwards?: (db: DbOrTx) => Promise<void>;
  },
): Promise<void> {
  await withTestDatabase(async (db) => {
    const migrated = await state(db);
    check.migrated(migrated);
    await runMigrationFile(db, name, "down");
    check.reversed(await state(db));
    await check.whileReversed?.(db);
    await runMigrationFile(db, name, "up");
    expect(await state(db)).toEqual(migrated);
    await check.afterwards?.(db);
  });
}

/** Runs `fn` on a freshly migrated database of its own, disposed afterwards (for the migration tests). */
export async function withTestDatabase(fn: (db: DbOrTx) => Promise<void>): Promise<void> {
  const database = await openTestDatabase();
  try {
    await fn(database.db);
  } finally {
    await database.dispose();
  }
}

/**
 * The `state` of a migration that makes one table, triggers and functions: their names, in order
 * (the table by name, the triggers by a LIKE pattern, the functions by name).
 */
export const objectsOf =
  (made: { table: string; triggersLike: string; functions: string[] }) =>
  (db: DbOrTx): Promise<{ name: string }[]> =>
    queryRows<{ name: string }>(
      db,
      sql`select tablename as name from pg_tables where tablename = ${made.table}
          union all select tgname from pg_trigger where tgname like ${made.triggersLike}
          union all select proname from pg_proc where proname in (${sql.join(
            made.functions.map((f) => sql`${f}`),
            sql`, `,
          )})
          order by 1`,
    );

/**
 * expectReversible for a migration that makes one table, `triggers` triggers and the functions
 * (see objectsOf): all of them after it, none after its down script.
 */
export const expectObjectsReversible = (
  name: string,
  made: Parameters<typeof objectsOf>[0] & { triggers: number },
  afterwards?: (db: DbOrTx) => Promise<void>,
): Promise<void> =>
  expectReversible(name, objectsOf(made), {
    migrated: (objects) => expect(objects).toHaveLength(1 + made.triggers + made.functions.length),
    reversed: (objects) => expect(objects).toEqual([]),
    afterwards,
  });

/** The `state` of a migration that makes or changes indexes: the names and definitions of those named, by name. */
export const indexDefsOf =
  (...names: string[]) =>
  (db: DbOrTx): Promise<{ name: string; def: string }[]> =>
    queryRows<{ name: string; def: string }>(
      db,
      sql`select indexname as name, indexdef as def from pg_indexes where indexname in (${sql.join(
        names.map((n) => sql`${n}`),
        sql`, `,
      )}) order by indexname`,
    );
