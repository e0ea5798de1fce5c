import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  type ApplicationFacts,
  auditEventText,
  checkUploadFile,
  formatFileSize,
  MAX_UPLOAD_BYTES,
  type NextStepFacts,
  nextStep,
  type ProfileFacts,
  type SectionFacts,
  sopDocumentKey,
  type Translate,
  uploadRuleText,
} from "@phd/shared";
import i18next from "i18next";
import { describe, expect, it } from "vitest";

// The sentences the shared modules word with the `t` the web gives them (next step, audit lines,
// upload messages), read in Hindi and Marathi from the web's catalogues as a page shows them: the
// module's namespace, with the shared `vocabulary` beside it for the labels it names.
const here = path.dirname(fileURLToPath(import.meta.url));
const read = (file: string) => JSON.parse(readFileSync(file, "utf8"));
function wordsIn(language: "hi" | "mr", namespace: "common" | "candidate" | "staff"): Translate {
  const instance = i18next.createInstance();
  void instance.init({
    resources: {
      [language]: {
        [namespace]: read(path.join(here, language, `${namespace}.json`)),
        vocabulary: read(path.join(here, "../../../../packages/shared/src/locales", language, "vocabulary.json")),
      },
    },
    lng: language,
    ns: [namespace, "vocabulary"],
    defaultNS: namespace,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance.getFixedT(language, namespace);
}

const section = (status = "PENDING"): SectionFacts => ({ isCompleted: true, verification: { status }, documents: {} });
const unsaved: SectionFacts = { isCompleted: false, verification: { status: "PENDING" }, documents: {} };
const EMPTY: ProfileFacts = {
  personalDetails: unsaved,
  academicsUG: unsaved,
  academicsPG: unsaved,
  entranceDetails: unsaved,
};
const COMPLETE: ProfileFacts = {
  personalDetails: section(),
  academicsUG: section(),
  academicsPG: section(),
  entranceDetails: section(),
};
const app = (verificationStatus: string, over: Partial<ApplicationFacts> = {}): ApplicationFacts => ({
  id: "0b8f8a4e-1111-4c4c-8888-000000000001",
  applicationId: "PHD001",
  department: "Computer Engineering",
  applicationType: "REGULAR",
  verificationStatus,
  ...over,
});
const facts = (over: Partial<NextStepFacts> = {}): NextStepFacts => ({
  profile: COMPLETE,
  applications: [],
  documents: {},
  admissionsOpen: true,
  ...over,
});
const sopFlagged = { [sopDocumentKey("Computer Engineering", "REGULAR")]: { status: "MODIFICATION_REQUESTED" } };

describe("nextStep in the reader's language (the `candidate` catalogue; sections and documents from the `vocabulary`)", () => {
  it.each([
    [
      "hi",
      facts({ profile: { ...EMPTY, personalDetails: section() } }),
      "अपनी प्रोफ़ाइल आगे भरें",
      "4 में से 1 खंड सहेजे गए। अगला: UG शैक्षणिक विवरण।",
      "UG शैक्षणिक विवरण भरना जारी रखें",
    ],
    [
      "hi",
      facts({ applications: [app("PENDING"), app("PENDING", { applicationId: "PHD002" })] }),
      "समीक्षा की प्रतीक्षा करें",
      "2 आवेदनों की समीक्षा हो रही है।",
      "मेरे आवेदन देखें",
    ],
    [
      "mr",
      facts({ profile: { ...EMPTY, personalDetails: section() }, admissionsOpen: false }),
      "आपली प्रोफाइल पुढे भरा",
      "4 पैकी 1 भाग जतन केले. पुढील: UG शैक्षणिक तपशील. सध्या प्रवेश बंद आहेत, परंतु आपण आपली प्रोफाइल तयार करू शकता.",
      "UG शैक्षणिक तपशील भरणे सुरू ठेवा",
    ],
    [
      "mr",
      facts({
        applications: [app("MODIFICATION_REQUESTED")],
        documents: sopFlagged,
      }),
      "जे चिन्हांकित केले आहे ते दुरुस्त करा",
      "तपासनीसांनी 1 मुद्द्यात बदल करण्यास सांगितले आहे. ते उघडा, शेरा वाचा, चिन्हांकित कागदपत्रे बदला",
      "अर्ज PHD001 (Computer Engineering) येथे जा",
    ],
  ] as const)("%s: %s", (language, f, title, description, action) => {
    const step = nextStep(f, wordsIn(language, "candidate"));
    expect(step.title).toBe(title);
    expect(step.description.startsWith(description), step.description).toBe(true);
    expect(step.action?.label).toBe(action);
  });

  it("names the flagged document in the vocabulary's words", () => {
    const step = nextStep(
      facts({
        applications: [app("MODIFICATION_REQUESTED")],
        documents: sopFlagged,
      }),
      wordsIn("hi", "candidate"),
    );
    expect(step.flagged).toEqual([
      { label: "आवेदन PHD001 (Computer Engineering)", items: ["उद्देश्य-कथन (SOP)"], href: expect.any(String) },
    ]);
  });
});

describe("auditEventText in the reader's language (the `staff` catalogue; roles from the `vocabulary`)", () => {
  it.each([
    ["hi", "document.verify", "accountSectionCoordinator", "लेखा अनुभाग समन्वयक द्वारा दस्तावेज़ सत्यापित किया गया"],
    ["hi", "profile.section.status", null, "हटाए गए खाते द्वारा प्रोफ़ाइल खंड सत्यापित किया गया"],
    ["mr", "document.verify", "accountSectionCoordinator", "लेखा शाखा समन्वयक यांनी कागदपत्र पडताळले"],
    ["mr", "offer.admit", "admin", "प्रशासक यांनी उमेदवाराला प्रवेश दिला"],
  ] as const)("%s: %s by %s → %j", (language, action, role, expected) => {
    const actor = role ? { role } : null;
    expect(auditEventText({ action, toStatus: "VERIFIED", actor }, wordsIn(language, "staff"))).toBe(expected);
  });
});

describe("the upload messages in the reader's language (the `common` catalogue)", () => {
  it.each([
    [
      "hi",
      "512 बाइट",
      "PDF, JPG या PNG, अधिकतम 5 MB",
      '"a.pdf" का आकार 900 KB है, जो 820 KB की सीमा से अधिक है। छोटी फ़ाइल चुनें।',
    ],
    [
      "mr",
      "512 बाइट",
      "PDF, JPG किंवा PNG, कमाल 5 MB",
      '"a.pdf" चा आकार 900 KB आहे, जो 820 KB मर्यादेपेक्षा जास्त आहे. लहान फाइल निवडा.',
    ],
  ] as const)("%s", (language, bytes, rule, tooLarge) => {
    const t = wordsIn(language, "common");
    expect(formatFileSize(512, t)).toBe(bytes);
    expect(uploadRuleText(MAX_UPLOAD_BYTES, t)).toBe(rule);
    expect(checkUploadFile({ name: "a.pdf", type: "application/pdf", size: 900 * 1024 }, 820 * 1024, t)).toBe(tooLarge);
  });
});
