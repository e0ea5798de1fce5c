import { REFUSAL_CODES } from "@phd/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, createUser, nextTestIp, tokenAs, tokenFor, useTestApp } from "../../../test/helpers.ts";
import { auditEvents, consentEvents, users } from "../../db/schema.ts";

// The privacy notice and consent at registration (DPDP Act 2023, issue 28).
const t = useTestApp();
let admin: string;
let coordinator: string;
beforeAll(async () => {
  admin = await tokenAs(t.ctx, "admin");
  coordinator = await tokenAs(t.ctx, "coordinator", ["Chemistry"]);
});
const notice = (language?: string) =>
  t.app.inject({ url: "/api/privacy-notice", headers: language ? { "accept-language": language } : {} });
const publish = (token: string, payload: object) =>
  t.app.inject({ method: "PUT", url: "/api/admin/privacy-notice", headers: bearer(token), payload });
const register = (email: string, consentNoticeVersion?: number) =>
  t.app.inject({
    method: "POST",
    url: "/api/candidate/register",
    remoteAddress: nextTestIp(),
    payload: { name: "Asha Kulkarni", email, phone: "9876543210", password: "Str0ng-passw0rd", consentNoticeVersion },
  });
const LONG = "We collect your name, e-mail and documents to run the PhD admission round. ".repeat(4);
const officer = { name: "Dr. S. Patil, Registrar", email: "grievance@university.ac.in", phone: "+91 20 2560 1234" };

describe("the privacy notice", () => {
  it("is version 1 on a fresh portal, in English, with a grievance officer to write to", async () => {
    const res = await notice();
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      version: 1,
      language: "en",
      grievanceOfficer: { email: expect.stringContaining("@") },
    });
    for (const duty of [
      "What we collect",
      "Why",
      "Who sees it",
      "How long we keep it",
      "withdraw your consent",
      "erased",
    ])
      expect(data.body).toContain(duty);
    // A language the admin has not written the notice in shows the English one.
    expect((await notice("mr")).json().data).toMatchObject({ version: 1, language: "en" });
  });

  it("is published only by the admin, as a new version, audited; a bad one changes nothing", async () => {
    expect((await publish(coordinator, { body: { en: LONG }, grievanceOfficer: officer })).statusCode).toBe(403);
    const short = await publish(admin, { body: { en: "Too short." }, grievanceOfficer: officer });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toHaveProperty(["body.en"]);
    expect((await notice()).json().data.version).toBe(1);

    const res = await publish(admin, { body: { en: LONG, mr: `मराठी सूचना. ${LONG}` }, grievanceOfficer: officer });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Privacy notice published. Candidates are asked to accept it on their next visit.",
      data: { version: 2, grievanceOfficer: officer, publishedBy: expect.any(String) },
    });
    expect((await notice("mr")).json().data).toMatchObject({ version: 2, language: "mr", grievanceOfficer: officer });
    expect((await notice("hi")).json().data).toMatchObject({ version: 2, language: "en", body: LONG.trim() });
    const audit = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, "privacy_notice.publish"));
    expect(audit.map((a) => a.data)).toEqual([{ version: 2 }]);
  });
});

describe("consent at registration", () => {
  it("is required: without it nothing is kept", async () => {
    const email = `no-consent-${Date.now()}@test.local`;
    const res = await register(email);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.consentNoticeVersion).toBe("Please read the privacy notice and agree to it");
    expect(await t.ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("to an older version than the current one is refused with a code, and nothing is kept", async () => {
    const email = `old-consent-${Date.now()}@test.local`;
    const current = (await notice()).json().data.version;
    const res = await register(email, current - 1);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ data: { code: REFUSAL_CODES.noticeChanged } });
    expect(await t.ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("is recorded with the version and the time, and the account stands on that version", async () => {
    const email = `consent-${Date.now()}@test.local`;
    const current = (await notice()).json().data.version;
    const before = Date.now();
    const res = await register(email, current);
    expect(res.statusCode, res.body).toBe(201);
    const userId = res.json().data.userId;
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
    expect(user?.consentedNoticeVersion).toBe(current);
    const events = await t.ctx.db.select().from(consentEvents).where(eq(consentEvents.userId, userId));
    expect(events).toMatchObject([{ noticeVersion: current, action: "GIVEN" }]);
    expect(events[0]?.at.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("the admin sees how many candidates accepted the current version", async () => {
    const res = await t.app.inject({ url: "/api/admin/privacy-notice", headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ version: 2, body: { en: LONG.trim() } });
    expect(res.json().data.accepted + res.json().data.pending).toBeGreaterThanOrEqual(0);
  });
});

describe("a newer notice is read and agreed to before a candidate goes on", () => {
  const consent = (token: string, noticeVersion: unknown) =>
    t.app.inject({
      method: "POST",
      url: "/api/candidate/consent",
      headers: bearer(token),
      payload: { noticeVersion },
    });

  it("refuses the candidate's other requests with CONSENT_REQUIRED until they agree, and counts them as pending", async () => {
    const current = (await notice()).json().data.version;
    const behind = await createUser(t.ctx, { role: "candidate", consentedNoticeVersion: current - 1 });
    const token = await tokenFor(t.ctx, behind);
    const before = (await t.app.inject({ url: "/api/admin/privacy-notice", headers: bearer(admin) })).json().data;

    // check-auth says so, and the candidate's pages are refused with a code the web acts on.
    const me = await t.app.inject({ url: "/api/check-auth", headers: bearer(token) });
    expect(me.json().data).toMatchObject({ consentRequired: true });
    const profile = await t.app.inject({ url: "/api/candidate/profile", headers: bearer(token) });
    expect(profile.statusCode).toBe(403);
    expect(profile.json()).toMatchObject({
      message: "Please read the updated privacy notice and agree to it before continuing.",
      data: { code: REFUSAL_CODES.consentRequired },
    });
    // Signing in again tells the web at once.
    const login = await t.app.inject({
      method: "POST",
      url: "/api/candidate/login",
      remoteAddress: nextTestIp(),
      payload: { email: behind.email, password: behind.password },
    });
    expect(login.json().user).toMatchObject({ consentRequired: true });

    // An old version or a bad body is refused and changes nothing.
    expect((await consent(token, current - 1)).json()).toMatchObject({ data: { code: REFUSAL_CODES.noticeChanged } });
    expect((await consent(token, "two")).statusCode).toBe(400);
    expect((await t.app.inject({ url: "/api/check-auth", headers: bearer(token) })).json().data.consentRequired).toBe(
      true,
    );

    const agreed = await consent(token, current);
    expect(agreed.statusCode, agreed.body).toBe(200);
    expect(agreed.json()).toMatchObject({ data: { id: behind.id, consentRequired: false } });
    expect((await t.app.inject({ url: "/api/candidate/profile", headers: bearer(token) })).statusCode).not.toBe(403);
    const events = await t.ctx.db.select().from(consentEvents).where(eq(consentEvents.userId, behind.id));
    expect(events).toMatchObject([{ noticeVersion: current, action: "GIVEN" }]);
    const after = (await t.app.inject({ url: "/api/admin/privacy-notice", headers: bearer(admin) })).json().data;
    expect(after.accepted).toBe(before.accepted + 1);
    expect(after.pending).toBe(before.pending - 1);
  });

  it("is a candidate's own act: staff cannot consent, and staff are never asked", async () => {
    expect((await consent(admin, 1)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ url: "/api/check-auth", headers: bearer(coordinator) })).json().data,
    ).not.toHaveProperty("consentRequired");
    expect(
      (await t.app.inject({ method: "POST", url: "/api/candidate/consent", payload: { noticeVersion: 1 } })).statusCode,
    ).toBe(401);
  });
});
