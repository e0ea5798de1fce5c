import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { insertApplicationFor, profileIdOf } from "../../../test/factories.ts";
import { bearer, createUser, type TestUser, tokenAs, tokenFor, useTestApp } from "../../../test/helpers.ts";
import { auditEvents, documents, profileSections, siteConstants } from "../../db/schema.ts";

// A database of its own: the log holds exactly the events below.
const t = useTestApp();
let admin: TestUser;
let adminToken: string;
let coordinator: TestUser;
let candidate: TestUser;
let others: Array<[string, string]>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  await t.ctx.db.update(siteConstants).set({ timeZone: "UTC" });
  admin = await createUser(t.ctx, { role: "admin", name: "Admin Ada" });
  adminToken = await tokenFor(t.ctx, admin);
  coordinator = await createUser(t.ctx, { role: "coordinator", name: "Kavita Rao", mis: "MIS-KR-7" });
  candidate = await createUser(t.ctx, { role: "candidate", name: "Asha Verma" });
  others = [
    ["candidate", await tokenFor(t.ctx, candidate)],
    ["coordinator", await tokenFor(t.ctx, coordinator)],
    ["accountSectionCoordinator", await tokenAs(t.ctx, "accountSectionCoordinator")],
  ];
  const app = await insertApplicationFor(t.ctx, candidate, { department: "Physics" });
  const profileId = await profileIdOf(t.ctx, candidate.id);
  const [ug] = await t.ctx.db
    .select()
    .from(profileSections)
    .where(and(eq(profileSections.profileId, profileId), eq(profileSections.section, "academicsUG")));
  const [doc] = await t.ctx.db
    .insert(documents)
    .values({
      userId: candidate.id,
      documentType: "ugMarksheet",
      section: "academicsUG",
      originalFileName: "marks.pdf",
      mimeType: "application/pdf",
      fileSize: 10,
      storageKey: "x/marks.pdf",
      sha256: "0".repeat(64),
    })
    .returning();
  const at = (iso: string) => new Date(iso);
  const events = [
    {
      key: "submit",
      actorId: candidate.id,
      action: "application.submit",
      subjectType: "application",
      subjectId: app.id,
      createdAt: at("2026-11-01T09:00:00Z"),
    },
    {
      key: "doc",
      actorId: coordinator.id,
      action: "document.verify",
      subjectType: "document",
      subjectId: doc?.id,
      fromStatus: "PENDING",
      toStatus: "VERIFIED",
      remarks: "Document processed by Kavita Rao",
      createdAt: at("2026-11-02T10:00:00Z"),
    },
    {
      key: "section",
      actorId: coordinator.id,
      action: "profile.section.status",
      subjectType: "profile_section",
      subjectId: ug?.id,
      fromStatus: "PENDING",
      toStatus: "MODIFICATION_REQUESTED",
      remarks: "CGPA missing",
      createdAt: at("2026-11-02T23:59:59Z"),
    },
    {
      key: "staff",
      actorId: admin.id,
      action: "coordinator.create",
      subjectType: "user",
      subjectId: coordinator.id,
      createdAt: at("2026-11-03T00:00:00Z"),
    },
    {
      key: "constant",
      actorId: admin.id,
      action: "constant.update",
      subjectType: "constant",
      data: { name: "admissionsOpen", from: true, to: false },
      createdAt: at("2026-11-04T08:00:00Z"),
    },
    {
      key: "gone",
      actorId: null,
      action: "announcement.delete",
      subjectType: "announcement",
      subjectId: "00000000-0000-4000-8000-000000000001",
      data: { title: "Old notice" },
      createdAt: at("2026-11-05T08:00:00Z"),
    },
  ];
  for (const { key, ...e } of events) {
    const [row] = await t.ctx.db.insert(auditEvents).values(e).returning({ id: auditEvents.id });
    ids[key] = row?.id ?? "";
  }
});
const get = (q: Record<string, string> = {}, token: string | null = adminToken) =>
  t.app.inject({
    method: "GET",
    url: `/api/admin/audit-log?${new URLSearchParams(q)}`,
    headers: token ? bearer(token) : {},
  });
const keyOf = (id: string) => Object.entries(ids).find(([, v]) => v === id)?.[0];
const keys = async (q: Record<string, string> = {}) => {
  const res = await get(q);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Array<{ id: string }>).map((e) => keyOf(e.id));
};
const csv = (q: Record<string, string> = {}, token: string | null = adminToken) =>
  t.app.inject({
    method: "GET",
    url: `/api/admin/audit-log/export.csv?${new URLSearchParams(q)}`,
    headers: token ? bearer(token) : {},
  });
/** The CSV's records after the header (no remarks here hold a line break). */
const csvRows = async (q: Record<string, string> = {}) => {
  const res = await csv(q);
  expect(res.statusCode, res.body).toBe(200);
  const [header, ...rows] = res.body.split("\r\n");
  expect(rows.pop()).toBe("");
  return { header, rows };
};

describe("GET /api/admin/audit-log", () => {
  it("401 without a token; 403 for a candidate, a coordinator and the account section", async () => {
    expect((await get({}, null)).statusCode).toBe(401);
    for (const [role, token] of others) expect((await get({}, token)).statusCode, role).toBe(403);
  });

  it("400 for an unknown kind, a bad day, days out of order, a bad page", async () => {
    for (const q of [
      { kind: "everything" } as Record<string, string>,
      { fromDate: "03/11/2026" },
      { fromDate: "2026-11-05", toDate: "2026-11-01" },
      { page: "0" },
    ]) {
      const res = await get(q);
      expect(res.statusCode, JSON.stringify(q)).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    }
  });

  it("newest first; who, what and which record, with the candidate to link to", async () => {
    const res = await get();
    const body = res.json();
    expect(body.pagination).toEqual({ currentPage: 1, totalPages: 1, total: 6 });
    expect(await keys()).toEqual(["gone", "constant", "staff", "section", "doc", "submit"]);
    const byKey = (k: string) => body.data.find((e: { id: string }) => e.id === ids[k]);
    expect(byKey("doc")).toEqual({
      id: ids.doc,
      at: "2026-11-02T10:00:00.000Z",
      actor: { id: coordinator.id, name: "Kavita Rao", role: "coordinator", email: coordinator.email },
      action: "document.verify",
      actionLabel: "Document verified by Department Coordinator",
      subject: {
        type: "document",
        id: expect.any(String),
        label: "UG Marksheet (marks.pdf) · Asha Verma",
        candidateId: candidate.id,
      },
      fromStatus: "PENDING",
      toStatus: "VERIFIED",
      remarks: "Document processed by Kavita Rao",
    });
    expect(byKey("submit").subject).toMatchObject({
      label: expect.stringMatching(/^PHD\d+ · Asha Verma$/),
      candidateId: candidate.id,
    });
    expect(byKey("section").subject).toMatchObject({ label: "UG Academics · Asha Verma", candidateId: candidate.id });
    expect(byKey("staff").subject).toEqual({
      type: "user",
      id: coordinator.id,
      label: "Kavita Rao (Department Coordinator)",
      candidateId: null,
    });
    expect(byKey("constant").subject.label).toBe("Admissions status");
    expect(byKey("gone")).toMatchObject({ actor: null, subject: { label: "Old notice", candidateId: null } });
    // Every action in words, as the history panels word it; never a stored name.
    expect(
      Object.fromEntries(body.data.map((e: { id: string; actionLabel: string }) => [keyOf(e.id), e.actionLabel])),
    ).toEqual({
      submit: "Application submitted by Candidate",
      doc: "Document verified by Department Coordinator",
      section: "Profile section modification requested by Department Coordinator",
      staff: "Department coordinator created by Admin",
      constant: "Site setting changed by Admin",
      gone: "Announcement deleted by a removed account",
    });
  });

  it("filters by actor (name, e-mail or MIS), by kind and by day; pages", async () => {
    expect(await keys({ actor: "kavita" })).toEqual(["section", "doc"]);
    expect(await keys({ actor: "mis-kr" })).toEqual(["section", "doc"]);
    expect(await keys({ actor: candidate.email.toUpperCase() })).toEqual(["submit"]);
    expect(await keys({ kind: "document" })).toEqual(["doc"]);
    expect(await keys({ kind: "section" })).toEqual(["section"]);
    expect(await keys({ kind: "staff" })).toEqual(["staff"]);
    expect(await keys({ kind: "constant", actor: "admin ada" })).toEqual(["constant"]);
    expect(await keys({ fromDate: "2026-11-02", toDate: "2026-11-02" })).toEqual(["section", "doc"]);
    const filtered = await get({ actor: "kavita", limit: "1", page: "2" });
    expect(filtered.json().pagination).toEqual({ currentPage: 2, totalPages: 2, total: 2 });
    expect(filtered.json().data.map((e: { id: string }) => e.id)).toEqual([ids.doc]);
  });

  it("days are the institution's: in Asia/Kolkata 23:59:59Z on 2 Nov is 3 Nov", async () => {
    await t.ctx.db.update(siteConstants).set({ timeZone: "Asia/Kolkata" });
    try {
      expect(await keys({ fromDate: "2026-11-03", toDate: "2026-11-03" })).toEqual(["staff", "section"]);
    } finally {
      await t.ctx.db.update(siteConstants).set({ timeZone: "UTC" });
    }
  });
});

describe("GET /api/admin/audit-log/export.csv", () => {
  it("401 without a token; 403 for a candidate, a coordinator and the account section; 400 as the list", async () => {
    expect((await csv({}, null)).statusCode).toBe(401);
    for (const [role, token] of others) expect((await csv({}, token)).statusCode, role).toBe(403);
    for (const q of [{ kind: "everything" }, { fromDate: "2026-11-05", toDate: "2026-11-01" }] as Record<
      string,
      string
    >[]) {
      expect((await csv(q)).statusCode, JSON.stringify(q)).toBe(400);
    }
  });

  it("every event newest first, in the screen's words, times in the institution's zone", async () => {
    await t.ctx.db.update(siteConstants).set({ timeZone: "Asia/Kolkata" });
    try {
      const res = await csv();
      expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
      const { header, rows } = await csvRows();
      expect(header).toBe("\uFEFFWhen,Who,Role,E-mail,What,Record,From Status,To Status,Remarks");
      expect(rows).toHaveLength(6);
      // 10:00 UTC is 3:30 PM in Kolkata; 23:59:59 UTC on 2 Nov is 5:29 AM on 3 Nov.
      expect(rows[3]).toBe(
        `"Nov 3, 2026, 5:29 AM IST",Kavita Rao,Department Coordinator,${coordinator.email},Profile section modification requested by Department Coordinator,UG Academics · Asha Verma,Pending,Modification Requested,CGPA missing`,
      );
      expect(rows[4]).toBe(
        `"Nov 2, 2026, 3:30 PM IST",Kavita Rao,Department Coordinator,${coordinator.email},Document verified by Department Coordinator,UG Marksheet (marks.pdf) · Asha Verma,Pending,Verified,Document processed by Kavita Rao`,
      );
      expect(rows[0]).toBe(
        `"Nov 5, 2026, 1:30 PM IST",Removed account,,,Announcement deleted by a removed account,Old notice,,,`,
      );
    } finally {
      await t.ctx.db.update(siteConstants).set({ timeZone: "UTC" });
    }
  });

  it("applies the list's filters: actor, kind and days", async () => {
    // The What column: the fifth cell, after the quoted time and three plain cells.
    const what = async (q: Record<string, string>) =>
      (await csvRows(q)).rows.map((r) => r.match(/^"[^"]*",[^,]*,[^,]*,[^,]*,([^,]*),/)?.[1]);
    expect(await what({ actor: "kavita" })).toEqual([
      "Profile section modification requested by Department Coordinator",
      "Document verified by Department Coordinator",
    ]);
    expect(await what({ kind: "staff" })).toEqual(["Department coordinator created by Admin"]);
    expect(await what({ fromDate: "2026-11-04", toDate: "2026-11-05" })).toEqual([
      "Announcement deleted by a removed account",
      "Site setting changed by Admin",
    ]);
    expect(await what({ actor: "nobody at all" })).toEqual([]);
  });
});
