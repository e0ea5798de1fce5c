import {
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
  DEPARTMENT_NAMES,
  ROLES,
  SUBMISSION_DAYS,
  VERIFICATION_STATUSES,
  zonedDay,
  zonedDayRange,
} from "@phd/shared";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, buildTestApp, createUser, type TestApp, tokenFor } from "../../test/helpers.ts";
import { expectReversible } from "../../test/migrations.ts";
import { type DbOrTx, queryRows } from "./client.ts";
import { admissionRounds } from "./schema.ts";
import {
  type ApplicationGroup,
  applicationGroups,
  countGroups,
  countTallied,
  evenNameBlocks,
  foldTallies,
  type GroupFilter,
  layOutNameBlocks,
  sharedUtrs,
  submissionsBetween,
  talliedTotals,
  userCounts,
} from "./tallies.ts";

/**
 * The tallies (decision 037) must equal a full count after any sequence of writes: inserts,
 * updates of every counted column, deletes (also by cascade from users), truncation, rolled-back
 * transactions and folds, on PGlite (api) and PostgreSQL (api-pg).
 */

const pick = <T>(list: readonly T[]) => fc.constantFrom(...list);
const instant = fc
  .integer({ min: 0, max: 40 * 24 * 60 })
  .map((minutes) => new Date(Date.UTC(2026, 10, 1) + minutes * 60_000 + 17_000).toISOString());

/** A few UTRs, so candidates share them and the duplicate list (migration 0020) has members. */
const UTRS = ["UTR1", "UTR2", "UTR3", "UTR4"] as const;

const applicationValues = fc.record({
  department: pick(DEPARTMENT_NAMES),
  type: pick(APPLICATION_TYPES),
  status: pick(APPLICATION_STATUSES),
  fee: pick(VERIFICATION_STATUSES),
  at: instant,
  round: fc.nat(1),
  utr: pick(UTRS),
  // Also an application of the batch's previous candidate (another department or type), so one
  // candidate holds a UTR on several applications.
  samePerson: fc.boolean(),
});

const change = fc.oneof(
  fc.record({ column: fc.constant("status"), value: pick(APPLICATION_STATUSES) }),
  fc.record({ column: fc.constant("fee_status"), value: pick(VERIFICATION_STATUSES) }),
  fc.record({ column: fc.constant("department"), value: pick(DEPARTMENT_NAMES) }),
  fc.record({ column: fc.constant("application_type"), value: pick(APPLICATION_TYPES) }),
  fc.record({ column: fc.constant("created_at"), value: instant }),
  fc.record({ column: fc.constant("utr_du_number"), value: pick(UTRS) }),
  fc.record({ column: fc.constant("remarks"), value: fc.constant("no count changes") }),
);

const action = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("addUsers" as const),
      users: fc.array(fc.record({ role: pick(ROLES), verified: fc.boolean(), erased: fc.boolean() }), {
        minLength: 1,
        maxLength: 6,
      }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("addApplications" as const),
      rows: fc.array(applicationValues, { minLength: 1, maxLength: 8 }),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("updateApplications" as const), share: fc.nat(3), change }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("deleteApplications" as const), share: fc.nat(3) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("updateUsers" as const),
      share: fc.nat(3),
      to: fc.constantFrom("verify", "unverify", "erase", "restore", "staff", "candidate"),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("deleteUsers" as const), share: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("rolledBack" as const), share: fc.nat(3), change }) },
  { weight: 2, arbitrary: fc.constant({ kind: "fold" as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("foldDuringWrite" as const), change }) },
  { weight: 1, arbitrary: fc.constant({ kind: "truncate" as const }) },
  // Names in and out of order (the name blocks of migration 0025), a name shared by several.
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("rename" as const),
      share: fc.nat(3),
      name: fc.constantFrom("Aarti", "aarti", "Zubin", "Meera K", "", "Ω Omega"),
    }),
  },
  // Blocks of a few candidates, so the sequences cross their edges; also while users change.
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("layOut" as const), size: fc.integer({ min: 1, max: 4 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("layOutDuringWrite" as const), share: fc.nat(3) }) },
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

/** The UTRs the fee list's duplicates filter keeps (`sharedUtrs`), in order. */
async function duplicateUtrs(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ utr: string }>(db, sql`select utr from ${sharedUtrs} as shared order by 1`);
  return rows.map((r) => r.utr);
}

describe("tallies", () => {
  let t: TestApp;
  let rounds: string[];
  let serial = 0;
  beforeAll(async () => {
    t = await buildTestApp();
    const [current] = await t.ctx.db.select({ id: admissionRounds.id }).from(admissionRounds);
    const [other] = await t.ctx.db
      .insert(admissionRounds)
      .values({ name: "Tally test round", applicationIdPrefix: "TT" })
      .returning({ id: admissionRounds.id });
    rounds = [current?.id as string, other?.id as string];
  });
  afterAll(async () => t.close());

  const run = (db: DbOrTx, q: ReturnType<typeof sql>) => queryRows(db, q);
  // `share` picks about a quarter, half, three quarters or all of the rows, by a hash of the id.
  const someOf = (share: number) => sql`(abs(hashtext(id::text || ${String(serial)})) % 4) <= ${share}`;

  async function addUsers(users: Extract<Action, { kind: "addUsers" }>["users"]) {
    const values = users.map((u) => {
      serial += 1;
      return sql`(${u.role}, ${`Tally ${serial}`}, ${`tally${serial}@example.com`}, 'x',
        ${u.verified ? sql`now()` : sql`null`}, ${u.erased ? sql`now()` : sql`null`})`;
    });
    await run(
      t.ctx.db,
      sql`insert into users (role, name, email, password_hash, email_verified_at, deleted_at) values ${sql.join(values, sql`, `)}`,
    );
  }

  // Each application has its own candidate, or the previous row's where that cannot clash with the
  // one-per-round-department-and-type key — with any earlier row of that candidate, not only the
  // previous one (a chain A, B, A of one person clashed) — and no update can: updates never change
  // the owner.
  async function addApplications(rows: Extract<Action, { kind: "addApplications" }>["rows"]) {
    const owners = rows.map(() => {
      serial += 1;
      return sql`('candidate', ${`Tally ${serial}`}, ${`tally${serial}@example.com`}, 'x', now())`;
    });
    const ids = await run(
      t.ctx.db,
      sql`insert into users (role, name, email, password_hash, email_verified_at) values ${sql.join(owners, sql`, `)} returning id`,
    );
    const ownerOf = rows.map((_, i) => (ids[i] as { id: string }).id);
    const taken = new Set<string>();
    const keyOf = (owner: string, r: (typeof rows)[number]) => [owner, r.round, r.department, r.type].join("|");
    rows.forEach((r, i) => {
      const previous = rows[i - 1];
      const shared = ownerOf[i - 1];
      if (r.samePerson && previous && shared && previous.round === r.round && !taken.has(keyOf(shared, r)))
        ownerOf[i] = shared;
      taken.add(keyOf(ownerOf[i] as string, r));
    });
    const values = rows.map((r, i) => {
      serial += 1;
      return sql`(${`TT${serial}`}, ${serial}, ${rounds[r.round]}::uuid, ${ownerOf[i]}::uuid,
        ${r.department}, ${r.type}, ${r.status}, ${r.fee}, ${r.utr}, 1500, now(), 'Bank', ${r.at}::timestamptz)`;
    });
    await run(
      t.ctx.db,
      sql`insert into applications (application_id, application_number, round_id, user_id, department,
        application_type, status, fee_status, utr_du_number, amount, transaction_time, bank_name, created_at)
        values ${sql.join(values, sql`, `)}`,
    );
  }

  function updateApplications(db: DbOrTx, share: number, c: { column: string; value: string }) {
    serial += 1;
    const value = c.column === "created_at" ? sql`${c.value}::timestamptz` : sql`${c.value}`;
    // A candidate's applications differ in department or type (the one-per-department-and-type key):
    // those two columns change only on a candidate's single application.
    const keyed = c.column === "department" || c.column === "application_type";
    const alone = sql`not exists (select 1 from applications o where o.user_id = applications.user_id and o.id <> applications.id)`;
    return run(
      db,
      sql`update applications set ${sql.identifier(c.column)} = ${value} where ${someOf(share)} ${keyed ? sql`and ${alone}` : sql``}`,
    );
  }

  const userChanges = {
    verify: sql`email_verified_at = now()`,
    unverify: sql`email_verified_at = null`,
    erase: sql`deleted_at = now()`,
    restore: sql`deleted_at = null`,
    staff: sql`role = 'coordinator'`,
    candidate: sql`role = 'candidate'`,
  };

  async function apply(a: Action) {
    serial += 1;
    switch (a.kind) {
      case "addUsers":
        return addUsers(a.users);
      case "addApplications":
        return addApplications(a.rows);
      case "updateApplications":
        return updateApplications(t.ctx.db, a.share, a.change);
      case "deleteApplications":
        return run(t.ctx.db, sql`delete from applications where ${someOf(a.share)}`);
      case "updateUsers":
        // Roles change only where no staff row would clash with a candidate's address (unique per role).
        return run(
          t.ctx.db,
          sql`update users set ${userChanges[a.to]} where ${someOf(a.share)} and email like 'tally%'`,
        );
      case "deleteUsers":
        return run(t.ctx.db, sql`delete from users where ${someOf(a.share)} and email like 'tally%'`);
      case "rolledBack":
        return t.ctx.db
          .transaction(async (tx) => {
            await updateApplications(tx, a.share, a.change);
            await run(tx, sql`delete from users where ${someOf(a.share)} and email like 'tally%'`);
            tx.rollback();
          })
          .catch(() => undefined);
      case "fold":
        return foldTallies(t.ctx.db);
      case "foldDuringWrite":
        await Promise.all([foldTallies(t.ctx.db), updateApplications(t.ctx.db, 3, a.change), foldTallies(t.ctx.db)]);
        return;
      case "truncate":
        return run(t.ctx.db, sql`truncate applications cascade`);
      case "rename":
        return run(
          t.ctx.db,
          sql`update users set name = ${a.name} || id::text where ${someOf(a.share)} and email like 'tally%'`,
        );
      case "layOut":
        return layOutNameBlocks(t.ctx.db, a.size);
      case "layOutDuringWrite":
        await Promise.all([
          layOutNameBlocks(t.ctx.db, 2),
          run(
            t.ctx.db,
            sql`update users set email_verified_at = now() where ${someOf(a.share)} and email like 'tally%'`,
          ),
          run(t.ctx.db, sql`update users set name = 'B' || name where ${someOf(a.share)} and email like 'tally%'`),
          evenNameBlocks(t.ctx.db, 3),
        ]);
        return;
    }
  }

  async function expectExact() {
    for (const round of rounds) {
      const counted = await run(
        t.ctx.db,
        sql`select department, application_type as "applicationType", status, fee_status as "feeStatus", count(*)::int as n
            from applications where round_id = ${round}::uuid group by 1, 2, 3, 4`,
      );
      const key = (g: unknown) => JSON.stringify(g);
      expect(new Set((await applicationGroups(t.ctx.db, round)).map(key))).toEqual(new Set(counted.map(key)));
      // A list's total and the statistics cards, summed in SQL, agree with the full count.
      const groups = counted as ApplicationGroup[];
      const total = (keep: (g: ApplicationGroup) => boolean) => groups.filter(keep).reduce((n, g) => n + g.n, 0);
      const filters: GroupFilter[] = [
        {},
        { departments: DEPARTMENT_NAMES.slice(0, 2), status: "PENDING" },
        { departments: [] },
        { feeStatus: "VERIFIED", applicationType: "REGULAR" },
      ];
      for (const f of filters) expect(await countTallied(t.ctx.db, round, f)).toBe(countGroups(groups, f));
      expect(await talliedTotals(t.ctx.db, round)).toEqual({
        applications: total(() => true),
        verified: total((r) => r.status === "VERIFIED"),
      });
      // Day buckets at a half-hour zone's midnights: exact because tallies are per quarter hour.
      const unique = Array.from({ length: 42 }, (_, i) => {
        const day = new Date(Date.UTC(2026, 9, 31 + i)).toISOString().slice(0, 10);
        return zonedDayRange(day, "Asia/Kolkata").start;
      });
      const perDay = await run(
        t.ctx.db,
        sql`select width_bucket(created_at, ${sql.raw(`array[${unique.map((d) => `'${d.toISOString()}'::timestamptz`).join(",")}]`)}) as bucket, count(*)::int as n
            from applications where round_id = ${round}::uuid
            and created_at >= ${unique[0]?.toISOString()}::timestamptz and created_at < ${unique.at(-1)?.toISOString()}::timestamptz group by 1`,
      );
      expect(Object.fromEntries(await submissionsBetween(t.ctx.db, round, unique))).toEqual(
        Object.fromEntries(perDay.map((r) => [(r as { bucket: number }).bucket, (r as { n: number }).n])),
      );
    }
    // Who used each UTR (migration 0020), and the fee list's duplicates from it.
    const held = await run(
      t.ctx.db,
      sql`select utr_du_number as utr, count(distinct user_id)::int as holders from applications group by 1 order by 1`,
    );
    expect(await run(t.ctx.db, sql`select utr, holders from utr_shares order by 1`)).toEqual(held);
    expect((await duplicateUtrs(t.ctx.db)).sort()).toEqual(
      held.filter((h) => (h as { holders: number }).holders > 1).map((h) => (h as { utr: string }).utr),
    );
    const people = await run(
      t.ctx.db,
      sql`select role, count(*)::int as n from users
          where deleted_at is null and (role <> 'candidate' or email_verified_at is not null) group by 1`,
    );
    expect(await userCounts(t.ctx.db)).toEqual(
      Object.fromEntries(people.map((r) => [(r as { role: string }).role, (r as { n: number }).n])),
    );
    // Each name block holds the verified candidates from its start key to the next block's.
    const blocks = await run(
      t.ctx.db,
      sql`select b.start_name, b.start_id, b.n::int as kept, (
            select count(*)::int from users u
             where u.role = 'candidate' and u.deleted_at is null and u.email_verified_at is not null
               and (lower(u.name), u.id) >= (b.start_name, b.start_id)
               and (b.next_name is null or (lower(u.name), u.id) < (b.next_name, b.next_id))
          ) as counted
          from (select start_name, start_id, sum(n) as n,
                       lead(start_name) over (order by start_name, start_id) as next_name,
                       lead(start_id) over (order by start_name, start_id) as next_id
                  from candidate_name_tallies group by 1, 2) b`,
    );
    expect(blocks[0]).toMatchObject({ start_name: "", start_id: "00000000-0000-0000-0000-000000000000" });
    for (const b of blocks as { kept: number; counted: number }[]) expect(b.kept).toBe(b.counted);
  }

  it("equal a full count after every randomised sequence of writes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 10 }), async (actions) => {
        for (const a of actions) await apply(a);
        await expectExact();
      }),
      { numRuns: 25 },
    );
  });

  it("give the dashboard the numbers a full count gives", async () => {
    const admin = await tokenFor(t.ctx, await createUser(t.ctx, { role: "admin", name: "Admin" }));
    const res = await t.app.inject({ method: "GET", url: "/api/admin/statistics/overview", headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const [all] = await run(
      t.ctx.db,
      sql`select count(*)::int as applications, (count(*) filter (where status = 'VERIFIED'))::int as verified,
            (count(*) filter (where fee_status = 'PENDING'))::int as "feePending"
          from applications where round_id = (select current_round_id())`,
    );
    const totals = all as { applications: number; verified: number; feePending: number };
    expect(data.totals.applications).toBe(totals.applications);
    expect(data.totals.verifiedApplications).toBe(totals.verified);
    expect(data.totals.paymentsPending).toBe(totals.feePending);
    expect(data.byDay).toHaveLength(SUBMISSION_DAYS);
    const [people] = await run(
      t.ctx.db,
      sql`select count(*)::int as n from users where role = 'candidate' and deleted_at is null and email_verified_at is not null`,
    );
    expect(data.totals.candidates).toBe((people as { n: number }).n);
    expect(data.byDay.at(-1).day).toBe(zonedDay(new Date(), data.admissions.timeZone));
  });

  it("are folded into one row per group without changing a total", async () => {
    await apply({
      kind: "addApplications",
      rows: [
        {
          department: "Computer Engineering",
          type: "REGULAR",
          status: "PENDING",
          fee: "PENDING",
          at: new Date().toISOString(),
          round: 0,
          utr: "UTR1",
          samePerson: false,
        },
      ],
    });
    const before = await applicationGroups(t.ctx.db, rounds[0] as string);
    await foldTallies(t.ctx.db);
    const [rows] = await run(
      t.ctx.db,
      sql`select count(*)::int as n from (select 1 from application_tallies group by round_id, department, application_type, status, fee_status having count(*) > 1) g`,
    );
    expect(rows).toEqual({ n: 0 });
    expect(await applicationGroups(t.ctx.db, rounds[0] as string)).toEqual(expect.arrayContaining(before));
    expect(await foldTallies(t.ctx.db)).toBe(0);
  });
});

describe("migration 0017_tallies", () => {
  it("is reversed by its down script, and counts what is there when applied again", () =>
    expectReversible(
      "0017_tallies",
      (db) =>
        queryRows<{ name: string }>(
          db,
          // 0017's own (the slots' tallies are 0022's, the name blocks' 0025's).
          sql`select table_name as name from information_schema.tables
              where table_name like '%_tallies' and table_name not in ('slot_tallies', 'candidate_name_tallies') order by 1`,
        ),
      {
        migrated: (tables) =>
          expect(tables.map((t) => t.name)).toEqual(["application_tallies", "submission_tallies", "user_tallies"]),
        reversed: (tables) => expect(tables).toEqual([]),
        // Without the triggers, rows are written as before 0017.
        whileReversed: (db) =>
          queryRows(
            db,
            sql`insert into users (role, name, email, password_hash, email_verified_at) values ('candidate', 'Before', 'before@example.com', 'x', now())`,
          ),
        afterwards: async (db) => {
          const [counted] = await queryRows<{ n: number }>(
            db,
            sql`select count(*)::int as n from users where role = 'candidate' and email_verified_at is not null and deleted_at is null`,
          );
          expect((await userCounts(db)).candidate).toBe(counted?.n);
        },
      },
    ));
});

describe("migration 0020_utr_shares", () => {
  it("is reversed by its down script, and counts who used each UTR when applied again", () =>
    expectReversible(
      "0020_utr_shares",
      (db) =>
        queryRows<{ name: string }>(
          db,
          sql`select tablename as name from pg_tables where tablename like 'utr_%'
              union all select tgname from pg_trigger where tgname like 'applications_utr_%'
              union all select indexname from pg_indexes where indexname in ('applications_round_dept_created_idx', 'applications_round_created_idx')
              order by 1`,
        ),
      {
        migrated: (objects) =>
          expect(objects.map((o) => o.name)).toEqual([
            "applications_round_created_idx",
            "applications_round_dept_created_idx",
            "applications_utr_delete",
            "applications_utr_insert",
            "applications_utr_update",
            "utr_holders",
            "utr_shares",
          ]),
        reversed: (objects) => expect(objects).toEqual([]),
        // Without the triggers, rows are written as before 0020: two candidates on one UTR.
        whileReversed: (db) =>
          queryRows(
            db,
            sql`with round as (
                  insert into admission_rounds (name, application_id_prefix) values ('Migration test', 'MT') returning id
                ), people as (
                  insert into users (role, name, email, password_hash, email_verified_at)
                  values ('candidate', 'A', 'a@example.com', 'x', now()), ('candidate', 'B', 'b@example.com', 'x', now())
                  returning id, name)
                insert into applications (application_id, application_number, round_id, user_id, department,
                  application_type, utr_du_number, amount, transaction_time, bank_name)
                select 'M' || name, ascii(name), round.id, people.id, 'Computer Engineering', 'REGULAR', 'UTR9', 1500, now(), 'Bank'
                from people, round`,
          ),
        afterwards: async (db) => {
          expect(await duplicateUtrs(db)).toEqual(["UTR9"]);
          // And truncation empties them again (clear_tallies, replaced by 0020).
          await queryRows(db, sql`truncate applications cascade`);
          expect(await queryRows(db, sql`select * from utr_shares`)).toEqual([]);
        },
      },
    ));
});

describe("migration 0025_name_blocks", () => {
  it("is reversed by its down script, and lays out the candidates there are when applied again", () =>
    expectReversible(
      "0025_name_blocks",
      (db) =>
        queryRows<{ name: string }>(
          db,
          sql`select tablename as name from pg_tables where tablename = 'candidate_name_tallies'
              union all select tgname from pg_trigger where tgname like 'users_name_tally_%'
              union all select proname from pg_proc where proname like '%candidate_name_%'
              order by 1`,
        ),
      {
        migrated: (objects) => expect(objects).toHaveLength(11),
        reversed: (objects) => expect(objects).toEqual([]),
        // Without the triggers, candidates are written as before 0025.
        whileReversed: (db) =>
          queryRows(
            db,
            sql`insert into users (role, name, email, password_hash, email_verified_at)
                select 'candidate', 'N' || i, 'n' || i || '@example.com', 'x', now() from generate_series(1, 2500) i`,
          ),
        afterwards: async (db) => {
          // Blocks of a thousand, the first from the lowest key.
          expect(
            await queryRows(db, sql`select start_name, n from candidate_name_tallies order by start_name, start_id`),
          ).toEqual([
            { start_name: "", n: 1000 },
            { start_name: expect.any(String), n: 1000 },
            { start_name: expect.any(String), n: 500 },
          ]);
          // A writer in repeatable read could read a layout replaced since its snapshot: refused.
          await expect(
            db.transaction(
              async (tx) => {
                await queryRows(tx, sql`update users set name = 'Renamed' where email = 'n1@example.com'`);
              },
              { isolationLevel: "repeatable read" },
            ),
          ).rejects.toSatisfy((e: Error) => /only by read committed/.test(`${e.message} ${e.cause}`));
          expect(await queryRows(db, sql`select name from users where email = 'n1@example.com'`)).toEqual([
            { name: "N1" },
          ]);
          // Truncation leaves the one block from the lowest key, empty.
          await queryRows(db, sql`truncate users cascade`);
          expect(await queryRows(db, sql`select start_name, n from candidate_name_tallies`)).toEqual([
            { start_name: "", n: 0 },
          ]);
        },
      },
    ));
});
