import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { verifiedApplicant } from "../../test/factories.ts";
import { buildTestApp, createUser } from "../../test/helpers.ts";
import { openReusablePglite, pgliteLoads } from "../../test/pglite-reuse.ts";
import { recordAudit } from "../modules/audit/index.ts";
import { type Database, openDatabase, queryRows } from "./client.ts";

/** Every row of every table and every sequence's position, as text: two equal snapshots are the same data. */
async function snapshot(database: Database): Promise<Record<string, string[]>> {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql.raw(`select c.oid::regclass::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
              where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by 1`),
  );
  const out: Record<string, string[]> = {};
  for (const { name } of tables) {
    const lines = await queryRows<{ line: string }>(
      database.db,
      sql.raw(`select row_to_json(t)::text as line from ${name} t order by 1`),
    );
    out[name] = lines.map((r) => r.line);
  }
  const sequences = await queryRows<{ line: string }>(
    database.db,
    sql.raw(`select sequencename || '=' || coalesce(last_value::text, 'unused') as line from pg_sequences order by 1`),
  );
  out["(sequences)"] = sequences.map((r) => r.line);
  return out;
}

async function freshFromDump(): Promise<Database> {
  return openDatabase({ pgliteLoad: new Blob([await readFile(inject("pgliteDump"))]) });
}

/** The api project's worker keeps its embedded database for its next file (test/pglite-reuse.ts). */
describe.runIf(process.env.TEST_DB !== "pg")("a test worker's embedded database, used again", () => {
  it("is, after a file wrote to every kind of table, the same as one freshly loaded from the dump", async () => {
    const fresh = await freshFromDump();
    const expected = await snapshot(fresh);

    const first = await openReusablePglite(inject("pgliteDump"));
    const t = await buildTestApp({ database: first });
    const admin = await createUser(t.ctx, { role: "admin" });
    await verifiedApplicant(t.ctx, { department: "Computer Engineering" });
    await recordAudit(t.ctx.db, { actorId: admin.id, action: "constant.update", subjectType: "site_constants" });
    await t.app.close();
    const written = await snapshot(first);
    expect(written).not.toEqual(expected);
    await first.dispose();

    const loadsBefore = pgliteLoads();
    const second = await openReusablePglite(inject("pgliteDump"));
    expect(pgliteLoads(), "the spare was used, not a new load").toBe(loadsBefore);
    expect(await snapshot(second)).toEqual(expected);
    await second.dispose();
    await fresh.close();
  });

  it("puts back the rows the migrations seeded when a file changed them", async () => {
    const first = await openReusablePglite(inject("pgliteDump"));
    const before = await snapshot(first);
    const seededTable = Object.keys(before).find((k) => k !== "(sequences)" && (before[k]?.length ?? 0) > 0);
    expect(seededTable).toBeDefined();
    await first.db.execute(sql.raw(`delete from ${seededTable}`));
    await first.dispose();
    const second = await openReusablePglite(inject("pgliteDump"));
    expect(await snapshot(second)).toEqual(before);
    await second.dispose();
  });

  it.each([
    ["a table added", "create table reuse_probe (id int)"],
    [
      "a trigger added",
      "create trigger reuse_probe before update on users for each row execute function suppress_redundant_updates_trigger()",
    ],
    ["an index added", "create index reuse_probe on users (email)"],
    ["a session setting left set", "set time zone 'Asia/Kolkata'"],
    ["an advisory lock left held", "select pg_advisory_lock(4242)"],
    ["a LISTEN left open", "listen reuse_probe"],
    ["a temporary table left", "create temporary table reuse_probe (id int)"],
  ])("is loaded afresh after %s", async (_what, statement) => {
    const first = await openReusablePglite(inject("pgliteDump"));
    await first.db.execute(sql.raw(statement));
    await first.dispose();
    const loadsBefore = pgliteLoads();
    const second = await openReusablePglite(inject("pgliteDump"));
    expect(pgliteLoads()).toBe(loadsBefore + 1);
    const [probe] = await queryRows<{ n: number }>(
      second.db,
      sql.raw(`select count(*)::int as n from pg_class where relname = 'reuse_probe'`),
    );
    expect(probe?.n).toBe(0);
    await second.dispose();
  });

  it("closes a database that a file closed itself instead of keeping it", async () => {
    const first = await openReusablePglite(inject("pgliteDump"));
    await first.close();
    await first.dispose();
    const loadsBefore = pgliteLoads();
    const second = await openReusablePglite(inject("pgliteDump"));
    expect(pgliteLoads()).toBe(loadsBefore + 1);
    await second.dispose();
  });
});
