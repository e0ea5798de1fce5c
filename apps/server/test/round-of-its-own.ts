import { DEPARTMENT_NAMES, type DepartmentName } from "@phd/shared";
import { type SQL, sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll } from "vitest";
import { type DbOrTx, queryRows } from "../src/db/client.ts";
import { admissionRounds } from "../src/db/schema.ts";
import { foldTallies } from "../src/db/tallies.ts";
import { defined, useTestApp } from "./helpers.ts";

/**
 * The set-up of the randomised tally tests (slot tallies, merit input versions): an app and a round
 * of their own, so that every row counted is the test's, the SQL pieces they write with, and the
 * actions both take besides their own writes.
 */

/** The two departments the candidates apply to. */
export const DEPARTMENTS = DEPARTMENT_NAMES.slice(0, 2) as DepartmentName[];
export const pick = <T>(list: readonly T[]) => fc.constantFrom(...list);
/** About a quarter, half, three quarters or all of the rows (see `someOf`). */
export const share = fc.nat(3);

/**
 * The actions of both tests that are not writes of their own: applications deleted (by cascade), one
 * of the test's writes (`write`: what it writes) in a rolled-back transaction and between two
 * concurrent folds, a fold, and truncation.
 */
export function roundActions<W>(write: fc.Arbitrary<W>) {
  return [
    fc.record({ kind: fc.constant("deleteApplications" as const), share }),
    fc.record({ kind: fc.constant("rolledBack" as const), share, write }),
    fc.constant({ kind: "fold" as const }),
    fc.record({ kind: fc.constant("foldDuringWrite" as const), write }),
    fc.constant({ kind: "truncate" as const }),
  ] as [
    fc.Arbitrary<{ kind: "deleteApplications"; share: number }>,
    fc.Arbitrary<{ kind: "rolledBack"; share: number; write: W }>,
    fc.Arbitrary<{ kind: "fold" }>,
    fc.Arbitrary<{ kind: "foldDuringWrite"; write: W }>,
    fc.Arbitrary<{ kind: "truncate" }>,
  ];
}
export type RoundAction<W> = ReturnType<typeof roundActions<W>>[number] extends fc.Arbitrary<infer A> ? A : never;

export function useRoundOfItsOwn(name: string, applicationIdPrefix: string) {
  const t = useTestApp();
  let id: string | undefined;
  let serial = 0;
  beforeAll(async () => {
    const [row] = await t.ctx.db
      .insert(admissionRounds)
      .values({ name, applicationIdPrefix })
      .returning({ id: admissionRounds.id });
    id = row?.id;
  });
  const round = (): string => defined(id, "the test's round (made in beforeAll)");
  const ofRound = () => sql`round_id = ${round()}::uuid`;
  const run = (db: DbOrTx, q: SQL) => queryRows(db, q);
  // `share` picks about a quarter, half, three quarters or all of the rows, by a hash of the key.
  const someOf = (key: SQL, s: number) => sql`(abs(hashtext(${key}::text || ${String(serial)})) % 4) <= ${s}`;
  return {
    t,
    round,
    /** The rows of the test's round. */
    ofRound,
    run,
    someOf,
    /**
     * Two CTEs for the start of a `with`: `u`, a new candidate, and `a`, their application to the
     * department in the test's round (numbered `serial`); the test adds what it makes of them.
     */
    newApplication: (serial: number, department: DepartmentName) =>
      sql`u as (
            insert into users (role, name, email, password_hash, email_verified_at)
            values ('candidate', ${`${name} ${serial}`}, ${`${applicationIdPrefix.toLowerCase()}${serial}@example.com`}, 'x', now())
            returning id
          ), a as (
            insert into applications (application_id, application_number, round_id, user_id, department,
              application_type, utr_du_number, amount, transaction_time, bank_name)
            select ${`${applicationIdPrefix}${serial}`}, ${serial}, ${round()}::uuid, u.id, ${department}, 'REGULAR',
              ${`UTR${applicationIdPrefix}${serial}`}, 1500, now(), 'Bank'
            from u returning id
          )`,
    /** A number not used before: for names and keys, and so that `someOf` picks other rows. */
    nextSerial: () => ++serial,
    /**
     * Takes one of `roundActions`: `write` is the test's own write (of a share of the rows), and
     * `truncate` the table whose truncation empties what the test counts.
     */
    async takeRoundAction<W>(
      a: RoundAction<W>,
      write: (db: DbOrTx, s: number, w: W) => Promise<unknown>,
      truncate: SQL,
    ): Promise<unknown> {
      const db = t.ctx.db;
      switch (a.kind) {
        case "deleteApplications":
          return run(db, sql`delete from applications where ${ofRound()} and ${someOf(sql`id`, a.share)}`);
        case "rolledBack":
          return db
            .transaction(async (tx) => {
              await write(tx, a.share, a.write);
              tx.rollback();
            })
            .catch(() => undefined);
        case "fold":
          return foldTallies(db);
        case "foldDuringWrite":
          return Promise.all([foldTallies(db), write(db, 3, a.write), foldTallies(db)]);
        case "truncate":
          return run(db, sql`truncate ${truncate}`);
      }
    },
  };
}
