/**
 * `?round=` on every staff view (issue 24): the coordinators' list and queues, the fee list and its
 * CSV, the statistics table, cards, charts and CSV, and the audit log and its CSV show the current
 * round by default and any other round when asked; an unknown round is 404.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { candidateWithCompleteProfile, insertApplicationFor } from "../../../test/factories.ts";
import { bearer, tokenAs, useTestApp } from "../../../test/helpers.ts";

const t = useTestApp();
let admin: string;
let coordinator: string;
let accounts: string;
let firstRound: string;
let secondRound: string;
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

const get = (url: string, token: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });
const post = (url: string, payload?: object) =>
  t.app.inject({ method: "POST", url, headers: bearer(admin), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  admin = await tokenAs(t.ctx, "admin");
  coordinator = await tokenAs(t.ctx, "coordinator", ["Computer Engineering"]);
  accounts = await tokenAs(t.ctx, "accountSectionCoordinator");
  const asha = await candidateWithCompleteProfile(t.ctx, { name: "Asha Earlier" });
  const ravi = await candidateWithCompleteProfile(t.ctx, { name: "Ravi Later" });

  firstRound = (await get("/api/rounds", admin)).json().data[0].id;
  // Round 1: Asha's two applications (one verified); then round 2 becomes current: Ravi's one.
  await insertApplicationFor(t.ctx, asha, { department: "Computer Engineering", status: "VERIFIED" });
  await insertApplicationFor(t.ctx, asha, {
    department: "Computer Engineering",
    applicationType: "WORKING_PROFESSIONAL",
  });
  const created = await post("/api/rounds", { name: "PhD Admissions 2027-28, Round 1", applicationIdPrefix: "P27" });
  secondRound = created.json().data.id;
  expect((await post(`/api/rounds/${secondRound}/make-current`)).statusCode).toBe(200);
  await insertApplicationFor(t.ctx, ravi, { department: "Computer Engineering" });
});
const ids = (list: { applicationId: string }[]) => list.map((a) => a.applicationId).sort();

describe("?round= on the staff views", () => {
  it("the coordinators' list: the current round by default, another round when asked", async () => {
    const list = (query: string) => get(`/api/application/all/applications${query}`, coordinator);
    expect(ids((await list("")).json().data.applications)).toEqual(["P27001"]);
    expect(ids((await list("?round=")).json().data.applications)).toEqual(["P27001"]);
    expect(ids((await list(`?round=${firstRound}`)).json().data.applications)).toEqual(["PHD001", "PHD002"]);
    expect((await list(`?round=${firstRound}`)).json().data.pagination.totalApplications).toBe(2);
  });

  it("the coordinator's queues count the round shown", async () => {
    const queue = async (query: string) =>
      (await get(`/api/application/department-summary${query}`, coordinator)).json().data.departments[0];
    expect(await queue("")).toMatchObject({ total: 1, pending: 1, verified: 0 });
    expect(await queue(`?round=${firstRound}`)).toMatchObject({ total: 2, verified: 1 });
  });

  it("the fee list and its CSV", async () => {
    const fees = async (query: string) => ids((await get(`/api/fee-details${query}`, accounts)).json().data);
    expect(await fees("")).toEqual(["P27001"]);
    expect(await fees(`?round=${firstRound}`)).toEqual(["PHD001", "PHD002"]);
    const csv = (await get(`/api/fee-details/export.csv?round=${firstRound}`, accounts)).body;
    expect(csv).toContain("PHD001");
    expect(csv).not.toContain("P27001");
  });

  it("the statistics table, its cards, its CSV and the charts", async () => {
    const table = (await get(`/api/admin/candidates-with-statistics?round=${firstRound}`, admin)).json();
    expect(table).toMatchObject({ totalCandidates: 2, totalApplications: 2, verifiedApplications: 1 });
    const asha = table.candidateDetails.find((c: { name: string }) => c.name === "Asha Earlier");
    expect(asha).toMatchObject({ totalApplications: 2, verifiedApplications: 1 });
    const now = (await get("/api/admin/candidates-with-statistics", admin)).json();
    expect(now).toMatchObject({ totalCandidates: 2, totalApplications: 1, verifiedApplications: 0 });

    const csv = (await get("/api/admin/candidates-with-statistics/export.csv", admin)).body;
    expect(csv).toMatch(/Asha Earlier,[^\n]*,0,0,/);
    expect(csv).toMatch(/Ravi Later,[^\n]*,1,0,Computer Engineering/);

    const overview = async (query: string) =>
      (await get(`/api/admin/statistics/overview${query}`, admin)).json().data.totals;
    expect(await overview("")).toMatchObject({ applications: 1, verifiedApplications: 0 });
    expect(await overview(`?round=${firstRound}`)).toMatchObject({ applications: 2, verifiedApplications: 1 });
  });

  it("the audit log: each event under the round that was current when it happened", async () => {
    const actions = async (query: string) =>
      ((await get(`/api/admin/audit-log?limit=100${query}`, admin)).json().data as { action: string }[]).map(
        (e) => e.action,
      );
    // Created while round 1 was current; made current as round 2's first event.
    expect(await actions(`&round=${firstRound}`)).toContain("round.create");
    expect(await actions("")).toEqual(["round.make_current"]);
    const csv = (await get(`/api/admin/audit-log/export.csv?round=${firstRound}`, admin)).body;
    expect(csv).toContain("Admission round created by Admin");
    expect(csv).not.toContain("made current");
  });

  it("404 for a round that does not exist, 400 for one that is not an id, on every view", async () => {
    const views: [string, string][] = [
      ["/api/application/all/applications", coordinator],
      ["/api/application/department-summary", coordinator],
      ["/api/fee-details", accounts],
      ["/api/fee-details/export.csv", accounts],
      ["/api/admin/candidates-with-statistics", admin],
      ["/api/admin/candidates-with-statistics/export.csv", admin],
      ["/api/admin/statistics/overview", admin],
      ["/api/admin/audit-log", admin],
      ["/api/admin/audit-log/export.csv", admin],
    ];
    for (const [url, token] of views) {
      const missing = await get(`${url}?round=${UNKNOWN}`, token);
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json(), url).toMatchObject({ success: false, message: "Admission round not found." });
      const bad = await get(`${url}?round=round-1`, token);
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json().message, url).toContain("Unknown admission round");
    }
  });
});
