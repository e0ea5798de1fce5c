import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/helpers.ts";
import { runMigrationFile } from "../../test/migrations.ts";
import { queryRows } from "./client.ts";

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

      await runMigrationFile(db, "0018_list_indexes", "down");
      const reversed = await definitions(db);
      // As 0005 made it: no fee index, the name index without INCLUDE.
      expect(reversed.map((d) => d.name)).toEqual(["users_candidate_name_idx"]);
      expect(reversed[0]?.def).not.toMatch(/INCLUDE/);

      await runMigrationFile(db, "0018_list_indexes", "up");
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
      await runMigrationFile(db, "0019_sweep_index", "down");
      expect(await index()).toEqual([]);
      await runMigrationFile(db, "0019_sweep_index", "up");
      expect(await index()).toHaveLength(1);
    } finally {
      await database.dispose();
    }
  });
});

// Migration 0023 (issue 29, decision 043): the shortlist's two indexes carry the ids it counts.
describe("migration 0023_covering_selection_indexes", () => {
  it("adds the ids to the two indexes, is reversed by its down script, and applies again", async () => {
    const database = await openTestDatabase();
    try {
      const { db } = database;
      const columns = async () =>
        (
          await queryRows<{ def: string }>(
            db,
            sql`select indexdef as def from pg_indexes
                where indexname in ('applications_round_dept_status_number_idx', 'application_selections_round_dept_idx')
                order by indexname`,
          )
        ).map((r) => r.def.replace(/^.*USING btree /, ""));
      const covering = [
        "(round_id, department, decision, channel, application_id)",
        "(round_id, department, status, application_number, id)",
      ];
      expect(await columns()).toEqual(covering);
      await runMigrationFile(db, "0023_covering_selection_indexes", "down");
      expect(await columns()).toEqual([
        "(round_id, department, decision, channel)",
        "(round_id, department, status, application_number)",
      ]);
      await runMigrationFile(db, "0023_covering_selection_indexes", "up");
      expect(await columns()).toEqual(covering);
    } finally {
      await database.dispose();
    }
  });
});
