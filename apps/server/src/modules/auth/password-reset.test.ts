import { ROLE_PATH_SEGMENTS, type Role, signsInWithMis } from "@phd/shared";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  bearer,
  createUser,
  loginAs,
  nextTestIp,
  type TestUser,
  useTestAppWithSmtpSink,
} from "../../../test/helpers.ts";
import { mailOutbox, users, verificationCodes } from "../../db/schema.ts";
import { FORGOT_SENT } from "./password-reset.ts";

const { t, mailsTo } = useTestAppWithSmtpSink();

const ROLES: Role[] = ["candidate", "coordinator", "admin", "accountSectionCoordinator"];
const INVALID_TOKEN = "Invalid or expired reset token. Please request a new one.";

/** Each request from an address of its own: the per-address limits are not what these tests are about. */
const post = (url: string, payload: object) =>
  t.app.inject({ method: "POST", url, remoteAddress: nextTestIp(), payload });
const forgot = (segment: string, email: string) => post(`/api/${segment}/forgot-password`, { email });
const reset = (segment: string, payload: { email: string; token: string; password: string }) =>
  post(`/api/${segment}/reset-password`, payload);

/** Delivers the outbox and returns the token of the newest reset mail to `email`. */
async function latestToken(email: string): Promise<string> {
  const last = (await mailsTo(email)).at(-1);
  const token = /reset token is ([A-Z0-9]{6})\./.exec(last?.text ?? "")?.[1];
  if (!token) throw new Error(`no reset token in mail to ${email}`);
  return token;
}

/** Asks for a reset for the user and returns the mailed token. */
async function requestToken(user: TestUser, segment = ROLE_PATH_SEGMENTS[user.role as Role]): Promise<string> {
  const res = await forgot(segment, user.email);
  expect(res.statusCode, res.body).toBe(200);
  return latestToken(user.email);
}

/** Tries to sign in through the role's own login; returns the status. */
async function signInStatus(user: TestUser, password: string): Promise<number> {
  const role = user.role as Role;
  const res = await post(
    `/api/${ROLE_PATH_SEGMENTS[role]}/login`,
    signsInWithMis(role) ? { mis: user.mis, password } : { email: user.email, password },
  );
  return res.statusCode;
}

const checkAuth = (token: string) => t.app.inject({ method: "GET", url: "/api/check-auth", headers: bearer(token) });

/** A wrong token that is certainly not the right one. */
const otherThan = (token: string) => (token === "AAAAAA" ? "BBBBBB" : "AAAAAA");

describe.each(ROLES)("forgot and reset password as %s", (role) => {
  const segment = ROLE_PATH_SEGMENTS[role];

  it(`POST /api/${segment}/forgot-password: the same 200 for a known and an unknown address; mail only to the known one`, async () => {
    const user = await createUser(t.ctx, { role });
    const unknown = `nobody-${role.toLowerCase()}-${Date.now()}@test.local`;

    const known = await forgot(segment, user.email.toUpperCase());
    const missing = await forgot(segment, unknown);
    expect(known.statusCode).toBe(200);
    expect(missing.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, message: FORGOT_SENT });
    expect(missing.json()).toEqual(known.json());

    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Password reset token");
    const token = /reset token is ([A-Z0-9]{6})\./.exec(mails[0]?.text ?? "")?.[1];
    expect(token).toMatch(/^[A-Z0-9]{6}$/);
    expect(mails[0]?.html).toContain(token);

    expect(await mailsTo(unknown)).toHaveLength(0);
    expect(await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, unknown))).toHaveLength(0);
  });

  it(`POST /api/${segment}/reset-password: 200; the new password signs in, the old one and old tokens do not; single use`, async () => {
    const user = await createUser(t.ctx, { role });
    const oldToken = await loginAs(t.app, user);
    const token = await requestToken(user);

    const wrong = await reset(segment, { email: user.email, token: otherThan(token), password: "New-passw0rd" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, message: INVALID_TOKEN });
    expect(await signInStatus(user, user.password)).toBe(200);

    const res = await reset(segment, { email: user.email, token, password: "New-passw0rd" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: expect.stringContaining("Password reset successful") });

    expect(await signInStatus(user, user.password)).toBe(401);
    expect(await signInStatus(user, "New-passw0rd")).toBe(200);
    expect((await checkAuth(oldToken)).statusCode).toBe(401);

    const again = await reset(segment, { email: user.email, token, password: "Third-passw0rd" });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: INVALID_TOKEN });
    expect(await signInStatus(user, "New-passw0rd")).toBe(200);
  });
});

describe("forgot-password with an unknown role segment", () => {
  it("acts as the candidate path", async () => {
    const candidate = await createUser(t.ctx, { role: "candidate" });
    const coordinator = await createUser(t.ctx, { role: "coordinator" });

    expect((await forgot("whatever", coordinator.email)).json()).toEqual({ success: true, message: FORGOT_SENT });
    expect(await mailsTo(coordinator.email)).toHaveLength(0);

    const token = await requestToken(candidate, "whatever");
    const res = await reset("no-such-role", { email: candidate.email, token, password: "Via-unknown-1" });
    expect(res.statusCode).toBe(200);
    expect(await signInStatus(candidate, "Via-unknown-1")).toBe(200);
  });
});

describe("POST /api/{role}/reset-password refusals and limits", () => {
  it("400 for a password under 6 characters or a token that is not 6 letters/digits; nothing changes", async () => {
    const user = await createUser(t.ctx, { role: "candidate" });
    const token = await requestToken(user);

    const short = await reset("candidate", { email: user.email, token, password: "12345" });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ success: false, message: "Password must be at least 6 characters long!" });

    for (const bad of [token.slice(0, 5), `${token}X`, "AB-CD1", ""]) {
      const res = await reset("candidate", { email: user.email, token: bad, password: "Long-enough" });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: "Please enter the complete 6-character token!" });
    }
    // Schema refusals do not count as wrong tries, and the token still works.
    const [code] = await t.ctx.db.select().from(verificationCodes).where(eq(verificationCodes.userId, user.id));
    expect(code?.attempts).toBe(0);
    expect(await signInStatus(user, user.password)).toBe(200);
    expect((await reset("candidate", { email: user.email, token, password: "Six-ch" })).statusCode).toBe(200);
  });

  it("a lower-case token (with spaces around it) is accepted", async () => {
    const user = await createUser(t.ctx, { role: "accountSectionCoordinator" });
    const token = await requestToken(user);
    const res = await reset("account-section-coordinator", {
      email: user.email,
      token: ` ${token.toLowerCase()} `,
      password: "Lower-case-ok",
    });
    expect(res.statusCode).toBe(200);
    expect(await signInStatus(user, "Lower-case-ok")).toBe(200);
  });

  it("400 for an address with no account, and for an account of another role", async () => {
    const coordinator = await createUser(t.ctx, { role: "coordinator" });
    const token = await requestToken(coordinator);
    const asAdmin = await reset("admin", { email: coordinator.email, token, password: "Wrong-role-1" });
    expect(asAdmin.statusCode).toBe(400);
    expect(asAdmin.json()).toEqual({ success: false, message: INVALID_TOKEN });
    const nobody = await reset("coordinator", { email: "nobody@test.local", token, password: "Nobody-1" });
    expect(nobody.statusCode).toBe(400);
    expect(await signInStatus(coordinator, coordinator.password)).toBe(200);
  });

  it("400 for an expired token", async () => {
    const user = await createUser(t.ctx, { role: "coordinator" });
    const token = await requestToken(user);
    await t.ctx.db
      .update(verificationCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(verificationCodes.userId, user.id), eq(verificationCodes.purpose, "password_reset")));
    const res = await reset("coordinator", { email: user.email, token, password: "Too-late-1" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: INVALID_TOKEN });
    expect(await signInStatus(user, user.password)).toBe(200);
  });

  it("a newer token voids the older one", async () => {
    const user = await createUser(t.ctx, { role: "candidate" });
    const first = await requestToken(user);
    const second = await requestToken(user);
    if (first !== second) {
      expect((await reset("candidate", { email: user.email, token: first, password: "First-one" })).statusCode).toBe(
        400,
      );
    }
    expect((await reset("candidate", { email: user.email, token: second, password: "Second-one" })).statusCode).toBe(
      200,
    );
  });

  it("429 after 5 wrong tokens: the right one is refused too, and the password is unchanged", async () => {
    const user = await createUser(t.ctx, { role: "admin" });
    const token = await requestToken(user);
    const wrong = otherThan(token);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await reset("admin", { email: user.email, token: wrong, password: "Guess-pass" })).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await reset("admin", { email: user.email, token, password: "Right-pass" });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ success: false, message: expect.stringContaining("new reset token") });
    expect(await signInStatus(user, user.password)).toBe(200);

    // A new token works again.
    const fresh = await requestToken(user);
    expect((await reset("admin", { email: user.email, token: fresh, password: "Right-pass" })).statusCode).toBe(200);
  });

  it("429 for a 4th reset request for one address within 15 minutes (from any client address)", async () => {
    const user = await createUser(t.ctx, { role: "candidate" });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await forgot("candidate", user.email)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const blocked = await forgot("candidate", user.email);
    expect(blocked.json()).toMatchObject({ success: false, message: expect.stringContaining("15 minutes") });
    expect(await mailsTo(user.email)).toHaveLength(3);
    // Another address is not affected.
    const other = await createUser(t.ctx, { role: "candidate" });
    expect((await forgot("candidate", other.email)).statusCode).toBe(200);
  });

  it("a reset marks an unverified candidate's e-mail as verified", async () => {
    const user = await createUser(t.ctx, { role: "candidate", emailVerified: false });
    expect(await signInStatus(user, user.password)).toBe(403);
    const token = await requestToken(user);
    expect((await reset("candidate", { email: user.email, token, password: "Verified-now" })).statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await signInStatus(user, "Verified-now")).toBe(200);
  });

  it("a reset clears mustChangePassword of a staff account with a temporary password", async () => {
    const user = await createUser(t.ctx, { role: "coordinator", mustChangePassword: true });
    const token = await requestToken(user);
    expect((await reset("coordinator", { email: user.email, token, password: "Chosen-pass" })).statusCode).toBe(200);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.mustChangePassword).toBe(false);
  });
});
