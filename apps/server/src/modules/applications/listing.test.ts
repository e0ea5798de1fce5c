import {
  type ApplicationStatus,
  type ApplicationType,
  DEPARTMENT_NAMES,
  type DepartmentName,
  type DepartmentQueue,
} from "@phd/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { insertApplicationFor } from "../../../test/factories.ts";
import { bearer, createUser, defined, type TestUser, tokenFor, useTestApp } from "../../../test/helpers.ts";
import { applicationCounters, siteConstants } from "../../db/schema.ts";

const CE: DepartmentName = "Computer Engineering";
const CIVIL: DepartmentName = "Civil Engineering";
const MECH: DepartmentName = "Mechanical Engineering";

interface Fixture {
  who: "asha" | "rahul" | "under" | "back" | "meera" | "neha";
  department: DepartmentName;
  applicationType: ApplicationType;
  status: ApplicationStatus;
  createdAt: string;
}

/** Inserted in this order, so application numbers (997…1007) do not follow the creation dates. */
const FIXTURES: Fixture[] = [
  { who: "asha", department: CE, applicationType: "REGULAR", status: "PENDING", createdAt: "2026-11-03T09:00:00.000Z" },
  {
    who: "asha",
    department: CIVIL,
    applicationType: "WORKING_PROFESSIONAL",
    status: "VERIFIED",
    createdAt: "2026-11-02T00:00:00.000Z",
  },
  {
    who: "rahul",
    department: CE,
    applicationType: "REGULAR",
    status: "MODIFICATION_REQUESTED",
    createdAt: "2026-11-01T23:59:59.999Z",
  },
  {
    who: "under",
    department: CE,
    applicationType: "WORKING_PROFESSIONAL",
    status: "FEE_DETAILS_VERIFICATION_PENDING",
    createdAt: "2026-11-02T23:59:59.999Z",
  },
  {
    who: "back",
    department: CIVIL,
    applicationType: "REGULAR",
    status: "FEE_DETAILS_VERIFICATION_MODIFICATION_REQUESTED",
    createdAt: "2026-11-03T00:00:00.000Z",
  },
  {
    who: "meera",
    department: MECH,
    applicationType: "REGULAR",
    status: "VERIFIED",
    createdAt: "2026-10-15T12:00:00.000Z",
  },
  {
    who: "meera",
    department: CE,
    applicationType: "REGULAR",
    status: "VERIFIED",
    createdAt: "2026-11-05T12:00:00.000Z",
  },
  { who: "neha", department: CE, applicationType: "REGULAR", status: "PENDING", createdAt: "2026-10-20T12:00:00.000Z" },
  // Two at the same instant: only the id tie-break keeps the pages apart.
  {
    who: "neha",
    department: CIVIL,
    applicationType: "REGULAR",
    status: "PENDING",
    createdAt: "2026-11-04T10:00:00.000Z",
  },
  {
    who: "meera",
    department: CIVIL,
    applicationType: "REGULAR",
    status: "VERIFIED",
    createdAt: "2026-11-04T10:00:00.000Z",
  },
  // The eleventh: one more than the default page.
  {
    who: "under",
    department: MECH,
    applicationType: "REGULAR",
    status: "PENDING",
    createdAt: "2026-09-01T00:00:00.000Z",
  },
];

const PEOPLE = {
  asha: { name: "Asha Kulkarni", email: "asha.kulkarni@mail.test" },
  rahul: { name: "Rahul 50%_Off", email: "rahul@mail.test" },
  under: { name: "Under Score", email: "under_score@mail.test" },
  back: { name: "Back\\Slash", email: "back@mail.test" },
  meera: { name: "Meera Joshi", email: "meera@mail.test" },
  neha: { name: "Neha Patil", email: "neha@mail.test" },
} as const;

interface Inserted extends Fixture {
  id: string;
  applicationId: string;
  applicationNumber: number;
}

const t = useTestApp();
let rows: Inserted[];
const tokens = {} as Record<"admin" | "ce" | "multi" | "none" | "candidate" | "accounts", string>;

beforeAll(async () => {
  // Day filters count the institution's days; the fixtures' edges are written in UTC.
  await t.ctx.db.update(siteConstants).set({ timeZone: "UTC" });
  // Numbers cross 999 → 1000, where the id's text order (PHD1000 < PHD997) is wrong.
  await t.ctx.db.update(applicationCounters).set({ value: 996 }).where(eq(applicationCounters.key, "ALL"));
  const users: Record<string, TestUser> = {};
  for (const [who, p] of Object.entries(PEOPLE)) users[who] = await createUser(t.ctx, { role: "candidate", ...p });
  rows = [];
  for (const f of FIXTURES) {
    const app = await insertApplicationFor(t.ctx, defined(users[f.who], f.who), {
      ...f,
      createdAt: new Date(f.createdAt),
    });
    rows.push({ ...f, id: app.id, applicationId: app.applicationId, applicationNumber: app.applicationNumber });
  }
  const staff = {
    admin: createUser(t.ctx, { role: "admin" }),
    ce: createUser(t.ctx, { role: "coordinator", departments: [CE] }),
    // Assigned out of DEPARTMENTS order, with one department that has no applications.
    multi: createUser(t.ctx, { role: "coordinator", departments: ["Physics", CE, CIVIL] }),
    none: createUser(t.ctx, { role: "coordinator", departments: [] }),
    candidate: Promise.resolve(defined(users.asha, "asha")),
    accounts: createUser(t.ctx, { role: "accountSectionCoordinator" }),
  };
  for (const [k, user] of Object.entries(staff)) tokens[k as keyof typeof tokens] = await tokenFor(t.ctx, await user);
});
interface ListBody {
  success: true;
  data: {
    applications: { id: string; applicationId: string; department: string; user: { name: string; email: string } }[];
    pagination: { currentPage: number; totalPages: number; totalApplications: number };
  };
}

function list(token: string | undefined, query: Record<string, string | number> = {}) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return t.app.inject({
    method: "GET",
    url: `/api/application/all/applications${qs ? `?${qs}` : ""}`,
    headers: token ? bearer(token) : {},
  });
}

/** The application ids of a 200 answer, in the order given. */
async function listIds(token: string, query: Record<string, string | number> = {}) {
  const res = await list(token, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListBody>().data.applications.map((a) => a.applicationId);
}

/** Fixture ids in the order the server must give (createdAt or number, then id, both one way). */
function expected(
  pick: (r: Inserted) => boolean,
  sort: "createdAt" | "applicationId" = "createdAt",
  order: "asc" | "desc" = "desc",
) {
  const sign = order === "asc" ? 1 : -1;
  return rows
    .filter(pick)
    .sort((a, b) => {
      const key =
        sort === "createdAt"
          ? Date.parse(a.createdAt) - Date.parse(b.createdAt)
          : a.applicationNumber - b.applicationNumber;
      return sign * (key !== 0 ? key : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    })
    .map((r) => r.applicationId);
}
const all = () => true;
const idOf = (i: number) => rows[i]?.applicationId ?? "";

describe("GET /api/application/all/applications", () => {
  it("lists every application for an admin, newest first, 10 a page, with the paging totals", async () => {
    const res = await list(tokens.admin);
    expect(res.statusCode).toBe(200);
    const body = res.json<ListBody>();
    expect(body.success).toBe(true);
    expect(body.data.applications.map((a) => a.applicationId)).toEqual(expected(all).slice(0, 10));
    expect(body.data.pagination).toEqual({ currentPage: 1, totalPages: 2, totalApplications: 11 });
    const first = defined(body.data.applications.find((a) => a.applicationId === idOf(0)));
    expect(first).toMatchObject({ department: CE, user: PEOPLE.asha });
  });

  describe("search", () => {
    it("matches part of a name, an e-mail or an application id, in any case", async () => {
      expect(await listIds(tokens.admin, { search: "kulKARNI" })).toEqual(expected((r) => r.who === "asha"));
      expect(await listIds(tokens.admin, { search: "NEHA@MAIL.test" })).toEqual(expected((r) => r.who === "neha"));
      expect(await listIds(tokens.admin, { search: idOf(2).toLowerCase() })).toEqual([idOf(2)]);
      expect(await listIds(tokens.admin, { search: `  ${idOf(3).toUpperCase()}  ` })).toEqual([idOf(3)]);
      expect(await listIds(tokens.admin, { search: "nobody-by-this-name" })).toEqual([]);
    });

    it("takes %, _ and \\ literally", async () => {
      expect(await listIds(tokens.admin, { search: "%" })).toEqual(expected((r) => r.who === "rahul"));
      expect(await listIds(tokens.admin, { search: "50%_o" })).toEqual(expected((r) => r.who === "rahul"));
      // As a wildcard `_` would match "asha.kulkarni"; literally only "under_score" has "r_s".
      expect(await listIds(tokens.admin, { search: "a_k" })).toEqual([]);
      expect(await listIds(tokens.admin, { search: "r_s" })).toEqual(expected((r) => r.who === "under"));
      expect(await listIds(tokens.admin, { search: "\\" })).toEqual(expected((r) => r.who === "back"));
    });
  });

  describe("filters", () => {
    it("by department, status and application type, alone and together", async () => {
      expect(await listIds(tokens.admin, { department: CIVIL })).toEqual(expected((r) => r.department === CIVIL));
      expect(await listIds(tokens.admin, { status: "VERIFIED" })).toEqual(expected((r) => r.status === "VERIFIED"));
      expect(await listIds(tokens.admin, { status: "FEE_DETAILS_VERIFICATION_PENDING" })).toEqual([idOf(3)]);
      expect(await listIds(tokens.admin, { applicationType: "WORKING_PROFESSIONAL" })).toEqual(
        expected((r) => r.applicationType === "WORKING_PROFESSIONAL"),
      );
      expect(await listIds(tokens.admin, { department: CE, status: "PENDING" })).toEqual(
        expected((r) => r.department === CE && r.status === "PENDING"),
      );
      expect(await listIds(tokens.admin, { department: CE, search: "asha" })).toEqual([idOf(0)]);
    });

    it("by submission days of the institution (here UTC), both ends inclusive", async () => {
      // 2026-11-02 00:00:00.000Z and 23:59:59.999Z are in; 11-01 23:59:59.999Z and 11-03 00:00Z are out.
      expect(await listIds(tokens.admin, { fromDate: "2026-11-02", toDate: "2026-11-02" })).toEqual([idOf(3), idOf(1)]);
      expect(await listIds(tokens.admin, { fromDate: "2026-11-04" })).toEqual(
        expected((r) => r.createdAt >= "2026-11-04"),
      );
      expect(await listIds(tokens.admin, { toDate: "2026-10-20" })).toEqual([idOf(7), idOf(5), idOf(10)]);
      expect(await listIds(tokens.admin, { fromDate: "2026-12-01" })).toEqual([]);
    });

    it("treats empty values as no filter", async () => {
      expect(
        await listIds(tokens.admin, { search: "", department: "", status: "", fromDate: "", sort: "", order: "" }),
      ).toEqual(expected(all).slice(0, 10));
    });
  });

  describe("sort", () => {
    it("by creation date or by application number, either way", async () => {
      const limit = 100;
      expect(await listIds(tokens.admin, { sort: "createdAt", order: "desc", limit })).toEqual(expected(all));
      expect(await listIds(tokens.admin, { sort: "createdAt", order: "asc", limit })).toEqual(
        expected(all, "createdAt", "asc"),
      );
      const byNumber = await listIds(tokens.admin, { sort: "applicationId", order: "asc", limit });
      expect(byNumber).toEqual(expected(all, "applicationId", "asc"));
      // Numeric, not text: PHD999 comes before PHD1000.
      expect(byNumber.indexOf(idOf(2))).toBeLessThan(byNumber.indexOf(idOf(3)));
      expect(idOf(2)).toMatch(/999$/);
      expect(idOf(3)).toMatch(/1000$/);
      expect(await listIds(tokens.admin, { sort: "applicationId", limit })).toEqual(
        expected(all, "applicationId", "desc"),
      );
    });
  });

  describe("paging", () => {
    it("gives the asked page with the totals, and an empty list past the end", async () => {
      const page2 = (await list(tokens.admin, { page: 2, limit: 3 })).json<ListBody>();
      expect(page2.data.applications.map((a) => a.applicationId)).toEqual(expected(all).slice(3, 6));
      expect(page2.data.pagination).toEqual({ currentPage: 2, totalPages: 4, totalApplications: 11 });
      const last = (await list(tokens.admin, { page: 4, limit: 3 })).json<ListBody>();
      expect(last.data.applications.map((a) => a.applicationId)).toEqual(expected(all).slice(9));
      const past = await list(tokens.admin, { page: 5, limit: 3 });
      expect(past.statusCode).toBe(200);
      expect(past.json<ListBody>().data).toEqual({
        applications: [],
        pagination: { currentPage: 5, totalPages: 4, totalApplications: 11 },
      });
      const filtered = (await list(tokens.admin, { page: 2, limit: 2, department: CIVIL })).json<ListBody>();
      expect(filtered.data.applications.map((a) => a.applicationId)).toEqual(
        expected((r) => r.department === CIVIL).slice(2, 4),
      );
      expect(filtered.data.pagination).toEqual({ currentPage: 2, totalPages: 2, totalApplications: 4 });
    });

    it("keeps rows with the same creation time on one page each", async () => {
      const seen: string[] = [];
      for (let page = 1; page <= 11; page++) seen.push(...(await listIds(tokens.admin, { page, limit: 1 })));
      expect(seen).toEqual(expected(all));
    });

    it("allows up to 100 a page", async () => {
      const res = (await list(tokens.admin, { limit: 100 })).json<ListBody>();
      expect(res.data.applications).toHaveLength(11);
      expect(res.data.pagination).toEqual({ currentPage: 1, totalPages: 1, totalApplications: 11 });
    });
  });

  it("refuses bad query values with 400", async () => {
    const bad: Record<string, string | number>[] = [
      { limit: 101 },
      { limit: 0 },
      { page: 0 },
      { page: "two" },
      { status: "APPROVED" },
      { department: "Astrology" },
      { applicationType: "PART_TIME" },
      { sort: "name" },
      { order: "up" },
      { fromDate: "2026-11-05", toDate: "2026-11-04" },
      { fromDate: "05/11/2026" },
      { search: "x".repeat(101) },
    ];
    for (const query of bad) {
      const res = await list(tokens.admin, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    }
  });

  describe("scope", () => {
    it("shows a coordinator only the applications of their departments", async () => {
      expect(await listIds(tokens.ce)).toEqual(expected((r) => r.department === CE));
      expect(await listIds(tokens.ce, { search: "kulkarni" })).toEqual([idOf(0)]);
      expect(await listIds(tokens.multi, { limit: 100 })).toEqual(
        expected((r) => r.department === CE || r.department === CIVIL),
      );
      const outside = await list(tokens.ce, { department: CIVIL });
      expect(outside.json<ListBody>().data).toEqual({
        applications: [],
        pagination: { currentPage: 1, totalPages: 0, totalApplications: 0 },
      });
    });

    it("shows a coordinator without departments nothing", async () => {
      const res = await list(tokens.none);
      expect(res.statusCode).toBe(200);
      expect(res.json<ListBody>().data).toEqual({
        applications: [],
        pagination: { currentPage: 1, totalPages: 0, totalApplications: 0 },
      });
    });

    it("refuses candidates and the account section (403), and anonymous callers (401), before validating", async () => {
      expect((await list(tokens.candidate)).statusCode).toBe(403);
      expect((await list(tokens.accounts)).statusCode).toBe(403);
      expect((await list(undefined)).statusCode).toBe(401);
      expect((await list(tokens.candidate, { limit: 101 })).statusCode).toBe(403);
      expect((await list(undefined, { page: 0 })).statusCode).toBe(401);
    });
  });
});

describe("deep pages (decision 017)", () => {
  it.each<["admin" | "ce", "createdAt" | "applicationId", "asc" | "desc"]>([
    ["admin", "createdAt", "desc"],
    ["admin", "applicationId", "asc"],
    ["ce", "createdAt", "asc"],
    ["ce", "applicationId", "desc"],
  ])("every page, read from the nearer end, is the slice of the whole list (%s, %s %s)", async (who, sort, order) => {
    const whole = await listIds(tokens[who], { sort, order, limit: 100 });
    for (const limit of [1, 3, 4]) {
      for (let page = 1; page <= Math.ceil(whole.length / limit) + 1; page++) {
        const res = await list(tokens[who], { sort, order, limit, page });
        const body = res.json<ListBody>();
        expect(
          body.data.applications.map((a) => a.applicationId),
          `limit ${limit} page ${page}`,
        ).toEqual(whole.slice((page - 1) * limit, page * limit));
        expect(body.data.pagination.totalApplications).toBe(whole.length);
      }
    }
  });
});

describe("GET /api/application/department-summary", () => {
  const summary = (token: string | undefined) =>
    t.app.inject({
      method: "GET",
      url: "/api/application/department-summary",
      headers: token ? bearer(token) : {},
    });
  const queueOf = (department: DepartmentName): DepartmentQueue => {
    const mine = rows.filter((r) => r.department === department);
    const having = (...s: ApplicationStatus[]) => mine.filter((r) => s.includes(r.status)).length;
    return {
      department,
      total: mine.length,
      pending: having("PENDING", "FEE_DETAILS_VERIFICATION_PENDING"),
      modificationRequested: having("MODIFICATION_REQUESTED", "FEE_DETAILS_VERIFICATION_MODIFICATION_REQUESTED"),
      verified: having("VERIFIED"),
    };
  };

  it("gives a coordinator their departments in the usual order, empty ones as zeros", async () => {
    const res = await summary(tokens.multi);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        departments: [
          { department: CIVIL, total: 4, pending: 1, modificationRequested: 1, verified: 2 },
          { department: CE, total: 5, pending: 3, modificationRequested: 1, verified: 1 },
          { department: "Physics", total: 0, pending: 0, modificationRequested: 0, verified: 0 },
        ],
      },
    });
    expect(res.json().data.departments).toEqual([queueOf(CIVIL), queueOf(CE), queueOf("Physics")]);
    expect((await summary(tokens.ce)).json().data.departments).toEqual([queueOf(CE)]);
    expect((await summary(tokens.none)).json().data.departments).toEqual([]);
  });

  it("gives an admin every department", async () => {
    const res = await summary(tokens.admin);
    expect(res.statusCode).toBe(200);
    const departments = res.json<{ data: { departments: DepartmentQueue[] } }>().data.departments;
    expect(departments).toEqual(DEPARTMENT_NAMES.map(queueOf));
    expect(departments.find((d) => d.department === MECH)).toEqual({
      department: MECH,
      total: 2,
      pending: 1,
      modificationRequested: 0,
      verified: 1,
    });
    expect(departments.reduce((n, d) => n + d.total, 0)).toBe(11);
  });

  it("refuses candidates and the account section (403), and anonymous callers (401)", async () => {
    expect((await summary(tokens.candidate)).statusCode).toBe(403);
    expect((await summary(tokens.accounts)).statusCode).toBe(403);
    expect((await summary(undefined)).statusCode).toBe(401);
  });
});
