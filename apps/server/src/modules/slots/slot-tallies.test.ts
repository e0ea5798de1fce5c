import { type DepartmentName, SELECTION_METHODS, SHORTLIST_DECISIONS, SLOT_KINDS } from "@phd/shared";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expectObjectsReversible } from "../../../test/migrations.ts";
import { DEPARTMENTS, pick, roundActions, share, useRoundOfItsOwn } from "../../../test/round-of-its-own.ts";
import { type DbOrTx, queryRows } from "../../db/client.ts";
import { foldTallies } from "../../db/tallies.ts";
import { slotsOf, waitingCounts } from "./queries.ts";

/**
 * The slots screen reads each slot's candidates and those waiting from the slot tallies (decision
 * 042). After any sequence of writes — new applications, decisions, methods, placements in slots and
 * out of them, slots deleted, applications deleted (by cascade), rolled-back transactions, folds
 * during writes, truncation — they must equal a full count of the selection rows. On PGlite (api)
 * and PostgreSQL (api-pg).
 */

const kind = pick(SLOT_KINDS);

const action = fc.oneof(
  fc.record({ kind: fc.constant("apply" as const), n: fc.integer({ min: 1, max: 4 }), department: pick(DEPARTMENTS) }),
  fc.record({ kind: fc.constant("addSlot" as const), department: pick(DEPARTMENTS), slotKind: kind }),
  fc.record({ kind: fc.constant("place" as const), share, slotKind: kind }),
  fc.record({ kind: fc.constant("unplace" as const), share, slotKind: kind }),
  fc.record({ kind: fc.constant("decision" as const), share, value: pick(SHORTLIST_DECISIONS) }),
  fc.record({ kind: fc.constant("method" as const), share, value: pick(SELECTION_METHODS) }),
  fc.record({ kind: fc.constant("remarks" as const), share }),
  fc.record({ kind: fc.constant("deleteSlot" as const), slotKind: kind }),
  // A share of the shortlisted placed in a slot of the kind: rolled back, and between two folds.
  ...roundActions(kind),
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

const column = (k: string) => sql.identifier(k === "TEST" ? "test_slot_id" : "interview_slot_id");

describe("slot tallies", () => {
  const { t, round, ofRound, run, someOf, nextSerial, newApplication, takeRoundAction } = useRoundOfItsOwn(
    "Slot tally test round",
    "ST",
  );

  /** New candidates with an application in selection: shortlisted or not, by either method. */
  async function apply(n: number, department: DepartmentName) {
    for (let i = 0; i < n; i++) {
      const serial = nextSerial();
      await run(
        t.ctx.db,
        sql`with ${newApplication(serial, department)}
            insert into application_selections (application_id, round_id, department, qualification, channel, method, channel_reason, decision)
            select a.id, ${round()}::uuid, ${department}, 'NET', 'ENTRANCE_TEST', ${SELECTION_METHODS[serial % SELECTION_METHODS.length]},
              'test', ${serial % 4 === 0 ? "NOT_SHORTLISTED" : "SHORTLISTED"} from a`,
      );
    }
  }

  /** A share of the shortlisted placed in a slot of their department and the kind (the latest one). */
  function place(db: DbOrTx, s: number, slotKind: string) {
    return run(
      db,
      sql`update application_selections a set ${column(slotKind)} = (
            select id from selection_slots sl where sl.round_id = a.round_id and sl.department = a.department
              and sl.kind = ${slotKind} order by sl.created_at desc, sl.id limit 1)
          where ${ofRound()} and decision = 'SHORTLISTED' and ${someOf(sql`application_id`, s)}`,
    );
  }

  async function act(a: Action) {
    const serial = nextSerial();
    const db = t.ctx.db;
    switch (a.kind) {
      case "apply":
        return apply(a.n, a.department);
      case "addSlot":
        return run(
          db,
          sql`insert into selection_slots (round_id, department, kind, starts_at, duration_minutes, mode, venue, capacity)
              values (${round()}::uuid, ${a.department}, ${a.slotKind}, now() + ${`${serial} hours`}::interval, 60, 'IN_PERSON', 'Hall', 50)`,
        );
      case "place":
        return place(db, a.share, a.slotKind);
      case "unplace":
        return run(
          db,
          sql`update application_selections set ${column(a.slotKind)} = null
              where ${ofRound()} and ${someOf(sql`application_id`, a.share)}`,
        );
      case "decision":
        // Slots are for the shortlisted only: any other decision takes them away (as the service does).
        return run(
          db,
          sql`update application_selections set decision = ${a.value},
                test_slot_id = case when ${a.value} = 'SHORTLISTED' then test_slot_id end,
                interview_slot_id = case when ${a.value} = 'SHORTLISTED' then interview_slot_id end
              where ${ofRound()} and ${someOf(sql`application_id`, a.share)}`,
        );
      case "method":
        return run(
          db,
          sql`update application_selections set method = ${a.value} where ${ofRound()} and ${someOf(sql`application_id`, a.share)}`,
        );
      case "remarks":
        return run(
          db,
          sql`update application_selections set decision_reason = 'counts nothing' where ${ofRound()} and ${someOf(sql`application_id`, a.share)}`,
        );
      case "deleteSlot":
        // A slot goes with its candidates taken out of it first, in one transaction (as the service does).
        return db.transaction(async (tx) => {
          const [slot] = await queryRows<{ id: string }>(
            tx,
            sql`select id from selection_slots where ${ofRound()} and kind = ${a.slotKind} order by created_at, id limit 1`,
          );
          if (!slot) return;
          await run(
            tx,
            sql`update application_selections set ${column(a.slotKind)} = null where ${column(a.slotKind)} = ${slot.id}`,
          );
          await run(tx, sql`delete from selection_slots where id = ${slot.id}`);
        });
      default:
        return takeRoundAction(a, place, sql`application_selections cascade`);
    }
  }

  /** Each department's slots with their counts and its waiting counts: from the tallies, and counted. */
  async function observe(department: DepartmentName) {
    const tallied = await slotsOf(t.ctx.db, round(), department);
    const counted = await run(
      t.ctx.db,
      sql`select s.id, (select count(*)::int from application_selections a
            where a.test_slot_id = s.id or a.interview_slot_id = s.id) as n
          from selection_slots s where ${ofRound()} and department = ${department}`,
    );
    const [waiting] = await run(
      t.ctx.db,
      sql`select count(*) filter (where method = 'TEST_AND_INTERVIEW' and test_slot_id is null)::int as "TEST",
            count(*) filter (where interview_slot_id is null)::int as "INTERVIEW"
          from application_selections where ${ofRound()} and department = ${department} and decision = 'SHORTLISTED'`,
    );
    const byId = (rows: { id: string; n: number }[]) => rows.sort((x, y) => x.id.localeCompare(y.id));
    return {
      tallied: {
        slots: byId(tallied.map((r) => ({ id: r.slot.id, n: r.assigned }))),
        waiting: await waitingCounts(t.ctx.db, round(), department),
      },
      counted: { slots: byId(counted as { id: string; n: number }[]), waiting },
    };
  }

  it("equal a full count of the selection after every randomised sequence of writes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 10 }), async (actions) => {
        for (const a of actions) {
          await act(a);
          for (const department of DEPARTMENTS) {
            const { tallied, counted } = await observe(department);
            expect(tallied, `after ${a.kind} in ${department}`).toEqual(counted);
          }
        }
      }),
      { numRuns: 20 },
    );
  });

  it("are folded into one row per place without changing a count", async () => {
    const department = DEPARTMENTS[0] as DepartmentName;
    await apply(4, department);
    await act({ kind: "addSlot", department, slotKind: "INTERVIEW" });
    await place(t.ctx.db, 3, "INTERVIEW");
    await act({ kind: "unplace", share: 1, slotKind: "INTERVIEW" });
    const before = await observe(department);
    await foldTallies(t.ctx.db);
    expect(await observe(department)).toEqual(before);
    const [duplicated] = await run(
      t.ctx.db,
      sql`select count(*)::int as n from (select 1 from slot_tallies where ${ofRound()}
            group by department, kind, slot_id having count(*) > 1) d`,
    );
    expect(duplicated).toEqual({ n: 0 });
  });
});

describe("migration 0022_slot_tallies", () => {
  it("is reversed by its down script, and can be applied again", () =>
    expectObjectsReversible("0022_slot_tallies", {
      table: "slot_tallies",
      triggersLike: "application_selections_slots_%",
      triggers: 4,
      functions: ["slot_places", "tally_slots", "clear_slot_tallies", "fold_slot_tallies"],
    }));
});
