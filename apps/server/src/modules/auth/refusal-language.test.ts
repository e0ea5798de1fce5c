import { DEFAULT_RESERVATION, REFUSAL_CODES, splitSeats } from "@phd/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, createUser, multipartForm, nextTestIp, tokenAs, useTestApp } from "../../../test/helpers.ts";

// Every refusal in the reader's language (decision 035): its message and its field errors follow the
// request's Accept-Language, through the `validation` catalogue; a message with values keeps them
// (a prefix, a round's name: never translated). English stays the words the code says.
const t = useTestApp();
/** The signed-in askers of the cases, by role (each a new user). */
const tokens = { admin: "", coordinator: "", candidate: "" };
let roundId: string;
beforeAll(async () => {
  tokens.admin = await tokenAs(t.ctx, "admin");
  tokens.coordinator = await tokenAs(t.ctx, "coordinator", ["Chemistry"]);
  const rounds = await t.app.inject({ url: "/api/rounds", headers: bearer(tokens.admin) });
  roundId = rounds.json().data[0].id;
  tokens.candidate = await tokenAs(t.ctx, "candidate");
  await createUser(t.ctx, { role: "accountSectionCoordinator", email: "taken-accounts@test.local" });
});

const round = (over: object = {}) => ({
  name: "PhD Admissions 2031-32",
  applicationIdPrefix: "NEW31",
  admissionWindow: { opensAt: "2031-06-01T10:00:00+05:30", closesAt: "2031-06-30T17:00:00+05:30" },
  ...over,
});

type Ask = (language: string) => Promise<{ statusCode: number; json: () => Record<string, unknown> }>;
/** A request made in each language, as `who` (signed out when null); a function address is read when it is made. */
const ask =
  (
    method: "GET" | "POST" | "PATCH" | "PUT",
    url: string | (() => string),
    who: keyof typeof tokens | null,
    payload?: object | (() => object),
  ): Ask =>
  (language) =>
    t.app.inject({
      method,
      url: typeof url === "function" ? url() : url,
      remoteAddress: nextTestIp(),
      headers: { ...(who ? bearer(tokens[who]) : {}), ...(language ? { "accept-language": language } : {}) },
      ...(payload ? { payload: typeof payload === "function" ? payload() : payload } : {}),
    });

/** Application ids no round has. */
const unknownIds = (n: number) => Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`);
/** A shortlist decision on `n` applications that are not in Chemistry of the round. */
const decideUnknown = (n: number) =>
  ask("POST", () => `/api/rounds/${roundId}/shortlist`, "coordinator", {
    department: "Chemistry",
    decision: "SHORTLISTED",
    applicationIds: unknownIds(n),
  });

const cases: { what: string; ask: Ask; status: number; en: object; hi: object; mr: object }[] = [
  {
    what: "no sign-in (auth)",
    ask: ask("GET", "/api/rounds", null),
    status: 401,
    en: { message: "Please sign in to continue." },
    hi: { message: "आगे बढ़ने के लिए कृपया साइन इन करें।" },
    mr: { message: "पुढे जाण्यासाठी कृपया साइन इन करा." },
  },
  {
    what: "a templated refusal keeps its value (rounds)",
    ask: ask("POST", "/api/rounds", "admin", round({ applicationIdPrefix: "phd" })),
    status: 409,
    en: { message: "Another admission round already uses the prefix PHD. Choose another." },
    hi: { message: "एक अन्य प्रवेश चरण पहले से उपसर्ग PHD का उपयोग करता है। कोई दूसरा चुनें।" },
    mr: { message: "दुसरी प्रवेश फेरी आधीच उपसर्ग PHD वापरते. दुसरा निवडा." },
  },
  {
    what: "a zod field error with a limit (rounds)",
    ask: ask("POST", "/api/rounds", "admin", round({ name: "R".repeat(300) })),
    status: 400,
    en: {
      message: "Round name must be at most 120 characters",
      errors: { name: "Round name must be at most 120 characters" },
    },
    hi: { errors: { name: "चरण का नाम अधिकतम 120 वर्णों का होना चाहिए" } },
    mr: { errors: { name: "फेरीचे नाव जास्तीत जास्त 120 अक्षरांचे असावे" } },
  },
  {
    what: "a department refused, its name untranslated (shortlist)",
    ask: ask("GET", () => `/api/rounds/${roundId}/shortlist?department=Physics`, "coordinator"),
    status: 403,
    en: { message: "You do not review applications of Physics." },
    hi: { message: "आप Physics के आवेदनों की समीक्षा नहीं करते।" },
    mr: { message: "आपण Physics च्या अर्जांची छाननी करत नाही." },
  },
  {
    what: "a shared zod message (auth)",
    ask: ask("POST", "/api/candidate/login", null, { email: "", password: "" }),
    status: 400,
    en: { errors: { email: "Email is required" } },
    hi: { errors: { email: "ईमेल आवश्यक है" } },
    mr: { errors: { email: "ईमेल आवश्यक आहे" } },
  },
  {
    what: "a refusal the web acts on carries its code (profile)",
    ask: ask("PATCH", "/api/candidate/profile/academic-details-ug", "candidate", () =>
      multipartForm([], { degree: "B.E./ B.Tech", institute: "COEP" }),
    ),
    status: 400,
    en: {
      message: "Required documents missing: UG Marksheet, UG Degree Certificate",
      data: { code: REFUSAL_CODES.documentsMissing },
    },
    hi: {
      message: "आवश्यक दस्तावेज़ नहीं हैं: UG अंकतालिका, UG उपाधि प्रमाणपत्र",
      data: { code: REFUSAL_CODES.documentsMissing },
    },
    mr: {
      message: "आवश्यक कागदपत्रे नाहीत: UG गुणपत्रिका, UG पदवी प्रमाणपत्र",
      data: { code: REFUSAL_CODES.documentsMissing },
    },
  },
  {
    what: "a zod message with a field's label and a limit (profile)",
    ask: ask("PATCH", "/api/candidate/profile/academic-details-ug", "candidate", () =>
      multipartForm([], { degree: "B.E./ B.Tech", institute: "COEP", cgpa: "11" }),
    ),
    status: 400,
    en: { errors: { cgpa: "CGPA must be at most 10" } },
    hi: { errors: { cgpa: "CGPA अधिकतम 10 होना चाहिए" } },
    mr: { errors: { cgpa: "CGPA जास्तीत जास्त 10 असावे" } },
  },
  {
    what: "a refusal whose words depend on a count: one (shortlist)",
    ask: decideUnknown(1),
    status: 400,
    en: { message: "1 of the chosen applications is not in Chemistry of this round." },
    hi: { message: "चुने गए आवेदनों में से 1 इस चरण में Chemistry का नहीं है।" },
    mr: { message: "निवडलेल्या अर्जांपैकी 1 अर्ज या फेरीत Chemistry चा नाही." },
  },
  {
    what: "a refusal whose words depend on a count: several (shortlist)",
    ask: decideUnknown(3),
    status: 400,
    en: { message: "3 of the chosen applications are not in Chemistry of this round." },
    hi: { message: "चुने गए आवेदनों में से 3 इस चरण में Chemistry के नहीं हैं।" },
    mr: { message: "निवडलेल्या अर्जांपैकी 3 अर्ज या फेरीत Chemistry चे नाहीत." },
  },
  {
    what: "a refusal naming a label of the vocabulary, lower-case in English (staff)",
    ask: ask("POST", "/api/admin/create-account-coordinator", "admin", {
      name: "Taken Accounts",
      email: "taken-accounts@test.local",
    }),
    status: 409,
    en: { message: "This e-mail already belongs to an account (account section coordinator)." },
    hi: { message: "यह ईमेल पता पहले से एक खाते (लेखा अनुभाग समन्वयक) का है।" },
    mr: { message: "हा ईमेल पत्ता आधीच एका खात्याचा (लेखा शाखा समन्वयक) आहे." },
  },
];

describe("a refusal in the reader's language", () => {
  for (const c of [...cases, ...ruleCases])
    it(c.what, async () => {
      for (const [language, expected] of [
        ["", c.en],
        ["en-IN,en;q=0.9", c.en],
        ["hi-IN,hi;q=0.9,en;q=0.8", c.hi],
        ["mr", c.mr],
      ] as const) {
        const res = await c.ask(language);
        expect(res.statusCode, language).toBe(c.status);
        expect(res.json(), language).toMatchObject({ success: false, ...expected });
      }
    });
});

// A shared domain rule says its refusal through `sayNow`: English on the server, found again by its
// text and said with its values (a number; a vocabulary label) in the reader's language.
const DAY = 86_400_000;
const ruleCases: typeof cases = [
  {
    what: "a domain rule's refusal (slots)",
    ask: ask(
      "POST",
      () => `/api/rounds/${roundId}/slots`,
      "coordinator",
      () => ({
        department: "Chemistry",
        kind: "TEST",
        startsAt: new Date(Date.now() + 400 * DAY).toISOString(),
        durationMinutes: 60,
        mode: "IN_PERSON",
        venue: "Hall 1",
        capacity: 10,
      }),
    ),
    status: 400,
    en: { message: "A slot must start within 365 days of the round's closing; check the year." },
    hi: { message: "स्लॉट चरण के बंद होने के 365 दिनों के भीतर शुरू होना चाहिए; वर्ष जाँच लें।" },
    mr: { message: "स्लॉट फेरी बंद झाल्यानंतर 365 दिवसांच्या आत सुरू व्हावा; वर्ष तपासा." },
  },
];

// A successful answer's message too: a fixed one by its text, one with values by its route (`speak`).
describe("a success's message in the reader's language", () => {
  const successes: { what: string; ask: Ask; en: string; hi: string; mr: string }[] = [
    {
      what: "a fixed message (constants)",
      ask: ask("GET", "/api/constant/admissionsOpen", null),
      en: "Admissions are open",
      hi: "प्रवेश खुले हैं",
      mr: "प्रवेश सुरू आहेत",
    },
    {
      what: "a message with a value (seat matrix)",
      ask: ask("PUT", () => `/api/rounds/${roundId}/seat-matrix`, "admin", {
        department: "Chemistry",
        channels: {
          NET_JRF: { total: 2, ...splitSeats(2, DEFAULT_RESERVATION) },
          ENTRANCE_TEST: { total: 8, ...splitSeats(8, DEFAULT_RESERVATION) },
        },
      }),
      en: "Seats of Chemistry saved.",
      hi: "Chemistry की सीटें सहेजी गईं।",
      mr: "Chemistry च्या जागा जतन केल्या.",
    },
  ];
  for (const c of successes)
    it(c.what, async () => {
      for (const [language, expected] of [
        ["", c.en],
        ["hi", c.hi],
        ["mr-IN", c.mr],
      ] as const) {
        const res = await c.ask(language);
        expect(res.statusCode, language).toBe(200);
        expect(res.json(), language).toMatchObject({ success: true, message: expected });
      }
    });
});
