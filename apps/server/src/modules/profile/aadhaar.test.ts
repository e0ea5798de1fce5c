import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  candidateWithCompleteProfile,
  FACTORY_AADHAAR,
  insertApplicationFor,
  personalDetailsForm,
} from "../../../test/factories.ts";
import {
  bearer,
  buildTestApp,
  createUser,
  defined,
  type TestUser,
  tokenFor,
  useTestApp,
  useTokens,
} from "../../../test/helpers.ts";
import { pdfText } from "../../../test/pdf.ts";
import { auditEvents, profileSections, profiles } from "../../db/schema.ts";

/** Decision 020: Aadhaar numbers sealed at rest, masked on every screen, revealed by an audited staff action. */
const t = useTestApp();
const { tokens } = useTokens(t, {
  admin: "admin",
  accounts: "accountSectionCoordinator",
  physicsCoordinator: { role: "coordinator", departments: ["Physics"] },
  chemistryCoordinator: { role: "coordinator", departments: ["Chemistry"] },
});
const MASKED = "XXXX XXXX 9012";
const get = (url: string, token?: string) => t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
const reveal = (userId: string, token?: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/candidate/profile/${userId}/aadhaar/reveal`,
    headers: token ? bearer(token) : {},
  });

/** A candidate with a complete profile and a Physics application. */
async function applicant(aadhaar = FACTORY_AADHAAR, name?: string): Promise<{ user: TestUser; appId: string }> {
  const user = await candidateWithCompleteProfile(t.ctx, { aadhaar, name });
  const app = await insertApplicationFor(t.ctx, user, { department: "Physics" });
  return { user, appId: app.id };
}

/** Every row of every table, as text: where a plain number would show if it were stored anywhere. */
async function databaseText(): Promise<string> {
  // Both drivers answer `execute` with `{ rows }`; the Db type leaves the result untyped.
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const texts: string[] = [];
  for (const { name } of tables) {
    const rows = await rowsOf<{ row: string }>(sql`select x::text as row from ${sql.identifier(name)} x`);
    texts.push(...rows.map((r) => r.row));
  }
  return texts.join("\n");
}

describe("saving and reading", () => {
  it("the owner saves the number with spaces; the database holds it only sealed; the owner's read carries it in full", async () => {
    const user = await createUser(t.ctx, { role: "candidate" });
    const token = await tokenFor(t.ctx, user);
    const saved = await t.app.inject({
      method: "POST",
      url: "/api/candidate/profile/personal-details",
      headers: bearer(token),
      payload: personalDetailsForm("5566 7788 9012"),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.personalDetails).toMatchObject({ addharNumber: "556677889012", aadhaarMasked: MASKED });

    const own = await get("/api/candidate/profile", token);
    expect(own.json().data.personalDetails).toMatchObject({ addharNumber: "556677889012", aadhaarMasked: MASKED });

    const text = await databaseText();
    expect(text).not.toContain("556677889012");
    expect(text).not.toContain("5566 7788 9012");
    const [row] = await t.ctx.db
      .select({ id: profiles.id, c: profiles.aadhaarCiphertext, h: profiles.aadhaarHash })
      .from(profiles)
      .where(eq(profiles.userId, user.id));
    const stored = defined(row, "profile row");
    expect(t.ctx.aadhaar.decrypt(defined(stored.c), stored.id)).toBe("556677889012");
    expect(stored.h).toBe(t.ctx.aadhaar.hash("556677889012"));
  });

  it("staff reads, the review page's application and the PDF carry only the masked number", async () => {
    const { user, appId } = await applicant();
    for (const token of [tokens.admin, tokens.accounts, tokens.physicsCoordinator]) {
      const staffRead = await get(`/api/candidate/profile/${user.id}`, token);
      expect(staffRead.statusCode).toBe(200);
      expect(staffRead.json().data.personalDetails.aadhaarMasked).toBe(MASKED);
      expect(staffRead.body).not.toContain(FACTORY_AADHAAR);

      const entire = await get(`/api/application/entire/${appId}`, token);
      expect(entire.statusCode).toBe(200);
      expect(entire.json().data.profile.personalDetails.aadhaarMasked).toBe(MASKED);
      expect(entire.body).not.toContain(FACTORY_AADHAAR);
    }

    const owner = await tokenFor(t.ctx, user);
    const ownApplication = await get(`/api/application/entire/${appId}`, owner);
    expect(ownApplication.json().data.profile.personalDetails.aadhaarMasked).toBe(MASKED);
    expect(ownApplication.body).not.toContain(FACTORY_AADHAAR);

    for (const token of [owner, tokens.physicsCoordinator]) {
      const pdf = await get(`/api/application/download/${appId}`, token);
      expect(pdf.statusCode, pdf.body).toBe(200);
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain(MASKED);
      expect(text).not.toContain(FACTORY_AADHAAR);
    }
  });
});

describe("POST /api/candidate/profile/:userId/aadhaar/reveal", () => {
  it("gives the full number to staff who may read the profile, and records each reveal", async () => {
    const { user } = await applicant("987654321098", "Reveal Candidate");
    const section = defined(
      (
        await t.ctx.db
          .select({ id: profileSections.id })
          .from(profileSections)
          .innerJoin(profiles, eq(profiles.id, profileSections.profileId))
          .where(and(eq(profiles.userId, user.id), eq(profileSections.section, "personalDetails")))
      )[0],
    );
    const reveals = () =>
      t.ctx.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.subjectId, section.id), eq(auditEvents.action, "profile.section.aadhaar_reveal")));

    for (const [who, token] of [
      ["admin", tokens.admin],
      ["account section", tokens.accounts],
      ["coordinator of the department", tokens.physicsCoordinator],
    ] as const) {
      const res = await reveal(user.id, token);
      expect(res.statusCode, who).toBe(200);
      expect(res.json()).toMatchObject({ success: true, data: { addharNumber: "987654321098" } });
    }
    expect(await reveals()).toHaveLength(3);

    const log = await get("/api/admin/audit-log", tokens.admin);
    expect(log.statusCode).toBe(200);
    const entry = log.json().data.find((e: { subject: { id: string } }) => e.subject.id === section.id);
    expect(entry).toMatchObject({
      action: "profile.section.aadhaar_reveal",
      actionLabel: expect.stringMatching(/^Aadhaar number revealed by (Admin|Department Coordinator)$/),
      subject: { label: expect.stringContaining("Reveal Candidate"), candidateId: user.id },
    });
  });

  it("refuses everyone else and changes nothing: 404 for another department, 403 for candidates, 401 anonymous", async () => {
    const { user } = await applicant();
    const owner = await tokenFor(t.ctx, user);
    const before = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(auditEvents);

    const other = await reveal(user.id, tokens.chemistryCoordinator);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ success: false, message: "Profile not found." });
    expect((await reveal(user.id, owner)).statusCode).toBe(403);
    expect((await reveal(user.id)).statusCode).toBe(401);
    expect((await reveal(crypto.randomUUID(), tokens.admin)).statusCode).toBe(404);
    expect((await reveal("not-a-uuid", tokens.admin)).statusCode).toBe(400);
    // A candidate who has not saved the number yet.
    const fresh = await createUser(t.ctx, { role: "candidate" });
    const none = await reveal(fresh.id, tokens.admin);
    expect(none.statusCode).toBe(404);
    expect(none.json().success).toBe(false);

    expect(await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(auditEvents)).toEqual(before);
  });
});

describe("search by Aadhaar", () => {
  it("the coordinators' list and the admin statistics find a candidate by the typed number, through its hash", async () => {
    const { user, appId } = await applicant("246813579135", "Search Target");
    await applicant("246813579136", "Search Neighbour");

    const list = await get(
      `/api/application/all/applications?${new URLSearchParams({ search: "2468 1357 9135" })}`,
      tokens.physicsCoordinator,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.applications.map((a: { id: string }) => a.id)).toEqual([appId]);
    const elsewhere = await get(`/api/application/all/applications?search=246813579135`, tokens.chemistryCoordinator);
    expect(elsewhere.json().data.applications).toEqual([]);

    const stats = await get(
      `/api/admin/candidates-with-statistics?${new URLSearchParams({ search: "246813579135" })}`,
      tokens.admin,
    );
    expect(stats.statusCode, stats.body).toBe(200);
    expect(stats.json().candidateDetails.map((c: { name: string }) => c.name)).toEqual([user.name]);
    // A part of the number finds nothing: it is never compared in plain.
    const partial = await get(`/api/admin/candidates-with-statistics?search=24681357`, tokens.admin);
    expect(partial.json().candidateDetails).toEqual([]);
  });
});

describe("numbers saved before decision 020", () => {
  it("are sealed at start-up and dropped from the section data; a second start changes nothing", async () => {
    const { user } = await applicant();
    const profileId = defined(
      (await t.ctx.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, user.id)))[0],
    ).id;
    // The row as an older version stored it: the plain number in the section data, nothing sealed.
    await t.ctx.db
      .update(profiles)
      .set({ aadhaarCiphertext: null, aadhaarHash: null })
      .where(eq(profiles.id, profileId));
    await t.ctx.db
      .update(profileSections)
      .set({ data: sql`${profileSections.data} || '{"addharNumber":"135792468024"}'::jsonb` })
      .where(and(eq(profileSections.profileId, profileId), eq(profileSections.section, "personalDetails")));
    expect(await databaseText()).toContain("135792468024");

    const restarted = await buildTestApp({ database: t.ctx.database });
    try {
      const sealedRow = async () =>
        defined((await t.ctx.db.select().from(profiles).where(eq(profiles.id, profileId)))[0]);
      const first = await sealedRow();
      expect(t.ctx.aadhaar.decrypt(defined(first.aadhaarCiphertext), profileId)).toBe("135792468024");
      expect(first.aadhaarHash).toBe(t.ctx.aadhaar.hash("135792468024"));
      expect(await databaseText()).not.toContain("135792468024");
      const read = await get(`/api/candidate/profile/${user.id}`, tokens.admin);
      expect(read.json().data.personalDetails).toMatchObject({ aadhaarMasked: "XXXX XXXX 8024", isCompleted: true });

      // Idempotent: another start finds nothing to seal.
      const again = await buildTestApp({ database: t.ctx.database });
      await again.close();
      expect((await sealedRow()).aadhaarCiphertext).toBe(first.aadhaarCiphertext);
    } finally {
      await restarted.close();
    }
  });
});
