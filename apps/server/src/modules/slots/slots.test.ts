import { formatDateTime } from "@phd/shared";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  candidateWithCompleteProfile,
  insertApplicationFor,
  profileIdOf,
  setRoundWindow,
} from "../../../test/factories.ts";
import { defined, TEST_MAIL_FROM, tokenFor, useSmtpSink } from "../../../test/helpers.ts";
import { pdfText } from "../../../test/pdf.ts";
import { useSelectionApp } from "../../../test/selection.ts";
import { applicationSelections, auditEvents, mailOutbox, profileSections } from "../../db/schema.ts";
import { smtpTransport } from "../../mail/transport.ts";
import { MailWorker } from "../../mail/worker.ts";
import { mailAttachments } from "./index.ts";

const D = "Mechanical Engineering";
const OTHER = "Physics";
const ZONE = "Asia/Kolkata";
const DAY = 86_400_000;
const { t, staff, roundId, call } = useSelectionApp(D, OTHER);

const slotsUrl = (id = roundId()) => `/api/rounds/${id}/slots`;
/** A slot `days` from now at 10:00 UTC (15:30 in Kolkata), of the kind, at a venue. */
const slotBody = (days: number, over: object = {}) => ({
  department: D,
  kind: "TEST",
  startsAt: new Date(Math.ceil(Date.now() / DAY + days) * DAY + 10 * 3_600_000).toISOString(),
  durationMinutes: 120,
  mode: "IN_PERSON",
  venue: "Examination Hall 2, Main Building",
  capacity: 2,
  ...over,
});
const createSlot = async (days: number, over: object = {}, token = staff.coordinator) => {
  const res = await call("POST", slotsUrl(), token, slotBody(days, over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; startsAt: string; assigned: number };
};
const listSlots = async (token = staff.coordinator) => {
  const res = await call("GET", `${slotsUrl()}?department=${encodeURIComponent(D)}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    slots: { id: string; kind: string; assigned: number; capacity: number }[];
    waiting: { TEST: number; INTERVIEW: number };
  };
};
const candidatesIn = async (kind: string, slot: string) => {
  const q = `department=${encodeURIComponent(D)}&kind=${kind}&slot=${slot}`;
  const res = await call("GET", `${slotsUrl()}/candidates?${q}`, staff.coordinator);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.candidates as { applicationId: string }[]).map((c) => c.applicationId);
};
/** The body that edits a slot: a create body without the department and kind. */
const editBody = (days: number, over: object = {}) => {
  const { department: _d, kind: _k, ...rest } = slotBody(days, over);
  return rest;
};
const move = (payload: object, token = staff.coordinator) =>
  call("POST", `${slotsUrl()}/move`, token, { department: D, kind: "TEST", ...payload });
const slotMails = () => t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.template, "slot"));

/** A verified applicant of D (or another department), shortlisted by the coordinator unless told not to. */
async function applicant(name: string, opts: { jrf?: boolean; department?: string } = {}) {
  const user = await candidateWithCompleteProfile(t.ctx, { name });
  if (opts.jrf) {
    const profileId = await profileIdOf(t.ctx, user.id);
    await t.ctx.db
      .update(profileSections)
      .set({
        data: sql`${profileSections.data} || ${JSON.stringify({
          hasNotGivenAnyEntranceExam: false,
          givenNet: true,
          netExamDetails: { isQualified: "Yes", isJrf: "Yes" },
        })}::jsonb`,
      })
      .where(and(eq(profileSections.profileId, profileId), eq(profileSections.section, "entranceDetails")));
  }
  const app = await insertApplicationFor(t.ctx, user, {
    department: (opts.department ?? D) as typeof D,
    status: "VERIFIED",
  });
  return { user, app, token: await tokenFor(t.ctx, user) };
}
type Applicant = Awaited<ReturnType<typeof applicant>>;
let jrf: Applicant;
let one: Applicant;
let two: Applicant;
let three: Applicant;
let dropped: Applicant;

beforeAll(async () => {
  // Applications close in ten days; slots may be set from now until a year after that.
  await setRoundWindow(t.ctx, roundId(), { opensAt: null, closesAt: new Date(Date.now() + 10 * DAY) });
  jrf = await applicant("Asha JRF", { jrf: true });
  one = await applicant("Bala One");
  two = await applicant("Chitra Two");
  three = await applicant("Dev Three");
  dropped = await applicant("Esha Dropped");
  const shortlist = await call("POST", `/api/rounds/${roundId()}/shortlist`, staff.coordinator, {
    department: D,
    decision: "SHORTLISTED",
    allMatching: {},
  });
  expect(shortlist.json().data?.updated, shortlist.body).toBe(5);
});
describe("creating slots", () => {
  it("creates a slot, audited; the department's slots show who waits for one", async () => {
    const before = await listSlots();
    expect(before).toEqual({ slots: [], waiting: { TEST: 4, INTERVIEW: 5 } });
    const res = await call(
      "POST",
      slotsUrl(),
      staff.coordinator,
      slotBody(20, { meetingLink: "https://meet.example/x" }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe("Entrance test slot created.");
    const slot = res.json().data;
    expect(slot).toMatchObject({ kind: "TEST", durationMinutes: 120, capacity: 2, assigned: 0, meetingLink: null });
    expect(Date.parse(slot.endsAt) - Date.parse(slot.startsAt)).toBe(120 * 60_000);
    expect((await listSlots(staff.admin)).slots.map((s) => s.id)).toEqual([slot.id]);
    const audit = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.subjectId, slot.id));
    expect(audit.map((a) => a.action)).toEqual(["slot.create"]);
    await call("DELETE", `${slotsUrl()}/${slot.id}`, staff.coordinator);
  });

  it.each([
    ["in the past", { startsAt: new Date(Date.now() - DAY).toISOString() }, "A slot must start in the future."],
    [
      "more than a year after the round closes",
      { startsAt: new Date(Date.now() + 400 * DAY).toISOString() },
      "A slot must start within 365 days of the round's closing; check the year.",
    ],
    ["at a venue without one", { venue: "  " }, "Enter the venue (building, room, address)"],
    [
      "online without an https link",
      { mode: "ONLINE", meetingLink: "http://meet.example/x" },
      "Enter the meeting's https:// link",
    ],
    ["no room", { capacity: 0 }, "At least 1 candidate"],
    ["a fraction of a seat", { capacity: 1.5 }, "Enter a whole number"],
    ["a local time without its offset", { startsAt: "2027-01-10T10:00" }, "Enter the date and time the slot starts"],
  ])("refuses a slot %s (400), and creates nothing", async (_name, over, message) => {
    const res = await call("POST", slotsUrl(), staff.coordinator, { ...slotBody(20), ...over });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain(message);
    expect((await listSlots()).slots).toEqual([]);
  });

  it("refuses a slot before the round opens for applications", async () => {
    const later = (
      await call("POST", "/api/rounds", staff.admin, {
        name: "Slots later round",
        applicationIdPrefix: "SLR",
        admissionWindow: { opensAt: new Date(Date.now() + 30 * DAY).toISOString(), closesAt: null },
      })
    ).json().data;
    const res = await call("POST", slotsUrl(later.id), staff.coordinator, slotBody(20));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("A slot cannot start before the round opens for applications.");
  });

  it("refuses those who do not arrange the department's slots, and a closed round", async () => {
    expect((await call("POST", slotsUrl(), staff.otherCoordinator, slotBody(20))).statusCode).toBe(403);
    expect((await call("POST", slotsUrl(), staff.accounts, slotBody(20))).statusCode).toBe(403);
    expect((await call("POST", slotsUrl(), one.token, slotBody(20))).statusCode).toBe(403);
    expect((await call("POST", slotsUrl(), null, slotBody(20))).statusCode).toBe(401);
    expect(
      (await call("GET", `${slotsUrl()}?department=${encodeURIComponent(D)}`, staff.otherCoordinator)).statusCode,
    ).toBe(403);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await call("POST", slotsUrl(missing), staff.coordinator, slotBody(20))).statusCode).toBe(404);
    const closed = (
      await call("POST", "/api/rounds", staff.admin, { name: "Slots closed round", applicationIdPrefix: "SCR" })
    ).json().data;
    await call("POST", `/api/rounds/${closed.id}/close`, staff.admin);
    const res = await call("POST", slotsUrl(closed.id), staff.admin, slotBody(20));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'The admission round "Slots closed round" is closed: its slots can be read but not changed.',
    );
    expect((await listSlots()).slots).toEqual([]);
  });
});

describe("assigning candidates", () => {
  let early: { id: string; startsAt: string };
  let late: { id: string; startsAt: string };

  it("places the waiting candidates in application id order, each slot filled before the next; one mail each", async () => {
    late = await createSlot(21);
    early = await createSlot(20);
    const res = await call("POST", `${slotsUrl()}/auto-assign`, staff.coordinator, { department: D, kind: "TEST" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: "4 candidates placed in slots.", data: { assigned: 4, unplaced: 0 } });
    expect(await candidatesIn("TEST", early.id)).toEqual([one.app.applicationId, two.app.applicationId]);
    expect(await candidatesIn("TEST", late.id)).toEqual([three.app.applicationId, dropped.app.applicationId]);
    // The JRF candidate takes no test: still waiting for an interview only.
    expect((await listSlots()).waiting).toEqual({ TEST: 0, INTERVIEW: 5 });

    const mails = await slotMails();
    expect(mails.map((m) => m.to).sort()).toEqual([one, two, three, dropped].map((a) => a.user.email).sort());
    const toOne = defined(mails.find((m) => m.to === one.user.email));
    expect(toOne.subject).toBe(
      `Call letter: Entrance test on ${formatDateTime(early.startsAt, ZONE)} (${one.app.applicationId})`,
    );
    expect(toOne.text).toContain("Venue: Examination Hall 2, Main Building");
    expect(toOne.attachments).toEqual([{ kind: "call-letter", applicationId: one.app.id, slotKind: "TEST" }]);
    const audits = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, "application.slot"));
    expect(audits).toHaveLength(4);

    // Nobody waits any more: a second run places no one.
    const again = await call("POST", `${slotsUrl()}/auto-assign`, staff.coordinator, { department: D, kind: "TEST" });
    expect(again.json()).toMatchObject({ message: "No candidate was placed.", data: { assigned: 0, unplaced: 0 } });
  });

  it("the candidate sees the slot on the application and downloads the call letter; no one else does", async () => {
    const shortlist = (await call("GET", "/api/application", one.token)).json().applications[0].shortlist;
    expect(shortlist.slots).toEqual([
      expect.objectContaining({ kind: "TEST", startsAt: early.startsAt, venue: "Examination Hall 2, Main Building" }),
    ]);
    const url = `/api/application/${one.app.id}/call-letter/test`;
    const res = await call("GET", url, one.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="Call_Letter_Entrance_Test_${one.app.applicationId}.pdf"`,
    );
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      "Call Letter: Entrance test",
      "Bala One",
      one.app.applicationId,
      D,
      "Channel Entrance test (Entrance test + interview)",
      formatDateTime(early.startsAt, ZONE),
      "Examination Hall 2, Main Building",
      "Report 30 minutes before the time above",
    ])
      expect(text).toContain(expected);

    expect((await call("GET", url, two.token)).statusCode).toBe(404);
    expect((await call("GET", url, staff.otherCoordinator)).statusCode).toBe(404);
    expect((await call("GET", url, staff.accounts)).statusCode).toBe(403);
    expect((await call("GET", url, null)).statusCode).toBe(401);
    expect((await call("GET", url, staff.coordinator)).statusCode).toBe(200);
    // No interview slot yet: no interview call letter.
    expect((await call("GET", `/api/application/${one.app.id}/call-letter/interview`, one.token)).statusCode).toBe(404);
  });

  it("moves by hand: a full slot, a candidate who takes no test and another round's slot are refused", async () => {
    const full = await move({ applicationIds: [three.app.id], slotId: early.id });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe("The slot is full (2 of 2).");
    const noTest = await move({ applicationIds: [jrf.app.id], slotId: late.id });
    expect(noTest.statusCode).toBe(409);
    expect(noTest.json().message).toBe(
      `Only shortlisted candidates who take the entrance test can have this slot: ${jrf.app.applicationId}.`,
    );
    expect((await move({ applicationIds: [one.app.id], slotId: late.id }, staff.otherCoordinator)).statusCode).toBe(
      403,
    );
    const other = await applicant("Farid Physics", { department: OTHER });
    const foreign = await move({ applicationIds: [other.app.id], slotId: late.id });
    expect(foreign.statusCode).toBe(400);
    expect(await candidatesIn("TEST", early.id)).toEqual([one.app.applicationId, two.app.applicationId]);
  });

  it("raises a capacity, moves a candidate (rescheduled mail), takes one out (withdrawn, no letter)", async () => {
    const put = await call(
      "PUT",
      `${slotsUrl()}/${early.id}`,
      staff.coordinator,
      editBody(0, { startsAt: early.startsAt, capacity: 3 }),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().message).toBe("Slot saved.");
    await t.ctx.db.delete(mailOutbox);

    const moved = await move({ applicationIds: [three.app.id], slotId: early.id });
    expect(moved.json()).toMatchObject({ message: "1 candidate moved.", data: { updated: 1 } });
    const [mail] = await slotMails();
    expect(mail?.subject).toMatch(/^Rescheduled: Entrance test on /);
    expect(mail?.attachments).toHaveLength(1);

    const out = await move({ applicationIds: [dropped.app.id], slotId: null });
    expect(out.json().message).toBe("1 candidate taken out of their slot.");
    const withdrawn = defined((await slotMails()).find((m) => m.to === dropped.user.email));
    expect(withdrawn.subject).toBe(`Entrance test slot withdrawn: ${dropped.app.applicationId}`);
    expect(withdrawn.attachments).toBeNull();
    expect((await listSlots()).waiting.TEST).toBe(1);
  });

  it("a new time mails everyone in the slot; a capacity below them and deleting a slot with them are refused", async () => {
    await t.ctx.db.delete(mailOutbox);
    const lower = await call(
      "PUT",
      `${slotsUrl()}/${early.id}`,
      staff.coordinator,
      editBody(0, { startsAt: early.startsAt }),
    );
    expect(lower.statusCode).toBe(409);
    expect(lower.json().message).toBe(
      "3 candidates are in this slot: move 1 of them to another slot before lowering its capacity to 2.",
    );
    const newTime = editBody(25, { capacity: 3, mode: "ONLINE", meetingLink: "https://meet.example/phd-test" });
    const res = await call("PUT", `${slotsUrl()}/${early.id}`, staff.coordinator, newTime);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Slot saved; 3 candidates will be mailed the new call letter.");
    expect(res.json().data).toMatchObject({
      mode: "ONLINE",
      venue: null,
      meetingLink: "https://meet.example/phd-test",
    });
    const mails = await slotMails();
    expect(mails.map((m) => m.to).sort()).toEqual([one, two, three].map((a) => a.user.email).sort());
    expect(mails[0]?.text).toContain("Online meeting link: https://meet.example/phd-test");

    const del = await call("DELETE", `${slotsUrl()}/${early.id}`, staff.coordinator);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe("3 candidates are in this slot: move them to another slot before deleting it.");
  });

  it("a candidate no longer shortlisted loses the slot", async () => {
    const res = await call("POST", `/api/rounds/${roundId()}/shortlist`, staff.coordinator, {
      department: D,
      decision: "NOT_SHORTLISTED",
      reason: "Withdrew from the programme",
      applicationIds: [two.app.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.ctx.db
      .select()
      .from(applicationSelections)
      .where(eq(applicationSelections.applicationId, two.app.id));
    expect(row).toMatchObject({ decision: "NOT_SHORTLISTED", testSlotId: null, interviewSlotId: null });
    expect(await candidatesIn("TEST", early.id)).toEqual([one.app.applicationId, three.app.applicationId]);
  });

  it("interview slots take every shortlisted candidate; one channel at a time", async () => {
    const interview = await createSlot(30, { kind: "INTERVIEW", durationMinutes: 30, capacity: 10 });
    const res = await call("POST", `${slotsUrl()}/auto-assign`, staff.coordinator, {
      department: D,
      kind: "INTERVIEW",
      channel: "NET_JRF",
    });
    expect(res.json().data).toEqual({ assigned: 1, unplaced: 0 });
    expect(await candidatesIn("INTERVIEW", interview.id)).toEqual([jrf.app.applicationId]);
    expect(await candidatesIn("INTERVIEW", "waiting")).toEqual([one, three, dropped].map((a) => a.app.applicationId));
  });
});

describe("call letters in the mail", () => {
  const sink = useSmtpSink();

  it("the worker renders the call letter as it stands when it sends, and attaches it", async () => {
    await t.ctx.db.delete(mailOutbox);
    const slot = await createSlot(40, { capacity: 1 });
    await move({ applicationIds: [dropped.app.id], slotId: slot.id });
    const transport = smtpTransport(sink.url, TEST_MAIL_FROM);
    const worker = new MailWorker({
      db: t.ctx.db,
      transport,
      log: t.ctx.log,
      attachments: (refs) => mailAttachments(t.ctx, refs),
    });
    try {
      expect(await worker.runOnce()).toBe(1);
      const got = await sink.waitFor((m) => m.subject?.startsWith("Call letter: Entrance test") ?? false);
      expect(got.attachments.map((a) => [a.filename, a.contentType])).toEqual([
        [`Call_Letter_Entrance_Test_${dropped.app.applicationId}.pdf`, "application/pdf"],
      ]);
      const text = await pdfText(defined(got.attachments[0]).content);
      expect(text).toContain("Esha Dropped");
      expect(text).toContain(formatDateTime(slot.startsAt, ZONE));
    } finally {
      await worker.stop();
      transport.close();
    }
  });

  it("the admin writes the round's instructions; the letter prints them", async () => {
    const instructions = "Bring two passport photographs.\nMobile phones are not allowed in the hall.";
    expect(
      (await call("PUT", `/api/rounds/${roundId()}/call-letter`, staff.coordinator, { instructions })).statusCode,
    ).toBe(403);
    const res = await call("PUT", `/api/rounds/${roundId()}/call-letter`, staff.admin, { instructions });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call("GET", `/api/rounds/${roundId()}/call-letter`, staff.coordinator)).json().data.settings).toEqual(
      {
        instructions,
      },
    );
    expect(
      (await call("PUT", `/api/rounds/${roundId()}/call-letter`, staff.admin, { instructions: " " })).statusCode,
    ).toBe(400);
    const pdf = await call("GET", `/api/application/${one.app.id}/call-letter/test`, one.token);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain("Mobile phones are not allowed in the hall.");
    expect(text).not.toContain("Report 30 minutes before");
    const audit = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, "round.call_letter"));
    expect(audit).toHaveLength(1);
  });
});
