import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { personalDetailsForm } from "../../../test/factories.ts";
import { bearer, createUser, tokenAs, tokenFor, useTestApp } from "../../../test/helpers.ts";
import { auditEvents, profiles } from "../../db/schema.ts";

// The current round says whether the Aadhaar number is required, optional or not asked (issue 28):
// when it is not asked, nothing of it is stored.
const t = useTestApp();
let admin: string;
let roundId: string;
beforeAll(async () => {
  admin = await tokenAs(t.ctx, "admin");
  const rounds = (await t.app.inject({ url: "/api/rounds", headers: bearer(admin) })).json().data;
  roundId = rounds.find((r: { isCurrent: boolean }) => r.isCurrent).id;
});
const setMode = (token: string, aadhaarMode: unknown) =>
  t.app.inject({
    method: "PUT",
    url: `/api/rounds/${roundId}/aadhaar`,
    headers: bearer(token),
    payload: { aadhaarMode },
  });

const savePersonal = (token: string, addharNumber?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/candidate/profile/personal-details",
    headers: bearer(token),
    payload: personalDetailsForm(addharNumber),
  });

async function sealedOf(userId: string) {
  const [row] = await t.ctx.db.select().from(profiles).where(eq(profiles.userId, userId));
  return { ciphertext: row?.aadhaarCiphertext ?? null, hash: row?.aadhaarHash ?? null };
}

describe("the Aadhaar number as a round setting", () => {
  it("is required by default, as the spec says", async () => {
    const user = await createUser(t.ctx, { role: "candidate" });
    const token = await tokenFor(t.ctx, user);
    expect(
      (await t.app.inject({ url: "/api/candidate/profile", headers: bearer(token) })).json().data.aadhaarMode,
    ).toBe("REQUIRED");
    const res = await savePersonal(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.addharNumber).toBe("Aadhaar number is required");
  });

  it("is set by the admin only, audited; a bad value changes nothing", async () => {
    const coordinator = await tokenAs(t.ctx, "coordinator");
    expect((await setMode(coordinator, "OPTIONAL")).statusCode).toBe(403);
    expect((await setMode(admin, "SOMETIMES")).statusCode).toBe(400);
    const rounds = (await t.app.inject({ url: "/api/rounds", headers: bearer(admin) })).json().data;
    expect(rounds.find((r: { id: string }) => r.id === roundId).aadhaarMode).toBe("REQUIRED");
    const ok = await setMode(admin, "OPTIONAL");
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.aadhaarMode).toBe("OPTIONAL");
    const audit = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, "round.aadhaar"));
    expect(audit.map((a) => a.data)).toEqual([{ from: "REQUIRED", to: "OPTIONAL" }]);
  });

  it("optional: a profile saves without it, or keeps one given", async () => {
    expect((await setMode(admin, "OPTIONAL")).statusCode).toBe(200);
    const without = await createUser(t.ctx, { role: "candidate" });
    const res = await savePersonal(await tokenFor(t.ctx, without), "");
    expect(res.statusCode, res.body).toBe(200);
    expect(await sealedOf(without.id)).toEqual({ ciphertext: null, hash: null });
    const given = await createUser(t.ctx, { role: "candidate" });
    expect((await savePersonal(await tokenFor(t.ctx, given), "5566 7788 9012")).statusCode).toBe(200);
    expect((await sealedOf(given.id)).hash).toEqual(expect.any(String));
  });

  it("not asked: a number sent is not stored, and one saved before is removed on the next save", async () => {
    const earlier = await createUser(t.ctx, { role: "candidate" });
    const token = await tokenFor(t.ctx, earlier);
    expect((await setMode(admin, "REQUIRED")).statusCode).toBe(200);
    expect((await savePersonal(token, "5566 7788 9013")).statusCode).toBe(200);
    expect((await sealedOf(earlier.id)).hash).toEqual(expect.any(String));

    expect((await setMode(admin, "NOT_ASKED")).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: "/api/candidate/profile", headers: bearer(token) })).json().data.aadhaarMode,
    ).toBe("NOT_ASKED");
    const res = await savePersonal(token, "5566 7788 9013");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.personalDetails).not.toHaveProperty("aadhaarMasked");
    expect(await sealedOf(earlier.id)).toEqual({ ciphertext: null, hash: null });
    expect(JSON.stringify(res.json())).not.toContain("556677889013");
    await setMode(admin, "REQUIRED");
  });
});
