import { CATEGORIES, type Category, type DepartmentChannels } from "@phd/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  candidateWithCompleteProfile,
  firstRoundId,
  insertApplicationFor,
  publishFinalList,
  setRoundWindow,
} from "../../test/factories.ts";
import { bearer, tokenFor, useTestApp, useTokens } from "../../test/helpers.ts";
import { pdfTextAsCopied as pdfText } from "../../test/pdf.ts";
import { offers, users } from "../db/schema.ts";

// The PDFs in the reader's language (decision 035): the application PDF, call letter and offer
// letter in the candidate's stored language, whoever downloads them; the merit list in the
// requester's Accept-Language. Latin text typed by people (names, ids) stays as typed.

const D = "Civil Engineering";
const DAY = 86_400_000;
const t = useTestApp();
const { tokens } = useTokens(t, {
  admin: "admin",
  coordinator: { role: "coordinator", departments: [D] },
});
let roundId: string;

type Method = "GET" | "POST" | "PUT";
const call = (method: Method, url: string, token: string | null, payload?: object, headers: object = {}) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(payload ? { payload } : {}),
  });

/** The text of the PDF a GET of `url` answers (200). */
const pdfOf = async (url: string, token: string, headers: object = {}) => {
  const res = await call("GET", url, token, undefined, headers);
  expect(res.statusCode, res.body).toBe(200);
  return pdfText(res.rawPayload);
};

/**
 * Devanagari is drawn in visual order (ि before its consonant, a reph after its syllable), but each
 * run carries its text as /ActualText, so the extracted words are the words as written. Only line
 * breaks and spaces are left out of the comparison (a wrapped line).
 */
const skeleton = (s: string) => s.replace(/\s+/g, "");
const expectWords = (text: string, words: string[]) => {
  for (const w of words) expect(skeleton(text), w).toContain(skeleton(w));
};

const zeros = () => Object.fromEntries(CATEGORIES.map((k) => [k, 0])) as Record<Category, number>;
const SEATS: DepartmentChannels = {
  NET_JRF: { total: 0, seats: zeros(), disabilitySeats: zeros() },
  ENTRANCE_TEST: { total: 1, seats: { ...zeros(), OPEN_GENERAL: 1 }, disabilitySeats: zeros() },
};

/** A verified applicant of D whose account language is `language` (set by PUT /api/account/language). */
async function applicant(name: string, language: "en" | "hi" | "mr") {
  const user = await candidateWithCompleteProfile(t.ctx, { name });
  const token = await tokenFor(t.ctx, user);
  const res = await call("PUT", "/api/account/language", token, { language });
  expect(res.statusCode, res.body).toBe(200);
  const app = await insertApplicationFor(t.ctx, user, { department: D, status: "VERIFIED" });
  return { user, app, token };
}
let marathi: Awaited<ReturnType<typeof applicant>>;
let english: Awaited<ReturnType<typeof applicant>>;
let offerIds: Record<string, string>;

beforeAll(async () => {
  roundId = await firstRoundId(t, tokens.admin);
  await setRoundWindow(t.ctx, roundId, { opensAt: null, closesAt: new Date(Date.now() + 10 * DAY) });
  marathi = await applicant("Asha Patil", "mr");
  english = await applicant("Bala Rao", "en");

  // Both shortlisted and given a test slot (the call letters) …
  const shortlist = await call("POST", `/api/rounds/${roundId}/shortlist`, tokens.coordinator, {
    department: D,
    decision: "SHORTLISTED",
    allMatching: {},
  });
  expect(shortlist.json().data?.updated, shortlist.body).toBe(2);
  const slot = await call("POST", `/api/rounds/${roundId}/slots`, tokens.coordinator, {
    department: D,
    kind: "TEST",
    startsAt: new Date(Math.ceil(Date.now() / DAY + 20) * DAY + 10 * 3_600_000).toISOString(),
    durationMinutes: 90,
    mode: "IN_PERSON",
    venue: "Examination Hall 2",
    capacity: 2,
  });
  expect(slot.statusCode, slot.body).toBe(201);
  const placed = await call("POST", `/api/rounds/${roundId}/slots/auto-assign`, tokens.coordinator, {
    department: D,
    kind: "TEST",
  });
  expect(placed.json().data.assigned).toBe(2);

  // … and a final list with Asha on the open seat and Bala waitlisted, then the offers (the letters).
  await publishFinalList(t.ctx, {
    roundId,
    department: D,
    seats: SEATS,
    lines: [
      { applicationId: marathi.app.id, category: "OPEN_GENERAL", status: "ALLOTTED", rank: 1 },
      { applicationId: english.app.id, category: "OPEN_GENERAL", status: "WAITLISTED", rank: 2 },
    ],
  });
  const issued = await call("POST", `/api/rounds/${roundId}/offers`, tokens.admin, {
    department: D,
    deadline: new Date(Date.now() + 5 * DAY).toISOString(),
  });
  expect(issued.statusCode, issued.body).toBe(200);
  offerIds = Object.fromEntries(
    (await t.ctx.db.select().from(offers)).map((o) => [o.applicationId, o.id] as [string, string]),
  );
}, 60_000);

describe("the candidate's documents in the candidate's language", () => {
  it("the application PDF is in Marathi for a Marathi candidate, for the candidate and for staff alike", async () => {
    for (const token of [marathi.token, tokens.coordinator]) {
      const text = await pdfOf(`/api/application/download/${marathi.app.id}`, token);
      expectWords(text, [
        "PhD अर्ज",
        "अर्ज आयडी",
        "वैयक्तिक तपशील",
        "जन्मतारीख",
        "शुल्काचा तपशील",
        "कागदपत्रे",
        "स्त्री", // Female
        "खुला", // the category, from the vocabulary
        "UTR/DU क्रमांक",
      ]);
      // What the candidate typed, and the ids, stay in Latin letters.
      for (const latin of ["Asha Patil", marathi.app.applicationId, "UTR12345678", "12 College Road, Pune"])
        expect(text).toContain(latin);
      expect(text).not.toContain("PhD Application");
    }
  });

  it("the call letter is in Marathi for a Marathi candidate, in English for an English one", async () => {
    const text = await pdfOf(`/api/application/${marathi.app.id}/call-letter/test`, tokens.coordinator);
    expectWords(text, [
      "बोलावणे पत्र: प्रवेश परीक्षा",
      "उमेदवार",
      "ठिकाण",
      "90 मिनिटे",
      "सूचना",
      // The default instructions are the portal's own text: translated too.
      "वर दिलेल्या वेळेच्या 30 मिनिटे आधी हजर व्हा",
    ]);
    for (const latin of ["Asha Patil", marathi.app.applicationId, D, "Examination Hall 2"])
      expect(text).toContain(latin);

    const en = await pdfText(
      (await call("GET", `/api/application/${english.app.id}/call-letter/test`, english.token)).rawPayload,
    );
    for (const words of [
      "Call Letter: Entrance test",
      "Bala Rao",
      "90 minutes",
      "Report 30 minutes before the time above",
    ])
      expect(en).toContain(words);
  });

  it("the offer letter is in Marathi for a Marathi candidate, whoever downloads it", async () => {
    for (const token of [marathi.token, tokens.coordinator]) {
      const text = await pdfOf(`/api/offers/${offerIds[marathi.app.id]}/letter`, token);
      expectWords(text, [
        "प्रवेश प्रस्ताव",
        "प्रिय Asha Patil",
        "अंतिम गुणवत्ता यादीनुसार",
        "उत्तर देण्याची अंतिम मुदत",
        "हजर होण्याबाबत सूचना",
        "सोबत आणायची कागदपत्रे",
        "पासपोर्ट आकाराची दोन छायाचित्रे",
      ]);
      for (const latin of ["Asha Patil", marathi.app.applicationId, D, "₹25,000.00"]) expect(text).toContain(latin);
    }
  });

  it("follows the candidate's language when it changes", async () => {
    await t.ctx.db.update(users).set({ language: "hi" }).where(eq(users.id, marathi.user.id));
    const text = await pdfText(
      (await call("GET", `/api/application/download/${marathi.app.id}`, tokens.admin)).rawPayload,
    );
    expectWords(text, ["PhD आवेदन", "आवेदन आईडी", "व्यक्तिगत विवरण", "शुल्क विवरण"]);
    expect(text).toContain("Asha Patil");
    await t.ctx.db.update(users).set({ language: "mr" }).where(eq(users.id, marathi.user.id));
  });
});

describe("the merit list in the requester's language", () => {
  const url = () =>
    `/api/rounds/${roundId}/merit/export.pdf?department=${encodeURIComponent(D)}&channel=ENTRANCE_TEST&stage=FINAL`;

  it("is in Hindi for Accept-Language: hi, the names as typed", async () => {
    const text = await pdfOf(url(), tokens.coordinator, { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" });
    expectWords(text, [
      "अंतिम मेरिट सूची",
      "लागू नियम",
      "सीटों का आवंटन कैसे होता है",
      "अभ्यर्थी (2)",
      "रैंक",
      "समग्र अंक",
      "सामान्य सीट", // the outcome, from the shared vocabulary
      "प्रतीक्षा सूची में स्थान 2",
    ]);
    for (const latin of ["Asha Patil", "Bala Rao", D, "PwD"]) expect(text).toContain(latin);
  });

  it("is in English without the header (the candidate's own language does not matter)", async () => {
    const text = await pdfText((await call("GET", url(), tokens.coordinator)).rawPayload);
    for (const words of [
      "Final merit list",
      "Rules applied",
      "How seats are allotted",
      "Candidates (2)",
      "General seat",
    ])
      expect(text).toContain(words);
  });
});
