import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, createUser, nextTestIp, tokenFor, useTestApp } from "../../../test/helpers.ts";
import { mailOutbox, users } from "../../db/schema.ts";

// The account's language (decision 035): chosen at registration, changed by its owner, returned
// with the user so the web follows it on any browser.
const t = useTestApp();

const languageOf = async (id: string) =>
  (await t.ctx.db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0]?.language;
const put = (token: string | undefined, payload: unknown) =>
  t.app.inject({
    method: "PUT",
    url: "/api/account/language",
    ...(token ? { headers: bearer(token) } : {}),
    payload: payload as object,
  });
/** A candidate's registration (Asha Kulkarni) in `language` (none when undefined). */
const register = (email: string, language: string | undefined) =>
  t.app.inject({
    method: "POST",
    url: "/api/candidate/register",
    remoteAddress: nextTestIp(),
    payload: {
      name: "Asha Kulkarni",
      email,
      phone: "9876543210",
      password: "Str0ng-passw0rd",
      consentNoticeVersion: 1,
      language,
    },
  });

describe("the account's language", () => {
  it("is English for an account that never chose one, and shows in check-auth", async () => {
    const user = await createUser(t.ctx, { role: "coordinator" });
    const res = await t.app.inject({ url: "/api/check-auth", headers: bearer(await tokenFor(t.ctx, user)) });
    expect(res.json().data.language).toBe("en");
  });

  it("is the one a candidate registered in", async () => {
    const email = `lang-${Date.now()}@test.local`;
    const res = await register(email, "mr");
    expect(res.statusCode, res.body).toBe(201);
    expect(await languageOf(res.json().data.userId)).toBe("mr");
  });

  it("writes the verification mail in the language registered in", async () => {
    const mailTo = async (email: string) =>
      (await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)))[0];
    const inMarathi = `lang-mail-mr-${Date.now()}@test.local`;
    const inEnglish = `lang-mail-en-${Date.now()}@test.local`;
    for (const [email, language] of [
      [inMarathi, "mr"],
      [inEnglish, undefined],
    ] as const) {
      const res = await register(email, language);
      expect(res.statusCode, res.body).toBe(201);
    }
    const mr = await mailTo(inMarathi);
    expect(mr?.subject).toMatch(/^आपला पडताळणी कोड: \d{6}$/);
    expect(mr?.text).toContain("प्रिय Asha Kulkarni,");
    expect(mr?.text).toMatch(/आपला ईमेल पडताळणी कोड \d{6} आहे\./);
    expect(mr?.html).toContain("प्रिय Asha Kulkarni,");
    const en = await mailTo(inEnglish);
    expect(en?.subject).toMatch(/^Your verification code: \d{6}$/);
    expect(en?.text).toContain("Dear Asha Kulkarni,");
  });

  it("refuses a registration in a language the portal does not have, and keeps nothing", async () => {
    const email = `lang-bad-${Date.now()}@test.local`;
    const res = await register(email, "fr");
    expect(res.statusCode).toBe(400);
    expect(await t.ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it.each(["candidate", "coordinator", "accountSectionCoordinator", "admin"] as const)(
    "is changed by a signed-in %s",
    async (role) => {
      const user = await createUser(t.ctx, { role });
      const res = await put(await tokenFor(t.ctx, user), { language: "hi" });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ id: user.id, language: "hi" });
      expect(await languageOf(user.id)).toBe("hi");
    },
  );

  it.each([[{ language: "fr" }], [{ language: "" }], [{ language: null }], [{}]])(
    "refuses %j with a 400 and keeps the language",
    async (body) => {
      const user = await createUser(t.ctx, { role: "candidate" });
      const token = await tokenFor(t.ctx, user);
      await put(token, { language: "mr" });
      const res = await put(token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
      expect(await languageOf(user.id)).toBe("mr");
    },
  );

  it("refuses a caller who is not signed in", async () => {
    const res = await put(undefined, { language: "hi" });
    expect(res.statusCode).toBe(401);
  });

  it("changes only the caller's own account", async () => {
    const a = await createUser(t.ctx, { role: "candidate" });
    const b = await createUser(t.ctx, { role: "candidate" });
    await put(await tokenFor(t.ctx, a), { language: "mr", id: b.id });
    expect(await languageOf(a.id)).toBe("mr");
    expect(await languageOf(b.id)).toBe("en");
  });
});

describe("refusals in the reader's language (Accept-Language)", () => {
  const registerWith = (language: string | undefined, payload: object) =>
    t.app.inject({
      method: "POST",
      url: "/api/candidate/register",
      remoteAddress: nextTestIp(),
      headers: language ? { "accept-language": language } : {},
      payload,
    });
  const badPhone = () => ({
    name: "Asha",
    email: `p-${Date.now()}@test.local`,
    phone: "12",
    password: "Str0ng-passw0rd",
    consentNoticeVersion: 1,
  });

  it.each([
    ["hi", "कृपया मान्य फ़ोन नंबर दर्ज करें"],
    ["mr-IN,mr;q=0.9,en;q=0.8", "कृपया वैध फोन क्रमांक भरा"],
    ["fr-FR, de;q=0.5", "Please enter a valid phone number"],
    [undefined, "Please enter a valid phone number"],
  ])("%s: a field's message and the answer's", async (language, message) => {
    const res = await registerWith(language, badPhone());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message, errors: { phone: message } });
  });

  it("translates a service's refusal and a guard's", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/candidate/verify-otp",
      remoteAddress: nextTestIp(),
      headers: { "accept-language": "mr" },
      payload: { userId: "00000000-0000-4000-8000-000000000000", otp: "123456" },
    });
    expect(res.json().message).toBe("नोंदणी सापडली नाही. कृपया पुन्हा नोंदणी करा.");
    const guard = await t.app.inject({ url: "/api/check-auth", headers: { "accept-language": "hi" } });
    expect(guard.statusCode).toBe(401);
    expect(guard.json().message).toBe("आगे बढ़ने के लिए कृपया साइन इन करें।");
  });
});
