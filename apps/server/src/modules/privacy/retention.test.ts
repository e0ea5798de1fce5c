import {
  CATEGORIES,
  type DepartmentChannels,
  RETENTION_MONTHS_DEFAULT,
  retentionDueAt,
  retentionMonthsOf,
} from "@phd/shared";
import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { candidateWithCompleteProfile, insertApplicationFor, publishFinalList } from "../../../test/factories.ts";
import {
  bearer,
  createUser,
  defined,
  type TestApp,
  type TestUser,
  tokenAs,
  tokenFor,
  useTestApp,
  usingPostgres,
} from "../../../test/helpers.ts";
import { queryRows } from "../../db/client.ts";
import { admissionRounds, applications, auditEvents, erasureRequests, offers, users } from "../../db/schema.ts";
import { runErasureJob } from "./erasure-job.ts";
import { dueAtOf, dueBy } from "./retention-queries.ts";

// The retention schedule (DPDP Act 2023 s. 8(7); issue 28, item 4; decision 036).
const D = "Computer Engineering" as const;
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);

let prefixes = 0;
/** A round inserted as it would be after the admin's steps; `closedAt` in the past instead of waiting. */
async function round(t: TestApp, name: string, closedAt: Date | null, settings: Record<string, unknown> = {}) {
  const [row] = await t.ctx.db
    .insert(admissionRounds)
    .values({ name, applicationIdPrefix: `RT${++prefixes}X`, closedAt, settings })
    .returning();
  return defined(row);
}

/** An application of the candidate's in the given round (made in the current one, then moved). */
async function applyIn(t: TestApp, user: TestUser, roundId: string) {
  const app = await insertApplicationFor(t.ctx, user, { department: D });
  await t.ctx.db.update(applications).set({ roundId }).where(eq(applications.id, app.id));
  return app;
}

async function admit(t: TestApp, applicationId: string, roundId: string) {
  const none = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as Record<(typeof CATEGORIES)[number], number>;
  const channel = { total: 0, seats: none, disabilitySeats: none };
  const seats = { NET_JRF: channel, ENTRANCE_TEST: channel } as DepartmentChannels;
  const publication = await publishFinalList(t.ctx, { roundId, department: D, seats, lines: [] });
  await t.ctx.db.insert(offers).values({
    roundId,
    publicationId: publication.id,
    applicationId,
    department: D,
    channel: "ENTRANCE_TEST",
    category: "OPEN_GENERAL",
    disabilitySeat: false,
    seatNo: 1,
    state: "ADMITTED",
    deadline: daysAgo(400),
  });
}

const registeredAt = (t: TestApp, user: TestUser, at: Date) =>
  t.ctx.db.update(users).set({ createdAt: at }).where(eq(users.id, user.id));

/** Every row of every table but the audit log, as text: what "the dry run changes nothing" is checked against. */
async function everyRowButAudit(t: TestApp): Promise<string> {
  const tables = await queryRows<{ name: string }>(
    t.ctx.db,
    sql`select table_name as name from information_schema.tables
         where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'audit_events'
         order by table_name`,
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const rows = await queryRows<{ row: string }>(
      t.ctx.db,
      sql.raw(`select row_to_json(x)::text as row from "${name}" x order by 1`),
    );
    parts.push(...rows.map((r) => `${name}: ${r.row}`));
  }
  return parts.join("\n");
}

const get = (t: TestApp, token: string, url = "/api/admin/retention") => t.app.inject({ url, headers: bearer(token) });
const dryRun = (t: TestApp, token: string) =>
  t.app.inject({ method: "GET", url: "/api/admin/retention/dry-run", headers: bearer(token) });
const setMonths = (t: TestApp, token: string, id: string, payload: unknown) =>
  t.app.inject({
    method: "PUT",
    url: `/api/admin/retention/rounds/${id}`,
    headers: bearer(token),
    payload: payload as object,
  });

describe("the retention schedule", () => {
  const t = useTestApp();
  let admin: TestUser;
  let adminToken: string;
  beforeAll(async () => {
    admin = await createUser(t.ctx, { role: "admin" });
    adminToken = await tokenFor(t.ctx, admin);
  });

  it("erases who is due, lists who comes next, and the dry run names exactly whom the job then erases", async () => {
    const current = defined(
      (await t.ctx.db.select().from(admissionRounds)).find((r) => r.closedAt === null),
      "the current round",
    );
    const old = await round(t, "Round 2024", daysAgo(400)); // 12 months: due about 35 days ago
    const recent = await round(t, "Round 2025", daysAgo(60)); // due in about 10 months
    const almost = await round(t, "Round 2025 B", daysAgo(355)); // due in about 10 days

    const due = await candidateWithCompleteProfile(t.ctx, { name: "Dinesh Overdue" });
    await applyIn(t, due, old.id);
    const noApplication = await createUser(t.ctx, { role: "candidate", name: "Nina Neverapplied" });
    await registeredAt(t, noApplication, daysAgo(500)); // the first round closed after: "old"
    const inOpenRound = await createUser(t.ctx, { role: "candidate", name: "Omar Stillapplying" });
    await applyIn(t, inOpenRound, old.id);
    await applyIn(t, inOpenRound, current.id);
    const admitted = await createUser(t.ctx, { role: "candidate", name: "Asha Admitted" });
    await admit(t, (await applyIn(t, admitted, old.id)).id, old.id);
    const notYet = await createUser(t.ctx, { role: "candidate", name: "Neel Notyet" });
    await applyIn(t, notYet, old.id);
    await applyIn(t, notYet, recent.id); // the latest of the two dates counts
    const soon = await createUser(t.ctx, { role: "candidate", name: "Sita Soon" });
    await applyIn(t, soon, almost.id);
    // Registered after every closed round, no application: not due.
    const fresh = await createUser(t.ctx, { role: "candidate", name: "Farhan Fresh" });

    // The admin's list: due within 30 days, overdue first; names shown.
    const listed = await get(t, adminToken);
    expect(listed.statusCode, listed.body).toBe(200);
    const data = listed.json().data;
    expect(data.days).toBe(30);
    const names = data.due.items.map((i: { name: string }) => i.name);
    // The two overdue ones are due at the same instant (in id order then), the almost-due one last.
    expect(names.slice(0, 2).sort()).toEqual([due.name, noApplication.name].sort());
    expect(names[2]).toBe(soon.name);
    expect(data.due.total).toBe(3);
    expect(data.due.items.find((i: { userId: string }) => i.userId === due.id)).toMatchObject({
      email: due.email,
      rounds: ["Round 2024"],
      dueAt: expect.any(String),
    });
    expect(data.due.items.find((i: { userId: string }) => i.userId === noApplication.id).rounds).toEqual([
      "Round 2024",
    ]);
    expect(data.rounds).toEqual(
      expect.arrayContaining([
        { id: old.id, name: "Round 2024", closedAt: old.closedAt?.toISOString(), retentionMonths: 12 },
        { id: current.id, name: current.name, closedAt: null, retentionMonths: RETENTION_MONTHS_DEFAULT },
      ]),
    );
    // Paged.
    const page2 = (await get(t, adminToken, "/api/admin/retention?page=2&limit=2")).json().data.due;
    expect(page2).toMatchObject({ total: 3, page: 2, limit: 2, items: [expect.objectContaining({ name: soon.name })] });

    // The dry run: who would go now, and nothing changes but its own audit row.
    const before = await everyRowButAudit(t);
    const auditBefore = await t.ctx.db.select().from(auditEvents);
    const dry = await dryRun(t, adminToken);
    expect(dry.statusCode, dry.body).toBe(200);
    const wouldGo = dry.json().data.items.map((i: { userId: string }) => i.userId);
    expect([...wouldGo].sort()).toEqual([due.id, noApplication.id].sort());
    expect(dry.json().data.total).toBe(2);
    expect(await everyRowButAudit(t)).toBe(before);
    const auditAfter = await t.ctx.db.select().from(auditEvents);
    expect(auditAfter).toHaveLength(auditBefore.length + 1);
    expect(auditAfter.find((a) => a.action === "retention.dry_run")).toMatchObject({
      actorId: admin.id,
      subjectType: "retention",
      data: { due: 2 },
    });

    // The job erases exactly those.
    const pass = await runErasureJob(t.ctx);
    expect(pass.retention).toEqual({ erased: 2, kept: 0, skipped: 0 });
    const erased = await t.ctx.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(sql`${users.deletedAt} is not null`);
    expect(erased.map((u) => u.id).sort()).toEqual([...wouldGo].sort());
    for (const u of erased) expect(u.name).toMatch(/^Erased candidate [0-9A-F]{8}$/);
    const requests = await t.ctx.db.select().from(erasureRequests);
    expect(requests.map((r) => [r.userId, r.source, r.state]).sort()).toEqual(
      [
        [due.id, "RETENTION", "DONE"],
        [noApplication.id, "RETENTION", "DONE"],
      ].sort(),
    );
    // The rest stay as they were.
    for (const kept of [inOpenRound, admitted, notYet, soon, fresh]) {
      const [row] = await t.ctx.db.select().from(users).where(eq(users.id, kept.id));
      expect(row, kept.name).toMatchObject({ name: kept.name, deletedAt: null });
    }
    // A second pass finds no one; the dry run too.
    expect((await runErasureJob(t.ctx)).retention).toEqual({ erased: 0, kept: 0, skipped: 0 });
    expect((await dryRun(t, adminToken)).json().data).toMatchObject({ items: [], total: 0 });

    // The admin shortens the almost-due round's months: its candidate is due at once, and the change is audited.
    const changed = await setMonths(t, adminToken, almost.id, { retentionMonths: 6 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      message: 'Retention period of "Round 2025 B" set to 6 months.',
      data: { id: almost.id, retentionMonths: 6, closedAt: almost.closedAt?.toISOString() },
    });
    const [stored] = await t.ctx.db.select().from(admissionRounds).where(eq(admissionRounds.id, almost.id));
    expect(stored?.settings).toEqual({ retentionMonths: 6 });
    const [audit] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "round.retention"), eq(auditEvents.subjectId, almost.id)));
    expect(audit).toMatchObject({ actorId: admin.id, subjectType: "round", data: { from: 12, to: 6 } });
    expect((await dryRun(t, adminToken)).json().data.items.map((i: { userId: string }) => i.userId)).toEqual([soon.id]);
  });

  it("is run once per candidate by several instances at once", async () => {
    await runErasureJob(t.ctx); // whoever the test before left due
    const closed = await round(t, "Round 2023", daysAgo(800), { retentionMonths: 1 });
    const many = await Promise.all(
      Array.from({ length: 6 }, (_, i) => createUser(t.ctx, { role: "candidate", name: `Parallel ${i}` })),
    );
    for (const u of many) await applyIn(t, u, closed.id);
    // On PostgreSQL these passes really overlap (a pool of connections); PGlite runs them one after another.
    const passes = await Promise.all([runErasureJob(t.ctx), runErasureJob(t.ctx), runErasureJob(t.ctx)]);
    expect(passes.reduce((n, p) => n + p.retention.erased, 0)).toBe(many.length);
    const ids = many.map((u) => u.id);
    const requests = await t.ctx.db.select().from(erasureRequests).where(inArray(erasureRequests.userId, ids));
    expect(requests).toHaveLength(many.length);
    expect(new Set(requests.map((r) => r.state))).toEqual(new Set(["DONE"]));
    const done = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "erasure.done"), inArray(auditEvents.subjectId, ids)));
    expect(done).toHaveLength(many.length);
  });

  it("is the admin's alone, and refuses bad months and unknown rounds", async () => {
    const [someRound] = await t.ctx.db.select().from(admissionRounds).limit(1);
    const id = defined(someRound).id;
    const coordinator = await tokenAs(t.ctx, "coordinator");
    const candidate = await tokenAs(t.ctx, "candidate");
    for (const token of [coordinator, candidate]) {
      expect((await get(t, token)).statusCode).toBe(403);
      expect((await dryRun(t, token)).statusCode).toBe(403);
      expect((await setMonths(t, token, id, { retentionMonths: 6 })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: "/api/admin/retention" })).statusCode).toBe(401);
    for (const bad of [0, 121, 1.5, "12", null]) {
      const res = await setMonths(t, adminToken, id, { retentionMonths: bad });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().errors.retentionMonths).toBe("Months must be a whole number from 1 to 120.");
    }
    expect((await setMonths(t, adminToken, id, {})).statusCode).toBe(400);
    expect((await setMonths(t, adminToken, id, { retentionMonths: 6, extra: 1 })).statusCode).toBe(400);
    expect((await setMonths(t, adminToken, "not-a-uuid", { retentionMonths: 6 })).statusCode).toBe(400);
    const unknown = await setMonths(t, adminToken, "00000000-0000-4000-8000-000000000000", { retentionMonths: 6 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Admission round not found.");
    expect((await get(t, adminToken, "/api/admin/retention?limit=500")).statusCode).toBe(400);
  });
});

describe("the retention rule in SQL", () => {
  const t = useTestApp();

  it(`gives the same dates as the shared retentionDueAt (${usingPostgres() ? "PostgreSQL" : "PGlite"})`, async () => {
    const at = (iso: string) => new Date(iso);
    const current = defined((await t.ctx.db.select().from(admissionRounds)).find((r) => r.closedAt === null));
    // Month ends, leap years, a tie, settings the admin never set or that are not valid.
    const r = {
      jan31: await round(t, "Jan 31", at("2027-01-31T22:15:30.123Z"), { retentionMonths: 1 }),
      mar: await round(t, "March", at("2027-03-15T06:00:00.000Z"), { retentionMonths: 24 }),
      marTie: await round(t, "March tie", at("2027-03-15T06:00:00.000Z"), { retentionMonths: 6 }),
      unset: await round(t, "Unset", at("2026-08-31T00:00:00.000Z")),
      silly: await round(t, "Silly", at("2026-05-31T12:00:00.000Z"), { retentionMonths: "abc" }),
      huge: await round(t, "Huge", at("2026-04-30T12:00:00.000Z"), { retentionMonths: 500 }),
      fraction: await round(t, "Fraction", at("2026-03-31T12:00:00.000Z"), { retentionMonths: 2.5 }),
      max: await round(t, "Max", at("2026-02-28T12:00:00.000Z"), { retentionMonths: 120 }),
      open: current,
    };
    type Key = keyof typeof r;
    const cases: { name: string; rounds: Key[]; admitted?: boolean; registered: string; due: string | null }[] = [
      {
        name: "Jan 31 + 1 month",
        rounds: ["jan31"],
        registered: "2026-01-01T00:00:00Z",
        due: "2027-02-28T22:15:30.123Z",
      },
      {
        name: "latest of two",
        rounds: ["jan31", "mar"],
        registered: "2026-01-01T00:00:00Z",
        due: "2029-03-15T06:00:00.000Z",
      },
      { name: "unset: 12", rounds: ["unset"], registered: "2026-01-01T00:00:00Z", due: "2027-08-31T00:00:00.000Z" },
      {
        name: "not a number: 12",
        rounds: ["silly"],
        registered: "2026-01-01T00:00:00Z",
        due: "2027-05-31T12:00:00.000Z",
      },
      { name: "over 120: 12", rounds: ["huge"], registered: "2026-01-01T00:00:00Z", due: "2027-04-30T12:00:00.000Z" },
      {
        name: "a fraction: 12",
        rounds: ["fraction"],
        registered: "2026-01-01T00:00:00Z",
        due: "2027-03-31T12:00:00.000Z",
      },
      { name: "120 months", rounds: ["max"], registered: "2026-01-01T00:00:00Z", due: "2036-02-28T12:00:00.000Z" },
      { name: "one round open", rounds: ["jan31", "open"], registered: "2026-01-01T00:00:00Z", due: null },
      { name: "admitted", rounds: ["jan31"], admitted: true, registered: "2026-01-01T00:00:00Z", due: null },
      {
        name: "no application: first closed after",
        rounds: [],
        registered: "2026-02-01T00:00:00Z",
        due: "2036-02-28T12:00:00.000Z",
      },
      {
        name: "no application: the month-end round",
        rounds: [],
        registered: "2027-01-01T00:00:00Z",
        due: "2027-02-28T22:15:30.123Z",
      },
      {
        name: "no application: tie, the longer",
        rounds: [],
        registered: "2027-02-01T00:00:00Z",
        due: "2029-03-15T06:00:00.000Z",
      },
      { name: "no application: none closed since", rounds: [], registered: "2027-04-01T00:00:00Z", due: null },
    ];
    const made: { user: TestUser; c: (typeof cases)[number] }[] = [];
    for (const c of cases) {
      const user = await createUser(t.ctx, { role: "candidate", name: c.name });
      await registeredAt(t, user, at(c.registered));
      for (const key of c.rounds) {
        const app = await applyIn(t, user, r[key].id);
        if (c.admitted) await admit(t, app.id, r[key].id);
      }
      made.push({ user, c });
    }
    // The pure function's inputs read back from the database, as they are stored.
    const all = await t.ctx.db.select().from(admissionRounds);
    const asRule = (row: (typeof all)[number]) => ({ closedAt: row.closedAt, months: retentionMonthsOf(row.settings) });
    const closedRounds = all.filter((row) => row.closedAt).map(asRule);
    const sqlDates = await dueAtOf(
      t.ctx.db,
      made.map((u) => u.user.id),
    );
    for (const { user, c } of made) {
      const [row] = await t.ctx.db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, user.id));
      const rounds = c.rounds.map((k) => asRule(defined(all.find((x) => x.id === r[k].id))));
      const pure = retentionDueAt(
        { rounds, admitted: c.admitted ?? false, registeredAt: defined(row).createdAt },
        closedRounds,
      );
      expect(sqlDates.get(user.id) ?? null, c.name).toBe(pure?.toISOString() ?? null);
      expect(pure?.toISOString() ?? null, c.name).toBe(c.due);
    }
    // The lists by a date (which first narrow to who can be due by then) name each candidate from
    // their date on, never a millisecond before.
    const listed = async (until: Date) =>
      new Set((await dueBy(t.ctx.db, until, { limit: 10_000, offset: 0, count: false })).items.map((i) => i.userId));
    for (const { user, c } of made) {
      if (!c.due) continue;
      expect((await listed(at(c.due))).has(user.id), c.name).toBe(true);
      expect((await listed(new Date(at(c.due).getTime() - 1))).has(user.id), c.name).toBe(false);
    }
  });
});
