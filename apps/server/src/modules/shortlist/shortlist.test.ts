import {
  type Category,
  DEFAULT_SELECTION_RULES,
  type EntranceFacts,
  placementFor,
  type ShortlistEntry,
  strongestQualification,
} from "@phd/shared";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  candidateWithCompleteProfile,
  insertApplicationFor,
  profileIdOf,
  setRoundWindow,
} from "../../../test/factories.ts";
import { defined, tokenFor } from "../../../test/helpers.ts";
import { useSelectionApp } from "../../../test/selection.ts";
import { applications, auditEvents, mailOutbox, profileSections } from "../../db/schema.ts";

const D = "Civil Engineering";
const OTHER = "Physics";
const { t, staff, roundId, call } = useSelectionApp(D, OTHER);

const list = async (query: string, token = staff.coordinator) => {
  const res = await call(
    "GET",
    `/api/rounds/${roundId()}/shortlist?department=${encodeURIComponent(D)}&${query}`,
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    entries: ShortlistEntry[];
    pagination: { total: number };
    counts: { pending: number; shortlisted: number; notShortlisted: number };
  };
};
const decide = (payload: object, token = staff.coordinator, id = roundId()) =>
  call("POST", `/api/rounds/${id}/shortlist`, token, { department: D, ...payload });

const ON = "2030-01-01"; // the GATE validity used below is far from any round's end
const net = (isQualified: string, isJrf?: string): EntranceFacts => ({
  givenNet: true,
  netExamDetails: { isQualified, ...(isJrf ? { isJrf } : {}) },
});
const gate = (lastDateOfValidation: string): EntranceFacts => ({
  givenGate: true,
  gateExamDetails: { isQualified: "Yes", lastDateOfValidation },
});

/** A candidate with a complete profile and one application in D, with the given entrance facts. */
async function applicant(
  name: string,
  entrance: EntranceFacts | null,
  opts: { status?: "VERIFIED" | "PENDING"; category?: Category; department?: string } = {},
) {
  const user = await candidateWithCompleteProfile(t.ctx, { name });
  const profileId = await profileIdOf(t.ctx, user.id);
  const setSection = (section: string, data: object) =>
    t.ctx.db
      .update(profileSections)
      .set({ data: sql`${profileSections.data} || ${JSON.stringify(data)}::jsonb` })
      .where(and(eq(profileSections.profileId, profileId), eq(profileSections.section, section as "personalDetails")));
  if (entrance) await setSection("entranceDetails", { hasNotGivenAnyEntranceExam: false, ...entrance });
  if (opts.category) await setSection("personalDetails", { category: opts.category });
  const app = await insertApplicationFor(t.ctx, user, {
    department: (opts.department ?? D) as typeof D,
    status: opts.status ?? "VERIFIED",
  });
  return { user, app, token: await tokenFor(t.ctx, user) };
}

let jrf: Awaited<ReturnType<typeof applicant>>;
let netOnly: Awaited<ReturnType<typeof applicant>>;
let gateValid: Awaited<ReturnType<typeof applicant>>;
let none: Awaited<ReturnType<typeof applicant>>;
let scOne: Awaited<ReturnType<typeof applicant>>;
let pending: Awaited<ReturnType<typeof applicant>>;
let elsewhere: Awaited<ReturnType<typeof applicant>>;

beforeAll(async () => {
  // The round's window ends in 2029, so a GATE score valid until 2030 counts and one of 2020 does not.
  await setRoundWindow(t.ctx, roundId(), { closesAt: new Date("2029-06-30T18:00:00Z") });
  jrf = await applicant("Asha JRF", net("Yes", "Yes"));
  netOnly = await applicant("Bala NET", net("Yes", "No"));
  gateValid = await applicant("Chitra GATE", gate(ON));
  none = await applicant("Dev None", null);
  scOne = await applicant("Esha Expired", gate("2020-03-31"), { category: "SC" });
  pending = await applicant("Farid Pending", net("Yes"), { status: "PENDING" });
  elsewhere = await applicant("Gita Physics", null, { department: OTHER });
});
describe("the shortlist list", () => {
  it("shows the department's verified applications in id order, each with its channel and the reason", async () => {
    const data = await list("");
    expect(data.entries.map((e) => e.name)).toEqual([
      "Asha JRF",
      "Bala NET",
      "Chitra GATE",
      "Dev None",
      "Esha Expired",
    ]);
    expect(data.pagination.total).toBe(5);
    expect(data.counts).toEqual({ pending: 5, shortlisted: 0, notShortlisted: 0 });
    expect(data.entries[0]).toMatchObject({
      applicationId: jrf.app.applicationId,
      qualification: "JRF",
      channel: "NET_JRF",
      method: "INTERVIEW_ONLY",
      channelReason: "NET with JRF: NET/JRF channel, interview only",
      decision: "PENDING",
      isVerified: true,
      category: "OPEN_GENERAL",
    });
    expect(data.entries.map((e) => e.qualification)).toEqual(["JRF", "NET", "GATE", "NONE", "NONE"]);
  });

  it("computes the channel in SQL exactly as the shared rule does", async () => {
    const validOn = "2029-07-01"; // the round's last day in Asia/Kolkata (18:00 UTC is 23:30 there)
    const facts: [string, EntranceFacts | null][] = [
      [jrf.app.id, net("Yes", "Yes")],
      [netOnly.app.id, net("Yes", "No")],
      [gateValid.app.id, gate(ON)],
      [none.app.id, null],
      [scOne.app.id, gate("2020-03-31")],
    ];
    const entries = (await list("")).entries;
    for (const [id, entrance] of facts) {
      const entry = defined(entries.find((e) => e.id === id));
      expect(entry.qualification, id).toBe(strongestQualification(entrance, validOn));
      expect(entry.channelReason).toBe(placementFor(entry.qualification, DEFAULT_SELECTION_RULES).reason);
    }
  });

  it("filters by channel, category and search, and pages", async () => {
    expect((await list("channel=NET_JRF")).entries.map((e) => e.name)).toEqual(["Asha JRF", "Bala NET", "Chitra GATE"]);
    expect((await list("channel=ENTRANCE_TEST")).entries.map((e) => e.name)).toEqual(["Dev None", "Esha Expired"]);
    expect((await list("category=SC")).entries.map((e) => e.name)).toEqual(["Esha Expired"]);
    expect((await list("search=chitra")).entries.map((e) => e.name)).toEqual(["Chitra GATE"]);
    expect((await list(`search=${netOnly.app.applicationId}`)).entries.map((e) => e.name)).toEqual(["Bala NET"]);
    const page2 = await list("limit=2&page=2");
    expect(page2.entries.map((e) => e.name)).toEqual(["Chitra GATE", "Dev None"]);
    expect(page2.pagination).toMatchObject({ total: 5, totalPages: 3, currentPage: 2 });
    expect((await list("limit=2&page=3")).entries.map((e) => e.name)).toEqual(["Esha Expired"]);
    // Every page, read from either end, is its slice of the whole list, with and without a filter.
    for (const filter of ["", "channel=NET_JRF&"]) {
      const whole = (await list(`${filter}limit=100`)).entries.map((e) => e.id);
      for (const limit of [1, 2, 3])
        for (let page = 1; page <= Math.ceil(whole.length / limit); page++)
          expect((await list(`${filter}limit=${limit}&page=${page}`)).entries.map((e) => e.id)).toEqual(
            whole.slice((page - 1) * limit, page * limit),
          );
    }
  });

  it("refuses those who do not decide for the department, and bad queries", async () => {
    const url = `/api/rounds/${roundId()}/shortlist?department=${encodeURIComponent(D)}`;
    expect((await call("GET", url, staff.otherCoordinator)).statusCode).toBe(403);
    expect((await call("GET", url, staff.accounts)).statusCode).toBe(403);
    expect((await call("GET", url, jrf.token)).statusCode).toBe(403);
    expect((await call("GET", url, null)).statusCode).toBe(401);
    expect((await call("GET", url, staff.admin)).statusCode).toBe(200);
    expect((await call("GET", `/api/rounds/${roundId()}/shortlist`, staff.coordinator)).statusCode).toBe(400);
    expect((await call("GET", `${url}&channel=PHONE`, staff.coordinator)).statusCode).toBe(400);
    const missing = `/api/rounds/00000000-0000-4000-8000-000000000000/shortlist?department=${encodeURIComponent(D)}`;
    expect((await call("GET", missing, staff.coordinator)).statusCode).toBe(404);
  });
});

describe("shortlist decisions", () => {
  const decisionOf = async (token: string) =>
    (await call("GET", "/api/application", token)).json().applications[0].shortlist;

  it("shortlists the chosen applications: audited, one mail each, shown to the candidate", async () => {
    const res = await decide({ decision: "SHORTLISTED", applicationIds: [jrf.app.id, none.app.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: "2 applications updated.", data: { updated: 2 } });
    expect((await list("decision=SHORTLISTED")).entries.map((e) => e.name)).toEqual(["Asha JRF", "Dev None"]);
    expect((await list("")).counts).toEqual({ pending: 3, shortlisted: 2, notShortlisted: 0 });

    expect(await decisionOf(jrf.token)).toMatchObject({
      decision: "SHORTLISTED",
      label: "Shortlisted for the interview",
      channel: "NET_JRF",
    });
    const full = await call("GET", `/api/application/entire/${none.app.id}`, none.token);
    expect(full.json().data.application.shortlist).toMatchObject({ label: "Shortlisted for the entrance test" });

    const audits = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, "application.shortlist"));
    expect(audits.map((a) => [a.subjectId, a.fromStatus, a.toStatus]).sort()).toEqual(
      [
        [jrf.app.id, "PENDING", "SHORTLISTED"],
        [none.app.id, "PENDING", "SHORTLISTED"],
      ].sort(),
    );
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.template, "shortlist"));
    expect(mails.map((m) => m.to).sort()).toEqual([jrf.user.email, none.user.email].sort());
    const toNone = defined(mails.find((m) => m.to === none.user.email));
    expect(toNone.subject).toBe(`Shortlisted: ${none.app.applicationId}`);
    expect(toNone.text).toContain(`Application ${none.app.applicationId} (${D}): Shortlisted for the entrance test.`);

    // The same decision again changes nothing and mails no one.
    const again = await decide({ decision: "SHORTLISTED", applicationIds: [jrf.app.id] });
    expect(again.json().data.updated).toBe(0);
    expect(await t.ctx.db.$count(mailOutbox, eq(mailOutbox.template, "shortlist"))).toBe(2);
  });

  it("'not shortlisted' needs a reason, which the candidate reads", async () => {
    const noReason = await decide({ decision: "NOT_SHORTLISTED", applicationIds: [netOnly.app.id] });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe("Give the reason for not shortlisting.");
    const res = await decide({
      decision: "NOT_SHORTLISTED",
      reason: "PG marks below the department's minimum",
      applicationIds: [netOnly.app.id],
    });
    expect(res.statusCode).toBe(200);
    expect(await decisionOf(netOnly.token)).toMatchObject({
      decision: "NOT_SHORTLISTED",
      label: "Not shortlisted",
      reason: "PG marks below the department's minimum",
    });
  });

  it("refuses unverified, other departments' and unknown applications, and changes nothing", async () => {
    const before = await list("");
    const unverified = await decide({ decision: "SHORTLISTED", applicationIds: [gateValid.app.id, pending.app.id] });
    expect(unverified.statusCode).toBe(409);
    expect(unverified.json().message).toBe(
      `Only verified applications can be decided on: ${pending.app.applicationId} is not verified.`,
    );
    const foreign = await decide({ decision: "SHORTLISTED", applicationIds: [gateValid.app.id, elsewhere.app.id] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(`1 of the chosen applications is not in ${D} of this round.`);
    const unknown = await decide({ decision: "SHORTLISTED", applicationIds: ["00000000-0000-4000-8000-000000000000"] });
    expect(unknown.statusCode).toBe(400);
    expect((await decide({ decision: "SHORTLISTED" })).statusCode).toBe(400);
    expect(
      (await decide({ decision: "SHORTLISTED", applicationIds: [gateValid.app.id], allMatching: {} })).statusCode,
    ).toBe(400);
    expect(
      (await decide({ decision: "SHORTLISTED", applicationIds: [gateValid.app.id] }, staff.otherCoordinator))
        .statusCode,
    ).toBe(403);
    expect(
      (await decide({ decision: "SHORTLISTED", applicationIds: [gateValid.app.id] }, staff.accounts)).statusCode,
    ).toBe(403);
    expect(
      (await decide({ decision: "SHORTLISTED", applicationIds: [gateValid.app.id] }, gateValid.token)).statusCode,
    ).toBe(403);
    expect(await list("")).toEqual(before);
  });

  it("decides all that match the filters, verified only; a decision keeps its channel when the rules change", async () => {
    const res = await decide({ decision: "SHORTLISTED", allMatching: { channel: "NET_JRF", decision: "PENDING" } });
    expect(res.json().data.updated).toBe(1); // Chitra; Asha is already shortlisted, Bala is not shortlisted
    expect((await list("decision=SHORTLISTED")).entries.map((e) => e.name)).toEqual([
      "Asha JRF",
      "Chitra GATE",
      "Dev None",
    ]);

    const rules = {
      ...DEFAULT_SELECTION_RULES,
      channelRules: {
        ...DEFAULT_SELECTION_RULES.channelRules,
        GATE: { channel: "ENTRANCE_TEST", method: "TEST_AND_INTERVIEW" },
      },
    };
    expect((await call("PUT", `/api/rounds/${roundId()}/selection-rules`, staff.admin, rules)).statusCode).toBe(200);
    const chitra = defined((await list("")).entries.find((e) => e.name === "Chitra GATE"));
    expect(chitra.channel).toBe("NET_JRF");
    // Filtered by channel, a decision is found in the channel it was taken in, not today's.
    expect((await list("decision=SHORTLISTED&channel=NET_JRF")).entries.map((e) => e.name)).toEqual([
      "Asha JRF",
      "Chitra GATE",
    ]);
    expect((await list("channel=ENTRANCE_TEST")).entries.map((e) => e.name)).not.toContain("Chitra GATE");

    // Taking the decision back recomputes the channel by today's rules.
    const back = await decide({ decision: "PENDING", applicationIds: [gateValid.app.id] });
    expect(back.json().data.updated).toBe(1);
    const undecided = defined((await list("")).entries.find((e) => e.name === "Chitra GATE"));
    expect(undecided).toMatchObject({ decision: "PENDING", channel: "ENTRANCE_TEST", decidedAt: null });
    expect(await decisionOf(gateValid.token)).toBeNull();
    await call("PUT", `/api/rounds/${roundId()}/selection-rules`, staff.admin, DEFAULT_SELECTION_RULES);
  });

  it("a decided application that leaves 'Verified' stays in the list, flagged", async () => {
    await t.ctx.db
      .update(applications)
      .set({ status: "MODIFICATION_REQUESTED" })
      .where(eq(applications.id, none.app.id));
    const dev = defined((await list("")).entries.find((e) => e.name === "Dev None"));
    expect(dev).toMatchObject({ decision: "SHORTLISTED", isVerified: false });
    // Counted where it is listed: the total with no filter is the sum of the counts by decision
    // (read from the decisions' own index), and each decision's count is that filter's total.
    const all = await list("");
    const { pending, shortlisted, notShortlisted } = all.counts;
    expect(all.pagination.total).toBe(all.entries.length);
    expect(all.pagination.total).toBe(pending + shortlisted + notShortlisted);
    expect((await list("&decision=SHORTLISTED")).pagination.total).toBe(shortlisted);
    expect((await list("&decision=PENDING")).pagination.total).toBe(pending);
    // A filter without a decision counts both sides once each: the verified and the decided ones.
    for (const filter of ["&search=dev", "&channel=ENTRANCE_TEST", "&channel=NET_JRF", "&search=a"]) {
      const filtered = await list(filter);
      expect(filtered.pagination.total, filter).toBe(filtered.entries.length);
      expect(filtered.entries.length, filter).toBeGreaterThan(0);
    }
    expect((await list("&search=dev")).entries.map((e) => e.name)).toEqual(["Dev None"]);
  });

  it("a closed round's shortlist is read, not changed", async () => {
    const other = (
      await call("POST", "/api/rounds", staff.admin, { name: "Closed shortlist round", applicationIdPrefix: "CSL" })
    ).json().data;
    await call("POST", `/api/rounds/${other.id}/close`, staff.admin);
    const res = await decide({ decision: "SHORTLISTED", allMatching: {} }, staff.admin, other.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'The admission round "Closed shortlist round" is closed: its shortlist can be read but not changed.',
    );
  });
});
