import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { candidateWithCompleteProfile, insertApplicationFor } from "../../../test/factories.ts";
import { callerFor, ONE_OF_EACH_ROLE, useTestApp, useTokens } from "../../../test/helpers.ts";
import { admissionRounds, applicationCounters, auditEvents } from "../../db/schema.ts";

const t = useTestApp();
const { tokens, ids } = useTokens(t, ONE_OF_EACH_ROLE);
const call = callerFor(() => t);
const list = async () => (await call("GET", "/api/rounds", tokens.admin)).json().data as { id: string; name: string }[];
const roundRow = async (id: string) =>
  (await t.ctx.db.select().from(admissionRounds).where(eq(admissionRounds.id, id)))[0];
const auditsOf = (id: string) =>
  t.ctx.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.subjectType, "round"), eq(auditEvents.subjectId, id)));

let created = 0;
const body = (over: object = {}) => ({
  name: `PhD Admissions 2027-28, Round ${++created}`,
  applicationIdPrefix: `R${created}X`,
  admissionWindow: { opensAt: "2027-06-01T10:00:00+05:30", closesAt: "2027-06-30T17:00:00+05:30" },
  ...over,
});

describe("GET /api/rounds", () => {
  it("every staff member reads the rounds; the first one is current and holds the existing data", async () => {
    for (const token of [tokens.admin, tokens.coordinator, tokens.accounts]) {
      const res = await call("GET", "/api/rounds", token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([
        expect.objectContaining({
          name: "Admission round 1",
          applicationIdPrefix: "PHD",
          isCurrent: true,
          closedAt: null,
          applicationCount: 0,
          admissionWindow: { opensAt: null, closesAt: null },
        }),
      ]);
    }
    expect((await call("GET", "/api/rounds", tokens.candidate)).statusCode).toBe(403);
    expect((await call("GET", "/api/rounds", null)).statusCode).toBe(401);
  });
});

describe("POST /api/rounds", () => {
  it("201: a new round with fresh counters, not current, audited", async () => {
    const res = await call("POST", "/api/rounds", tokens.admin, body({ applicationIdPrefix: " phd27 " }));
    expect(res.statusCode).toBe(201);
    const round = res.json().data;
    expect(round).toMatchObject({
      applicationIdPrefix: "PHD27",
      isCurrent: false,
      applicationCount: 0,
      admissionWindow: { opensAt: "2027-06-01T04:30:00.000Z", closesAt: "2027-06-30T11:30:00.000Z" },
    });
    const counters = await t.ctx.db.select().from(applicationCounters).where(eq(applicationCounters.roundId, round.id));
    expect(counters.map((c) => [c.key, c.value]).sort()).toEqual([
      ["ALL", 0],
      ["REGULAR", 0],
      ["WORKING_PROFESSIONAL", 0],
    ]);
    const [audit] = await auditsOf(round.id);
    expect(audit).toMatchObject({ action: "round.create", actorId: ids.admin, data: { applicationIdPrefix: "PHD27" } });
  });

  it("refuses bad input and duplicates with a clear message, and creates nothing", async () => {
    const before = (await list()).length;
    const cases: [object, number, string][] = [
      [body({ name: "  " }), 400, "Round name must be at least 3 characters"],
      [body({ applicationIdPrefix: "A B" }), 400, "Use letters, digits, '-' or '_' only"],
      [
        body({ admissionWindow: { opensAt: "2027-06-30T10:00:00+05:30", closesAt: "2027-06-01T10:00:00+05:30" } }),
        400,
        "The closing time must be after the opening time",
      ],
      [
        body({ applicationIdPrefix: "phd" }),
        409,
        "Another admission round already uses the prefix PHD. Choose another.",
      ],
      [body({ name: "admission ROUND 1" }), 409, 'An admission round named "admission ROUND 1" already exists.'],
      [{ ...body(), extra: 1 }, 400, ""],
    ];
    for (const [payload, status, message] of cases) {
      const res = await call("POST", "/api/rounds", tokens.admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json()).toMatchObject({ success: false });
      if (message) expect(res.json().message).toBe(message);
    }
    expect((await list()).length).toBe(before);
  });

  it("only the admin creates rounds", async () => {
    for (const token of [tokens.coordinator, tokens.accounts, tokens.candidate]) {
      expect((await call("POST", "/api/rounds", token, body())).statusCode).toBe(403);
    }
    expect((await call("POST", "/api/rounds", null, body())).statusCode).toBe(401);
  });
});

describe("PUT /api/rounds/:id, make-current and close", () => {
  it("edits a round, audited with before and after; 404 for an unknown round", async () => {
    const round = (await call("POST", "/api/rounds", tokens.admin, body())).json().data;
    const res = await call("PUT", `/api/rounds/${round.id}`, tokens.admin, {
      name: "PhD Admissions 2027-28, Spring",
      applicationIdPrefix: "SPR27",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: "PhD Admissions 2027-28, Spring",
      applicationIdPrefix: "SPR27",
      admissionWindow: { opensAt: null, closesAt: null },
    });
    const update = (await auditsOf(round.id)).find((a) => a.action === "round.update");
    expect(update?.data).toMatchObject({
      from: { name: round.name, applicationIdPrefix: round.applicationIdPrefix },
      to: { name: "PhD Admissions 2027-28, Spring", applicationIdPrefix: "SPR27", opensAt: null },
    });
    const missing = await call("PUT", "/api/rounds/00000000-0000-4000-8000-000000000000", tokens.admin, body());
    expect(missing.statusCode).toBe(404);
    expect((await call("PUT", `/api/rounds/${round.id}`, tokens.coordinator, body())).statusCode).toBe(403);
  });

  it("a new current round numbers its applications from 1 with its prefix; the old round keeps its own", async () => {
    const first = (await list()).find((r) => r.name === "Admission round 1");
    const user = await candidateWithCompleteProfile(t.ctx, { name: "Round Candidate" });
    const before = await insertApplicationFor(t.ctx, user, { department: "Civil Engineering" });
    expect(before.applicationId).toBe("PHD001");

    const next = (await call("POST", "/api/rounds", tokens.admin, body({ applicationIdPrefix: "NEXT" }))).json().data;
    const res = await call("POST", `/api/rounds/${next.id}/make-current`, tokens.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { isCurrent: true }, message: expect.stringContaining("current") });
    try {
      // The same department and type again: allowed, because it is another round.
      const after = await insertApplicationFor(t.ctx, user, { department: "Civil Engineering" });
      expect(after.applicationId).toBe("NEXT001");
      expect(after.roundId).toBe(next.id);
      const rounds = (await call("GET", "/api/rounds", tokens.coordinator)).json().data;
      expect(rounds.find((r: { id: string }) => r.id === first?.id)).toMatchObject({
        applicationCount: 1,
        isCurrent: false,
      });
      expect(rounds.find((r: { id: string }) => r.id === next.id)).toMatchObject({
        applicationCount: 1,
        isCurrent: true,
      });
      expect((await call("GET", "/api/constant", null)).json().data.applicationIdPrefix).toBe("NEXT");
      const [audit] = (await auditsOf(next.id)).filter((a) => a.action === "round.make_current");
      expect(audit?.data).toEqual({ previousRoundId: first?.id });
    } finally {
      await call("POST", `/api/rounds/${first?.id}/make-current`, tokens.admin);
    }
  });

  it("closes a round that is not current: it then refuses edits and becoming current (409)", async () => {
    const round = (await call("POST", "/api/rounds", tokens.admin, body())).json().data;
    const closed = await call("POST", `/api/rounds/${round.id}/close`, tokens.admin);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data.closedAt).toEqual(expect.any(String));
    const closedMessage = `The admission round "${round.name}" is closed: it can be read but not changed.`;
    for (const res of [
      await call("PUT", `/api/rounds/${round.id}`, tokens.admin, body()),
      await call("POST", `/api/rounds/${round.id}/make-current`, tokens.admin),
      await call("POST", `/api/rounds/${round.id}/close`, tokens.admin),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(closedMessage);
    }
    expect((await roundRow(round.id))?.name).toBe(round.name);
    expect((await auditsOf(round.id)).map((a) => a.action).sort()).toEqual(["round.close", "round.create"]);
  });

  it("the current round cannot be closed (409), and nobody but the admin closes", async () => {
    const current = (await list()).find((r) => r.name === "Admission round 1");
    const res = await call("POST", `/api/rounds/${current?.id}/close`, tokens.admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "This is the current admission round. Make another round current before closing it.",
    );
    expect((await call("POST", `/api/rounds/${current?.id}/close`, tokens.coordinator)).statusCode).toBe(403);
    expect((await call("POST", `/api/rounds/${current?.id}/make-current`, tokens.accounts)).statusCode).toBe(403);
    expect((await roundRow(current?.id ?? ""))?.closedAt).toBeNull();
  });
});

describe("audit log", () => {
  it("names the round and files its events under the 'round' kind", async () => {
    const res = await call("GET", "/api/admin/audit-log?kind=round&limit=100", tokens.admin);
    expect(res.statusCode).toBe(200);
    const entries = res.json().data as { action: string; actionLabel: string; subject: { label: string } }[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.action.startsWith("round."))).toBe(true);
    expect(entries).toContainEqual(
      expect.objectContaining({
        actionLabel: "Admission round edited by Admin",
        subject: expect.objectContaining({ label: "PhD Admissions 2027-28, Spring" }),
      }),
    );
  });
});
