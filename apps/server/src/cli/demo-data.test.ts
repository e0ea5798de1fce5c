import { existsSync } from "node:fs";
import path from "node:path";
import {
  DEPARTMENT_NAMES,
  entranceValue,
  formatApplicationId,
  OFFER_STATES,
  PROFILE_SECTIONS,
  type ProfileSection,
  personalDetailsValue,
  pgValue,
  sectionDocuments,
  ugValue,
} from "@phd/shared";
import { and, asc, count, eq, isNotNull, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, defined, nextTestIp, openTestDatabase, useTestApp } from "../../test/helpers.ts";
import type { Db } from "../db/client.ts";
import {
  applicationCounters,
  applicationSelections,
  applications,
  auditEvents,
  documents,
  meritPublications,
  offers,
  profileSections,
  profiles,
  seatMatrices,
  selectionSlots,
  users,
} from "../db/schema.ts";
import { applicationSearchText } from "../modules/applications/index.ts";
import { seedConstants } from "../modules/constants/index.ts";
import {
  DEMO_ACCOUNTS,
  DEMO_ADMIN,
  DEMO_CANDIDATE_PASSWORD,
  DEMO_COORDINATORS,
  DEMO_STAFF_PASSWORD,
  demoCandidateEmail,
} from "./demo-credentials.ts";
import { parseCandidateCount, seedDemoData } from "./demo-data.ts";
import { DemoIds } from "./demo-files.ts";

const CANDIDATES = 400;
const NOW = new Date();
const t = useTestApp();
let result: Awaited<ReturnType<typeof seedDemoData>>;

const seed = (db: Db, dataDir: string) =>
  seedDemoData(
    { db, filesDir: path.join(dataDir, "files"), aadhaar: t.ctx.aadhaar },
    { candidates: CANDIDATES, duplicateUtrRate: 0.3, now: NOW },
  );

beforeAll(async () => {
  result = await seed(t.ctx.db, t.dataDir);
});
async function login(url: string, payload: object): Promise<string> {
  const res = await t.app.inject({ method: "POST", url, payload, remoteAddress: nextTestIp() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ token: string }>().token;
}

const VALUE_SCHEMAS = {
  personalDetails: personalDetailsValue,
  academicsUG: ugValue,
  academicsPG: pgValue,
  entranceDetails: entranceValue,
} as const;

describe("demo data", () => {
  it("refuses a bad --candidates", () => {
    expect(parseCandidateCount(undefined)).toBe(2000);
    expect(parseCandidateCount("20000")).toBe(20000);
    for (const bad of ["0", "-3", "1.5", "abc", "200001", ""]) {
      expect(parseCandidateCount(bad)).toEqual({ error: expect.stringContaining("positive integer") });
    }
  });

  it("adds verified candidates with complete profiles and the documents their sections require", async () => {
    expect(result).toMatchObject({ added: true, candidates: CANDIDATES });
    const candidates = await t.ctx.db
      .select()
      .from(users)
      .where(and(eq(users.role, "candidate"), like(users.email, "%@demo.example")));
    expect(candidates).toHaveLength(CANDIDATES);
    expect(candidates.every((u) => u.emailVerifiedAt !== null)).toBe(true);
    expect(new Set(candidates.map((u) => u.email))).toEqual(
      new Set(Array.from({ length: CANDIDATES }, (_, i) => demoCandidateEmail(i + 1))),
    );

    const sections = await t.ctx.db
      .select({
        userId: profiles.userId,
        section: profileSections,
        profileId: profiles.id,
        aadhaar: profiles.aadhaarCiphertext,
      })
      .from(profileSections)
      .innerJoin(profiles, eq(profiles.id, profileSections.profileId));
    const docs = await t.ctx.db
      .select({ userId: documents.userId, type: documents.documentType })
      .from(documents)
      .where(isNotNull(documents.section));
    for (const u of candidates) {
      const own = sections.filter((s) => s.userId === u.id);
      expect(own.map((s) => s.section.section).sort()).toEqual([...PROFILE_SECTIONS].sort());
      const kinds = new Set(docs.filter((d) => d.userId === u.id).map((d) => d.type));
      for (const { section, profileId, aadhaar } of own) {
        expect(section.isCompleted).toBe(true);
        const name = section.section as ProfileSection;
        // The Aadhaar number is sealed on the profile, not in the section data (decision 020).
        const values =
          name === "personalDetails"
            ? { ...section.data, addharNumber: t.ctx.aadhaar.decrypt(aadhaar ?? "", profileId) }
            : section.data;
        expect(VALUE_SCHEMAS[name].safeParse(values).success, `${u.email} ${name}`).toBe(true);
        for (const kind of sectionDocuments(name, section.data as Record<string, unknown>).required) {
          expect(kinds.has(kind), `${u.email} ${kind}`).toBe(true);
        }
      }
    }
  });

  it("numbers applications from the counters and fills the derived columns as the service does", async () => {
    if (!result.added) throw new Error("expected demo data");
    const rows = await t.ctx.db
      .select({ app: applications, user: { name: users.name, email: users.email } })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .orderBy(asc(applications.applicationNumber));
    expect(rows).toHaveLength(result.applications);
    expect(rows.length).toBeGreaterThanOrEqual(CANDIDATES);
    for (const { app, user } of rows) {
      expect(app.applicationId).toBe(formatApplicationId("PHD", app.applicationNumber));
      expect(app.searchText).toBe(applicationSearchText(app.applicationId, user));
      expect(app.utrDuNumber).toMatch(/^[A-Z0-9-]{6,40}$/);
      expect(app.sopDocumentId).toBeTruthy();
      expect(app.feeReceiptDocumentId).toBeTruthy();
    }
    // Created in the order of their numbers, within the last ~40 days.
    const times = rows.map((r) => r.app.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.min(...times)).toBeGreaterThan(NOW.getTime() - 41 * 24 * 3600_000);
    expect(Math.max(...times)).toBeLessThanOrEqual(NOW.getTime());

    const counters = Object.fromEntries(
      (await t.ctx.db.select().from(applicationCounters)).map((c) => [c.key, c.value]),
    );
    expect(counters.ALL).toBe(result.applications + result.withdrawn);
    expect(counters.REGULAR).toBe(result.byType.REGULAR);
    expect(counters.WORKING_PROFESSIONAL).toBe(result.byType.WORKING_PROFESSIONAL);

    // Some UTRs are shared by two candidates (asked for with duplicateUtrRate).
    const byUtr = new Map<string, Set<string>>();
    for (const { app } of rows) byUtr.set(app.utrDuNumber, (byUtr.get(app.utrDuNumber) ?? new Set()).add(app.userId));
    expect([...byUtr.values()].some((owners) => owners.size > 1)).toBe(true);

    const [submits] = await t.ctx.db
      .select({ n: count() })
      .from(auditEvents)
      .where(eq(auditEvents.action, "application.submit"));
    expect(submits?.n).toBe(result.applications + result.withdrawn);

    // Audit rows of different shapes share one statement: each keeps the columns it gave.
    const [fee] = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, "fee.verify")).limit(1);
    expect(fee).toMatchObject({ fromStatus: "PENDING", toStatus: "VERIFIED", remarks: expect.any(String) });
    expect(fee?.data).toMatchObject({ utrDuNumber: expect.any(String), amount: expect.any(Number) });
    expect(fee?.roundId).toBe(rows[0]?.app.roundId);
  });

  it("gives every candidate ids of its own, even where two candidates' PRNG streams coincide (issue 29)", () => {
    // The same seed stands for two streams that overlap, as 32-bit seeds did at 200,000 candidates.
    const idsOf = (n: number) => {
      const ids = new DemoIds(n, 12345);
      return Array.from({ length: 40 }, () => ids.next());
    };
    const [a, b] = [idsOf(11_346), idsOf(187_001)];
    expect(new Set([...a, ...b]).size).toBe(80);
    for (const id of a) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(idsOf(11_346)).toEqual(a);
  });

  it("signs in the demo staff with the printed password; the admin lists the coordinators", async () => {
    const adminToken = await login("/api/admin/login", { mis: DEMO_ADMIN.mis, password: DEMO_STAFF_PASSWORD });
    const res = await t.app.inject({ method: "GET", url: "/api/admin/coordinators", headers: bearer(adminToken) });
    expect(res.statusCode).toBe(200);
    const listed = res.json<{ data: { mis: string; departments: string[] }[] }>().data;
    expect(listed.map((c) => c.mis).sort()).toEqual(DEMO_COORDINATORS.map((c) => c.mis).sort());
    // Every department has a coordinator.
    expect(new Set(listed.flatMap((c) => c.departments))).toEqual(new Set(DEPARTMENT_NAMES));
    await login("/api/account-section-coordinator/login", {
      email: DEMO_ACCOUNTS.email,
      password: DEMO_STAFF_PASSWORD,
    });
  });

  it("a coordinator's application list shows the demo applications of its departments", async () => {
    const [first] = await t.ctx.db.select().from(applications).orderBy(asc(applications.applicationNumber)).limit(1);
    const department = defined(first, "an application").department;
    const coordinator = defined(DEMO_COORDINATORS.find((c) => c.departments[0] === department));
    const token = await login("/api/coordinator/login", { mis: coordinator.mis, password: DEMO_STAFF_PASSWORD });
    const res = await t.app.inject({
      method: "GET",
      url: "/api/application/all/applications?limit=100",
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{
      data: { applications: { department: string }[]; pagination: { totalApplications: number } };
    }>();
    const inScope = (await t.ctx.db.select({ department: applications.department }).from(applications)).filter((a) =>
      coordinator.departments.includes(a.department),
    );
    expect(body.data.pagination.totalApplications).toBe(inScope.length);
    expect(body.data.applications.length).toBeGreaterThan(0);
  });

  it("gives the current round a seat matrix, a shortlist and slots that hold their candidates", async () => {
    if (!result.added) throw new Error("demo data was not added");
    const sel = result.selection;
    expect(sel.seatMatrices).toBe(DEPARTMENT_NAMES.length);
    expect(await t.ctx.db.$count(seatMatrices)).toBe(DEPARTMENT_NAMES.length);
    expect(sel.shortlisted).toBeGreaterThan(0);
    const decided = await t.ctx.db.select().from(applicationSelections);
    expect(decided.filter((d) => d.decision === "SHORTLISTED")).toHaveLength(sel.shortlisted);
    // Every shortlisted test candidate has a test slot; slots are within capacity and in the future.
    const testTakers = decided.filter((d) => d.decision === "SHORTLISTED" && d.method === "TEST_AND_INTERVIEW");
    expect(testTakers.every((d) => d.testSlotId !== null)).toBe(true);
    const slots = await t.ctx.db.select().from(selectionSlots);
    expect(slots).toHaveLength(sel.slots + result.merit.slots);
    for (const slot of slots) {
      const inIt = decided.filter((d) => d.testSlotId === slot.id || d.interviewSlotId === slot.id).length;
      expect(inIt).toBeLessThanOrEqual(slot.capacity);
      // The department whose merit list is out held its test and interviews already.
      const held = slot.department === result.merit.published || slot.department === result.merit.final;
      expect(slot.startsAt.getTime() > NOW.getTime()).toBe(!held);
    }
    expect(sel.placed + result.merit.placed).toBe(
      decided.filter((d) => d.testSlotId).length + decided.filter((d) => d.interviewSlotId).length,
    );

    // A coordinator sees them on the slots screen's API.
    const placed = defined(
      decided.find((d) => d.testSlotId ?? d.interviewSlotId),
      "a candidate placed in a slot",
    );
    const coordinator = defined(DEMO_COORDINATORS.find((c) => c.departments[0] === placed.department));
    const token = await login("/api/coordinator/login", { mis: coordinator.mis, password: DEMO_STAFF_PASSWORD });
    const res = await t.app.inject({
      method: "GET",
      url: `/api/rounds/${placed.roundId}/slots?department=${encodeURIComponent(placed.department)}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const slotIds = res.json().data.slots.map((s: { id: string }) => s.id);
    expect(slotIds).toContain(placed.testSlotId ?? placed.interviewSlotId);
  });

  it("makes offers in every state on the final list, as the admin, the account section and the candidate meet them", async () => {
    if (!result.added) throw new Error("demo data was not added");
    const made = result.offers;
    const department = defined(made.department, "a department with offers");
    expect(department).toBe(result.merit.final);
    for (const state of OFFER_STATES) expect(made.byState[state], state).toBeGreaterThan(0);
    expect(made.fromWaitlist).toBeGreaterThan(0);
    expect(made.feesPending).toBeGreaterThan(0);
    const rows = await t.ctx.db.select().from(offers);
    expect(rows).toHaveLength(Object.values(made.byState).reduce((a, b) => a + b, 0));
    const roundId = defined(rows[0]).roundId;
    // Every offer was audited when it was made.
    const issued = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, "offer.issue"));
    expect(new Set(issued.map((a) => a.subjectId))).toEqual(new Set(rows.map((r) => r.id)));

    // The admin's seat dashboard counts what was made.
    const admin = await login("/api/admin/login", { mis: DEMO_ADMIN.mis, password: DEMO_STAFF_PASSWORD });
    const seats = await t.app.inject({ method: "GET", url: `/api/rounds/${roundId}/seats`, headers: bearer(admin) });
    expect(seats.statusCode, seats.body).toBe(200);
    const total = (key: "offered" | "declined" | "lapsed" | "withdrawn" | "admitted") =>
      seats.json().data.rows.reduce((sum: number, r: Record<string, number>) => sum + (r[key] ?? 0), 0);
    expect(total("offered")).toBe(made.byState.OFFERED);
    expect(total("declined")).toBe(made.byState.DECLINED);
    expect(total("lapsed")).toBe(made.byState.LAPSED);
    expect(total("withdrawn")).toBe(made.byState.WITHDRAWN);
    expect(total("admitted")).toBe(made.byState.ADMITTED);

    // The account section has admission fees to verify, each with its receipt.
    const officer = await login("/api/account-section-coordinator/login", {
      email: DEMO_ACCOUNTS.email,
      password: DEMO_STAFF_PASSWORD,
    });
    const fees = await t.app.inject({
      method: "GET",
      url: "/api/admission-fees?status=PENDING",
      headers: bearer(officer),
    });
    expect(fees.statusCode, fees.body).toBe(200);
    const pending = fees.json().data.offers as { id: string }[];
    expect(pending).toHaveLength(made.feesPending);
    const receipt = await t.app.inject({
      method: "GET",
      url: `/api/admission-fees/${defined(pending[0]).id}/receipt`,
      headers: bearer(officer),
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    // A candidate offered a seat from the waitlist accepts it.
    const open = defined(rows.find((r) => r.state === "OFFERED" && r.fromWaitlist));
    const [owner] = await t.ctx.db
      .select({ email: users.email })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .where(eq(applications.id, open.applicationId));
    const candidate = await login("/api/candidate/login", {
      email: defined(owner).email,
      password: DEMO_CANDIDATE_PASSWORD,
    });
    expect(open.deadline.getTime()).toBeGreaterThan(NOW.getTime());
    const accepted = await t.app.inject({
      method: "POST",
      url: `/api/offers/${open.id}/accept`,
      headers: bearer(candidate),
      payload: { declaration: true },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.state).toBe("ACCEPTED");
  });

  it("enters marks and scores and publishes one department's provisional list with an objection waiting", async () => {
    if (!result.added) throw new Error("demo data was not added");
    const merit = result.merit;
    const department = defined(merit.published, "a department with a published list");
    expect(merit.lines).toBeGreaterThan(0);
    expect(merit.inProgress).not.toBe(department);
    const coordinator = defined(DEMO_COORDINATORS.find((c) => c.departments.includes(department)));
    const token = await login("/api/coordinator/login", { mis: coordinator.mis, password: DEMO_STAFF_PASSWORD });
    const roundId = defined((await t.ctx.db.select().from(meritPublications))[0]).roundId;
    const get = (url: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });
    const listOf = async (channel: string) => {
      const query = `department=${encodeURIComponent(department)}&channel=${channel}`;
      const res = await get(`/api/rounds/${roundId}/merit/published?${query}&stage=PROVISIONAL`);
      expect(res.statusCode, res.body).toBe(200);
      return { query, list: res.json().data };
    };
    // The channel with candidates (a small demo may have one channel only).
    const a = await listOf("ENTRANCE_TEST");
    const { query, list } = a.list.lines.length > 0 ? a : await listOf("NET_JRF");
    expect(list.state).toBe("PROVISIONAL");
    expect(list.openObjections).toBe(1);
    expect(list.lines[0]).toMatchObject({ rank: 1, status: "ALLOTTED" });
    // What was published is what the entered marks give now.
    const preview = (await get(`/api/rounds/${roundId}/merit?${query}`)).json().data;
    expect(preview.missing).toEqual([]);
    expect(preview.lines.map((l: { applicationId: string }) => l.applicationId)).toEqual(
      list.lines.map((l: { applicationId: string }) => l.applicationId),
    );
    const objections = await get(`/api/rounds/${roundId}/objections?department=${encodeURIComponent(department)}`);
    expect(objections.json().data.objections).toEqual([expect.objectContaining({ status: "OPEN" })]);
  });

  it("a candidate signs in, reads its profile, applications and files", async () => {
    const token = await login("/api/candidate/login", {
      email: demoCandidateEmail(1),
      password: DEMO_CANDIDATE_PASSWORD,
    });
    const mine = await t.app.inject({ method: "GET", url: "/api/application", headers: bearer(token) });
    expect(mine.statusCode, mine.body).toBe(200);
    const user = defined(
      (
        await t.ctx.db
          .select()
          .from(users)
          .where(eq(users.email, demoCandidateEmail(1)))
      )[0],
      "candidate 1",
    );
    const owned = await t.ctx.db.select().from(applications).where(eq(applications.userId, user.id));
    expect(mine.json<{ applications: unknown[] }>().applications).toHaveLength(owned.length);

    const profile = await t.app.inject({ method: "GET", url: "/api/candidate/profile", headers: bearer(token) });
    expect(profile.statusCode, profile.body).toBe(200);
    for (const s of PROFILE_SECTIONS) expect(profile.json().data[s].isCompleted).toBe(true);

    const [photo] = await t.ctx.db
      .select()
      .from(documents)
      .where(and(eq(documents.userId, user.id), eq(documents.documentType, "applicantPhoto")));
    const file = await t.app.inject({
      method: "GET",
      url: `/api/document/file/${defined(photo, "a photo").id}`,
      headers: bearer(token),
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(file.rawPayload.length).toBe(photo?.fileSize);
  });

  it("gives every document its own storage key, so withdrawing one removes only its own file", async () => {
    const docs = await t.ctx.db.select({ key: documents.storageKey }).from(documents);
    expect(new Set(docs.map((d) => d.key)).size).toBe(docs.length);

    const [app] = await t.ctx.db
      .select({ app: applications, email: users.email })
      .from(applications)
      .innerJoin(users, eq(users.id, applications.userId))
      .orderBy(asc(applications.applicationNumber))
      .limit(1);
    const { app: a, email } = defined(app, "an application");
    const [sop] = await t.ctx.db
      .select()
      .from(documents)
      .where(eq(documents.id, defined(a.sopDocumentId)));
    const sopFile = path.join(t.dataDir, "files", defined(sop).storageKey);
    expect(existsSync(sopFile)).toBe(true);
    const token = await login("/api/candidate/login", { email, password: DEMO_CANDIDATE_PASSWORD });
    const res = await t.app.inject({ method: "DELETE", url: `/api/application/${a.id}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(existsSync(sopFile)).toBe(false);
    // Every other SOP still has its bytes.
    const others = await t.ctx.db.select().from(documents).where(like(documents.documentType, "SOP_%"));
    for (const d of others) expect(existsSync(path.join(t.dataDir, "files", d.storageKey)), d.storageKey).toBe(true);
  });

  it("adds nothing the second time", async () => {
    const before = await t.ctx.db.select({ n: count() }).from(users);
    const again = await seed(t.ctx.db, t.dataDir);
    expect(again).toEqual({ added: false, existingCandidates: CANDIDATES });
    expect(await t.ctx.db.select({ n: count() }).from(users)).toEqual(before);
  });

  it("makes the same people in a fresh database", async () => {
    const other = await openTestDatabase();
    try {
      await seedConstants(other.db);
      await seed(other.db, path.join(t.dataDir, "other"));
      const people = (db: Db) =>
        db
          .select({ email: users.email, name: users.name, id: users.id })
          .from(users)
          .where(eq(users.role, "candidate"))
          .orderBy(asc(users.email));
      expect(await people(other.db)).toEqual(await people(t.ctx.db));
    } finally {
      await other.dispose();
    }
  });
});
