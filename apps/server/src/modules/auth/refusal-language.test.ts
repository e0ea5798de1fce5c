import { REFUSAL_CODES } from "@phd/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bearer,
  buildTestApp,
  createUser,
  multipartForm,
  nextTestIp,
  type TestApp,
  tokenFor,
} from "../../../test/helpers.ts";

// Every refusal in the reader's language (decision 035): its message and its field errors follow the
// request's Accept-Language, through the `validation` catalogue; a message with values keeps them
// (a prefix, a round's name: never translated). English stays the words the code says.
let t: TestApp;
let admin: string;
let coordinator: string;
let roundId: string;
let candidate: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await tokenFor(t.ctx, await createUser(t.ctx, { role: "admin" }));
  coordinator = await tokenFor(t.ctx, await createUser(t.ctx, { role: "coordinator", departments: ["Chemistry"] }));
  const rounds = await t.app.inject({ url: "/api/rounds", headers: bearer(admin) });
  roundId = rounds.json().data[0].id;
  candidate = await tokenFor(t.ctx, await createUser(t.ctx, { role: "candidate" }));
  await createUser(t.ctx, { role: "accountSectionCoordinator", email: "taken-accounts@test.local" });
});
afterAll(async () => {
  await t?.close();
});

const round = (over: object = {}) => ({
  name: "PhD Admissions 2031-32",
  applicationIdPrefix: "NEW31",
  admissionWindow: { opensAt: "2031-06-01T10:00:00+05:30", closesAt: "2031-06-30T17:00:00+05:30" },
  ...over,
});

type Ask = (language: string) => Promise<{ statusCode: number; json: () => Record<string, unknown> }>;
/** A request made in each language; the token and the address are read when it is made. */
const ask =
  (
    method: "GET" | "POST" | "PATCH",
    url: () => string,
    token: () => string | null,
    payload?: object | (() => object),
  ): Ask =>
  (language) => {
    const auth = token();
    return t.app.inject({
      method,
      url: url(),
      remoteAddress: nextTestIp(),
      headers: { ...(auth ? bearer(auth) : {}), ...(language ? { "accept-language": language } : {}) },
      ...(payload ? { payload: typeof payload === "function" ? payload() : payload } : {}),
    });
  };

/** Application ids no round has. */
const unknownIds = (n: number) => Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`);
/** A shortlist decision on `n` applications that are not in Chemistry of the round. */
const decideUnknown = (n: number) =>
  ask(
    "POST",
    () => `/api/rounds/${roundId}/shortlist`,
    () => coordinator,
    { department: "Chemistry", decision: "SHORTLISTED", applicationIds: unknownIds(n) },
  );

const cases: { what: string; ask: Ask; status: number; en: object; hi: object; mr: object }[] = [
  {
    what: "no sign-in (auth)",
    ask: ask(
      "GET",
      () => "/api/rounds",
      () => null,
    ),
    status: 401,
    en: { message: "Please sign in to continue." },
    hi: { message: "आगे बढ़ने के लिए कृपया साइन इन करें।" },
    mr: { message: "पुढे जाण्यासाठी कृपया साइन इन करा." },
  },
  {
    what: "a templated refusal keeps its value (rounds)",
    ask: ask(
      "POST",
      () => "/api/rounds",
      () => admin,
      round({ applicationIdPrefix: "phd" }),
    ),
    status: 409,
    en: { message: "Another admission round already uses the prefix PHD. Choose another." },
    hi: { message: "एक अन्य प्रवेश चरण पहले से उपसर्ग PHD का उपयोग करता है। कोई दूसरा चुनें।" },
    mr: { message: "दुसरी प्रवेश फेरी आधीच उपसर्ग PHD वापरते. दुसरा निवडा." },
  },
  {
    what: "a zod field error with a limit (rounds)",
    ask: ask(
      "POST",
      () => "/api/rounds",
      () => admin,
      round({ name: "R".repeat(300) }),
    ),
    status: 400,
    en: {
      message: "Round name must be at most 120 characters",
      errors: { name: "Round name must be at most 120 characters" },
    },
    hi: { errors: { name: "चरण का नाम अधिकतम 120 वर्णों का होना चाहिए" } },
    mr: { errors: { name: "फेरीचे नाव जास्तीत जास्त 120 वर्णांचे असावे" } },
  },
  {
    what: "a department refused, its name untranslated (shortlist)",
    ask: ask(
      "GET",
      () => `/api/rounds/${roundId}/shortlist?department=Physics`,
      () => coordinator,
    ),
    status: 403,
    en: { message: "You do not review applications of Physics." },
    hi: { message: "आप Physics के आवेदनों की समीक्षा नहीं करते।" },
    mr: { message: "आपण Physics च्या अर्जांची छाननी करत नाही." },
  },
  {
    what: "a shared zod message (auth)",
    ask: ask(
      "POST",
      () => "/api/candidate/login",
      () => null,
      { email: "", password: "" },
    ),
    status: 400,
    en: { errors: { email: "Email is required" } },
    hi: { errors: { email: "ईमेल आवश्यक है" } },
    mr: { errors: { email: "ईमेल आवश्यक आहे" } },
  },
  {
    what: "a refusal the web acts on carries its code (profile)",
    ask: ask(
      "PATCH",
      () => "/api/candidate/profile/academic-details-ug",
      () => candidate,
      () => multipartForm([], { degree: "B.E./ B.Tech", institute: "COEP" }),
    ),
    status: 400,
    en: {
      message: "Required documents missing: UG Marksheet, UG Degree Certificate",
      data: { code: REFUSAL_CODES.documentsMissing },
    },
    hi: {
      message: "आवश्यक दस्तावेज नहीं हैं: UG Marksheet, UG Degree Certificate",
      data: { code: REFUSAL_CODES.documentsMissing },
    },
    mr: {
      message: "आवश्यक कागदपत्रे नाहीत: UG Marksheet, UG Degree Certificate",
      data: { code: REFUSAL_CODES.documentsMissing },
    },
  },
  {
    what: "a zod message with a field's label and a limit (profile)",
    ask: ask(
      "PATCH",
      () => "/api/candidate/profile/academic-details-ug",
      () => candidate,
      () => multipartForm([], { degree: "B.E./ B.Tech", institute: "COEP", cgpa: "11" }),
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
    ask: ask(
      "POST",
      () => "/api/admin/create-account-coordinator",
      () => admin,
      { name: "Taken Accounts", email: "taken-accounts@test.local" },
    ),
    status: 409,
    en: { message: "A account section coordinator with this e-mail already exists." },
    hi: { message: "इस ईमेल पते वाला लेखा अनुभाग समन्वयक पहले से मौजूद है।" },
    mr: { message: "या ईमेल पत्त्याचा लेखा शाखा समन्वयक आधीच अस्तित्वात आहे." },
  },
];

describe("a refusal in the reader's language", () => {
  for (const c of cases)
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
