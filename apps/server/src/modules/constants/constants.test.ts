import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bearer, ONE_OF_EACH_ROLE, useTestApp, useTokens } from "../../../test/helpers.ts";
import { admissionRounds, auditEvents } from "../../db/schema.ts";
import { getConstants } from "./queries.ts";

const t = useTestApp();
const { tokens, ids } = useTokens(t, ONE_OF_EACH_ROLE);
const get = (url: string, token?: string) => t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
const put = (name: string, payload: unknown, token: string | null = tokens.admin) =>
  t.app.inject({
    method: "PUT",
    url: `/api/constant/${name}`,
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
/** The stored constants, with the current round's prefix and window (decision 029). */
const current = () => getConstants(t.ctx.db);

describe("GET /api/constant/*", () => {
  it("websiteHeading defaults to 'PhD Admission Portal'", async () => {
    const res = await get("/api/constant/websiteHeading");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: "PhD Admission Portal" });
  });

  it("admissionsOpen defaults to true", async () => {
    const res = await get("/api/constant/admissionsOpen");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: true });
  });

  it("GET /api/constant: counters are shown to admins only", async () => {
    const anonymous = await get("/api/constant");
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().data).toMatchObject({
      websiteHeading: "PhD Admission Portal",
      admissionsOpen: true,
      applicationIdPrefix: "PHD",
      applicationCounters: {},
    });
    expect((await get("/api/constant", tokens.candidate)).json().data.applicationCounters).toEqual({});
    expect((await get("/api/constant", tokens.coordinator)).json().data.applicationCounters).toEqual({});

    const asAdmin = await get("/api/constant", tokens.admin);
    expect(asAdmin.json().data.applicationCounters).toEqual({ REGULAR: 0, WORKING_PROFESSIONAL: 0 });
  });
});

describe("PUT /api/constant/:name", () => {
  it("401 without a token", async () => {
    const res = await put("websiteHeading", { value: "Hacked" }, null);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
  });

  it("403 for a candidate, a coordinator and an account-section coordinator", async () => {
    for (const token of [tokens.candidate, tokens.coordinator, tokens.accounts]) {
      const res = await put("websiteHeading", { value: "Hacked" }, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false });
    }
    expect((await current()).websiteHeading).toBe("PhD Admission Portal");
  });

  it("400 for an application id prefix of 11 characters, and the prefix is unchanged", async () => {
    const res = await put("applicationIdPrefix", { value: "ABCDEFGHIJK" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining("10") });
    expect((await current()).applicationIdPrefix).toBe("PHD");
  });

  it("400 for a prefix with spaces or other symbols, or empty", async () => {
    for (const value of ["A B", "PHD#", "", "   "]) {
      expect((await put("applicationIdPrefix", { value })).statusCode, value).toBe(400);
    }
    expect((await current()).applicationIdPrefix).toBe("PHD");
  });

  it("409 for a prefix another admission round uses, and the prefix is unchanged (decision 029)", async () => {
    await t.ctx.db.insert(admissionRounds).values({ name: "An earlier round", applicationIdPrefix: "OLD" });
    try {
      const res = await put("applicationIdPrefix", { value: "old" });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        success: false,
        message: "Another admission round already uses the prefix OLD. Choose another.",
      });
      expect((await current()).applicationIdPrefix).toBe("PHD");
    } finally {
      await t.ctx.db.delete(admissionRounds).where(eq(admissionRounds.applicationIdPrefix, "OLD"));
    }
  });

  it("400 for admissionsOpen given as a string", async () => {
    const res = await put("admissionsOpen", { value: "false" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.any(String) });
    expect((await current()).admissionsOpen).toBe(true);
  });

  it("400 for a missing value and for an empty heading", async () => {
    expect((await put("websiteHeading", {})).statusCode).toBe(400);
    expect((await put("websiteHeading", { value: "  " })).statusCode).toBe(400);
  });

  it("400: applicationCounters is read-only", async () => {
    const res = await put("applicationCounters", { value: { REGULAR: 99 } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining("read-only") });
    expect((await get("/api/constant", tokens.admin)).json().data.applicationCounters).toEqual({
      REGULAR: 0,
      WORKING_PROFESSIONAL: 0,
    });
  });

  it("404 for an unknown constant", async () => {
    const res = await put("noSuchConstant", { value: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });

  it("200 for an admin: the prefix 'abc' is stored as 'ABC', with an audit row", async () => {
    const res = await put("applicationIdPrefix", { value: "abc" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { applicationIdPrefix: "ABC" } });
    expect((await current()).applicationIdPrefix).toBe("ABC");

    const [audit] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "constant.update"))
      .orderBy(desc(auditEvents.createdAt))
      .limit(1);
    expect(audit).toMatchObject({
      actorId: ids.admin,
      subjectType: "constant",
      data: { name: "applicationIdPrefix", from: "PHD", to: "ABC" },
    });
  });

  it("200: heading and admissions switch are read back by the public endpoints", async () => {
    expect((await put("websiteHeading", { value: "  Doctoral Admissions 2026 " })).statusCode).toBe(200);
    expect((await get("/api/constant/websiteHeading")).json().data).toBe("Doctoral Admissions 2026");

    expect((await put("admissionsOpen", { value: false })).statusCode).toBe(200);
    expect((await get("/api/constant/admissionsOpen")).json()).toMatchObject({ data: false });
    expect((await put("admissionsOpen", { value: true })).statusCode).toBe(200);
    expect((await get("/api/constant/admissionsOpen")).json()).toMatchObject({ data: true });

    const audits = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, "constant.update"));
    expect(audits).toHaveLength(4);
  });
});

describe("admission window and institution time zone (decision 016)", () => {
  const hour = 3_600_000;
  const at = (ms: number) => new Date(Date.now() + ms).toISOString();
  const windowInfo = async () => (await get("/api/constant/admission-window")).json().data;
  const clearWindow = () => put("admissionWindow", { value: { opensAt: null, closesAt: null } });

  it("defaults: Asia/Kolkata, no window, open; the public endpoint gives the server's time", async () => {
    const info = await windowInfo();
    expect(info).toMatchObject({ state: "open", opensAt: null, closesAt: null, timeZone: "Asia/Kolkata" });
    expect(Math.abs(Date.parse(info.serverTime) - Date.now())).toBeLessThan(60_000);
    expect((await get("/api/constant")).json().data).toMatchObject({
      timeZone: "Asia/Kolkata",
      admissionWindow: { opensAt: null, closesAt: null },
      admissionsState: "open",
    });
  });

  it("refuses bad values and changes nothing: unknown zone, closing before opening, not a date", async () => {
    const zone = await put("timeZone", { value: "Mars/Olympus_Mons" });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().message).toBe("Unknown time zone (use a name such as Asia/Kolkata)");
    const backwards = await put("admissionWindow", { value: { opensAt: at(2 * hour), closesAt: at(hour) } });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe("The closing time must be after the opening time");
    const notDate = await put("admissionWindow", { value: { closesAt: "tomorrow" } });
    expect(notDate.statusCode).toBe(400);
    expect(await current()).toMatchObject({
      timeZone: "Asia/Kolkata",
      admissionsOpensAt: null,
      admissionsClosesAt: null,
    });
    expect((await put("admissionWindow", { value: { closesAt: at(hour) } }, tokens.coordinator)).statusCode).toBe(403);
  });

  it("applies the window at the exact moment: before it notYetOpen, inside open, after it ended", async () => {
    try {
      const opensAt = at(hour);
      const res = await put("admissionWindow", { value: { opensAt, closesAt: at(2 * hour) } });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ admissionsState: "notYetOpen", admissionWindow: { opensAt } });
      expect((await get("/api/constant/admissionsOpen")).json().data).toBe(false);
      expect((await windowInfo()).state).toBe("notYetOpen");

      await put("admissionWindow", { value: { opensAt: at(-hour), closesAt: at(hour) } });
      expect((await get("/api/constant/admissionsOpen")).json().data).toBe(true);
      expect((await windowInfo()).state).toBe("open");

      const closesAt = "2026-01-15T11:30:00.000Z";
      await put("admissionWindow", { value: { opensAt: null, closesAt } });
      expect((await get("/api/constant/admissionsOpen")).json().data).toBe(false);
      expect(await windowInfo()).toMatchObject({ state: "ended", closesAt });

      // The switch wins over the window.
      await put("admissionWindow", { value: { opensAt: null, closesAt: at(hour) } });
      await put("admissionsOpen", { value: false });
      expect((await windowInfo()).state).toBe("closed");
    } finally {
      await put("admissionsOpen", { value: true });
      await clearWindow();
    }
  });

  it("registration names the deadline in the institution's zone once the window has ended", async () => {
    try {
      await put("admissionWindow", { value: { closesAt: "2026-01-15T11:30:00.000Z" } });
      // The same late registration, refused in the words of each zone.
      const registerLate = () =>
        t.app.inject({
          method: "POST",
          url: "/api/candidate/register",
          payload: {
            name: "Late Comer",
            email: "late@example.com",
            phone: "9876543210",
            password: "password123",
            consentNoticeVersion: 1,
          },
        });
      const res = await registerLate();
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        "Admissions closed on Jan 15, 2026, 5:00 PM IST. Submissions after the deadline cannot be accepted.",
      );
      await put("timeZone", { value: "Europe/London" });
      const london = await registerLate();
      expect(london.json().message).toContain("Jan 15, 2026, 11:30 AM GMT");
    } finally {
      await put("timeZone", { value: "Asia/Kolkata" });
      await clearWindow();
    }
  });

  it("each change is audited with the window before and after", async () => {
    const closesAt = "2027-01-15T11:30:00.000Z";
    await put("admissionWindow", { value: { closesAt } });
    await clearWindow();
    const [latest, previous] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "constant.update"))
      .orderBy(desc(auditEvents.createdAt))
      .limit(2);
    expect(previous?.data).toEqual({
      name: "admissionWindow",
      from: { opensAt: null, closesAt: null },
      to: { opensAt: null, closesAt },
    });
    expect(latest?.data).toMatchObject({ name: "admissionWindow", to: { opensAt: null, closesAt: null } });
  });
});
