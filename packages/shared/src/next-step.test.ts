import { describe, expect, it } from "vitest";
import {
  type ApplicationFacts,
  flaggedPlaces,
  type NextStepFacts,
  type NextStepKind,
  nextStep,
  type ProfileFacts,
  profileProgress,
  profileSectionFromSearch,
  profileSectionPath,
  type SectionFacts,
} from "./next-step.ts";

const section = (status = "PENDING", documents: SectionFacts["documents"] = {}): SectionFacts => ({
  isCompleted: true,
  verification: { status },
  documents,
});
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

describe("nextStep: one call to action, first match wins", () => {
  it.each<[string, NextStepFacts, NextStepKind, string, string | null]>([
    [
      "no section rows at all",
      facts({ profile: {} }),
      "complete-profile",
      "Complete your profile",
      "/profile?section=personalDetails",
    ],
    [
      "sections present but none saved",
      facts({ profile: EMPTY }),
      "complete-profile",
      "Complete your profile",
      "/profile?section=personalDetails",
    ],
    [
      "nothing saved, admissions closed",
      facts({ profile: {}, admissionsOpen: false }),
      "complete-profile",
      "Complete your profile",
      "/profile?section=personalDetails",
    ],
    [
      "personal saved",
      facts({ profile: { ...EMPTY, personalDetails: section() } }),
      "continue-profile",
      "Continue your profile",
      "/profile?section=academicsUG",
    ],
    [
      "UG saved but not personal",
      facts({ profile: { ...EMPTY, academicsUG: section() } }),
      "continue-profile",
      "Continue your profile",
      "/profile?section=personalDetails",
    ],
    [
      "three of four saved",
      facts({ profile: { ...COMPLETE, entranceDetails: null } }),
      "continue-profile",
      "Continue your profile",
      "/profile?section=entranceDetails",
    ],
    ["complete, no application, open", facts(), "apply", "Apply to a department", "/apply-to-department"],
    [
      "complete, no application, closed",
      facts({ admissionsOpen: false }),
      "admissions-closed",
      "Admissions are closed",
      null,
    ],
    [
      "an application under review",
      facts({ applications: [app("PENDING")] }),
      "wait-for-review",
      "Wait for review",
      "/applications",
    ],
    [
      "fee verification pending",
      facts({ applications: [app("FEE_DETAILS_VERIFICATION_PENDING")] }),
      "wait-for-review",
      "Wait for review",
      "/applications",
    ],
    [
      "an unknown status still waits",
      facts({ applications: [app("SOMETHING_NEW")] }),
      "wait-for-review",
      "Wait for review",
      "/applications",
    ],
    [
      "one approved, one pending",
      facts({ applications: [app("VERIFIED"), app("PENDING", { id: "b", applicationId: "PHD002" })] }),
      "wait-for-review",
      "Wait for review",
      "/applications",
    ],
    [
      "under review while admissions closed",
      facts({ applications: [app("PENDING")], admissionsOpen: false }),
      "wait-for-review",
      "Wait for review",
      "/applications",
    ],
    [
      "every application approved",
      facts({ applications: [app("VERIFIED")] }),
      "all-reviewed",
      "Your applications have been reviewed",
      "/applications",
    ],
    [
      "a section flagged",
      facts({ profile: { ...COMPLETE, academicsUG: section("MODIFICATION_REQUESTED") } }),
      "fix-flagged",
      "Fix what was flagged",
      "/profile?section=academicsUG",
    ],
    [
      "a profile document flagged",
      facts({
        profile: {
          ...COMPLETE,
          personalDetails: section("PENDING", { signature: { status: "MODIFICATION_REQUESTED" } }),
        },
      }),
      "fix-flagged",
      "Fix what was flagged",
      "/profile?section=personalDetails",
    ],
    [
      "flagged beats an incomplete profile",
      facts({ profile: { ...EMPTY, personalDetails: section("MODIFICATION_REQUESTED") } }),
      "fix-flagged",
      "Fix what was flagged",
      "/profile?section=personalDetails",
    ],
    [
      "an application flagged",
      facts({ applications: [app("MODIFICATION_REQUESTED")] }),
      "fix-flagged",
      "Fix what was flagged",
      "/view-candidate-application/0b8f8a4e-1111-4c4c-8888-000000000001",
    ],
    [
      "fee details flagged",
      facts({ applications: [app("FEE_DETAILS_VERIFICATION_MODIFICATION_REQUESTED")] }),
      "fix-flagged",
      "Fix what was flagged",
      "/view-candidate-application/0b8f8a4e-1111-4c4c-8888-000000000001",
    ],
    [
      "an SOP flagged on a pending application",
      facts({
        applications: [app("PENDING")],
        documents: { SOP_COMPUTER_ENGINEERING_REGULAR: { status: "MODIFICATION_REQUESTED" } },
      }),
      "fix-flagged",
      "Fix what was flagged",
      "/view-candidate-application/0b8f8a4e-1111-4c4c-8888-000000000001",
    ],
    [
      "a kept receipt of no application flagged",
      facts({
        applications: [app("PENDING")],
        documents: { FEE_RECEIPT_PHYSICS_REGULAR: { status: "MODIFICATION_REQUESTED" } },
      }),
      "fix-flagged",
      "Fix what was flagged",
      "/applications",
    ],
    [
      "verified and pending documents are not flagged",
      facts({
        applications: [app("PENDING")],
        documents: { SOP_COMPUTER_ENGINEERING_REGULAR: { status: "VERIFIED" }, applicantPhoto: { status: "PENDING" } },
      }),
      "wait-for-review",
      "Wait for review",
      "/applications",
    ],
    [
      "profile documents in /api/document are read from the profile, not here",
      facts({ documents: { signature: { status: "MODIFICATION_REQUESTED" } } }),
      "apply",
      "Apply to a department",
      "/apply-to-department",
    ],
  ])("%s → %s", (_name, input, kind, title, to) => {
    const step = nextStep(input);
    expect(step.kind).toBe(kind);
    expect(step.title).toBe(title);
    expect(step.action?.to ?? null).toBe(to);
    expect(step.flagged.length > 0).toBe(kind === "fix-flagged");
  });

  it("says how far the profile is and what comes next", () => {
    const step = nextStep(facts({ profile: { ...EMPTY, personalDetails: section(), academicsUG: section() } }));
    expect(step.description).toContain("2 of 4 sections saved. Next: PG Academics.");
    expect(step.action?.label).toBe("Continue with PG Academics");
  });

  it("mentions closed admissions while the profile is being prepared", () => {
    expect(nextStep(facts({ profile: {}, admissionsOpen: false })).description).toMatch(/Admissions are closed/);
    expect(nextStep(facts({ profile: {} })).description).not.toMatch(/closed/);
  });

  it("says what happens during the review, with the number of applications", () => {
    const two = [app("PENDING"), app("FEE_DETAILS_VERIFICATION_PENDING", { id: "b", applicationId: "PHD002" })];
    expect(nextStep(facts({ applications: two })).description).toMatch(/^2 applications are being reviewed\..*e-mail/);
    expect(nextStep(facts({ applications: [app("PENDING")] })).description).toMatch(
      /^1 application is being reviewed\./,
    );
  });

  it("links to the first flagged place and counts every flagged item", () => {
    const step = nextStep(
      facts({
        profile: {
          ...COMPLETE,
          academicsPG: section("MODIFICATION_REQUESTED", { pgMarksheet: { status: "MODIFICATION_REQUESTED" } }),
        },
        applications: [app("FEE_DETAILS_VERIFICATION_MODIFICATION_REQUESTED")],
      }),
    );
    expect(step.action).toEqual({ label: "Go to PG Academics", to: "/profile?section=academicsPG" });
    expect(step.description).toMatch(/changes to 3 items/);
  });
});

describe("nextStep: what was flagged, counted once, and whether a reapply follows (issue 30)", () => {
  const FLAGGED = "MODIFICATION_REQUESTED";
  const pgFlagged: ProfileFacts = { ...COMPLETE, academicsPG: section(FLAGGED) };
  const SOP = "SOP_COMPUTER_ENGINEERING_REGULAR";
  it.each<[string, NextStepFacts, string[], RegExp, boolean]>([
    [
      // The application's status follows the flagged section: it is not an item of its own.
      "only a profile section, the application MODIFICATION_REQUESTED because of it",
      facts({ profile: pgFlagged, applications: [app(FLAGGED)] }),
      ["PG Academics: Section details"],
      /changes to 1 item\. Open it, read the remarks, correct what was flagged and save the section\. Saving sends it back for review; there is nothing to reapply\.$/,
      false,
    ],
    [
      "a profile section and a profile document, two applications",
      facts({
        profile: { ...pgFlagged, academicsUG: section("VERIFIED", { ugMarksheet: { status: FLAGGED } }) },
        applications: [app(FLAGGED), app(FLAGGED, { id: "b", applicationId: "PHD002", department: "Physics" })],
      }),
      ["UG Academics: UG Marksheet", "PG Academics: Section details"],
      /changes to 2 items\. Open each place, .*nothing to reapply\.$/,
      false,
    ],
    [
      "only the application's SOP",
      facts({ applications: [app(FLAGGED)], documents: { [SOP]: { status: FLAGGED } } }),
      ["Application PHD001 (Computer Engineering): Statement of Purpose (SOP)"],
      /changes to 1 item\. .*replace the flagged documents or correct the fee details, then reapply/,
      true,
    ],
    [
      "only the fee details",
      facts({ applications: [app("FEE_DETAILS_VERIFICATION_MODIFICATION_REQUESTED")] }),
      ["Application PHD001 (Computer Engineering): Fee details"],
      /changes to 1 item\. .*then reapply/,
      true,
    ],
    [
      "a profile section and the application's SOP: the profile first, then reapply",
      facts({ profile: pgFlagged, applications: [app(FLAGGED)], documents: { [SOP]: { status: FLAGGED } } }),
      ["PG Academics: Section details", "Application PHD001 (Computer Engineering): Statement of Purpose (SOP)"],
      /changes to 2 items\. .*fix the profile items and save each section first; then .* and reapply/,
      true,
    ],
    [
      // Nothing listed explains the status (e.g. the documents were not read): still shown.
      "an application MODIFICATION_REQUESTED with no flagged part known",
      facts({ applications: [app(FLAGGED)] }),
      ["Application PHD001 (Computer Engineering): Application details"],
      /changes to 1 item\. .*then reapply/,
      true,
    ],
  ])("%s", (_name, input, places, description, reapply) => {
    const step = nextStep(input);
    expect(step.kind).toBe("fix-flagged");
    expect(step.flagged.map((p) => `${p.label}: ${p.items.join(", ")}`)).toEqual(places);
    expect(step.description).toMatch(description);
    expect(/reapply from/.test(step.description)).toBe(reapply);
  });
});

describe("flaggedPlaces", () => {
  it("lists sections in profile order, then applications, then unmatched application documents", () => {
    const places = flaggedPlaces({
      profile: {
        ...COMPLETE,
        entranceDetails: section("MODIFICATION_REQUESTED"),
        personalDetails: section("VERIFIED", {
          signature: { status: "MODIFICATION_REQUESTED" },
          applicantPhoto: { status: "VERIFIED" },
          proofOfDob: { status: "MODIFICATION_REQUESTED" },
        }),
      },
      applications: [
        app("PENDING", { id: "a1", applicationId: "PHD001", department: "Physics", applicationType: "REGULAR" }),
        app("MODIFICATION_REQUESTED", { id: "a2", applicationId: "PHD002" }),
      ],
      documents: {
        SOP_PHYSICS_REGULAR: { status: "VERIFIED" },
        FEE_RECEIPT_PHYSICS_REGULAR: { status: "MODIFICATION_REQUESTED" },
        SOP_COMPUTER_ENGINEERING_REGULAR: { status: "MODIFICATION_REQUESTED" },
        SOP_CHEMISTRY_REGULAR: { status: "MODIFICATION_REQUESTED" },
      },
    });
    expect(places).toEqual([
      {
        label: "Personal Details",
        items: ["Signature", "Proof of Date of Birth"],
        href: "/profile?section=personalDetails",
      },
      { label: "Entrance Details", items: ["Section details"], href: "/profile?section=entranceDetails" },
      {
        label: "Application PHD001 (Physics)",
        items: ["Application Fee Receipt"],
        href: "/view-candidate-application/a1",
      },
      {
        label: "Application PHD002 (Computer Engineering)",
        items: ["Statement of Purpose (SOP)"],
        href: "/view-candidate-application/a2",
      },
      { label: "Application documents", items: ["Statement of Purpose (SOP)"], href: "/applications" },
    ]);
  });

  it("is empty when nothing is flagged", () => {
    expect(flaggedPlaces({ profile: COMPLETE, applications: [app("PENDING")], documents: {} })).toEqual([]);
  });
});

describe("profileProgress", () => {
  it.each<[string, ProfileFacts, number]>([
    ["no rows", {}, 0],
    ["rows, none saved", EMPTY, 0],
    ["two saved", { ...EMPTY, personalDetails: section(), academicsPG: section() }, 2],
    ["all saved", COMPLETE, 4],
  ])("%s → %i of 4", (_name, profile, saved) => {
    const p = profileProgress(profile);
    expect(p.saved).toBe(saved);
    expect(p.total).toBe(4);
    expect(p.sections.map((s) => s.section)).toEqual([
      "personalDetails",
      "academicsUG",
      "academicsPG",
      "entranceDetails",
    ]);
  });

  it("gives each section its label, status, link and flags; a missing section reads as pending", () => {
    const p = profileProgress({ ...COMPLETE, academicsUG: section("VERIFIED"), academicsPG: null });
    expect(p.sections[1]).toEqual({
      section: "academicsUG",
      label: "UG Academics",
      saved: true,
      status: "VERIFIED",
      flagged: [],
      href: "/profile?section=academicsUG",
    });
    expect(p.sections[2]).toMatchObject({ saved: false, status: "PENDING", flagged: [] });
  });
});

describe("profile section links", () => {
  it.each([["personalDetails"], ["academicsUG"], ["academicsPG"], ["entranceDetails"]] as const)(
    "%s round-trips",
    (s) => {
      const url = new URL(profileSectionPath(s), "http://x");
      expect(url.pathname).toBe("/profile");
      expect(profileSectionFromSearch(url.search)).toBe(s);
    },
  );

  it.each([[""], ["?section="], ["?section=feeDetails"], ["?step=academicsUG"], ["?section=__proto__"]])(
    "%j → null",
    (search) => {
      expect(profileSectionFromSearch(search)).toBeNull();
    },
  );
});
