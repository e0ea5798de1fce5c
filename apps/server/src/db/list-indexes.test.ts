import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/helpers.ts";
import { migrationsFolder, queryRows } from "./client.ts";

// Migration 0018 (issue 29, decision 037): the statistics table's index carries name and e-mail
// (INCLUDE, written by hand: Drizzle cannot declare it) and the fee list has an index in amount
// order. Both are reversible by the down script, and the up migration applies again after it.
const definitions = (db: Parameters<typeof queryRows>[0]) =>
  queryRows<{ name: string; def: string }>(
    db,
    sql`select indexname as name, indexdef as def from pg_indexes
        where indexname in ('users_candidate_name_idx', 'applications_round_dept_fee_amount_idx') order by 1`,
  );

describe("migration 0018_list_indexes", () => {
  it("builds the covering and the amount-order index, is reversed by its down script, and applies again", async () => {
    const database = await openTestDatabase();
    try {
      const { db } = database;
      const migrated = await definitions(db);
      expect(migrated.map((d) => d.name)).toEqual([
        "applications_round_dept_fee_amount_idx",
        "users_candidate_name_idx",
      ]);
      expect(migrated[0]?.def).toMatch(/\(round_id, department, fee_status, amount, id\)/);
      expect(migrated[1]?.def).toMatch(/\(lower\(\(?name\)?(::text)?\), id\) INCLUDE \(name, email\) WHERE/);

      const down = await readFile(path.join(migrationsFolder, "down/0018_list_indexes.sql"), "utf8");
      for (const statement of down.split(/;\s*\n/).filter((s) => /\b(DROP|CREATE)\b/.test(s)))
        await db.execute(sql.raw(statement));
      const reversed = await definitions(db);
      // As 0005 made it: no fee index, the name index without INCLUDE.
      expect(reversed.map((d) => d.name)).toEqual(["users_candidate_name_idx"]);
      expect(reversed[0]?.def).not.toMatch(/INCLUDE/);

      const up = await readFile(path.join(migrationsFolder, "0018_list_indexes.sql"), "utf8");
      for (const statement of up.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));
      expect(await definitions(db)).toEqual(migrated);
    } finally {
      await database.dispose();
    }
  });
});

// Migration 0019 (issue 29): the file sweep's lookup of a batch of stored keys (storage/sweep.ts).
describe("migration 0019_sweep_index", () => {
  it("indexes the documents' storage keys, is reversed by its down script, and applies again", async () => {
    const database = await openTestDatabase();
    try {
      const { db } = database;
      const index = () =>
        queryRows<{ def: string }>(
          db,
          sql`select indexdef as def from pg_indexes where indexname = 'documents_storage_key_idx'`,
        );
      expect((await index())[0]?.def).toMatch(/ON public\.documents USING btree \(storage_key\)/);
      const down = await readFile(path.join(migrationsFolder, "down/0019_sweep_index.sql"), "utf8");
      for (const statement of down.split(/;\s*\n/).filter((s) => /\bDROP\b/.test(s)))
        await db.execute(sql.raw(statement));
      expect(await index()).toEqual([]);
      const up = await readFile(path.join(migrationsFolder, "0019_sweep_index.sql"), "utf8");
      for (const statement of up.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));
      expect(await index()).toHaveLength(1);
    } finally {
      await database.dispose();
    }
  });
});
