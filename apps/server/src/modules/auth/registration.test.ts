import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  createUser,
  defined,
  nextTestIp,
  putConstant,
  tokenAs,
  useTestAppWithSmtpSink,
} from "../../../test/helpers.ts";
import { mailOutbox, users, verificationCodes } from "../../db/schema.ts";
import { mustExist, single } from "../../db/single.ts";

const { t, mailsTo } = useTestAppWithSmtpSink();
let adminToken: string;

beforeAll(async () => {
  adminToken = await tokenAs(t.ctx, "admin");
});

let emailCounter = 0;
const freshEmail = (tag: string) => `reg-${tag}-${++emailCounter}-${Date.now()}@test.local`;

/** Each request from an address of its own: the per-address limits are not what these tests are about. */
const post = (url: string, payload: object) =>
  t.app.inject({ method: "POST", url, remoteAddress: nextTestIp(), payload });
const register = (payload: object) => post("/api/candidate/register", payload);
const verify = (userId: string, otp: string) => post("/api/candidate/verify-otp", { userId, otp });
const resend = (userId: string) => post("/api/candidate/resend-otp", { userId });

/** A refusal: the status, and `success: false` with a message containing `words`. */
function expectRefused(res: Awaited<ReturnType<typeof post>>, status: number, words: string) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining(words) });
}

const validBody = (email: string, overrides: object = {}) => ({
  name: "Asha Kulkarni",
  email,
  phone: "9876543210",
  password: "Str0ng-passw0rd",
  consentNoticeVersion: 1,
  ...overrides,
});

/** Delivers the outbox and returns the code of the newest verification mail to `email`. */
async function latestCodeFor(email: string): Promise<string> {
  const mails = await mailsTo(email);
  const last = mails.at(-1);
  if (!last) throw new Error(`no mail to ${email}`);
  const code = /verification code is (\d{6})\./.exec(last.text ?? "")?.[1];
  if (!code) throw new Error(`no code in mail to ${email}: ${last.text}`);
  return code;
}

/** Registers a new address and returns its userId and the code from the delivered mail. */
async function registerPending(tag: string) {
  const email = freshEmail(tag);
  const res = await register(validBody(email));
  expect(res.statusCode, res.body).toBe(201);
  const userId: string = res.json().data.userId;
  return { email, userId, code: await latestCodeFor(email) };
}

/** Pretends the user's verification code was sent `seconds` ago (the resend pause is 60 s). */
const ageCodes = (userId: string, seconds: number) =>
  t.ctx.db
    .update(verificationCodes)
    .set({ createdAt: sql`${verificationCodes.createdAt} - ${`${seconds} seconds`}::interval` })
    .where(eq(verificationCodes.userId, userId));

const codeRows = (userId: string) =>
  t.ctx.db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, "email_verification")))
    .orderBy(verificationCodes.createdAt);

const usersWithEmail = (email: string) => t.ctx.db.select().from(users).where(eq(users.email, email.toLowerCase()));

const userById = (id: string) => single(t.ctx.db.select().from(users).where(eq(users.id, id)), mustExist(`user ${id}`));

const setAdmissionsOpen = async (value: boolean) => {
  const res = await putConstant(t, adminToken, "admissionsOpen", value);
  expect(res.statusCode, res.body).toBe(200);
};

describe("POST /api/candidate/register", () => {
  it("400 with {success:false,message} for each invalid field, and nothing is stored", async () => {
    const email = freshEmail("invalid");
    const cases: Array<[string, object, RegExp]> = [
      ["missing name", { name: undefined }, /name is required/i],
      ["blank name", { name: "   " }, /name is required/i],
      ["missing email", { email: undefined }, /email is required/i],
      ["bad email", { email: "not-an-email" }, /valid email/i],
      ["missing phone", { phone: undefined }, /phone/i],
      ["bad phone", { phone: "12ab" }, /valid phone/i],
      ["short password", { password: "Sh0rt-7" }, /at least 8 characters/],
    ];
    for (const [label, overrides, message] of cases) {
      const res = await register(validBody(email, overrides));
      expect(res.statusCode, label).toBe(400);
      const body = res.json();
      expect(body, label).toMatchObject({ success: false, message: expect.stringMatching(message) });
    }
    expect(await usersWithEmail(email)).toHaveLength(0);
    expect(await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toHaveLength(0);
  });

  it("403 while admissions are closed, and no user is created", async () => {
    const email = freshEmail("closed");
    await setAdmissionsOpen(false);
    try {
      const res = await register(validBody(email));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        success: false,
        message: "Admissions are currently closed. Please check back later.",
      });
    } finally {
      await setAdmissionsOpen(true);
    }
    expect(await usersWithEmail(email)).toHaveLength(0);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it("201 with data.userId; the code is delivered over SMTP in the text and the HTML", async () => {
    const email = freshEmail("ok").replace("reg-", "Reg-Mixed-");
    const res = await register(validBody(email, { name: "  Asha Kulkarni  " }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: expect.any(String), data: { userId: expect.any(String) } });

    const [stored] = await usersWithEmail(email);
    expect(stored).toMatchObject({
      id: body.data.userId,
      role: "candidate",
      name: "Asha Kulkarni",
      email: email.toLowerCase(),
      phone: "9876543210",
      emailVerifiedAt: null,
    });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const code = /\b(\d{6})\b/.exec(mails[0]?.text ?? "")?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mails[0]?.text).toContain(`Your e-mail verification code is ${code}.`);
    expect(mails[0]?.html).toContain(code);
    // The code is stored as a hash, never in clear.
    const [row] = await codeRows(body.data.userId);
    expect(row?.codeHash).not.toContain(defined(code, "a code"));
  });

  it("409 for an address that is already verified, whatever its case", async () => {
    const { email, userId, code } = await registerPending("dup");
    expect((await verify(userId, code)).statusCode).toBe(200);

    const res = await register(validBody(email.toUpperCase(), { name: "Someone Else" }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      success: false,
      message: "An account with this email already exists. Please sign in instead.",
    });
    const rows = await usersWithEmail(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe("Asha Kulkarni");
  });

  it("re-registering an unverified address: 429 within 60 s; later 201 with the same userId and a new code", async () => {
    const { email, userId, code: oldCode } = await registerPending("again");

    const tooSoon = await register(validBody(email, { name: "Asha K. Kulkarni" }));
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Please wait \d+ seconds/),
    });
    expect((await usersWithEmail(email))[0]?.name).toBe("Asha Kulkarni");

    await ageCodes(userId, 120);
    const again = await register(validBody(email, { name: "Asha K. Kulkarni", phone: "9123456780" }));
    expect(again.statusCode).toBe(201);
    expect(again.json().data.userId).toBe(userId);
    // The pending registration took the new details; still one account for the address.
    const rows = await usersWithEmail(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Asha K. Kulkarni", phone: "9123456780", emailVerifiedAt: null });

    expect(await mailsTo(email)).toHaveLength(2);
    const newCode = await latestCodeFor(email);
    if (newCode !== oldCode) {
      const old = await verify(userId, oldCode);
      expect(old.statusCode).toBe(400);
      expect(old.json().message).toBe("Invalid OTP");
    }
    expect((await verify(userId, newCode)).statusCode).toBe(200);
  });
});

describe("POST /api/candidate/verify-otp", () => {
  it("400 for a malformed userId or a code that is not 6 digits", async () => {
    const bad = await verify("not-a-uuid", "123456");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: "Invalid user" });
    const short = await verify("00000000-0000-4000-8000-000000000000", "12345");
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ success: false, message: "Please enter all 6 digits" });
  });

  it("404 for an unknown userId, and for the id of a user who is not a candidate", async () => {
    const res = await verify("00000000-0000-4000-8000-000000000000", "123456");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    const coordinator = await createUser(t.ctx, { role: "coordinator" });
    expect((await verify(coordinator.id, "123456")).statusCode).toBe(404);
  });

  it("400 'Invalid OTP' for a wrong code, counting the attempts; after 5 the right code is refused with 429", async () => {
    const { userId, code } = await registerPending("wrong");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 1; i <= 4; i++) {
      const res = await verify(userId, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: "Invalid OTP" });
      expect((await codeRows(userId))[0]?.attempts).toBe(i);
    }
    const fifth = await verify(userId, wrong);
    expect(fifth.statusCode).toBe(429);
    const right = await verify(userId, code);
    expectRefused(right, 429, "new code");
    expect((await userById(userId)).emailVerifiedAt).toBeNull();
  });

  it("400 for an expired code", async () => {
    const { userId, code } = await registerPending("expired");
    await t.ctx.db
      .update(verificationCodes)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(verificationCodes.userId, userId));
    const res = await verify(userId, code);
    expectRefused(res, 400, "expired");
    expect((await userById(userId)).emailVerifiedAt).toBeNull();
  });

  it("before verification the candidate cannot sign in: 403 with data.userId and needsVerification", async () => {
    const { email, userId } = await registerPending("login-first");
    const res = await post("/api/candidate/login", { email, password: "Str0ng-passw0rd" });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, data: { userId, needsVerification: true } });
    expect(res.json()).not.toHaveProperty("token");
  });

  it("200 with a working token and the candidate; the code is single-use (then 409)", async () => {
    const { email, userId, code } = await registerPending("verify");
    const res = await verify(userId, code);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: "Email verified successfully!",
      token: expect.any(String),
      candidate: { id: userId, role: "candidate", email, name: "Asha Kulkarni", phone: "9876543210" },
    });
    expect(body.candidate).not.toHaveProperty("passwordHash");
    expect(res.body).not.toContain("$argon2");

    const me = await t.app.inject({ method: "GET", url: "/api/check-auth", headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ id: userId, role: "candidate" });
    expect((await userById(userId)).emailVerifiedAt).toBeInstanceOf(Date);

    const again = await verify(userId, code);
    expectRefused(again, 409, "already verified");

    // And the password chosen at registration now signs in.
    const login = await post("/api/candidate/login", { email, password: "Str0ng-passw0rd" });
    expect(login.statusCode).toBe(200);
  });
});

describe("POST /api/candidate/resend-otp", () => {
  it("400 for a malformed userId; 404 for an unknown one", async () => {
    expect((await resend("nope")).statusCode).toBe(400);
    const res = await resend("00000000-0000-4000-8000-000000000000");
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it("429 'Please wait N seconds' within 60 s; later 200 with a new code by mail, and only the new code works", async () => {
    const { email, userId, code: oldCode } = await registerPending("resend");

    const tooSoon = await resend(userId);
    expect(tooSoon.statusCode).toBe(429);
    const wait = Number(/^Please wait (\d+) seconds/.exec(tooSoon.json().message)?.[1]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await mailsTo(email)).toHaveLength(1);

    await ageCodes(userId, 120);
    const res = await resend(userId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "New OTP sent successfully!" });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    const newCode = await latestCodeFor(email);
    expect(mails[1]?.html).toContain(newCode);

    // The older code was voided by the new one.
    const rows = await codeRows(userId);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.consumedAt).toBeInstanceOf(Date);
    expect(rows[1]?.consumedAt).toBeNull();
    if (newCode !== oldCode) expect((await verify(userId, oldCode)).statusCode).toBe(400);
    expect((await verify(userId, newCode)).statusCode).toBe(200);
  });

  it("409 for a candidate who is already verified", async () => {
    const { userId, code } = await registerPending("resend-verified");
    expect((await verify(userId, code)).statusCode).toBe(200);
    await ageCodes(userId, 120);
    const res = await resend(userId);
    expectRefused(res, 409, "already verified");
  });
});
