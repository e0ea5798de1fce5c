import { CATEGORIES } from "@phd/shared";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { firstRoundId, type SelectionApplicant, setRoundWindow, verifiedApplicant } from "../../../test/factories.ts";
import { bearer, callerFor, multipartForm, pdfBytes, textBytes, useTestApp, useTokens } from "../../../test/helpers.ts";
import { pdfText } from "../../../test/pdf.ts";
import { interviewSlotIn15Days } from "../../../test/selection.ts";
import { auditEvents, entranceMarks, mailOutbox, meritPublications, seatMatrices } from "../../db/schema.ts";

const D = "Mathematics";
const OTHER = "Physics";
const DAY = 86_400_000;
const t = useTestApp();
const { tokens } = useTokens(t, {
  admin: "admin",
  coordinator: { role: "coordinator", departments: [D] },
  otherCoordinator: { role: "coordinator", departments: [OTHER] },
});
let roundId: string;
let open80: SelectionApplicant;
let sc75: SelectionApplicant;
let open60: SelectionApplicant;
let sc44: SelectionApplicant;
let absent: SelectionApplicant;
let net: SelectionApplicant;
let jrf: SelectionApplicant;

const call = callerFor(() => t);
const q = (channel: string) => `department=${encodeURIComponent(D)}&channel=${channel}`;
const preview = async (channel = "ENTRANCE_TEST", token = tokens.coordinator) => {
  const res = await call("GET", `/api/rounds/${roundId}/merit?${q(channel)}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const seats = (total: number, per: Partial<Record<string, number>>, pwd: Partial<Record<string, number>> = {}) => ({
  total,
  seats: Object.fromEntries(CATEGORIES.map((c) => [c, per[c] ?? 0])),
  disabilitySeats: Object.fromEntries(CATEGORIES.map((c) => [c, pwd[c] ?? 0])),
});
const publish = (payload: object, token = tokens.admin) =>
  call("POST", `/api/rounds/${roundId}/merit/publish`, token, { department: D, ...payload });
const objection = (who: SelectionApplicant, text: string, withPdf = true) =>
  t.app.inject({
    method: "POST",
    url: `/api/applications/${who.app.id}/objections`,
    headers: bearer(who.token),
    payload: multipartForm(
      withPdf ? [{ field: "document", filename: "scan.pdf", content: pdfBytes(), contentType: "application/pdf" }] : [],
      { text },
    ),
  });
const detail = async (who: SelectionApplicant) => {
  const res = await call("GET", `/api/application/entire/${who.app.id}`, who.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.application;
};

beforeAll(async () => {
  roundId = await firstRoundId(t, tokens.admin);
  await setRoundWindow(t.ctx, roundId, { opensAt: null, closesAt: new Date(Date.now() + 10 * DAY) });
  open80 = await verifiedApplicant(t.ctx, { name: "Asha Open", department: D });
  sc75 = await verifiedApplicant(t.ctx, { name: "Bhim SC", department: D, category: "SC" });
  open60 = await verifiedApplicant(t.ctx, { name: "Chitra Open", department: D });
  sc44 = await verifiedApplicant(t.ctx, { name: "Dinesh SC", department: D, category: "SC" });
  absent = await verifiedApplicant(t.ctx, { name: "Esha Absent", department: D });
  net = await verifiedApplicant(t.ctx, { name: "Farid NET", department: D, exam: { kind: "NET", percentile: 90 } });
  jrf = await verifiedApplicant(t.ctx, { name: "Gita JRF", department: D, exam: { kind: "JRF", percentile: 99 } });
  const all = [open80, sc75, open60, sc44, absent, net, jrf];
  const shortlist = await call("POST", `/api/rounds/${roundId}/shortlist`, tokens.coordinator, {
    department: D,
    decision: "SHORTLISTED",
    applicationIds: all.map((x) => x.app.id),
  });
  expect(shortlist.statusCode, shortlist.body).toBe(200);
  const matrix = await call("PUT", `/api/rounds/${roundId}/seat-matrix`, tokens.admin, {
    department: D,
    channels: { ENTRANCE_TEST: seats(2, { OPEN_GENERAL: 1, SC: 1 }), NET_JRF: seats(1, { OPEN_GENERAL: 1 }) },
  });
  expect(matrix.statusCode, matrix.body).toBe(200);
  const slot = await call("POST", `/api/rounds/${roundId}/slots`, tokens.coordinator, interviewSlotIn15Days(D));
  const slotId = slot.json().data.id;
  await call("POST", `/api/rounds/${roundId}/slots/auto-assign`, tokens.coordinator, {
    department: D,
    kind: "INTERVIEW",
  });
  const marks = await call("PUT", `/api/rounds/${roundId}/marks`, tokens.coordinator, {
    department: D,
    entries: [
      { id: open80.app.id, marks: 80, absent: false },
      { id: sc75.app.id, marks: 75, absent: false },
      { id: open60.app.id, marks: 60, absent: false },
      { id: sc44.app.id, marks: 44, absent: false },
      { id: absent.app.id, marks: null, absent: true },
    ],
  });
  expect(marks.statusCode, marks.body).toBe(200);
  const panel = (score: number) => [{ member: "Dr. Kulkarni", score }];
  const scores = await call("PUT", `/api/rounds/${roundId}/slots/${slotId}/scores`, tokens.coordinator, {
    entries: [
      { id: open80.app.id, panel: panel(70) },
      { id: sc75.app.id, panel: panel(90) },
      { id: open60.app.id, panel: panel(80) },
      { id: sc44.app.id, panel: panel(90) },
      { id: absent.app.id, absent: true },
      { id: net.app.id, panel: panel(60) },
    ],
  });
  expect(scores.statusCode, scores.body).toBe(200);
});
describe("the preview", () => {
  it("ranks the test channel with the weights and the relaxation, and allots OPEN first", async () => {
    const list = await preview();
    expect(list.state).toBe("DRAFT");
    expect(list.missing).toEqual([]);
    const view = list.lines.map((l: Record<string, unknown>) => [
      l.name,
      l.composite,
      l.rank,
      l.status,
      l.allottedCategory,
      l.waitlistPosition,
    ]);
    // sc75: 0.7 × 75 + 0.3 × 90 = 79.5 ranks first and takes the OPEN seat; the SC seat goes to no one
    // else of SC who qualifies (sc44 is below the relaxed 45 %), so it is unfilled.
    expect(view).toEqual([
      ["Bhim SC", 79.5, 1, "ALLOTTED", "OPEN_GENERAL", null],
      ["Asha Open", 77, 2, "WAITLISTED", null, 1],
      ["Chitra Open", 66, 3, "WAITLISTED", null, 2],
      ["Dinesh SC", null, null, "NOT_QUALIFIED", null, null],
      ["Esha Absent", null, null, "ABSENT", null, null],
    ]);
    expect(list.lines[3]).toMatchObject({ qualifyingPercent: 45, relaxed: true });
    expect(list.unfilled).toBe(1);
    expect(list.pagination).toEqual({ currentPage: 1, totalPages: 1, total: 5 });
  });

  it("comes a page at a time; the seat fill and the unfilled seats are the whole list's on every page", async () => {
    const whole = await preview();
    const res = await call(
      "GET",
      `/api/rounds/${roundId}/merit?${q("ENTRANCE_TEST")}&page=2&limit=2`,
      tokens.coordinator,
    );
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page.lines.map((l: { name: string }) => l.name)).toEqual(["Chitra Open", "Dinesh SC"]);
    expect(page.pagination).toEqual({ currentPage: 2, totalPages: 3, total: 5 });
    expect({ seatFill: page.seatFill, unfilled: page.unfilled }).toEqual({
      seatFill: whole.seatFill,
      unfilled: whole.unfilled,
    });
    const past = (
      await call("GET", `/api/rounds/${roundId}/merit?${q("ENTRANCE_TEST")}&page=9&limit=2`, tokens.coordinator)
    ).json().data;
    expect(past.lines).toEqual([]);
    expect(past.pagination.total).toBe(5);
    for (const bad of ["limit=0", "limit=501", "page=0", "page=x"]) {
      const refused = await call(
        "GET",
        `/api/rounds/${roundId}/merit?${q("ENTRANCE_TEST")}&${bad}`,
        tokens.coordinator,
      );
      expect(refused.statusCode, bad).toBe(400);
    }
  });

  it("reports what is missing for the NET/JRF channel", async () => {
    const list = await preview("NET_JRF");
    expect(list.missing.map((m: { name: string; missing: string }) => [m.name, m.missing])).toEqual([
      ["Gita JRF", "INTERVIEW_SCORE"],
    ]);
    expect(list.lines[0]).toMatchObject({ name: "Farid NET", examPercent: 90, interviewPercent: 60, composite: 81 });
  });

  it("follows every change entered after it was shown (a kept preview is never stale)", async () => {
    const marksOf = (marks: number) =>
      call("PUT", `/api/rounds/${roundId}/marks`, tokens.coordinator, {
        department: D,
        entries: [{ id: open60.app.id, marks, absent: false }],
      });
    const before = await preview();
    expect((await marksOf(95)).statusCode).toBe(200);
    const after = await preview();
    // 0.7 × 95 + 0.3 × 80 = 90.5: Chitra now ranks first and takes the OPEN seat.
    expect(after.lines[0]).toMatchObject({ name: "Chitra Open", composite: 90.5, rank: 1, status: "ALLOTTED" });
    expect((await marksOf(60)).statusCode).toBe(200);
    expect(await preview()).toEqual(before);
  });

  it("is for the department's staff only", async () => {
    expect(
      (await call("GET", `/api/rounds/${roundId}/merit?${q("NET_JRF")}`, tokens.otherCoordinator)).statusCode,
    ).toBe(403);
    expect((await call("GET", `/api/rounds/${roundId}/merit?${q("NET_JRF")}`, net.token)).statusCode).toBe(403);
    await preview("NET_JRF", tokens.admin);
  });
});

describe("publishing and objections", () => {
  it("refuses to publish while a score is missing (409 with the list), and for a coordinator (403)", async () => {
    const closes = new Date(Date.now() + 3 * DAY).toISOString();
    expect((await publish({ stage: "PROVISIONAL", objectionsCloseAt: closes }, tokens.coordinator)).statusCode).toBe(
      403,
    );
    const res = await publish({ stage: "PROVISIONAL", objectionsCloseAt: closes });
    expect(res.statusCode).toBe(409);
    expect(res.json().data.missing).toEqual([
      expect.objectContaining({ name: "Gita JRF", missing: "INTERVIEW_SCORE" }),
    ]);
    expect(await t.ctx.db.select().from(meritPublications)).toEqual([]);
    const past = await publish({ stage: "PROVISIONAL", objectionsCloseAt: new Date(Date.now() - DAY).toISOString() });
    expect(past.statusCode).toBe(400);
    expect((await publish({ stage: "FINAL" })).statusCode).toBe(409);
  });

  it("publishes the provisional list: lines kept, seats locked, candidates mailed, audited; marks then frozen", async () => {
    const slotId = (
      await call("GET", `/api/rounds/${roundId}/slots?department=${encodeURIComponent(D)}`, tokens.coordinator)
    ).json().data.slots[0].id;
    await call("PUT", `/api/rounds/${roundId}/slots/${slotId}/scores`, tokens.coordinator, {
      entries: [{ id: jrf.app.id, panel: [{ member: "Dr. Kulkarni", score: 85 }] }],
    });
    const closes = new Date(Date.now() + 3 * DAY).toISOString();
    const res = await publish({ stage: "PROVISIONAL", objectionsCloseAt: closes });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.candidates).toBe(7);
    const [matrix] = await t.ctx.db.select().from(seatMatrices).where(eq(seatMatrices.department, D));
    expect(matrix?.lockedAt).not.toBeNull();
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.template, "merit"));
    expect(mails).toHaveLength(7);
    expect(mails.find((m) => m.to === jrf.user.email)?.text).toContain("Your rank is 1");
    const audit = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, "merit.publish"));
    expect(audit).toHaveLength(1);
    expect((await preview()).state).toBe("PROVISIONAL");
    const again = await publish({ stage: "PROVISIONAL", objectionsCloseAt: closes });
    expect(again.statusCode).toBe(409);
    const frozen = await call("PUT", `/api/rounds/${roundId}/marks`, tokens.coordinator, {
      department: D,
      entries: [{ id: open60.app.id, marks: 61, absent: false }],
    });
    expect(frozen.statusCode).toBe(409);
    const stored = await call(
      "GET",
      `/api/rounds/${roundId}/merit/published?${q("ENTRANCE_TEST")}&stage=PROVISIONAL`,
      tokens.coordinator,
    );
    expect(stored.statusCode, stored.body).toBe(200);
    const live = await preview();
    expect(stored.json().data.lines.map((l: { name: string }) => l.name)).toEqual(
      live.lines.map((l: { name: string }) => l.name),
    );
    // A page of the stored list: its lines in order, the seat fill counted from all of them.
    const paged = await call(
      "GET",
      `/api/rounds/${roundId}/merit/published?${q("ENTRANCE_TEST")}&stage=PROVISIONAL&page=3&limit=2`,
      tokens.coordinator,
    );
    expect(paged.statusCode, paged.body).toBe(200);
    const page = paged.json().data;
    expect(page.lines).toEqual(stored.json().data.lines.slice(4, 6));
    expect(page.pagination).toEqual({ currentPage: 3, totalPages: 3, total: 5 });
    expect({ seatFill: page.seatFill, unfilled: page.unfilled }).toEqual({
      seatFill: live.seatFill,
      unfilled: live.unfilled,
    });
  });

  it("shows the candidate their own line, and takes one objection with a PDF during the window", async () => {
    const mine = (await detail(open60)).merit;
    expect(mine).toMatchObject({
      stage: "PROVISIONAL",
      mayObject: true,
      channel: "ENTRANCE_TEST",
      line: { name: "Chitra Open", rank: 3, status: "WAITLISTED", waitlistPosition: 2, examWeight: 70 },
    });
    const list = await call("GET", "/api/application", open60.token);
    expect(list.json().applications[0].merit.line.rank).toBe(3);

    expect((await objection(open60, "short")).statusCode).toBe(400);
    const notPdf = await t.app.inject({
      method: "POST",
      url: `/api/applications/${open60.app.id}/objections`,
      headers: bearer(open60.token),
      payload: multipartForm([{ field: "document", filename: "x.pdf", content: textBytes() }], {
        text: "My entrance test marks were totalled wrongly.",
      }),
    });
    expect(notPdf.statusCode).toBe(415);
    const someoneElse = await t.app.inject({
      method: "POST",
      url: `/api/applications/${open60.app.id}/objections`,
      headers: bearer(open80.token),
      payload: multipartForm([], { text: "My entrance test marks were totalled wrongly." }),
    });
    expect(someoneElse.statusCode).toBe(404);

    const raised = await objection(open60, "My entrance test marks were totalled wrongly: page 3 has 9 more marks.");
    expect(raised.statusCode, raised.body).toBe(201);
    expect(raised.json().data).toMatchObject({ status: "OPEN", applicationId: open60.app.applicationId });
    const pdf = await call("GET", raised.json().data.documentUrl, tokens.coordinator);
    expect(pdf.statusCode).toBe(200);
    expect((await call("GET", raised.json().data.documentUrl, tokens.otherCoordinator)).statusCode).toBe(404);
    expect((await objection(open60, "A second objection to the same list.", false)).statusCode).toBe(409);
    expect((await detail(open60)).merit).toMatchObject({ mayObject: false, objection: { status: "OPEN" } });
  });

  it("lets the department's staff answer once; an accepted correction is audited and recomputes", async () => {
    const url = `/api/rounds/${roundId}/objections?department=${encodeURIComponent(D)}`;
    expect((await call("GET", url, tokens.otherCoordinator)).statusCode).toBe(403);
    const list = await call("GET", url, tokens.coordinator);
    expect(list.statusCode, list.body).toBe(200);
    const [raised] = list.json().data.objections;
    expect(raised).toMatchObject({ name: "Chitra Open", status: "OPEN" });
    const answerUrl = `/api/rounds/${roundId}/objections/${raised.id}/answer`;
    const bad = await call("POST", answerUrl, tokens.coordinator, {
      decision: "ACCEPTED",
      answer: "Recounted.",
      correctedTestMarks: 101,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await call("POST", answerUrl, tokens.otherCoordinator, { decision: "REJECTED", answer: "No." })).statusCode,
    ).toBe(404);
    // Final before the window closes: refused.
    expect((await publish({ stage: "FINAL" })).statusCode).toBe(409);
    const ok = await call("POST", answerUrl, tokens.coordinator, {
      decision: "ACCEPTED",
      answer: "Recounted: page 3 had 9 more marks.",
      correctedTestMarks: 69,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ status: "ACCEPTED", correctedTestMarks: 69 });
    const [m] = await t.ctx.db.select().from(entranceMarks).where(eq(entranceMarks.applicationId, open60.app.id));
    expect(m?.marks).toBe(69);
    const audit = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "application.test_marks"), eq(auditEvents.subjectId, open60.app.id)));
    expect(audit.at(-1)?.data).toMatchObject({ from: { marks: 60 }, to: { marks: 69 }, source: "objection" });
    // 0.7 × 69 + 0.3 × 80 = 72.3: still behind Asha (77).
    expect((await preview()).lines[2]).toMatchObject({ name: "Chitra Open", composite: 72.3 });
    expect(
      (await call("POST", answerUrl, tokens.coordinator, { decision: "REJECTED", answer: "Again." })).statusCode,
    ).toBe(409);
  });

  it("publishes the final list once the window has closed; both are kept and compared", async () => {
    await t.ctx.db
      .update(meritPublications)
      .set({ objectionsCloseAt: new Date(Date.now() - 1000) })
      .where(eq(meritPublications.stage, "PROVISIONAL"));
    const late = await objection(sc44, "I object to being below the qualifying mark.", false);
    expect(late.statusCode).toBe(409);
    const res = await publish({ stage: "FINAL" });
    expect(res.statusCode, res.body).toBe(200);
    const changes = await call(
      "GET",
      `/api/rounds/${roundId}/merit/changes?department=${encodeURIComponent(D)}`,
      tokens.admin,
    );
    expect(changes.statusCode, changes.body).toBe(200);
    expect(changes.json().data.changes).toEqual([
      expect.objectContaining({
        name: "Chitra Open",
        before: expect.objectContaining({ composite: 66 }),
        after: expect.objectContaining({ composite: 72.3 }),
      }),
    ]);
    const mine = (await detail(open60)).merit;
    expect(mine).toMatchObject({
      stage: "FINAL",
      mayObject: false,
      line: { composite: 72.3 },
      provisionalLine: { composite: 66 },
      objection: { status: "ACCEPTED" },
    });
    expect((await detail(open80)).merit.provisionalLine).toBeNull();
    expect((await publish({ stage: "FINAL" })).statusCode).toBe(409);
  });
});

describe("exports", () => {
  const exportUrl = (format: "csv" | "pdf", channel: string, stage?: string) =>
    `/api/rounds/${roundId}/merit/export.${format}?${q(channel)}${stage ? `&stage=${stage}` : ""}`;

  it("writes the final list as a formula-safe CSV named for the list", async () => {
    const res = await call("GET", exportUrl("csv", "ENTRANCE_TEST", "FINAL"), tokens.coordinator);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(
      /attachment; filename="merit-list-mathematics-entrance-test-final-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const rows = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(rows[0]).toMatch(/^Rank,Application ID,Name,Category,/);
    expect(rows).toHaveLength(6);
    expect(rows[1]).toContain(
      `1,${sc75.app.applicationId},Bhim SC,SC,No,Entrance test + interview,75.00,70,90.00,30,79.50`,
    );
    expect(rows[1]).toContain("Seat allotted,General seat");
    expect(rows[3]).toMatch(/^3,.*,Chitra Open,.*,72\.30,.*,Waitlisted,,2$/);
  });

  it("neutralises a name that a spreadsheet would run as a formula", async () => {
    const evil = await verifiedApplicant(t.ctx, { name: "=cmd|' /C calc'!A0", department: OTHER });
    await call("POST", `/api/rounds/${roundId}/shortlist`, tokens.admin, {
      department: OTHER,
      decision: "SHORTLISTED",
      applicationIds: [evil.app.id],
    });
    const res = await call(
      "GET",
      `/api/rounds/${roundId}/merit/export.csv?department=${OTHER}&channel=ENTRANCE_TEST`,
      tokens.otherCoordinator,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain(`,'=cmd|' /C calc'!A0,`);
    expect(res.body).not.toMatch(/,=cmd/);
  });

  it("writes the PDF with the heading, the rules and every line", async () => {
    const res = await call("GET", exportUrl("pdf", "ENTRANCE_TEST", "PROVISIONAL"), tokens.coordinator);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(res.rawPayload);
    for (const words of [
      "Provisional merit list",
      "Mathematics · Entrance test",
      "Weights: Entrance test + interview entrance test 70 %, interview 30 %",
      "50 % of the entrance test; relaxed by 5 points to 45 % for SC, ST, OBC and persons with disabilities",
      "Open (General) seats are filled first by merit from all candidates",
      "Objections until",
      "Bhim SC",
      "66.00", // the provisional list keeps Chitra's score before the correction
      "Below the qualifying mark",
    ])
      expect(text).toContain(words);
    const preview = await call("GET", exportUrl("pdf", "NET_JRF"), tokens.admin);
    expect(preview.statusCode).toBe(200);
    const previewText = await pdfText(preview.rawPayload);
    expect(previewText).toContain("Merit list preview (not published)");
    expect(previewText).toContain("Gita JRF");
  });

  it("is refused outside the department, to candidates, for a list not published and for bad input", async () => {
    expect((await call("GET", exportUrl("pdf", "ENTRANCE_TEST", "FINAL"), tokens.otherCoordinator)).statusCode).toBe(
      403,
    );
    expect((await call("GET", exportUrl("csv", "ENTRANCE_TEST", "FINAL"), open60.token)).statusCode).toBe(403);
    expect((await call("GET", exportUrl("csv", "ENTRANCE_TEST", "FINAL"), null)).statusCode).toBe(401);
    const notPublished = await call(
      "GET",
      `/api/rounds/${roundId}/merit/export.pdf?department=${OTHER}&channel=ENTRANCE_TEST&stage=FINAL`,
      tokens.admin,
    );
    expect(notPublished.statusCode).toBe(404);
    expect((await call("GET", exportUrl("csv", "SOMEWHERE", "FINAL"), tokens.admin)).statusCode).toBe(400);
    expect((await call("GET", exportUrl("csv", "ENTRANCE_TEST", "DRAFT"), tokens.admin)).statusCode).toBe(400);
  });
});
