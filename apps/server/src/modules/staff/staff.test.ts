import { and, eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  createUser,
  defined,
  nextTestIp,
  tokenAs,
  tokenFor,
  useTestAppWithSmtpSink,
} from "../../../test/helpers.ts";
import { auditEvents, users } from "../../db/schema.ts";

const { t, mailsTo } = useTestAppWithSmtpSink();
let adminId: string;
let adminToken: string;
let others: Array<[string, string]>;

beforeAll(async () => {
  const admin = await createUser(t.ctx, { role: "admin" });
  adminId = admin.id;
  adminToken = await tokenFor(t.ctx, admin);
  others = [
    ["candidate", await tokenAs(t.ctx, "candidate")],
    ["coordinator", await tokenAs(t.ctx, "coordinator")],
    ["accountSectionCoordinator", await tokenAs(t.ctx, "accountSectionCoordinator")],
  ];
});

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

const call = (
  method: "GET" | "POST" | "DELETE" | "PUT",
  url: string,
  payload?: object,
  token: string | null = adminToken,
) => t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload && { payload }) });
const createCoordinator = (payload: object, token?: string | null) =>
  call("POST", "/api/admin/create-coordinator", payload, token);
const createAccounts = (payload: object, token?: string | null) =>
  call("POST", "/api/admin/create-account-coordinator", payload, token);
const listCoordinators = async () => {
  const res = await call("GET", "/api/admin/coordinators");
  expect(res.statusCode).toBe(200);
  return res.json().data as Array<{ _id: string; name: string; email: string; mis: string; departments: string[] }>;
};
const listAccounts = async () => {
  const res = await call("GET", "/api/admin/account-section-coordinators");
  expect(res.statusCode).toBe(200);
  return res.json().data as Array<{ _id: string; name: string; email: string }>;
};
/** Sign-in from an address of its own (the per-address limit is not under test here). */
const login = (url: string, payload: object) =>
  t.app.inject({ method: "POST", url, remoteAddress: nextTestIp(), payload });
const coordinatorLogin = (mis: string, password: string) => login("/api/coordinator/login", { mis, password });
const accountsLogin = (email: string, password: string) =>
  login("/api/account-section-coordinator/login", { email, password });
const checkAuth = (token: string) => t.app.inject({ method: "GET", url: "/api/check-auth", headers: bearer(token) });

/** Delivers the outbox and returns the temporary password in the newest welcome mail to `email`. */
async function temporaryPassword(email: string): Promise<{ password: string; mail: ParsedMail }> {
  const mail = (await mailsTo(email)).at(-1);
  const password = /^Temporary password: (\S+)$/m.exec(mail?.text ?? "")?.[1];
  if (!mail || !password) throw new Error(`no welcome mail with a password to ${email}`);
  return { password, mail };
}

let n = 0;
const unique = () => `${++n}${Date.now().toString(36)}`;
const coordinatorBody = (overrides: object = {}) => {
  const u = unique();
  return {
    name: `Dept-Coordinator ${u}`,
    email: `coord-${u}@test.local`,
    mis: `C${u}`,
    departments: ["Computer Engineering", "Physics"],
    ...overrides,
  };
};
const accountsBody = (overrides: object = {}) => {
  const u = unique();
  return { name: `Accounts ${u}`, email: `accounts-${u}@test.local`, ...overrides };
};
/** A new staff member's body: the e-mail, and a coordinator's MIS. */
type StaffBody = { email: string; mis?: string };
const activeUsers = async (email: string) =>
  (await t.ctx.db.select().from(users).where(eq(users.email, email))).filter((u) => !u.deletedAt);

describe("admin-only: every staff endpoint", () => {
  /** Each endpoint with a body that would be accepted, so only the guard can refuse. */
  const endpoints = () =>
    [
      { method: "GET", url: "/api/admin/coordinators" },
      { method: "GET", url: "/api/admin/account-section-coordinators" },
      { method: "POST", url: "/api/admin/create-coordinator", payload: coordinatorBody() },
      { method: "POST", url: "/api/admin/create-account-coordinator", payload: accountsBody() },
      { method: "DELETE", url: `/api/admin/delete-coordinator/${UNKNOWN_ID}` },
      { method: "DELETE", url: `/api/admin/delete-account-section-coordinator/${UNKNOWN_ID}` },
      {
        method: "PUT",
        url: `/api/admin/coordinators/${UNKNOWN_ID}/departments`,
        payload: { departments: ["Physics"] },
      },
    ] as const satisfies ReadonlyArray<{ method: "GET" | "POST" | "DELETE" | "PUT"; url: string; payload?: object }>;

  it("401 without a token, 403 for a candidate, a coordinator and an account-section coordinator", async () => {
    const before = (await t.ctx.db.select({ id: users.id }).from(users)).length;
    for (const e of endpoints()) {
      const label = `${e.method} ${e.url}`;
      const anonymous = await call(e.method, e.url, "payload" in e ? e.payload : undefined, null);
      expect(anonymous.statusCode, label).toBe(401);
      expect(anonymous.json(), label).toMatchObject({ success: false, message: expect.any(String) });
      for (const [role, token] of others) {
        const res = await call(e.method, e.url, "payload" in e ? e.payload : undefined, token);
        expect(res.statusCode, `${label} as ${role}`).toBe(403);
        expect(res.json(), `${label} as ${role}`).toMatchObject({ success: false, message: expect.any(String) });
      }
    }
    expect((await t.ctx.db.select({ id: users.id }).from(users)).length).toBe(before);
  });

  it("the guard comes before validation: an invalid body or id is still 401/403, not 400", async () => {
    const invalid = [
      ["POST", "/api/admin/create-coordinator", {}],
      ["POST", "/api/admin/create-account-coordinator", { email: "nope" }],
      ["DELETE", "/api/admin/delete-coordinator/not-a-uuid", undefined],
      ["DELETE", "/api/admin/delete-account-section-coordinator/not-a-uuid", undefined],
      ["PUT", "/api/admin/coordinators/not-a-uuid/departments", { departments: [] }],
    ] as const;
    for (const [method, url, payload] of invalid) {
      expect((await call(method, url, payload, null)).statusCode, `${method} ${url}`).toBe(401);
      expect(
        (await call(method, url, payload, defined(others[0], "another role")[1])).statusCode,
        `${method} ${url}`,
      ).toBe(403);
    }
  });

  it("an admin gets past the guard on each of them", async () => {
    const statuses: number[] = [];
    for (const e of endpoints()) {
      statuses.push((await call(e.method, e.url, "payload" in e ? e.payload : undefined)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 201, 201, 404, 404, 404]);
  });
});

describe("POST /api/admin/create-coordinator", () => {
  it("400 'All fields are required' for a missing name or MIS; 400 for a missing or bad e-mail", async () => {
    for (const field of ["name", "mis"]) {
      const body: Record<string, unknown> = coordinatorBody();
      delete body[field];
      const res = await createCoordinator(body);
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toMatchObject({ success: false, message: "All fields are required" });
    }
    expect((await createCoordinator(coordinatorBody({ mis: "   " }))).json().message).toBe("All fields are required");
    const noEmail: Record<string, unknown> = coordinatorBody();
    delete noEmail.email;
    expect((await createCoordinator(noEmail)).statusCode).toBe(400);
    expect((await createCoordinator(coordinatorBody({ email: "not-an-email" }))).statusCode).toBe(400);
  });

  it("400 'Please select at least one department' for none; 400 for an unknown department; nothing stored", async () => {
    const empty = coordinatorBody({ departments: [] });
    const res = await createCoordinator(empty);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: "Please select at least one department" });
    const missing: Record<string, unknown> = coordinatorBody();
    delete missing.departments;
    expect((await createCoordinator(missing)).json().message).toBe("Please select at least one department");

    const unknown = coordinatorBody({ departments: ["Computer Engineering", "Astrology"] });
    const bad = await createCoordinator(unknown);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: "Unknown department" });

    expect(await activeUsers(empty.email)).toHaveLength(0);
    expect(await activeUsers(unknown.email)).toHaveLength(0);
  });

  it("201; the welcome mail carries a temporary password that signs in (mustChangePassword); listed with departments", async () => {
    const body = coordinatorBody({
      name: "  Dept-Meera Iyer ",
      email: "Meera.Iyer@Test.Local",
      departments: ["Physics", "Computer Engineering", "Physics"],
    });
    const res = await createCoordinator(body);
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({
      _id: expect.any(String),
      name: "Dept-Meera Iyer",
      email: "meera.iyer@test.local",
      mis: body.mis,
      departments: ["Physics", "Computer Engineering"],
    });
    expect(data).not.toHaveProperty("passwordHash");

    const { password, mail } = await temporaryPassword("meera.iyer@test.local");
    // The password travels by mail only, never in the admin's answer.
    expect(res.body).not.toContain(password);
    expect(mail.subject).toBe("Your Department Coordinator account");
    expect(mail.text).toContain(`MIS number ${body.mis}`);
    expect(mail.html).toContain(password);

    const signIn = await coordinatorLogin(body.mis, password);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user).toMatchObject({ id: data._id, role: "coordinator", mustChangePassword: true });

    const listed = (await listCoordinators()).find((c) => c._id === data._id);
    expect(listed).toMatchObject({
      name: "Dept-Meera Iyer",
      mis: body.mis,
      departments: ["Physics", "Computer Engineering"],
    });

    const [audit] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, data._id), eq(auditEvents.action, "coordinator.create")));
    expect(audit).toMatchObject({ actorId: adminId, subjectType: "user" });
  });

  it("409 for a MIS or an e-mail (in any case) that a coordinator already has", async () => {
    const first = coordinatorBody();
    expect((await createCoordinator(first)).statusCode).toBe(201);

    const sameMis = await createCoordinator(coordinatorBody({ mis: first.mis }));
    expect(sameMis.statusCode).toBe(409);
    expect(sameMis.json()).toMatchObject({ success: false, message: expect.stringContaining("MIS") });

    const sameEmail = await createCoordinator(coordinatorBody({ email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ success: false, message: expect.stringContaining("e-mail") });

    expect(await activeUsers(first.email)).toHaveLength(1);
  });
});

describe("POST /api/admin/create-account-coordinator", () => {
  it("400 'All fields are required' for a missing name; 400 for a missing or bad e-mail", async () => {
    const res = await createAccounts({ email: `x-${unique()}@test.local` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: "All fields are required" });
    expect((await createAccounts({ name: "No Mail" })).statusCode).toBe(400);
    expect((await createAccounts({ name: "Bad Mail", email: "nope" })).statusCode).toBe(400);
  });

  it("201; the temporary password signs in at the account-section login; listed; 409 for the same e-mail", async () => {
    const body = accountsBody();
    const res = await createAccounts(body);
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toEqual({
      _id: expect.any(String),
      name: body.name,
      email: body.email,
      createdAt: expect.any(String),
    });

    const { password, mail } = await temporaryPassword(body.email);
    expect(mail.subject).toBe("Your Account Section Coordinator account");
    const signIn = await accountsLogin(body.email, password);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user).toMatchObject({
      id: data._id,
      role: "accountSectionCoordinator",
      mustChangePassword: true,
    });

    const listed = (await listAccounts()).find((a) => a._id === data._id);
    expect(listed).toEqual({ _id: data._id, name: body.name, email: body.email, createdAt: expect.any(String) });

    const dup = await createAccounts(accountsBody({ email: body.email }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ success: false, message: expect.any(String) });
  });
});

describe("DELETE /api/admin/delete-coordinator/:id and delete-account-section-coordinator/:id", () => {
  it("400 for an id that is not a uuid; 404 for an unknown id or an id of the other kind", async () => {
    expect((await call("DELETE", "/api/admin/delete-coordinator/abc")).statusCode).toBe(400);
    expect((await call("DELETE", `/api/admin/delete-coordinator/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/admin/delete-account-section-coordinator/${UNKNOWN_ID}`)).statusCode).toBe(404);

    const coordinator = (await createCoordinator(coordinatorBody())).json().data;
    const accounts = (await createAccounts(accountsBody())).json().data;
    const crossed = await call("DELETE", `/api/admin/delete-account-section-coordinator/${coordinator._id}`);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect((await call("DELETE", `/api/admin/delete-coordinator/${accounts._id}`)).statusCode).toBe(404);
    // An admin is not a coordinator either.
    expect((await call("DELETE", `/api/admin/delete-coordinator/${adminId}`)).statusCode).toBe(404);

    expect((await listCoordinators()).some((c) => c._id === coordinator._id)).toBe(true);
    expect((await listAccounts()).some((a) => a._id === accounts._id)).toBe(true);
  });

  it.each([
    {
      kind: "coordinator",
      reused: "its MIS and e-mail",
      body: coordinatorBody,
      create: createCoordinator,
      signIn: (b: StaffBody, password: string) => coordinatorLogin(defined(b.mis, "an MIS"), password),
      sameKeys: (b: StaffBody) => ({ mis: b.mis, email: b.email }),
      deleteUrl: "/api/admin/delete-coordinator",
      deleted: "Coordinator deleted.",
      list: listCoordinators,
    },
    {
      kind: "account-section coordinator",
      reused: "its e-mail",
      body: accountsBody,
      create: createAccounts,
      signIn: (b: StaffBody, password: string) => accountsLogin(b.email, password),
      sameKeys: (b: StaffBody) => ({ email: b.email }),
      deleteUrl: "/api/admin/delete-account-section-coordinator",
      deleted: "Account section coordinator deleted.",
      list: listAccounts,
    },
  ])("a deleted $kind is unlisted, cannot sign in, loses its sessions; $reused can be reused", async (staff) => {
    const body: StaffBody = staff.body();
    const created = (await staff.create(body)).json().data;
    const { password } = await temporaryPassword(body.email);
    const signIn = await staff.signIn(body, password);
    expect(signIn.statusCode).toBe(200);
    const token: string = signIn.json().token;
    expect((await checkAuth(token)).statusCode).toBe(200);

    const res = await call("DELETE", `${staff.deleteUrl}/${created._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: staff.deleted });

    expect((await staff.list()).some((c) => c._id === created._id)).toBe(false);
    expect((await staff.signIn(body, password)).statusCode).toBe(401);
    expect((await checkAuth(token)).statusCode).toBe(401);
    expect((await call("DELETE", `${staff.deleteUrl}/${created._id}`)).statusCode).toBe(404);

    // The same MIS (a coordinator's) and e-mail again: a new account.
    const again = await staff.create(staff.body(staff.sameKeys(body)));
    expect(again.statusCode).toBe(201);
    expect(again.json().data._id).not.toBe(created._id);
    const { password: newPassword } = await temporaryPassword(body.email);
    const newSignIn = await staff.signIn(body, newPassword);
    expect(newSignIn.statusCode).toBe(200);
    expect(newSignIn.json().user.id).toBe(again.json().data._id);
  });
});

describe("PUT /api/admin/coordinators/:id/departments", () => {
  const setDepartments = (id: string, payload: object) =>
    call("PUT", `/api/admin/coordinators/${id}/departments`, payload);

  it("400 for none or an unknown department, 404 for an account-section coordinator or a deleted one; nothing changes", async () => {
    const created = (await createCoordinator(coordinatorBody())).json().data;
    const none = await setDepartments(created._id, { departments: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe("Please select at least one department");
    expect((await setDepartments(created._id, { departments: ["Astrology"] })).statusCode).toBe(400);
    const accounts = (await createAccounts(accountsBody())).json().data;
    expect((await setDepartments(accounts._id, { departments: ["Physics"] })).statusCode).toBe(404);
    await call("DELETE", `/api/admin/delete-coordinator/${created._id}`);
    expect((await setDepartments(created._id, { departments: ["Physics"] })).statusCode).toBe(404);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, created._id));
    expect(row?.departments).toEqual(["Computer Engineering", "Physics"]);
  });

  it("200: the list shows the new departments, the coordinator's next call sees them, and it is audited", async () => {
    const body = coordinatorBody();
    const created = (await createCoordinator(body)).json().data;
    const { password } = await temporaryPassword(body.email);
    const token: string = (await coordinatorLogin(body.mis, password)).json().token;

    const res = await setDepartments(created._id, {
      departments: ["Civil Engineering", "Civil Engineering", "Planning"],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: "Departments updated.",
      data: { _id: created._id, departments: ["Civil Engineering", "Planning"] },
    });
    expect((await listCoordinators()).find((c) => c._id === created._id)?.departments).toEqual([
      "Civil Engineering",
      "Planning",
    ]);
    expect((await checkAuth(token)).json().data.departments).toEqual(["Civil Engineering", "Planning"]);
    const [audit] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "coordinator.departments"), eq(auditEvents.subjectId, created._id)));
    expect(audit).toMatchObject({
      actorId: adminId,
      data: { from: ["Computer Engineering", "Physics"], to: ["Civil Engineering", "Planning"] },
    });
  });
});
