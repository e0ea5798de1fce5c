import { CATEGORIES, type Category, type DepartmentChannels, formatDateTime, type Language } from "@phd/shared";
import { and, eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  firstRoundId,
  publishFinalList,
  type SelectionApplicant,
  setRoundWindow,
  verifiedApplicant,
} from "../../test/factories.ts";
import {
  bearer,
  buildTestApp,
  defined,
  type SmtpSink,
  startSmtpSink,
  type TestApp,
  tokenAs,
} from "../../test/helpers.ts";
import { documents, mailOutbox } from "../db/schema.ts";
import { type MailTransport, smtpTransport } from "./transport.ts";

// Every mail goes out in its recipient's language (decision 035): the candidate's account says
// Marathi or English, whoever acts (a coordinator, the admin) and in whatever language they work.
// Each mail is sent by the app's own worker to a real SMTP server and read there.

const D = "Chemistry";
const ZONE = "Asia/Kolkata";
const DAY = 86_400_000;
const REMARKS = "Signature is cut off"; // typed by the coordinator: never translated

/** What each language's mails say, given the facts of the candidate's application. */
const CASES: {
  language: Language;
  name: string;
  greeting: string;
  shortlist: (id: string) => { subject: string; text: string };
  callLetter: (id: string, when: string) => { subject: string; text: string[] };
  offer: (id: string, deadline: string) => { subject: string; text: string[] };
  review: (id: string) => { subject: string; text: string[] };
}[] = [
  {
    language: "mr",
    name: "Asha Kulkarni",
    greeting: "प्रिय Asha Kulkarni,",
    shortlist: (id) => ({ subject: `शॉर्टलिस्ट केले: ${id}`, text: `अर्ज ${id} (${D}): प्रवेश परीक्षेसाठी शॉर्टलिस्ट केले.` }),
    callLetter: (id, when) => ({
      subject: `बोलावणे पत्र: प्रवेश परीक्षा ${when} रोजी (${id})`,
      text: [
        `आपल्याला ${D} च्या प्रवेश परीक्षेसाठी (अर्ज ${id}) बोलावण्यात आले आहे:`,
        `दिनांक आणि वेळ: ${when} (120 मिनिटे)`,
        "स्थळ: Examination Hall 2, Main Building",
      ],
    }),
    offer: (id, deadline) => ({
      subject: `प्रवेश प्रस्ताव: ${id} (${D})`,
      text: [
        `आपल्याला ${D} मध्ये एका जागेचा प्रस्ताव देण्यात आला आहे (अर्ज ${id}).`,
        `${deadline} पर्यंत पोर्टलवर तो स्वीकारा किंवा नाकारा;`,
      ],
    }),
    review: (id) => ({
      subject: "बदलांची विनंती: स्वाक्षरी",
      text: [`• स्वाक्षरी: ${REMARKS}`, `अर्ज ${id} (${D}) ची सद्यस्थिती: दुरुस्ती आवश्यक.`],
    }),
  },
  {
    language: "en",
    name: "Bala Deshmukh",
    greeting: "Dear Bala Deshmukh,",
    shortlist: (id) => ({
      subject: `Shortlisted: ${id}`,
      text: `Application ${id} (${D}): Shortlisted for the entrance test.`,
    }),
    callLetter: (id, when) => ({
      subject: `Call letter: Entrance test on ${when} (${id})`,
      text: [
        `You are called for the entrance test of ${D} (application ${id}):`,
        `Date and time: ${when} (120 minutes)`,
        "Venue: Examination Hall 2, Main Building",
      ],
    }),
    offer: (id, deadline) => ({
      subject: `Offer of admission: ${id} (${D})`,
      text: [
        `You are offered a seat in ${D} (application ${id}).`,
        `Accept or decline it on the portal by ${deadline};`,
      ],
    }),
    review: (id) => ({
      subject: "Changes requested: Signature",
      text: [`• Signature: ${REMARKS}`, `Application ${id} (${D}) is now: Modification Required.`],
    }),
  },
];

let t: TestApp;
let sink: SmtpSink;
let transport: MailTransport;
let admin: string;
let coordinator: string;
let roundId: string;
const applicants = new Map<Language, SelectionApplicant>();
const applicantOf = (language: Language) => defined(applicants.get(language), `the ${language} candidate`);

type Method = "GET" | "POST" | "PUT";
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** Sends what is queued through the app's worker and answers the mail the candidate got of that template. */
async function delivered(language: Language, subject: string): Promise<ParsedMail> {
  while ((await t.ctx.mailWorker.runOnce()) > 0) {
    /* until nothing is due */
  }
  const email = applicantOf(language).user.email;
  const stuck = await t.ctx.db
    .select({ subject: mailOutbox.subject, lastError: mailOutbox.lastError })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.status, "pending")));
  expect(stuck, "nothing left undelivered").toEqual([]);
  return sink.waitFor((m) => m.subject === subject && (Array.isArray(m.to) ? m.to[0] : m.to)?.text === email);
}

/** The mail as the candidate reads it: the greeting, then every line expected, in text and in HTML. */
function expectMail(mail: ParsedMail, greeting: string, lines: string[]) {
  for (const line of [greeting, ...lines]) {
    expect(mail.text).toContain(line);
    expect(mail.html || "").toContain(line.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#39;"));
  }
}

/** Each candidate's mail with a letter (a call letter, an offer), its date in their language, the PDF attached. */
async function expectLetterMails(letter: "callLetter" | "offer", at: string | Date) {
  for (const c of CASES) {
    const id = applicantOf(c.language).app.applicationId;
    const want = c[letter](id, formatDateTime(at, ZONE, c.language));
    const mail = await delivered(c.language, want.subject);
    expectMail(mail, c.greeting, want.text);
    expect(mail.attachments.map((a) => a.contentType)).toEqual(["application/pdf"]);
  }
}

beforeAll(async () => {
  sink = await startSmtpSink();
  transport = smtpTransport(sink.url, "PhD Admissions <no-reply@test.local>");
  t = await buildTestApp({ mailTransport: transport });
  // The staff work in English (their accounts' language): the mails follow the candidates' accounts.
  admin = await tokenAs(t.ctx, "admin");
  coordinator = await tokenAs(t.ctx, "coordinator", [D]);
  roundId = await firstRoundId(t, admin);
  // Applications close in ten days; slots may be set from now until a year after that.
  await setRoundWindow(t.ctx, roundId, { opensAt: null, closesAt: new Date(Date.now() + 10 * DAY) });
  for (const c of CASES) {
    const applicant = await verifiedApplicant(t.ctx, { department: D, name: c.name });
    // The candidate chooses the account's language as on the web (the switcher).
    const res = await call("PUT", "/api/account/language", applicant.token, { language: c.language });
    expect(res.statusCode, res.body).toBe(200);
    applicants.set(c.language, applicant);
  }
}, 60_000);

afterAll(async () => {
  await t?.close();
  transport?.close();
  await sink?.stop();
});

describe("mails in the candidate's language", () => {
  it("the shortlist decision", async () => {
    const res = await call("POST", `/api/rounds/${roundId}/shortlist`, coordinator, {
      department: D,
      decision: "SHORTLISTED",
      applicationIds: CASES.map((c) => applicantOf(c.language).app.id),
    });
    expect(res.json().data?.updated, res.body).toBe(CASES.length);
    for (const c of CASES) {
      const id = applicantOf(c.language).app.applicationId;
      const want = c.shortlist(id);
      expectMail(await delivered(c.language, want.subject), c.greeting, [want.text]);
    }
  });

  it("the call letter of an entrance-test slot, its date in the candidate's language", async () => {
    const startsAt = new Date(Math.ceil(Date.now() / DAY + 20) * DAY + 10 * 3_600_000).toISOString();
    const slot = await call("POST", `/api/rounds/${roundId}/slots`, coordinator, {
      department: D,
      kind: "TEST",
      startsAt,
      durationMinutes: 120,
      mode: "IN_PERSON",
      venue: "Examination Hall 2, Main Building",
      capacity: CASES.length,
    });
    expect(slot.statusCode, slot.body).toBe(201);
    const moved = await call("POST", `/api/rounds/${roundId}/slots/move`, coordinator, {
      department: D,
      kind: "TEST",
      applicationIds: CASES.map((c) => applicantOf(c.language).app.id),
      slotId: slot.json().data.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // Marathi months, Latin digits: not the English words.
    expect(formatDateTime(startsAt, ZONE, "mr")).not.toBe(formatDateTime(startsAt, ZONE, "en"));
    await expectLetterMails("callLetter", startsAt);
  });

  it("the offer of admission, its deadline in the candidate's language", async () => {
    const zeros = () => Object.fromEntries(CATEGORIES.map((k) => [k, 0])) as Record<Category, number>;
    const seats: DepartmentChannels = {
      NET_JRF: { total: 0, seats: zeros(), disabilitySeats: zeros() },
      ENTRANCE_TEST: { total: 2, seats: { ...zeros(), OPEN_GENERAL: 2 }, disabilitySeats: zeros() },
    };
    await publishFinalList(t.ctx, {
      roundId,
      department: D,
      seats,
      lines: CASES.map((c, i) => ({
        applicationId: applicantOf(c.language).app.id,
        category: "OPEN_GENERAL" as const,
        status: "ALLOTTED" as const,
        rank: i + 1,
      })),
    });
    const deadline = new Date(Date.now() + 5 * DAY).toISOString();
    const res = await call("POST", `/api/rounds/${roundId}/offers`, admin, { department: D, deadline });
    expect(res.statusCode, res.body).toBe(200);
    await expectLetterMails("offer", deadline);
  });

  it("a review notice: a document sent back with the coordinator's remarks as typed", async () => {
    for (const c of CASES) {
      const { user, app } = applicantOf(c.language);
      const [signature] = await t.ctx.db
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.userId, user.id), eq(documents.documentType, "signature")));
      const res = await call("POST", "/api/coordinator/request-modification", coordinator, {
        documentId: defined(signature, "the signature").id,
        remarks: REMARKS,
      });
      expect(res.statusCode, res.body).toBe(200);
      const want = c.review(app.applicationId);
      expectMail(await delivered(c.language, want.subject), c.greeting, want.text);
    }
  });
});
