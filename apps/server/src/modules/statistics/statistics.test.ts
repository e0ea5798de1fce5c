import { candidateStatisticsQuery, candidateStatisticsResponse, zonedDay } from "@phd/shared";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertApplicationFor } from "../../../test/factories.ts";
import {
  bearer,
  buildTestApp,
  createUser,
  defined,
  type TestApp,
  type TestUser,
  tokenFor,
  useTestApp,
  useTokens,
} from "../../../test/helpers.ts";
import { queryRows } from "../../db/client.ts";
import { announcements, users } from "../../db/schema.ts";
import { layOutNameBlocks } from "../../db/tallies.ts";
import { TestClock } from "../../lib/clock.ts";
import { currentRoundIdOf } from "../constants/index.ts";
import { candidateStatistics, candidateStatisticsAnswer } from "./service.ts";

// "Now" of the app (the last 30 days of the overview): a fixed instant, noon in Kolkata, far from a day's edge.
const now = new Date("2026-03-10T06:30:00.000Z");
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);
// A database of its own: every count below is exact.
const t = useTestApp({ clock: new TestClock(now) });
const { tokens } = useTokens(t, {
  admin: "admin",
  candidate: { role: "candidate", name: "Zed Outsider" },
  coordinator: "coordinator",
  accountSectionCoordinator: "accountSectionCoordinator",
});
const people: Record<string, TestUser> = {};

beforeAll(async () => {
  for (const [key, name, email] of [
    ["asha", "Asha Verma", "asha@example.com"],
    ["bela", "bela Rao", "bela@example.com"],
    ["chen", "Chen Li", "chen.li@uni.example"],
  ] as const) {
    people[key] = await createUser(t.ctx, { role: "candidate", name, email });
  }
  // Not an account yet: an unverified registration is not counted.
  await createUser(t.ctx, { role: "candidate", name: "Unverified Person", emailVerified: false });
  const apply = (
    who: string,
    department: "Physics" | "Chemistry" | "Civil Engineering",
    status: "PENDING" | "VERIFIED" | "MODIFICATION_REQUESTED",
    createdAt: Date,
    feeStatus: "PENDING" | "VERIFIED" = "VERIFIED",
  ) => insertApplicationFor(t.ctx, people[who] as TestUser, { department, status, createdAt, fee: { feeStatus } });
  await apply("asha", "Physics", "VERIFIED", daysAgo(0));
  await apply("asha", "Chemistry", "PENDING", daysAgo(1), "PENDING");
  await apply("bela", "Physics", "MODIFICATION_REQUESTED", daysAgo(1));
  await apply("bela", "Civil Engineering", "VERIFIED", daysAgo(40));
  await t.ctx.db.insert(announcements).values({ title: "Notice", link: "https://example.com", recipientRole: "all" });
});
const get = (url: string, token: string | null = tokens.admin) =>
  t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
const list = async (q: Record<string, string> = {}) => {
  const res = await get(`/api/admin/candidates-with-statistics?${new URLSearchParams(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe("admin only", () => {
  it("401 without a token, 403 for a candidate, a coordinator and the account section, on every statistics endpoint", async () => {
    for (const url of [
      "/api/admin/candidates-with-statistics",
      "/api/admin/candidates-with-statistics/export.csv",
      "/api/admin/statistics/overview",
    ]) {
      expect((await get(url, null)).statusCode, url).toBe(401);
      for (const role of ["candidate", "coordinator", "accountSectionCoordinator"] as const)
        expect((await get(url, tokens[role])).statusCode, `${url} as ${role}`).toBe(403);
    }
  });

  it("400 for a bad page, limit or an over-long search", async () => {
    for (const q of ["page=0", "limit=500", "page=abc", `search=${"x".repeat(201)}`]) {
      const res = await get(`/api/admin/candidates-with-statistics?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });
});

describe("GET /api/admin/candidates-with-statistics", () => {
  it("totals over everyone; each candidate in name order with counts and departments", async () => {
    const res = await list();
    expect(res).toMatchObject({
      success: true,
      totalCandidates: 4,
      totalApplications: 4,
      verifiedApplications: 2,
      pagination: { currentPage: 1, totalPages: 1, totalMatching: 4 },
    });
    expect(res.candidateDetails).toEqual([
      {
        id: people.asha?.id,
        name: "Asha Verma",
        email: "asha@example.com",
        totalApplications: 2,
        verifiedApplications: 1,
        departmentsApplied: ["Chemistry", "Physics"],
      },
      {
        id: people.bela?.id,
        name: "bela Rao",
        email: "bela@example.com",
        totalApplications: 2,
        verifiedApplications: 1,
        departmentsApplied: ["Civil Engineering", "Physics"],
      },
      expect.objectContaining({
        name: "Chen Li",
        totalApplications: 0,
        verifiedApplications: 0,
        departmentsApplied: [],
      }),
      expect.objectContaining({ name: "Zed Outsider", totalApplications: 0 }),
    ]);
  });

  it("searches name or e-mail on the server, case-insensitively, with LIKE characters taken literally", async () => {
    expect((await list({ search: "CHEN" })).candidateDetails.map((c: { name: string }) => c.name)).toEqual(["Chen Li"]);
    const byMail = await list({ search: "@example.com" });
    expect(byMail.candidateDetails.map((c: { name: string }) => c.name)).toEqual(["Asha Verma", "bela Rao"]);
    expect(byMail.pagination).toEqual({ currentPage: 1, totalPages: 1, totalMatching: 2 });
    expect(byMail.totalCandidates).toBe(4);
    expect((await list({ search: "%" })).candidateDetails).toEqual([]);
    expect((await list({ search: "" })).pagination.totalMatching).toBe(4);
  });

  it("pages on the server", async () => {
    const first = await list({ limit: "3" });
    const second = await list({ limit: "3", page: "2" });
    expect(first.candidateDetails).toHaveLength(3);
    expect(second.candidateDetails.map((c: { name: string }) => c.name)).toEqual(["Zed Outsider"]);
    expect(second.pagination).toEqual({ currentPage: 2, totalPages: 2, totalMatching: 4 });
    expect((await list({ page: "9" })).candidateDetails).toEqual([]);
  });

  it("exports the table as CSV in the same order, formula cells defused", async () => {
    const evil = await createUser(t.ctx, {
      role: "candidate",
      name: "=cmd|' /C calc'!A0",
      email: "evil@example.com",
    });
    try {
      const res = await get("/api/admin/candidates-with-statistics/export.csv?search=example.com");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(res.headers["content-disposition"]).toMatch(
        /^attachment; filename="candidate-statistics-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect(res.body.split("\r\n")).toEqual([
        "\uFEFFName,Email,Applications,Verified Applications,Departments Applied",
        "'=cmd|' /C calc'!A0,evil@example.com,0,0,",
        "Asha Verma,asha@example.com,2,1,Chemistry; Physics",
        "bela Rao,bela@example.com,2,1,Civil Engineering; Physics",
        "",
      ]);
    } finally {
      await t.ctx.db.delete(users).where(eq(users.id, evil.id));
    }
  });
});

describe("deep pages (decision 017)", () => {
  it.each<Record<string, string>>([{}, { search: "a" }])(
    "every page, read from the nearer end, is the slice of the whole table: %j",
    async (q) => {
      const whole = (await list({ ...q, limit: "100" })).candidateDetails;
      expect(whole.length).toBeGreaterThan(1);
      for (const limit of [1, 2, 3]) {
        for (let page = 1; page <= Math.ceil(whole.length / limit) + 1; page++) {
          const res = await list({ ...q, limit: String(limit), page: String(page) });
          expect(res.candidateDetails, `limit ${limit} page ${page}`).toEqual(
            whole.slice((page - 1) * limit, page * limit),
          );
          expect(res.pagination.totalMatching).toBe(whole.length);
          expect(res.totalCandidates).toBe(4);
        }
      }
    },
  );

  it.each([1, 2, 3, 1000])(
    "the usual path starts a later page at its name block of %i (decision 048)",
    async (size) => {
      await layOutNameBlocks(t.ctx.db, size);
      // A rename and an erasure after the layout fall into the blocks there are.
      await t.ctx.db
        .update(users)
        .set({ name: "Aaron Abel" })
        .where(eq(users.id, (people.chen as TestUser).id));
      const whole = (await list({ limit: "100" })).candidateDetails;
      for (const limit of [1, 2, 3]) {
        for (let page = 2; page <= Math.ceil(whole.length / limit) + 1; page++) {
          const res = await candidateStatistics(t.ctx, candidateStatisticsQuery.parse({ limit, page }));
          expect(res.candidateDetails, `size ${size} limit ${limit} page ${page}`).toEqual(
            whole.slice((page - 1) * limit, page * limit),
          );
          expect(res.pagination.totalMatching).toBe(whole.length);
        }
      }
      await t.ctx.db
        .update(users)
        .set({ name: "Chen Li" })
        .where(eq(users.id, (people.chen as TestUser).id));
    },
  );
});

describe("GET /api/admin/statistics/overview", () => {
  it("the dashboard numbers, every department and status with zeros, and 30 days of submissions in the institution's days", async () => {
    const res = await get("/api/admin/statistics/overview");
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.totals).toEqual({
      candidates: 4,
      applications: 4,
      verifiedApplications: 2,
      awaitingReview: 1,
      paymentsPending: 1,
      coordinators: 1,
      accountCoordinators: 1,
      announcements: 1,
    });
    expect(data.byDepartment).toHaveLength(14);
    expect(data.byDepartment.find((d: { department: string }) => d.department === "Physics")).toEqual({
      department: "Physics",
      applications: 2,
      verified: 1,
    });
    expect(data.byDepartment.find((d: { department: string }) => d.department === "Mathematics")).toEqual({
      department: "Mathematics",
      applications: 0,
      verified: 0,
    });
    expect(data.byStatus).toEqual(
      [
        { status: "PENDING", count: 1 },
        { status: "VERIFIED", count: 2 },
        { status: "MODIFICATION_REQUESTED", count: 1 },
        { status: "FEE_DETAILS_VERIFICATION_PENDING", count: 0 },
        { status: "FEE_DETAILS_VERIFICATION_MODIFICATION_REQUESTED", count: 0 },
      ].sort(
        (a, b) =>
          data.byStatus.findIndex((s: { status: string }) => s.status === a.status) -
          data.byStatus.findIndex((s: { status: string }) => s.status === b.status),
      ),
    );
    expect(data.byDay).toHaveLength(30);
    expect(data.byDay.at(-1)).toEqual({ day: zonedDay(now, "Asia/Kolkata"), count: 1 });
    expect(data.byDay.reduce((n: number, d: { count: number }) => n + d.count, 0)).toBe(3);
    expect(data.admissions).toEqual({ state: "open", opensAt: null, closesAt: null, timeZone: "Asia/Kolkata" });
  });
});

// Decision 046: the table without a search is answered whole by one statement; the usual path answers the rest.
describe("one statement answers the table (decision 046)", () => {
  const claims = async () => defined(await t.ctx.tokens.verify(tokens.admin));

  it.each<Record<string, string>>([
    {},
    { limit: "3" },
    { limit: "3", page: "2" },
    { page: "9" },
    // Beyond the first ten pages, one statement with its offset given: other offsets, same statement.
    { limit: "1", page: "11" },
    { limit: "1", page: "2" },
    { limit: "1", page: "3" },
    { limit: "1", page: "12" },
  ])("as the usual path does: %j", async (q) => {
    const f = candidateStatisticsQuery.parse(q);
    const answer = defined(await candidateStatisticsAnswer(t.ctx, await claims(), f));
    const body = candidateStatisticsResponse.parse(JSON.parse(answer));
    expect(body).toEqual({ success: true, ...(await candidateStatistics(t.ctx, f)) });
    expect(await list(q)).toEqual(body);
  });

  it("in a round named by id, and the usual path refuses an unknown round with 404", async () => {
    const round = defined(await currentRoundIdOf(t.ctx.db));
    const f = candidateStatisticsQuery.parse({ round });
    const body = JSON.parse(defined(await candidateStatisticsAnswer(t.ctx, await claims(), f)));
    expect(body).toEqual({ success: true, ...(await candidateStatistics(t.ctx, f)) });
    expect(body.totalApplications).toBe(4);
    const unknown = await get("/api/admin/candidates-with-statistics?round=00000000-0000-4000-8000-000000000099");
    expect(unknown.statusCode).toBe(404);
  });

  it("the usual path answers searches, a revoked token and a temporary password", async () => {
    expect(
      await candidateStatisticsAnswer(t.ctx, await claims(), candidateStatisticsQuery.parse({ search: "asha" })),
    ).toBeUndefined();
    expect((await list({ search: "asha" })).candidateDetails.map((c: { name: string }) => c.name)).toEqual([
      "Asha Verma",
    ]);
    const revokedAdmin = await createUser(t.ctx, { role: "admin" });
    const revoked = await tokenFor(t.ctx, revokedAdmin);
    await t.ctx.db.update(users).set({ tokenVersion: 99 }).where(eq(users.id, revokedAdmin.id));
    expect((await get("/api/admin/candidates-with-statistics", revoked)).statusCode).toBe(401);
    const fresh = await createUser(t.ctx, { role: "admin" });
    const freshToken = await tokenFor(t.ctx, fresh);
    await t.ctx.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, fresh.id));
    const temporary = await get("/api/admin/candidates-with-statistics", freshToken);
    expect(temporary.statusCode).toBe(403);
    expect(temporary.json().message).toBe("Please choose your own password before continuing.");
  });
});

describe("pages past 2,000 rows start at their name block (decision 048)", () => {
  let big: TestApp;
  let token: string;
  beforeAll(async () => {
    big = await buildTestApp();
    token = await tokenFor(big.ctx, await createUser(big.ctx, { role: "admin" }));
    // Names that repeat (the id orders them) and differ in case.
    await queryRows(
      big.ctx.db,
      sql`insert into users (role, name, email, password_hash, email_verified_at)
          select 'candidate', case when i % 3 = 0 then 'Same Name' else upper(substr(md5(i::text), 1, 1)) || md5(i::text) end,
                 'big' || i || '@example.com', 'x', now()
          from generate_series(1, 2600) i`,
    );
  });
  afterAll(async () => big?.close());

  it.each([1000, 97])("answered whole and by the usual path alike, blocks of %i", async (size) => {
    await layOutNameBlocks(big.ctx.db, size);
    // Candidates registered after the layout fall into the blocks there are.
    await queryRows(
      big.ctx.db,
      sql`insert into users (role, name, email, password_hash, email_verified_at)
          select 'candidate', 'Late ' || i || ${String(size)}, 'late' || i || ${`.${size}@example.com`}, 'x', now()
          from generate_series(1, 30) i`,
    );
    const whole = await queryRows<{ id: string }>(
      big.ctx.db,
      sql`select id from users where role = 'candidate' and deleted_at is null and email_verified_at is not null
          order by lower(name), id`,
    );
    for (const [limit, page] of [
      [10, 200],
      [10, 201],
      [7, 300],
      [25, 100],
      [10, Math.ceil(whole.length / 10)],
      [10, Math.ceil(whole.length / 10) + 1],
    ] as const) {
      const res = await big.app.inject({
        method: "GET",
        url: `/api/admin/candidates-with-statistics?limit=${limit}&page=${page}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      const slice = whole.slice((page - 1) * limit, page * limit).map((r) => r.id);
      expect(
        res.json().candidateDetails.map((c: { id: string }) => c.id),
        `limit ${limit} page ${page}`,
      ).toEqual(slice);
      const usual = await candidateStatistics(big.ctx, candidateStatisticsQuery.parse({ limit, page }));
      expect(usual.candidateDetails.map((c) => c.id)).toEqual(slice);
      expect(res.json().pagination.totalMatching).toBe(whole.length);
    }
  });
});
