import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { type Database, type Db, openDatabase, queryRows } from "../src/db/client.ts";

/**
 * One embedded database per test worker, used again by the worker's next test file (api project):
 * loading the migrated dump costs ~1.1 s and ~1.4 s of CPU, and a run made ~70 such loads. A file
 * that disposes of its database leaves it as the worker's spare; the next file to open one gets the
 * spare emptied back to the state the dump loads (every table's rows, every sequence), or a fresh
 * load when the spare cannot be proven like new: a table, column, constraint, index, trigger or
 * function added or changed, a session setting left set, a temporary table, an advisory lock or a
 * LISTEN left behind. apps/server/src/db/test-database-reuse.test.ts checks both sides.
 */

export interface ReusableDatabase extends Database {
  dispose(): Promise<void>;
}

/** What a database freshly loaded from the dump holds, captured once per worker. */
interface Template {
  state: string;
  /** Every table of the public schema, quoted, for one TRUNCATE. */
  tables: string[];
  /** The rows the migrations themselves insert, as JSON, with the columns they are written back to. */
  seeds: { table: string; columns: string; rows: string }[];
  sequences: { name: string; value: string | null; start: string }[];
}

let spare: Database | undefined;
let template: Template | undefined;
let loads = 0;

/** How many times this worker has loaded the dump (the reuse test reads it). */
export const pgliteLoads = () => loads;

export async function openReusablePglite(dumpFile: string): Promise<ReusableDatabase> {
  const database = (await takeSpare()) ?? (await load(dumpFile));
  let closed = false;
  return {
    ...database,
    async close() {
      closed = true;
      await database.close();
    },
    async dispose() {
      if (closed) return;
      closed = true;
      // One spare per worker: a file that held two databases at once closes the second.
      if (spare) await database.close();
      else spare = database;
    },
  };
}

async function load(dumpFile: string): Promise<Database> {
  loads++;
  const database = await openDatabase({ pgliteLoad: new Blob([await readFile(dumpFile)]) });
  template ??= await captureTemplate(database.db);
  return database;
}

async function takeSpare(): Promise<Database | undefined> {
  const candidate = spare;
  spare = undefined;
  if (!candidate || !template) return undefined;
  try {
    if (await resetToTemplate(candidate.db, template)) return candidate;
  } catch {
    // Not resettable (a transaction left broken, say): a fresh load instead.
  }
  await candidate.close().catch(() => undefined);
  return undefined;
}

/**
 * The database's shape and session as one hash: a file that changed either (a migration reversed
 * and applied again, a trigger of its own, a `SET` left behind) gets a fresh database after it.
 */
const STATE = sql.raw(`
  select md5(coalesce(string_agg(item, '|' order by item), '')) as hash from (
    select concat_ws(':', 'rel', n.nspname, c.relname, c.relkind, c.relpersistence, c.relnatts) as item
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
    union all
    select concat_ws(':', 'col', a.attrelid::regclass, a.attnum, a.attname, format_type(a.atttypid, a.atttypmod),
                     a.attnotnull, a.attgenerated, a.attidentity, pg_get_expr(d.adbin, d.adrelid))
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped
    union all
    select concat_ws(':', 'con', c.conrelid::regclass, c.conname, pg_get_constraintdef(c.oid))
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public'
    union all
    select concat_ws(':', 'idx', pg_get_indexdef(i.indexrelid))
      from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public'
    union all
    select concat_ws(':', 'trg', tgrelid::regclass, tgname, tgenabled) from pg_trigger where not tgisinternal
    union all
    select concat_ws(':', 'fn', n.nspname, p.proname, md5(p.prosrc))
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname not in ('pg_catalog', 'information_schema')
    union all
    select concat_ws(':', 'ext', extname, extversion) from pg_extension
    union all
    select concat_ws(':', 'set', name, setting) from pg_settings where source = 'session'
    union all
    select concat_ws(':', 'lock', locktype, objid) from pg_locks where locktype = 'advisory'
    union all
    select concat_ws(':', 'listen', channel) from pg_listening_channels() as channel
  ) s`);

async function stateHash(db: Db): Promise<string> {
  const [row] = await queryRows<{ hash: string }>(db, STATE);
  return row?.hash ?? "";
}

async function captureTemplate(db: Db): Promise<Template> {
  const tables = await queryRows<{ name: string; columns: string }>(
    db,
    sql.raw(`
      select c.oid::regclass::text as name,
             string_agg(quote_ident(a.attname), ', ' order by a.attnum) filter (where a.attgenerated = '') as columns
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        group by c.oid order by 1`),
  );
  const seeds: Template["seeds"] = [];
  for (const t of tables) {
    const [found] = await queryRows<{ rows: string | null }>(
      db,
      sql.raw(`select json_agg(t)::text as rows from ${t.name} t`),
    );
    if (found?.rows) seeds.push({ table: t.name, columns: t.columns, rows: found.rows });
  }
  const sequences = await queryRows<{ name: string; value: string | null; start: string }>(
    db,
    sql.raw(`select format('%I.%I', schemaname, sequencename) as name, last_value::text as value, start_value::text as start
               from pg_sequences where schemaname = 'public'`),
  );
  return { state: await stateHash(db), tables: tables.map((t) => t.name), seeds, sequences };
}

/** Empties the database back to the template; false when it cannot be proven like new. */
async function resetToTemplate(db: Db, t: Template): Promise<boolean> {
  if ((await stateHash(db)) !== t.state) return false;
  await db.transaction(async (tx) => {
    // No trigger runs, nor a foreign-key check: the tallies' truncate triggers would write rows of
    // their own, and the seed rows go back exactly as they were, tallies included.
    await tx.execute(sql.raw("set local session_replication_role = replica"));
    await tx.execute(sql.raw(`truncate table ${t.tables.join(", ")} restart identity cascade`));
    for (const s of t.seeds) {
      await tx.execute(
        sql`insert into ${sql.raw(s.table)} (${sql.raw(s.columns)}) overriding system value
            select ${sql.raw(s.columns)} from json_populate_recordset(null::${sql.raw(s.table)}, ${s.rows}::json)`,
      );
    }
    for (const q of t.sequences) {
      await tx.execute(
        q.value === null
          ? sql`select setval(${q.name}::regclass, ${q.start}::bigint, false)`
          : sql`select setval(${q.name}::regclass, ${q.value}::bigint, true)`,
      );
    }
  });
  return true;
}
