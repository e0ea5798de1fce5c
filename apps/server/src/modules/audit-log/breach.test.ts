import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { candidateWithCompleteProfile, insertApplicationFor } from "../../../test/factories.ts";
import { bearer, createUser, type TestUser, tokenAs, tokenFor, useTestApp } from "../../../test/helpers.ts";
import { documents } from "../../db/schema.ts";

// Staff reads of a candidate's records are recorded, and the admin exports one candidate's events
// (who read or changed what) for a breach notice (DPDP Act 2023; issue 28).
const t = useTestApp();
let admin: string;
let coordinator: TestUser;
let coordinatorToken: string;
let candidate: TestUser;
let candidateToken: string;
let other: TestUser;
let applicationId: string;
beforeAll(async () => {
  admin = await tokenAs(t.ctx, "admin");
  coordinator = await createUser(t.ctx, { role: "coordinator", name: "Kavita Reader", departments: ["Physics"] });
  coordinatorToken = await tokenFor(t.ctx, coordinator);
  candidate = await candidateWithCompleteProfile(t.ctx, { name: "Asha Breached" });
  candidateToken = await tokenFor(t.ctx, candidate);
  applicationId = (await insertApplicationFor(t.ctx, candidate, { department: "Physics" })).id;
  other = await candidateWithCompleteProfile(t.ctx, { name: "Bela Untouched" });
  await insertApplicationFor(t.ctx, other, { department: "Physics" });
});
const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });
const log = async (query: string) => {
  const res = await get(`/api/admin/audit-log?${query}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<{
    action: string;
    actor: { name: string } | null;
    subject: { candidateId: string | null };
  }>;
};

describe("staff reads and the breach export", () => {
  it("records what staff read of a candidate, not what the candidate reads of their own", async () => {
    const [doc] = await t.ctx.db.select().from(documents).where(eq(documents.userId, candidate.id)).limit(1);
    if (!doc) throw new Error("no document");
    // The candidate's own reads.
    expect((await get(`/api/document/file/${doc.id}`, candidateToken)).statusCode).toBe(200);
    expect((await get(`/api/application/entire/${applicationId}`, candidateToken)).statusCode).toBe(200);
    // The coordinator's reads.
    expect((await get(`/api/candidate/profile/${candidate.id}`, coordinatorToken)).statusCode).toBe(200);
    expect((await get(`/api/document/file/${doc.id}`, coordinatorToken)).statusCode).toBe(200);
    expect((await get(`/api/application/entire/${applicationId}`, coordinatorToken)).statusCode).toBe(200);
    expect((await get(`/api/application/download/${applicationId}`, coordinatorToken)).statusCode).toBe(200);
    // A refused read records nothing.
    expect((await get(`/api/document/file/00000000-0000-4000-8000-000000000000`, coordinatorToken)).statusCode).toBe(
      404,
    );

    const reads = await log(`candidate=${candidate.id}&kind=read`);
    expect(reads.map((e) => e.action).sort()).toEqual(
      ["read.application", "read.application_pdf", "read.document", "read.profile"].sort(),
    );
    for (const e of reads) {
      expect(e.actor?.name).toBe("Kavita Reader");
      expect(e.subject.candidateId).toBe(candidate.id);
    }
    // The review history stays about decisions.
    const history = await get(`/api/application/history/${applicationId}`, coordinatorToken);
    expect(JSON.stringify(history.json())).not.toContain("read.");
  });

  it("one candidate's export holds their events in every round, and nobody else's", async () => {
    const all = await log(`candidate=${candidate.id}`);
    expect(all.length).toBeGreaterThanOrEqual(4);
    expect(all.every((e) => e.subject.candidateId === candidate.id || e.subject.candidateId === null)).toBe(true);
    expect((await log(`candidate=${other.id}&kind=read`)).length).toBe(0);

    const csv = await get(`/api/admin/audit-log/export.csv?candidate=${candidate.id}&kind=read`, admin);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(csv.body).toContain("Kavita Reader");
    expect(csv.body).toContain("Document opened");
    expect(csv.body).not.toContain("Bela Untouched");
  });

  it("is the admin's: others are refused, a bad id is a 400", async () => {
    expect((await get(`/api/admin/audit-log?candidate=${candidate.id}`, coordinatorToken)).statusCode).toBe(403);
    expect((await get(`/api/admin/audit-log?candidate=${candidate.id}`, candidateToken)).statusCode).toBe(403);
    expect((await get("/api/admin/audit-log?candidate=not-an-id", admin)).statusCode).toBe(400);
  });
});
