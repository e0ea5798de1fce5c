import { randomUUID } from "node:crypto";
import {
  CATEGORIES,
  DEPARTMENT_NAMES,
  type DepartmentName,
  QUALIFICATIONS,
  SELECTION_CHANNELS,
  SELECTION_METHODS,
  SHORTLIST_DECISIONS,
} from "@phd/shared";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expectObjectsReversible } from "../../../test/migrations.ts";
import { DEPARTMENTS, pick, roundActions, share, useRoundOfItsOwn } from "../../../test/round-of-its-own.ts";
import { type DbOrTx, queryRows } from "../../db/client.ts";
import { foldTallies } from "../../db/tallies.ts";
import { inputsVersion, meritInputs } from "./queries.ts";

/**
 * A department's merit input version (decision 041) keeps a preview exact only if it moves
 * whenever what the preview ranks moves. After any sequence of writes — marks, interview scores,
 * decisions, channels, personal facts and exam scores, deletions by cascade, truncation, rolled-back
 * transactions and folds — each department's inputs are compared with those of the step before:
 * changed inputs with an unchanged version fail. On PGlite (api) and PostgreSQL (api-pg).
 */

const action = fc.oneof(
  fc.record({ kind: fc.constant("apply" as const), n: fc.integer({ min: 1, max: 4 }), department: pick(DEPARTMENTS) }),
  fc.record({ kind: fc.constant("marks" as const), share, value: fc.option(fc.integer({ min: 0, max: 100 })) }),
  fc.record({ kind: fc.constant("interview" as const), share, value: fc.option(fc.integer({ min: 0, max: 50 })) }),
  fc.record({ kind: fc.constant("decision" as const), share, value: pick(SHORTLIST_DECISIONS) }),
  fc.record({ kind: fc.constant("channel" as const), share, value: pick(SELECTION_CHANNELS) }),
  fc.record({ kind: fc.constant("method" as const), share, value: pick(SELECTION_METHODS) }),
  fc.record({ kind: fc.constant("category" as const), share, value: pick(CATEGORIES) }),
  fc.record({ kind: fc.constant("examScore" as const), share, value: fc.integer({ min: 0, max: 100 }) }),
  fc.record({ kind: fc.constant("review" as const), share }),
  fc.record({ kind: fc.constant("deleteMarks" as const), share }),
  // Marks of a share of the rows: rolled back, and written between two folds.
  ...roundActions(fc.integer({ min: 0, max: 100 })),
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

describe("merit input versions", () => {
  const { t, round, ofRound, run, someOf, nextSerial, newApplication, takeRoundAction } = useRoundOfItsOwn(
    "Merit version test round",
    "MV",
  );

  /** New candidates with a profile (personal and entrance sections) and a shortlisted application. */
  async function apply(n: number, department: DepartmentName) {
    for (let i = 0; i < n; i++) {
      const serial = nextSerial();
      await run(
        t.ctx.db,
        sql`with ${newApplication(serial, department)},
            p as (insert into profiles (user_id) select id from u returning id),
            s as (
              insert into profile_sections (profile_id, section, data)
              select p.id, x.section, x.data::jsonb from p, (values
                ('personalDetails', ${JSON.stringify({ category: "OBC", isPhysicallyDisabled: serial % 3 === 0, dob: "1995-01-02" })}),
                ('entranceDetails', ${JSON.stringify({ net: { score: 60 } })})) x(section, data)
            )
            insert into application_selections (application_id, round_id, department, qualification, channel, method, channel_reason, decision)
            select a.id, ${round()}::uuid, ${department}, ${QUALIFICATIONS[serial % QUALIFICATIONS.length]},
              ${SELECTION_CHANNELS[serial % 2]}, ${SELECTION_METHODS[serial % 3]}, 'test', 'SHORTLISTED' from a`,
      );
    }
  }

  const scoreOf = (v: number | null) => (v === null ? sql`null, true` : sql`${v}, false`);

  function setMarks(db: DbOrTx, s: number, value: number | null, department?: DepartmentName) {
    return run(
      db,
      sql`insert into entrance_marks (application_id, round_id, department, marks, absent)
          select application_id, round_id, department, ${scoreOf(value)} from application_selections
          where ${ofRound()} and ${someOf(sql`application_id`, s)} ${department ? sql`and department = ${department}` : sql``}
          on conflict (application_id) do update set marks = excluded.marks, absent = excluded.absent`,
    );
  }

  /** The profile sections of the round's candidates, a share of them. */
  const sectionsOf = (section: string, s: number) =>
    sql`section = ${section} and ${someOf(sql`profile_id`, s)} and profile_id in (
      select p.id from profiles p join applications a on a.user_id = p.user_id where a.round_id = ${round()}::uuid)`;

  async function act(a: Action) {
    nextSerial();
    const db = t.ctx.db;
    switch (a.kind) {
      case "apply":
        return apply(a.n, a.department);
      case "marks":
        return setMarks(db, a.share, a.value);
      case "interview":
        return run(
          db,
          sql`insert into interview_scores (application_id, round_id, department, consolidated, absent)
              select application_id, round_id, department, ${scoreOf(a.value)} from application_selections
              where ${ofRound()} and ${someOf(sql`application_id`, a.share)}
              on conflict (application_id) do update set consolidated = excluded.consolidated, absent = excluded.absent`,
        );
      case "decision":
      case "channel":
      case "method":
        return run(
          db,
          sql`update application_selections set ${sql.identifier(a.kind)} = ${a.value}
              where ${ofRound()} and ${someOf(sql`application_id`, a.share)}`,
        );
      case "category":
        return run(
          db,
          sql`update profile_sections set data = jsonb_set(data, '{category}', to_jsonb(${a.value}::text))
              where ${sectionsOf("personalDetails", a.share)}`,
        );
      case "examScore":
        return run(
          db,
          sql`update profile_sections set data = jsonb_set(data, '{net,score}', to_jsonb(${a.value}::int))
              where ${sectionsOf("entranceDetails", a.share)}`,
        );
      case "review":
        // A section verified: nothing ranked changes.
        return run(
          db,
          sql`update profile_sections set status = 'VERIFIED' where ${sectionsOf("personalDetails", a.share)}`,
        );
      case "deleteMarks":
        return run(db, sql`delete from entrance_marks where ${ofRound()} and ${someOf(sql`application_id`, a.share)}`);
      default:
        return takeRoundAction(a, setMarks, sql`entrance_marks`);
    }
  }

  /** What each department's preview ranks, and its version. */
  async function observe() {
    return Promise.all(
      DEPARTMENTS.map(async (department) => {
        const version = await inputsVersion(t.ctx.db, round(), department);
        const rows = await meritInputs(t.ctx.db, round(), department);
        rows.sort((x, y) => x.id.localeCompare(y.id));
        return { version, inputs: JSON.stringify(rows) };
      }),
    );
  }

  it("moves whenever what a department's preview ranks changes, and never goes back", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 8 }), async (actions) => {
        let before = await observe();
        for (const a of actions) {
          await act(a);
          const after = await observe();
          after.forEach((now, i) => {
            const then = before[i] as typeof now;
            expect(now.version).toBeGreaterThanOrEqual(then.version);
            if (now.inputs !== then.inputs) expect(now.version, `after ${a.kind}`).toBeGreaterThan(then.version);
          });
          before = after;
        }
      }),
      { numRuns: 20 },
    );
  });

  it("stays where it is for writes that rank nothing: a review, a slot, a rollback, a fold", async () => {
    await apply(2, DEPARTMENTS[0] as DepartmentName);
    await setMarks(t.ctx.db, 3, 40);
    const version = () => inputsVersion(t.ctx.db, round(), DEPARTMENTS[0] as DepartmentName);
    const start = await version();
    await act({ kind: "review", share: 3 });
    expect(await version(), "review").toBe(start);
    await run(t.ctx.db, sql`update application_selections set test_slot_id = null where ${ofRound()}`);
    expect(await version(), "slot").toBe(start);
    await act({ kind: "rolledBack", share: 3, write: 90 });
    expect(await version(), "rollback").toBe(start);
    await foldTallies(t.ctx.db);
    expect(await version()).toBe(start);
    const [folded] = await run(
      t.ctx.db,
      sql`select count(*)::int as n from merit_input_changes where ${ofRound()} and department = ${DEPARTMENTS[0]}`,
    );
    expect(folded).toEqual({ n: 1 });
    // And one that does: the other department's version is not moved by it.
    const other = await inputsVersion(t.ctx.db, round(), DEPARTMENTS[1] as DepartmentName);
    await setMarks(t.ctx.db, 3, 41, DEPARTMENTS[0]);
    expect(await version()).toBeGreaterThan(start);
    expect(await inputsVersion(t.ctx.db, round(), DEPARTMENTS[1] as DepartmentName)).toBe(other);
  });
});

describe("migration 0021_merit_input_changes", () => {
  it("is reversed by its down script, and versions again when applied again", () =>
    expectObjectsReversible(
      "0021_merit_input_changes",
      {
        table: "merit_input_changes",
        triggersLike: "%_merit_%",
        triggers: 16,
        functions: ["note_merit_rows", "note_merit_profiles", "note_merit_truncate", "fold_merit_input_changes"],
      },
      async (db) => {
        await queryRows(db, sql`truncate interview_scores`);
        // A truncation is a change of every list, of any round.
        expect(await inputsVersion(db, randomUUID(), DEPARTMENT_NAMES[0])).toBe(1);
      },
    ));
});
