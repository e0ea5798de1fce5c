import { describe, expect, it } from "vitest";
import { expectReversible, indexDefsOf } from "../../test/migrations.ts";

// Migration 0018 (issue 29, decision 037): the statistics table's index carries name and e-mail
// (INCLUDE, written by hand: Drizzle cannot declare it) and the fee list has an index in amount
// order. Both are reversible by the down script, and the up migration applies again after it.
const definitions = indexDefsOf("users_candidate_name_idx", "applications_round_dept_fee_amount_idx");

describe("migration 0018_list_indexes", () => {
  it("builds the covering and the amount-order index, is reversed by its down script, and applies again", () =>
    expectReversible("0018_list_indexes", definitions, {
      migrated: (defs) => {
        expect(defs.map((d) => d.name)).toEqual(["applications_round_dept_fee_amount_idx", "users_candidate_name_idx"]);
        expect(defs[0]?.def).toMatch(/\(round_id, department, fee_status, amount, id\)/);
        expect(defs[1]?.def).toMatch(/\(lower\(\(?name\)?(::text)?\), id\) INCLUDE \(name, email\) WHERE/);
      },
      reversed: (defs) => {
        // As 0005 made it: no fee index, the name index without INCLUDE.
        expect(defs.map((d) => d.name)).toEqual(["users_candidate_name_idx"]);
        expect(defs[0]?.def).not.toMatch(/INCLUDE/);
      },
    }));
});

// Migration 0019 (issue 29): the file sweep's lookup of a batch of stored keys (storage/sweep.ts).
describe("migration 0019_sweep_index", () => {
  it("indexes the documents' storage keys, is reversed by its down script, and applies again", () =>
    expectReversible("0019_sweep_index", indexDefsOf("documents_storage_key_idx"), {
      migrated: (index) => expect(index[0]?.def).toMatch(/ON public\.documents USING btree \(storage_key\)/),
      reversed: (index) => expect(index).toEqual([]),
    }));
});

// Migration 0023 (issue 29, decision 043): the shortlist's two indexes carry the ids it counts.
describe("migration 0023_covering_selection_indexes", () => {
  it("adds the ids to the two indexes, is reversed by its down script, and applies again", () =>
    expectReversible(
      "0023_covering_selection_indexes",
      async (db) =>
        (
          await indexDefsOf("applications_round_dept_status_number_idx", "application_selections_round_dept_idx")(db)
        ).map((r) => r.def.replace(/^.*USING btree /, "")),
      {
        migrated: (columns) =>
          expect(columns).toEqual([
            "(round_id, department, decision, channel, application_id)",
            "(round_id, department, status, application_number, id)",
          ]),
        reversed: (columns) =>
          expect(columns).toEqual([
            "(round_id, department, decision, channel)",
            "(round_id, department, status, application_number)",
          ]),
      },
    ));
});

// Migration 0024 (issue 29, decision 047): a search's count reads the department's search texts
// from an index alone.
describe("migration 0024_search_count_index", () => {
  it("indexes the department's rows with their search text, is reversed by its down script, and applies again", () =>
    expectReversible("0024_search_count_index", indexDefsOf("applications_round_dept_status_search_idx"), {
      migrated: (index) =>
        expect(index[0]?.def).toMatch(/USING btree \(round_id, department, status\) INCLUDE \(search_text\)$/),
      reversed: (index) => expect(index).toEqual([]),
    }));
});
