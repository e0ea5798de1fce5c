import { CATEGORIES, type Category, type DepartmentChannels, type OfferState } from "@phd/shared";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { publishFinalList, type SelectionApplicant, verifiedApplicant } from "../../../test/factories.ts";
import { bearer, multipartForm, pdfBytes } from "../../../test/helpers.ts";
import { pdfText } from "../../../test/pdf.ts";
import { useSelectionApp } from "../../../test/selection.ts";
import { admissionRounds, auditEvents, mailOutbox, meritLines, meritPublications, offers } from "../../db/schema.ts";
import { TestClock } from "../../lib/clock.ts";
import { lapseDueOffers, remindDueOffers } from "./answers.ts";

const D = "Chemistry";
const OTHER = "Physics";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DAY_SECONDS = 86_400;
/** The final list: A (open seat), B (OBC seat), C (SC seat); waitlisted W1 (open), W2 (OBC), W3 (SC). */
let c: Record<"A" | "B" | "C" | "W1" | "W2" | "W3", SelectionApplicant>;

const dept = encodeURIComponent(D);
const zeros = () => Object.fromEntries(CATEGORIES.map((k) => [k, 0])) as Record<Category, number>;
const SEATS: DepartmentChannels = {
  NET_JRF: { total: 0, seats: zeros(), disabilitySeats: zeros() },
  ENTRANCE_TEST: { total: 3, seats: { ...zeros(), OPEN_GENERAL: 1, OBC: 1, SC: 1 }, disabilitySeats: zeros() },
};
// The deadline rules read this clock; the tests move it forward instead of rewriting deadlines.
const clock = new TestClock();
const { t, staff, roundId, call } = useSelectionApp(D, OTHER, { clock });
const inDays = (n: number) => new Date(clock.now().getTime() + n * DAY).toISOString();
const issue = (deadline = inDays(5), token = staff.admin) =>
  call("POST", `/api/rounds/${roundId()}/offers`, token, { department: D, deadline });
const offerOf = async (x: SelectionApplicant) =>
  (await t.ctx.db.select().from(offers).where(eq(offers.applicationId, x.app.id)))[0];
const stateOf = async (x: SelectionApplicant) => (await offerOf(x))?.state;
const answer = async (x: SelectionApplicant, what: "accept" | "decline" | "withdraw", token = x.token) => {
  const offer = await offerOf(x);
  return call("POST", `/api/offers/${offer?.id}/${what}`, token, what === "accept" ? { declaration: true } : undefined);
};
const setSettings = async (patch: object) => {
  const current = (await call("GET", `/api/rounds/${roundId()}/offer-settings`, staff.admin)).json().data.settings;
  const res = await call("PUT", `/api/rounds/${roundId()}/offer-settings`, staff.admin, { ...current, ...patch });
  expect(res.statusCode, res.body).toBe(200);
};
const dashboard = async (token = staff.admin) =>
  (await call("GET", `/api/rounds/${roundId()}/seats?department=${dept}`, token)).json().data.rows as Record<
    string,
    number | string
  >[];
const mailsTo = (x: SelectionApplicant) =>
  t.ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.template, "offerUpdate"), eq(mailOutbox.to, x.user.email)));

beforeAll(async () => {
  const make = (name: string, category: Category) => verifiedApplicant(t.ctx, { department: D, category, name });
  c = {
    A: await make("Asha Open", "OPEN_GENERAL"),
    B: await make("Bala Obc", "OBC"),
    C: await make("Chitra Sc", "SC"),
    W1: await make("Waman Open", "OPEN_GENERAL"),
    W2: await make("Wasim Obc", "OBC"),
    W3: await make("Wanda Sc", "SC"),
  };
}, 60_000);

/** Every test starts from the same published final list and no offers. */
beforeEach(async () => {
  await t.ctx.db.delete(offers);
  await t.ctx.db.delete(mailOutbox);
  await t.ctx.db.delete(meritPublications);
  await t.ctx.db.update(admissionRounds).set({ settings: {}, closedAt: null }).where(eq(admissionRounds.id, roundId()));
  await publishFinalList(t.ctx, {
    roundId: roundId(),
    department: D,
    seats: SEATS,
    lines: [
      { applicationId: c.A.app.id, category: "OPEN_GENERAL", status: "ALLOTTED", rank: 1 },
      { applicationId: c.B.app.id, category: "OBC", status: "ALLOTTED", rank: 2 },
      { applicationId: c.C.app.id, category: "SC", status: "ALLOTTED", rank: 3 },
      { applicationId: c.W1.app.id, category: "OPEN_GENERAL", status: "WAITLISTED", rank: 4 },
      { applicationId: c.W2.app.id, category: "OBC", status: "WAITLISTED", rank: 5 },
      { applicationId: c.W3.app.id, category: "SC", status: "WAITLISTED", rank: 6 },
    ],
  });
});

describe("offer settings", () => {
  it("gives the defaults to staff; only the admin changes them, audited; bad values are refused", async () => {
    const read = await call("GET", `/api/rounds/${roundId()}/offer-settings`, staff.coordinator);
    expect(read.json().data.settings).toMatchObject({ waitlistMode: "AUTO", answerDays: 7 });
    expect((await call("GET", `/api/rounds/${roundId()}/offer-settings`, c.A.token)).statusCode).toBe(403);
    const body = { ...read.json().data.settings, waitlistMode: "MANUAL" };
    expect((await call("PUT", `/api/rounds/${roundId()}/offer-settings`, staff.coordinator, body)).statusCode).toBe(
      403,
    );
    const bad = await call("PUT", `/api/rounds/${roundId()}/offer-settings`, staff.admin, { ...body, answerDays: 0 });
    expect(bad.statusCode).toBe(400);
    await setSettings({ waitlistMode: "MANUAL" });
    const audits = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, "round.offer_settings"));
    expect(audits.at(-1)?.data).toMatchObject({ to: { waitlistMode: "MANUAL" } });
  });
});

describe("issuing offers", () => {
  it("offers every allotted seat of the final list once, audited, with a mail carrying the letter", async () => {
    const res = await issue();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: "3 offers made.", data: { issued: 3, departments: [D] } });
    const rows = await t.ctx.db.select().from(offers);
    expect(rows.map((r) => [r.category, r.seatNo, r.state]).sort()).toEqual([
      ["OBC", 1, "OFFERED"],
      ["OPEN_GENERAL", 1, "OFFERED"],
      ["SC", 1, "OFFERED"],
    ]);
    const issued = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, "offer.issue"));
    expect(issued.filter((a) => rows.some((r) => r.id === a.subjectId))).toHaveLength(3);
    const [mail] = await mailsTo(c.B);
    expect(mail?.subject).toContain("Offer of admission");
    expect(mail?.attachments).toEqual([{ kind: "offer-letter", offerId: rows.find((r) => r.category === "OBC")?.id }]);
    // Nothing left to offer: a second call changes nothing.
    const again = await issue();
    expect(again.statusCode).toBe(409);
    expect(await t.ctx.db.select().from(offers)).toHaveLength(3);
  });

  it("refuses a past deadline, a department without a final list, other roles, and a closed round", async () => {
    expect((await issue(inDays(-1 / DAY_SECONDS))).statusCode).toBe(400);
    const none = await call("POST", `/api/rounds/${roundId()}/offers`, staff.admin, {
      department: OTHER,
      deadline: inDays(3),
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toContain("final merit list of Physics");
    expect((await issue(inDays(3), staff.coordinator)).statusCode).toBe(403);
    expect((await issue(inDays(3), c.A.token)).statusCode).toBe(403);
    expect((await call("POST", `/api/rounds/${roundId()}/offers`, null, { deadline: inDays(3) })).statusCode).toBe(401);
    await t.ctx.db.update(admissionRounds).set({ closedAt: new Date() }).where(eq(admissionRounds.id, roundId()));
    expect((await issue()).statusCode).toBe(409);
    expect(await t.ctx.db.select().from(offers)).toHaveLength(0);
  });
});

describe("answering an offer", () => {
  it("shows the offer on the candidate's application and its letter, and takes one answer", async () => {
    await issue();
    const list = await call("GET", "/api/application", c.A.token);
    const mine = list.json().applications[0];
    expect(mine.offer).toMatchObject({ state: "OFFERED", category: "OPEN_GENERAL", mayAnswer: true, mayPayFee: false });
    const offer = await offerOf(c.A);
    const letter = await call("GET", `/api/offers/${offer?.id}/letter`, c.A.token);
    expect(letter.statusCode).toBe(200);
    const text = await pdfText(letter.rawPayload);
    expect(text).toContain("Offer of Admission");
    expect(text).toContain(c.A.app.applicationId);
    expect(text).toContain("Answer by");
    // Another candidate, the other department's coordinator: not theirs. The department's coordinator may read it.
    expect((await call("GET", `/api/offers/${offer?.id}/letter`, c.B.token)).statusCode).toBe(404);
    expect((await call("GET", `/api/offers/${offer?.id}/letter`, staff.otherCoordinator)).statusCode).toBe(404);
    expect((await call("GET", `/api/offers/${offer?.id}/letter`, staff.coordinator)).statusCode).toBe(200);

    const noDeclaration = await call("POST", `/api/offers/${offer?.id}/accept`, c.A.token, { declaration: false });
    expect(noDeclaration.statusCode).toBe(400);
    expect((await answer(c.A, "accept", c.B.token)).statusCode).toBe(404);
    expect((await answer(c.A, "accept", staff.coordinator)).statusCode).toBe(403);
    const accepted = await answer(c.A, "accept");
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ state: "ACCEPTED", mayWithdraw: true, mayPayFee: true });
    const twice = await answer(c.A, "decline");
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain("answered already");
    expect(await stateOf(c.A)).toBe("ACCEPTED");
  });

  it("gives a declined seat to the next waitlisted candidate of the seat's category (AUTO)", async () => {
    await issue();
    expect((await answer(c.B, "decline")).statusCode).toBe(200);
    // B's seat is an OBC seat: W2 (OBC, rank 5) gets it, not W1 (open, rank 4).
    expect(await stateOf(c.W2)).toBe("OFFERED");
    expect(await stateOf(c.W1)).toBeUndefined();
    const moved = await offerOf(c.W2);
    expect(moved).toMatchObject({ category: "OBC", seatNo: 1, fromWaitlist: true });
    // A's open seat goes to the best of everyone left: W1.
    expect((await answer(c.A, "decline")).statusCode).toBe(200);
    expect(await offerOf(c.W1)).toMatchObject({ category: "OPEN_GENERAL", fromWaitlist: true });
    const [mail] = await mailsTo(c.W2);
    expect(mail?.text).toContain("from the waitlist");
  });

  it("waits for the admin in MANUAL mode, then offers freed seats in the next offer round", async () => {
    await setSettings({ waitlistMode: "MANUAL" });
    await issue();
    await answer(c.C, "decline");
    expect(await stateOf(c.W3)).toBeUndefined();
    const listed = await call("GET", `/api/rounds/${roundId()}/offers?department=${dept}`, staff.coordinator);
    expect(listed.json().data).toMatchObject({ hasFinalList: true, freedSeats: 1, waitlistMode: "MANUAL" });
    // The seat's category filters the offers (the seat dashboard's links), and the freed seats with them.
    const seat = (await offerOf(c.C))?.category;
    const ofSeat = await call(
      "GET",
      `/api/rounds/${roundId()}/offers?department=${dept}&category=${seat}`,
      staff.coordinator,
    );
    expect(ofSeat.json().data.offers.map((o: { category: string }) => o.category)).toEqual(
      expect.arrayContaining([seat]),
    );
    expect(new Set(ofSeat.json().data.offers.map((o: { category: string }) => o.category))).toEqual(new Set([seat]));
    expect(ofSeat.json().data.freedSeats).toBe(1);
    const other = seat === "OPEN_GENERAL" ? "OBC" : "OPEN_GENERAL";
    const ofOther = await call(
      "GET",
      `/api/rounds/${roundId()}/offers?department=${dept}&category=${other}`,
      staff.coordinator,
    );
    expect(ofOther.json().data.freedSeats).toBe(0);
    const bad = await call(
      "GET",
      `/api/rounds/${roundId()}/offers?department=${dept}&category=GENERAL`,
      staff.coordinator,
    );
    expect(bad.statusCode).toBe(400);
    expect(listed.json().data.waitlist.map((w: { name: string }) => w.name)).toEqual([
      "Waman Open",
      "Wasim Obc",
      "Wanda Sc",
    ]);
    const waitlistUrl = `/api/rounds/${roundId()}/offers/waitlist`;
    expect(
      (await call("POST", waitlistUrl, staff.coordinator, { department: D, deadline: inDays(2) })).statusCode,
    ).toBe(403);
    const next = await call("POST", waitlistUrl, staff.admin, { department: D, deadline: inDays(2) });
    expect(next.json()).toMatchObject({ data: { issued: 1, unfilled: 0 } });
    expect(await stateOf(c.W3)).toBe("OFFERED");
    expect((await call("POST", waitlistUrl, staff.admin, { department: D, deadline: inDays(2) })).statusCode).toBe(409);
  });

  it("answers the waitlist a page at a time, counting only the lines no offer has reached", async () => {
    await setSettings({ waitlistMode: "MANUAL" });
    const list = (query: string) =>
      call("GET", `/api/rounds/${roundId()}/offers?department=${dept}${query}`, staff.coordinator);
    const names = (res: Awaited<ReturnType<typeof list>>) =>
      res.json().data.waitlist.map((w: { name: string }) => w.name);
    const first = await list("&limit=2");
    expect(first.statusCode, first.body).toBe(200);
    expect(names(first)).toEqual(["Waman Open", "Wasim Obc"]);
    expect(first.json().data.waitlistPagination).toEqual({ currentPage: 1, totalPages: 2, total: 3 });
    const second = await list("&limit=2&page=2");
    expect(names(second)).toEqual(["Wanda Sc"]);
    expect(second.json().data.waitlistPagination).toEqual({ currentPage: 2, totalPages: 2, total: 3 });
    expect(names(await list("&limit=2&page=3"))).toEqual([]);
    // Without paging: the first 100 lines; another channel's waitlist is its own.
    expect((await list("")).json().data.waitlistPagination).toEqual({ currentPage: 1, totalPages: 1, total: 3 });
    const netJrf = (await list("&channel=NET_JRF")).json().data;
    expect(netJrf.waitlist).toEqual([]);
    expect(netJrf.waitlistPagination).toEqual({ currentPage: 1, totalPages: 0, total: 0 });
    // A waitlisted candidate offered a freed seat leaves the waitlist and its count.
    await issue();
    await answer(c.A, "decline");
    await call("POST", `/api/rounds/${roundId()}/offers/waitlist`, staff.admin, { department: D, deadline: inDays(2) });
    expect(await stateOf(c.W1)).toBe("OFFERED");
    const after = await list("&limit=2");
    expect(names(after)).toEqual(["Wasim Obc", "Wanda Sc"]);
    expect(after.json().data.waitlistPagination).toEqual({ currentPage: 1, totalPages: 1, total: 2 });
    for (const bad of ["&limit=0", "&limit=501", "&page=0", "&page=x"])
      expect((await list(bad)).statusCode, bad).toBe(400);
  });

  it("lets an acceptance be withdrawn, which frees the seat", async () => {
    await issue();
    await answer(c.A, "accept");
    expect((await answer(c.A, "withdraw")).json().data.state).toBe("WITHDRAWN");
    expect(await stateOf(c.W1)).toBe("OFFERED");
    expect((await answer(c.A, "withdraw")).statusCode).toBe(409);
  });
});

describe("the deadline", () => {
  it("is applied exactly: an answer after it is refused and the offer reads lapsed before the job runs", async () => {
    await issue(inDays(5));
    const shortened = await call("PUT", `/api/offers/${(await offerOf(c.C))?.id}/deadline`, staff.admin, {
      deadline: inDays(1),
    });
    expect(shortened.statusCode, shortened.body).toBe(200);
    clock.advance(DAY + 1000);
    const late = await answer(c.C, "accept");
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain("deadline");
    const list = await call("GET", `/api/rounds/${roundId()}/offers?department=${dept}&state=LAPSED`, staff.admin);
    expect(list.json().data.offers.map((o: { name: string }) => o.name)).toEqual(["Chitra Sc"]);
    expect((await dashboard()).find((r) => r.category === "SC")).toMatchObject({ lapsed: 1, offered: 0, vacant: 1 });

    // The job records it at its deadline, audits and mails it, and (AUTO) offers the seat to W3.
    expect(await lapseDueOffers(t.ctx)).toBe(1);
    expect(await lapseDueOffers(t.ctx)).toBe(0);
    const lapsed = await offerOf(c.C);
    expect(lapsed?.state).toBe("LAPSED");
    expect(lapsed?.answeredAt?.getTime()).toBe(lapsed?.deadline.getTime());
    expect(await stateOf(c.W3)).toBe("OFFERED");
    const [mail] = await mailsTo(c.C);
    expect(mail?.subject).toContain("Offer lapsed");
    const audit = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, lapsed?.id ?? ""));
    expect(audit.map((a) => a.action)).toContain("offer.lapse");
  });

  it("reminds once within 48 hours of the deadline", async () => {
    await issue(inDays(5));
    await t.ctx.db.delete(mailOutbox);
    clock.advance(2 * DAY);
    expect(await remindDueOffers(t.ctx), "3 days before the deadline").toBe(0);
    clock.advance(1.5 * DAY);
    expect(await remindDueOffers(t.ctx)).toBe(3);
    expect(await remindDueOffers(t.ctx)).toBe(0);
    const [mail] = await mailsTo(c.A);
    expect(mail?.subject).toContain("Reminder");
  });

  it("is changed by the admin only, to a future time, while the offer is unanswered", async () => {
    await issue();
    const offer = await offerOf(c.A);
    const url = `/api/offers/${offer?.id}/deadline`;
    expect((await call("PUT", url, staff.coordinator, { deadline: inDays(9) })).statusCode).toBe(403);
    expect((await call("PUT", url, staff.admin, { deadline: inDays(-1) })).statusCode).toBe(400);
    const changed = await call("PUT", url, staff.admin, { deadline: inDays(9) });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(new Date(changed.json().data.deadline).getTime()).toBeGreaterThan(clock.now().getTime() + 8 * DAY);
    await answer(c.A, "accept");
    expect((await call("PUT", url, staff.admin, { deadline: inDays(9) })).statusCode).toBe(409);
  });
});

describe("the admission fee", () => {
  const feeForm = (overrides: Record<string, string> = {}, withReceipt = true) =>
    multipartForm(withReceipt ? [{ field: "receipt", filename: "receipt.pdf", content: pdfBytes() }] : [], {
      utrDuNumber: "ADM123456",
      amount: "25000",
      transactionTime: new Date(Date.now() - HOUR).toISOString(),
      bankName: "State Bank of India",
      ...overrides,
    });
  const payFee = async (x: SelectionApplicant, form = feeForm()) =>
    t.app.inject({
      method: "POST",
      url: `/api/offers/${(await offerOf(x))?.id}/admission-fee`,
      headers: bearer(x.token),
      payload: form,
    });
  const verdict = async (x: SelectionApplicant, body: object, token = staff.accounts) =>
    call("PUT", `/api/admission-fees/${(await offerOf(x))?.id}/verify`, token, body);

  it("is entered after accepting, verified by the account section, and admits the candidate", async () => {
    await issue();
    expect((await payFee(c.A)).statusCode).toBe(409); // not accepted yet
    await answer(c.A, "accept");
    expect((await payFee(c.A, feeForm({ utrDuNumber: "x" }))).statusCode).toBe(400);
    expect((await payFee(c.A, feeForm({}, false))).statusCode).toBe(400);
    const paid = await payFee(c.A);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ mayPayFee: false, admissionFee: { status: "PENDING" } });
    expect((await payFee(c.A)).statusCode).toBe(409);

    const list = await call("GET", "/api/admission-fees?status=PENDING", staff.accounts);
    expect(list.json().data.offers.map((o: { name: string }) => o.name)).toEqual(["Asha Open"]);
    expect((await call("GET", "/api/admission-fees", staff.coordinator)).statusCode).toBe(403);
    const receipt = await call("GET", `/api/admission-fees/${(await offerOf(c.A))?.id}/receipt`, staff.accounts);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers["content-disposition"]).toContain(`admission_fee_receipt_${c.A.app.applicationId}.pdf`);

    expect((await verdict(c.A, { status: "MODIFICATION_REQUESTED" })).statusCode).toBe(400);
    expect((await verdict(c.A, { status: "VERIFIED" }, staff.coordinator)).statusCode).toBe(403);
    const asked = await verdict(c.A, { status: "MODIFICATION_REQUESTED", remarks: "The UTR does not match." });
    expect(asked.json().data.admissionFee).toMatchObject({ status: "MODIFICATION_REQUESTED" });
    // The correction keeps the receipt already sent.
    expect((await payFee(c.A, feeForm({ utrDuNumber: "ADM654321" }, false))).statusCode).toBe(200);
    const verified = await verdict(c.A, { status: "VERIFIED" });
    expect(verified.json()).toMatchObject({
      message: expect.stringContaining("admitted"),
      data: { state: "ADMITTED" },
    });
    expect((await verdict(c.A, { status: "PENDING" })).statusCode).toBe(409);
    expect((await answer(c.A, "withdraw")).statusCode).toBe(409);
    const [mail] = (await mailsTo(c.A)).filter((m) => m.subject.startsWith("Admitted"));
    expect(mail).toBeDefined();

    // The admitted list.
    const csv = await call("GET", `/api/rounds/${roundId()}/admitted/export.csv?department=${dept}`, staff.coordinator);
    expect(csv.body).toContain(c.A.app.applicationId);
    expect(csv.body).toContain("ADM654321");
    const pdf = await call("GET", `/api/rounds/${roundId()}/admitted/export.pdf`, staff.admin);
    expect(await pdfText(pdf.rawPayload)).toContain("Admitted candidates (1)");
    const other = await call(
      "GET",
      `/api/rounds/${roundId()}/admitted/export.csv?department=${dept}`,
      staff.otherCoordinator,
    );
    expect(other.statusCode).toBe(403);
  });
});

describe("the seat dashboard", () => {
  it("counts the rows: refuses other departments and candidates", async () => {
    expect(
      (await call("GET", `/api/rounds/${roundId()}/seats?department=${dept}`, staff.otherCoordinator)).statusCode,
    ).toBe(403);
    expect((await call("GET", `/api/rounds/${roundId()}/seats`, c.A.token)).statusCode).toBe(403);
    expect((await call("GET", `/api/rounds/${roundId()}/seats`, staff.otherCoordinator)).json().data.rows).toEqual([]);
  });

  it("equals a count of the rows after a random sequence of actions", async () => {
    await issue();
    const actions: Array<() => Promise<unknown>> = [];
    const everyone = Object.values(c);
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 24; i++) {
      const x = everyone[Math.floor(random() * everyone.length)] as SelectionApplicant;
      const what = (["accept", "decline", "withdraw"] as const)[Math.floor(random() * 3)] ?? "accept";
      actions.push(() => answer(x, what));
      if (random() < 0.2)
        actions.push(() =>
          t.ctx.db
            .update(offers)
            .set({ deadline: new Date(clock.now().getTime() - 1000) })
            .where(and(eq(offers.applicationId, x.app.id), eq(offers.state, "OFFERED"))),
        );
      if (random() < 0.2) actions.push(() => lapseDueOffers(t.ctx));
    }
    for (const act of actions) await act();
    const rows = await t.ctx.db.select().from(offers);
    const now = clock.now().getTime();
    const reads = (o: (typeof rows)[number]): OfferState =>
      o.state === "OFFERED" && o.deadline.getTime() <= now ? "LAPSED" : o.state;
    for (const row of await dashboard()) {
      const mine = rows.filter((o) => o.channel === row.channel && o.category === row.category);
      const count = (s: OfferState) => mine.filter((o) => reads(o) === s).length;
      expect(row).toMatchObject({
        offered: count("OFFERED"),
        accepted: count("ACCEPTED"),
        declined: count("DECLINED"),
        lapsed: count("LAPSED"),
        withdrawn: count("WITHDRAWN"),
        admitted: count("ADMITTED"),
      });
      const held = mine.filter((o) => ["OFFERED", "ACCEPTED", "ADMITTED"].includes(reads(o))).length;
      expect(held).toBeLessThanOrEqual(Number(row.seats));
      expect(row.vacant).toBe(Number(row.seats) - held);
    }
    // No seat slot is ever held twice.
    const { rows: doubled } = (await t.ctx.db.execute(
      sql`select publication_id from ${offers} where state in ('OFFERED','ACCEPTED','ADMITTED') group by publication_id, channel, category, disability_seat, seat_no having count(*) > 1`,
    )) as unknown as { rows: unknown[] };
    expect(doubled).toEqual([]);
  });
});

describe("races", () => {
  it("takes one of two answers sent at once to one offer (two tabs), and refuses the other", async () => {
    await issue();
    const [a, b] = await Promise.all([answer(c.A, "accept"), answer(c.A, "decline")]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(["ACCEPTED", "DECLINED"]).toContain(await stateOf(c.A));
  });

  it("never over-fills a seat under 100 concurrent accepts and declines", async () => {
    await issue();
    // 60 answers to the three first offers at once (declines move the waitlist meanwhile), then
    // 40 to every offer there is by then.
    const offered = [c.A, c.B, c.C];
    const wave = (who: SelectionApplicant[], n: number) =>
      Promise.all(
        Array.from({ length: n }, (_, i) =>
          answer(who[i % who.length] as SelectionApplicant, i % 3 === 0 ? "decline" : "accept"),
        ),
      );
    const first = await wave(offered, 60);
    const holders = (await t.ctx.db.select().from(offers)).map((o) => o.applicationId);
    const second = await wave(
      Object.values(c).filter((x) => holders.includes(x.app.id)),
      40,
    );
    const answers = [...first, ...second];
    expect(new Set(answers.map((r) => r.statusCode))).toEqual(new Set([200, 409]));
    const rows = await t.ctx.db.select().from(offers);
    const held = rows.filter((o) => ["OFFERED", "ACCEPTED", "ADMITTED"].includes(o.state));
    expect(held.length).toBeLessThanOrEqual(3);
    expect(new Set(held.map((o) => `${o.category}:${o.seatNo}`)).size).toBe(held.length);
    // Each candidate has at most one offer, and every answer is audited once.
    expect(new Set(rows.map((o) => o.applicationId)).size).toBe(rows.length);
    const answered = rows.filter((o) => o.state !== "OFFERED").length;
    const audits = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(
        sql`${auditEvents.action} in ('offer.accept', 'offer.decline') and ${auditEvents.subjectId} in (select id from ${offers})`,
      );
    expect(audits).toHaveLength(answered);
    // The lines keep their places: nothing in the list changed.
    expect(await t.ctx.db.select().from(meritLines)).toHaveLength(6);
  });
});
