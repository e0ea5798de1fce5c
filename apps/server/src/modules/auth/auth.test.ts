import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  createUser,
  loginAs,
  putConstant,
  TEST_JWT_SECRET,
  type TestUser,
  tokenFor,
  useTestApp,
} from "../../../test/helpers.ts";
import { users } from "../../db/schema.ts";
import { TokenService } from "../../lib/tokens.ts";
import { loginRateLimit } from "./routes.ts";

const t = useTestApp();
let admin: TestUser;
let coordinator: TestUser;
let accounts: TestUser;

beforeAll(async () => {
  admin = await createUser(t.ctx, { role: "admin", name: "Site Admin" });
  coordinator = await createUser(t.ctx, {
    role: "coordinator",
    name: "Dept-Asha Rao",
    departments: ["Computer Engineering", "Physics"],
  });
  accounts = await createUser(t.ctx, { role: "accountSectionCoordinator", email: "Accounts.Office@Test.Local" });
});
const checkAuth = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: "/api/check-auth", headers });

function expectErrorBody(body: unknown) {
  expect(body).toMatchObject({ success: false, message: expect.any(String) });
  expect(JSON.stringify(body)).not.toMatch(/\n\s+at |"stack"/);
}

describe("GET /api/check-auth", () => {
  it("401 without a token", async () => {
    const res = await checkAuth();
    expect(res.statusCode).toBe(401);
    expectErrorBody(res.json());
  });

  it("401 with a malformed token or a non-bearer scheme", async () => {
    expect((await checkAuth({ authorization: "Bearer not.a.jwt" })).statusCode).toBe(401);
    expect((await checkAuth({ authorization: "Bearer " })).statusCode).toBe(401);
    expect((await checkAuth({ authorization: `Basic ${Buffer.from("a:b").toString("base64")}` })).statusCode).toBe(401);
  });

  it("401 with a token signed with another secret", async () => {
    const other = new TokenService("another-secret-another-secret-another-secret");
    const token = await other.sign({ sub: admin.id, role: "admin", tv: admin.tokenVersion });
    const res = await checkAuth(bearer(token));
    expect(res.statusCode).toBe(401);
    expectErrorBody(res.json());
  });

  it("401 with an expired token", async () => {
    const token = await new TokenService(TEST_JWT_SECRET).sign(
      { sub: admin.id, role: "admin", tv: admin.tokenVersion },
      -10,
    );
    expect((await checkAuth(bearer(token))).statusCode).toBe(401);
  });

  it("401 when the token claims another role than the account has", async () => {
    const token = await new TokenService(TEST_JWT_SECRET).sign({
      sub: coordinator.id,
      role: "admin",
      tv: coordinator.tokenVersion,
    });
    expect((await checkAuth(bearer(token))).statusCode).toBe(401);
  });

  it("401 for a token of an unknown user id", async () => {
    const token = await new TokenService(TEST_JWT_SECRET).sign({
      sub: "00000000-0000-4000-8000-000000000000",
      role: "admin",
      tv: 0,
    });
    expect((await checkAuth(bearer(token))).statusCode).toBe(401);
  });

  it("401 once the user's tokenVersion was bumped", async () => {
    const user = await createUser(t.ctx, { role: "coordinator" });
    const token = await tokenFor(t.ctx, user);
    expect((await checkAuth(bearer(token))).statusCode).toBe(200);
    await t.ctx.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, user.id));
    expect((await checkAuth(bearer(token))).statusCode).toBe(401);
  });

  it("401 for a candidate whose e-mail is not verified", async () => {
    const candidate = await createUser(t.ctx, { role: "candidate", emailVerified: false });
    expect((await checkAuth(bearer(await tokenFor(t.ctx, candidate)))).statusCode).toBe(401);
  });

  it("200 with the user as data, never the password hash", async () => {
    const res = await checkAuth(bearer(await tokenFor(t.ctx, coordinator)));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      data: {
        id: coordinator.id,
        name: "Dept-Asha Rao",
        email: coordinator.email,
        role: "coordinator",
        mis: coordinator.mis,
        departments: ["Computer Engineering", "Physics"],
        mustChangePassword: false,
        language: "en",
      },
    });
    expect(body.data).not.toHaveProperty("passwordHash");
    expect(res.body).not.toContain("$argon2");
  });

  it("200 for a verified candidate, with phone and without MIS", async () => {
    const candidate = await createUser(t.ctx, { role: "candidate", phone: "9123456780" });
    const res = await checkAuth(bearer(await tokenFor(t.ctx, candidate)));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ role: "candidate", phone: "9123456780" });
    expect(res.json().data).not.toHaveProperty("mis");
  });
});

describe("POST /api/admin/login and /api/coordinator/login", () => {
  const login = (role: "admin" | "coordinator", payload: unknown) =>
    t.app.inject({ method: "POST", url: `/api/${role}/login`, payload: payload as object });

  it("401 for a wrong password", async () => {
    const res = await login("admin", { mis: admin.mis, password: "wrong-password" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: "Invalid MIS number or password." });
  });

  it("401 for an unknown MIS, with the same message as a wrong password", async () => {
    const res = await login("admin", { mis: "NO-SUCH-MIS", password: admin.password });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: "Invalid MIS number or password." });
  });

  it("401 when an admin signs in through the coordinator login", async () => {
    const res = await login("coordinator", { mis: admin.mis, password: admin.password });
    expect(res.statusCode).toBe(401);
    expectErrorBody(res.json());
  });

  it("401 when a coordinator signs in through the admin login", async () => {
    const res = await login("admin", { mis: coordinator.mis, password: coordinator.password });
    expect(res.statusCode).toBe(401);
  });

  it("400 with {success:false,message} for missing fields", async () => {
    for (const payload of [{}, { mis: admin.mis }, { password: "x" }, { mis: "   ", password: "x" }]) {
      const res = await login("admin", payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expectErrorBody(res.json());
    }
    const res = await login("coordinator", { mis: coordinator.mis });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: "Password is required" });
  });

  it("200 with token and user (MIS present) for the right credentials", async () => {
    const res = await login("admin", { mis: admin.mis, password: admin.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      token: expect.any(String),
      user: { id: admin.id, role: "admin", mis: admin.mis, name: "Site Admin" },
    });
    expect(res.body).not.toContain("passwordHash");
    expect((await checkAuth(bearer(body.token))).json().data.id).toBe(admin.id);

    const c = await login("coordinator", { mis: ` ${coordinator.mis} `, password: coordinator.password });
    expect(c.statusCode).toBe(200);
    expect(c.json().user).toMatchObject({ role: "coordinator", mis: coordinator.mis });
  });

  it("429 with a JSON message after the per-address limit of tries a minute", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= loginRateLimit.max; i++) {
      // A different unknown account each time: only the per-address limit can apply.
      const res = await t.app.inject({
        method: "POST",
        url: "/api/admin/login",
        remoteAddress: "10.9.8.7",
        payload: { mis: `UNKNOWN-${i}`, password: "wrong-password" },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expectErrorBody(res.json());
    }
    expect(statuses).toEqual([...Array(loginRateLimit.max).fill(401), 429]);
    // Another address is not affected.
    expect((await login("admin", { mis: admin.mis, password: admin.password })).statusCode).toBe(200);
  });

  it("429 after 5 wrong passwords for one account, from any address, even with the right one", async () => {
    const victim = await createUser(t.ctx, { role: "coordinator" });
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/coordinator/login",
        remoteAddress: `10.1.1.${i + 1}`,
        payload: { mis: victim.mis, password: `guess-${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await t.app.inject({
      method: "POST",
      url: "/api/coordinator/login",
      remoteAddress: "10.1.1.99",
      payload: { mis: victim.mis, password: victim.password },
    });
    expect(blocked.statusCode).toBe(429);
    expectErrorBody(blocked.json());
    // Other accounts still sign in.
    await loginAs(t.app, coordinator);
  });
});

describe("POST /api/account-section-coordinator/login", () => {
  const login = (payload: object) =>
    t.app.inject({ method: "POST", url: "/api/account-section-coordinator/login", payload });

  it("401 for a wrong password and for a coordinator's address", async () => {
    expect((await login({ email: accounts.email, password: "nope-nope" })).statusCode).toBe(401);
    expect((await login({ email: coordinator.email, password: coordinator.password })).statusCode).toBe(401);
  });

  it("400 for a missing or malformed e-mail", async () => {
    const missing = await login({ password: "x" });
    expect(missing.statusCode).toBe(400);
    expectErrorBody(missing.json());
    expect((await login({ email: "not-an-email", password: "x" })).statusCode).toBe(400);
  });

  it("200 with the e-mail in any case", async () => {
    const res = await login({ email: "ACCOUNTS.office@test.local", password: accounts.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      token: expect.any(String),
      user: { id: accounts.id, role: "accountSectionCoordinator", email: "accounts.office@test.local" },
    });
    expect(res.json().user).not.toHaveProperty("mis");
  });
});

describe("POST /api/candidate/login", () => {
  const login = (payload: object) => t.app.inject({ method: "POST", url: "/api/candidate/login", payload });

  it("401 for a wrong password; 403 with the userId while the e-mail is not verified", async () => {
    const pending = await createUser(t.ctx, { role: "candidate", emailVerified: false });
    expect((await login({ email: pending.email, password: "wrong-wrong" })).statusCode).toBe(401);
    const res = await login({ email: pending.email, password: pending.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, data: { userId: pending.id } });
    expect(res.body).not.toContain("token");
  });

  it("200 for a verified candidate", async () => {
    const candidate = await createUser(t.ctx, { role: "candidate" });
    const token = await loginAs(t.app, candidate);
    expect((await checkAuth(bearer(token))).json().data).toMatchObject({ id: candidate.id, role: "candidate" });
  });
});

describe("POST /api/auth/change-password", () => {
  const change = (token: string | null, payload: object) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: token ? bearer(token) : {},
      payload,
    });

  it("401 without a token", async () => {
    expect((await change(null, { currentPassword: "a", newPassword: "b-long-enough" })).statusCode).toBe(401);
  });

  it("401 for a wrong current password, and the old password still works", async () => {
    const user = await createUser(t.ctx, { role: "coordinator" });
    const token = await loginAs(t.app, user);
    const res = await change(token, { currentPassword: "not-my-password", newPassword: "Another-Passw0rd" });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, message: "The current password is not correct." });
    expect((await checkAuth(bearer(token))).statusCode).toBe(200);
    await loginAs(t.app, user);
  });

  it("400 for a new password shorter than 8 characters", async () => {
    const user = await createUser(t.ctx, { role: "admin" });
    const res = await change(await tokenFor(t.ctx, user), { currentPassword: user.password, newPassword: "short" });
    expect(res.statusCode).toBe(400);
    expectErrorBody(res.json());
  });

  it("a temporary password opens only check-auth and change-password until a new password is chosen", async () => {
    const user = await createUser(t.ctx, { role: "admin", mustChangePassword: true });
    const token = await loginAs(t.app, user);
    expect((await checkAuth(bearer(token))).statusCode).toBe(200);
    const put = (tok: string) => putConstant(t, tok, "websiteHeading", "Renamed");
    const refused = await put(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Please choose your own password before continuing.");
    const changed = await change(token, { currentPassword: user.password, newPassword: "Chosen-passw0rd-1" });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json().token as string;
    expect((await put(fresh)).statusCode).toBe(200);
    // Put the heading back for the other tests of this file.
    await putConstant(t, fresh, "websiteHeading", "PhD Admission Portal");
  });

  it("returns a new token; the old token stops working; the new password signs in", async () => {
    const user = await createUser(t.ctx, { role: "coordinator", mustChangePassword: true });
    const oldToken = await loginAs(t.app, user);
    const res = await change(oldToken, { currentPassword: user.password, newPassword: "Brand-new-passw0rd" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, token: expect.any(String), user: { id: user.id } });
    expect(body.user.mustChangePassword).toBe(false);
    expect(body.token).not.toBe(oldToken);

    expect((await checkAuth(bearer(oldToken))).statusCode).toBe(401);
    expect((await checkAuth(bearer(body.token))).statusCode).toBe(200);

    const oldLogin = await t.app.inject({
      method: "POST",
      url: "/api/coordinator/login",
      payload: { mis: user.mis, password: user.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    await loginAs(t.app, { ...user, password: "Brand-new-passw0rd" });
  });
});
