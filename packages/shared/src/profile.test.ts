import { describe, expect, it } from "vitest";
import {
  ageInYears,
  entranceFlagsConsistent,
  isWorkingProfessionalEligible,
  type PersonalDocumentKind,
  type PersonalRelevanceFacts,
  relevantPersonalDocuments,
} from "./profile.ts";

const BASE: PersonalDocumentKind[] = ["applicantPhoto", "signature", "proofOfDob", "nationalityCertificate"];
const CASTE: PersonalDocumentKind[] = ["casteCertificate", "casteValidityCertificate"];

describe("relevantPersonalDocuments (spec 000 §5)", () => {
  it.each<[string, PersonalRelevanceFacts, PersonalDocumentKind[]]>([
    ["nothing known", {}, []],
    ["category null", { category: null }, []],
    ["OPEN_GENERAL", { category: "OPEN_GENERAL" }, []],
    ["EWS", { category: "EWS" }, ["ewsCertificate"]],
    ["SC", { category: "SC" }, CASTE],
    ["ST", { category: "ST" }, CASTE],
    ["OBC", { category: "OBC" }, [...CASTE, "casteNonCreamyLayerCertificate"]],
    ["SEBC", { category: "SEBC" }, [...CASTE, "casteNonCreamyLayerCertificate"]],
    ["NT", { category: "NT" }, [...CASTE, "casteNonCreamyLayerCertificate"]],
    ["VJNT", { category: "VJNT" }, [...CASTE, "casteNonCreamyLayerCertificate"]],
    ["physically disabled", { isPhysicallyDisabled: true }, ["physicalDisabilityCertificate"]],
    ["employed", { isEmployed: true }, ["employmentCertificate"]],
    ["not employed", { isEmployed: false }, []],
    [
      "guide with industry experience",
      { guideIndustryExperience: 3 },
      ["coGuideWillingnessCertificate", "coGuidePhdDegreeCertificate"],
    ],
    ["guide without industry experience", { guideIndustryExperience: 0 }, []],
    ["guide experience null", { guideIndustryExperience: null }, []],
    ["Maharashtra candidate", { isMHStateCandidate: true }, ["domicileCertificate"]],
    [
      "everything at once",
      {
        category: "OBC",
        isPhysicallyDisabled: true,
        isEmployed: true,
        guideIndustryExperience: 1,
        isMHStateCandidate: true,
      },
      [
        ...CASTE,
        "casteNonCreamyLayerCertificate",
        "physicalDisabilityCertificate",
        "employmentCertificate",
        "coGuideWillingnessCertificate",
        "coGuidePhdDegreeCertificate",
        "domicileCertificate",
      ],
    ],
  ])("%s", (_label, facts, extra) => {
    const kinds = relevantPersonalDocuments(facts);
    expect(kinds.slice(0, BASE.length)).toEqual(BASE);
    expect(new Set(kinds)).toEqual(new Set([...BASE, ...extra]));
    expect(kinds).toHaveLength(BASE.length + extra.length);
  });
});

describe("isWorkingProfessionalEligible", () => {
  const has = (...kinds: string[]) => new Set(kinds);
  it.each<[string, PersonalRelevanceFacts, Set<string>, boolean]>([
    ["not employed", { isEmployed: false }, has("employmentCertificate"), false],
    ["employed, no certificate", { isEmployed: true }, has(), false],
    ["employed with certificate", { isEmployed: true }, has("employmentCertificate"), true],
    [
      "guide experience, co-guide certificates missing",
      { isEmployed: true, guideIndustryExperience: 2 },
      has("employmentCertificate"),
      false,
    ],
    [
      "guide experience, one co-guide certificate",
      { isEmployed: true, guideIndustryExperience: 2 },
      has("employmentCertificate", "coGuideWillingnessCertificate"),
      false,
    ],
    [
      "guide experience, both co-guide certificates",
      { isEmployed: true, guideIndustryExperience: 2 },
      has("employmentCertificate", "coGuideWillingnessCertificate", "coGuidePhdDegreeCertificate"),
      true,
    ],
    [
      "co-guide certificates without employment",
      { isEmployed: false, guideIndustryExperience: 2 },
      has("coGuideWillingnessCertificate", "coGuidePhdDegreeCertificate"),
      false,
    ],
  ])("%s -> %s", (_label, facts, uploaded, expected) => {
    expect(isWorkingProfessionalEligible(facts, uploaded)).toBe(expected);
  });
});

describe("entranceFlagsConsistent", () => {
  const flags = (none: boolean, gate: boolean, rpet: boolean, net: boolean) => ({
    hasNotGivenAnyEntranceExam: none,
    givenGate: gate,
    givenRpet: rpet,
    givenNet: net,
  });
  it.each([
    [flags(false, false, false, false), true],
    [flags(true, false, false, false), true],
    [flags(false, true, false, false), true],
    [flags(false, true, true, true), true],
    [flags(true, true, false, false), false],
    [flags(true, false, true, false), false],
    [flags(true, false, false, true), false],
    [flags(true, true, true, true), false],
  ])("%o -> %s", (f, expected) => {
    expect(entranceFlagsConsistent(f)).toBe(expected);
  });
});

describe("ageInYears", () => {
  it.each([
    ["2000-05-15", "2026-05-14", 25],
    ["2000-05-15", "2026-05-15", 26],
    ["2000-05-15", "2026-12-31", 26],
    ["2000-12-31", "2026-01-01", 25],
    ["2004-02-29", "2025-02-28", 20],
    ["2004-02-29", "2025-03-01", 21],
    ["2026-01-01", "2026-01-01", 0],
  ])("born %s, on %s: %i", (dob, on, age) => {
    expect(ageInYears(dob, new Date(`${on}T12:00:00Z`))).toBe(age);
  });

  it.each(["", "15-05-2000", "2000/05/15", "2000-5-15", "not a date"])("%j is not a date: null", (dob) => {
    expect(ageInYears(dob)).toBeNull();
  });
});
