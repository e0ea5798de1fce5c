/** Profile vocabulary (spec 000 §3 Enumerations, §5 document relevance). */

export const PROFILE_SECTIONS = ["personalDetails", "academicsUG", "academicsPG", "entranceDetails"] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];
export const PROFILE_SECTION_LABELS: Record<ProfileSection, string> = {
  personalDetails: "Personal Details",
  academicsUG: "UG Academics",
  academicsPG: "PG Academics",
  entranceDetails: "Entrance Details",
};

export const CATEGORIES = ["OPEN_GENERAL", "OBC", "SC", "ST", "SEBC", "NT", "VJNT", "EWS"] as const;
export type Category = (typeof CATEGORIES)[number];
export const CATEGORY_LABELS: Record<Category, string> = {
  OPEN_GENERAL: "General",
  OBC: "OBC",
  SC: "SC",
  ST: "ST",
  SEBC: "SEBC",
  NT: "NT",
  VJNT: "VJNT",
  EWS: "EWS",
};

export const GENDERS = ["Male", "Female", "Other"] as const;
export type Gender = (typeof GENDERS)[number];

export const UG_DEGREES = ["B.E./ B.Tech", "B.Planning", "B.Arch.", "B.Sc.", "OTHER"] as const;
export const UG_SPECIALIZATIONS = [
  "Civil",
  "Computer",
  "Electrical",
  "Electronics and Telecommunication",
  "Instrumentation and Control",
  "Mechanical",
  "Metallurgy and Materials Science",
  "Manufacturing Engineering and Industrial Management",
  "Physics",
  "Chemistry",
  "Mathematics",
  "Environmental Science",
  "Humanities",
  "OTHER",
] as const;
export const PG_DEGREES = [
  "M.E./ M.Tech",
  "M.Sc.",
  "M.Planning",
  "M.Arch",
  "Post Graduate Degree in Humanities, Social Sciences and Liberal Arts",
  "OTHER",
] as const;
export const PG_SPECIALIZATIONS = [
  "Civil",
  "Computer",
  "Electrical",
  "Electronics and Telecommunication",
  "Instrumentation and Control",
  "Mechanical",
  "Metallurgical Engineering",
  "Metallurgy and Materials Science",
  "Manufacturing Engineering and Industrial Management",
  "Planning",
  "Physics",
  "Chemistry",
  "Mathematics",
  "Environmental Science",
  "Humanities",
  "OTHER",
] as const;
export const PG_STATUSES = ["completed", "in_progress", "awaiting_result"] as const;
export type PgStatus = (typeof PG_STATUSES)[number];
export const PG_STATUS_LABELS: Record<PgStatus, string> = {
  completed: "Completed",
  in_progress: "In Progress",
  awaiting_result: "Awaiting Result",
};

export const GATE_DISCIPLINES = [
  "Computer Science",
  "Electrical",
  "Mechanical",
  "Civil",
  "Chemical",
  "Electronics and Communication",
] as const;
export const GATE_CATEGORIES = ["General", "OBC", "SC", "ST", "EWS"] as const;

/** RPET year choices: the current year and the four before it. */
export function rpetYears(now: Date = new Date()): number[] {
  const y = now.getUTCFullYear();
  return [y, y - 1, y - 2, y - 3, y - 4];
}

export const PERSONAL_DOCUMENT_KINDS = [
  "applicantPhoto",
  "signature",
  "proofOfDob",
  "casteCertificate",
  "casteValidityCertificate",
  "casteNonCreamyLayerCertificate",
  "ewsCertificate",
  "nationalityCertificate",
  "physicalDisabilityCertificate",
  "employmentCertificate",
  "domicileCertificate",
  "coGuidePhdDegreeCertificate",
  "coGuideWillingnessCertificate",
] as const;
export const UG_DOCUMENT_KINDS = ["ugMarksheet", "ugDegreeCertificate"] as const;
export const PG_DOCUMENT_KINDS = ["pgMarksheet", "pgDegreeCertificate"] as const;
export const ENTRANCE_DOCUMENT_KINDS = ["gateScorecard", "rpetCertificate", "netScorecard"] as const;
export const PROFILE_DOCUMENT_KINDS = [
  ...PERSONAL_DOCUMENT_KINDS,
  ...UG_DOCUMENT_KINDS,
  ...PG_DOCUMENT_KINDS,
  ...ENTRANCE_DOCUMENT_KINDS,
] as const;
export type PersonalDocumentKind = (typeof PERSONAL_DOCUMENT_KINDS)[number];
export type ProfileDocumentKind =
  | PersonalDocumentKind
  | (typeof UG_DOCUMENT_KINDS)[number]
  | (typeof PG_DOCUMENT_KINDS)[number]
  | (typeof ENTRANCE_DOCUMENT_KINDS)[number];

export const DOCUMENT_KIND_LABELS: Record<ProfileDocumentKind, string> = {
  applicantPhoto: "Applicant Photo",
  signature: "Signature",
  proofOfDob: "Proof of Date of Birth",
  casteCertificate: "Caste Certificate",
  casteValidityCertificate: "Caste Validity Certificate",
  casteNonCreamyLayerCertificate: "Non-Creamy Layer Certificate",
  ewsCertificate: "EWS Certificate",
  nationalityCertificate: "Nationality Certificate",
  physicalDisabilityCertificate: "Physical Disability Certificate",
  employmentCertificate: "Employment Certificate",
  domicileCertificate: "Domicile Certificate",
  coGuidePhdDegreeCertificate: "Co-guide PhD Degree Certificate",
  coGuideWillingnessCertificate: "Co-guide Willingness Certificate",
  ugMarksheet: "UG Marksheet",
  ugDegreeCertificate: "UG Degree Certificate",
  pgMarksheet: "PG Marksheet",
  pgDegreeCertificate: "PG Degree Certificate",
  gateScorecard: "GATE Scorecard",
  rpetCertificate: "RPET Certificate",
  netScorecard: "NET Scorecard",
};

const PROFILE_DOCUMENT_KIND_SET: ReadonlySet<string> = new Set(PROFILE_DOCUMENT_KINDS);
export function isProfileDocumentKind(type: string): type is ProfileDocumentKind {
  return PROFILE_DOCUMENT_KIND_SET.has(type);
}

/** The label of a profile document kind; undefined for any other document type or field. */
export function profileDocumentLabel(type: string): string | undefined {
  return isProfileDocumentKind(type) ? DOCUMENT_KIND_LABELS[type] : undefined;
}

/** The facts of the personal section that decide which of its documents apply. */
export interface PersonalRelevanceFacts {
  category?: Category | null;
  isPhysicallyDisabled?: boolean | null;
  isEmployed?: boolean | null;
  isMHStateCandidate?: boolean | null;
  guideIndustryExperience?: number | null;
}

/** Personal documents shown (and required) for this candidate (spec 000 §5). */
export function relevantPersonalDocuments(f: PersonalRelevanceFacts): PersonalDocumentKind[] {
  const kinds: PersonalDocumentKind[] = ["applicantPhoto", "signature", "proofOfDob", "nationalityCertificate"];
  const c = f.category ?? null;
  if (c && c !== "OPEN_GENERAL" && c !== "EWS") kinds.push("casteCertificate", "casteValidityCertificate");
  if (c === "OBC" || c === "SEBC" || c === "NT" || c === "VJNT") kinds.push("casteNonCreamyLayerCertificate");
  if (c === "EWS") kinds.push("ewsCertificate");
  if (f.isPhysicallyDisabled) kinds.push("physicalDisabilityCertificate");
  if (f.isEmployed) kinds.push("employmentCertificate");
  if ((f.guideIndustryExperience ?? 0) > 0) kinds.push("coGuideWillingnessCertificate", "coGuidePhdDegreeCertificate");
  if (f.isMHStateCandidate) kinds.push("domicileCertificate");
  return kinds;
}

/** PG documents are required only when PG status is completed. */
export function requiredPgDocuments(f: { hasNotDonePG?: boolean | null; status?: PgStatus | null }) {
  return !f.hasNotDonePG && f.status === "completed" ? [...PG_DOCUMENT_KINDS] : [];
}

/**
 * Working-professional eligibility (spec 000 §5 Apply wizard): employed, employment certificate
 * uploaded, and when the guide has industry experience, both co-guide certificates uploaded.
 */
export function isWorkingProfessionalEligible(f: PersonalRelevanceFacts, uploadedKinds: ReadonlySet<string>): boolean {
  if (!f.isEmployed || !uploadedKinds.has("employmentCertificate")) return false;
  if ((f.guideIndustryExperience ?? 0) > 0) {
    return uploadedKinds.has("coGuideWillingnessCertificate") && uploadedKinds.has("coGuidePhdDegreeCertificate");
  }
  return true;
}

/** Entrance exclusivity (spec 000 §4): "none" and the three exams exclude each other. */
export interface EntranceFlags {
  hasNotGivenAnyEntranceExam: boolean;
  givenGate: boolean;
  givenRpet: boolean;
  givenNet: boolean;
}
export function entranceFlagsConsistent(f: EntranceFlags): boolean {
  const anyExam = f.givenGate || f.givenRpet || f.givenNet;
  return !(f.hasNotGivenAnyEntranceExam && anyExam);
}
/** Whether the "not given any" box may be ticked / an exam box may be ticked, for the form. */
export function entranceToggleDisabled(f: EntranceFlags, which: "none" | "exam"): boolean {
  if (which === "none") return f.givenGate || f.givenRpet || f.givenNet;
  return f.hasNotGivenAnyEntranceExam;
}

/** Whole years between the date of birth and `on` (UTC dates, YYYY-MM-DD). */
export function ageInYears(dob: string, on: Date = new Date()): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  let age = on.getUTCFullYear() - y;
  const beforeBirthday = on.getUTCMonth() + 1 < mo || (on.getUTCMonth() + 1 === mo && on.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

export type SectionDocumentKind = ProfileDocumentKind;

/** Documents of each section that the form shows and the server requires, from the section's values. */
export function sectionDocuments(
  section: "personalDetails" | "academicsUG" | "academicsPG" | "entranceDetails",
  data: Record<string, unknown>,
): { shown: ProfileDocumentKind[]; required: ProfileDocumentKind[] } {
  switch (section) {
    case "personalDetails": {
      const kinds = relevantPersonalDocuments(data as PersonalRelevanceFacts);
      return { shown: kinds, required: kinds };
    }
    case "academicsUG":
      return { shown: [...UG_DOCUMENT_KINDS], required: [...UG_DOCUMENT_KINDS] };
    case "academicsPG": {
      const f = data as { hasNotDonePG?: boolean; status?: PgStatus };
      return { shown: f.hasNotDonePG ? [] : [...PG_DOCUMENT_KINDS], required: requiredPgDocuments(f) };
    }
    case "entranceDetails": {
      const f = data as Partial<EntranceFlags>;
      const kinds: ProfileDocumentKind[] = [];
      if (f.givenGate) kinds.push("gateScorecard");
      if (f.givenRpet) kinds.push("rpetCertificate");
      if (f.givenNet) kinds.push("netScorecard");
      return { shown: kinds, required: kinds };
    }
  }
}

/** Every document kind a section can hold (the file fields its form may send). */
export const SECTION_DOCUMENT_KINDS = {
  personalDetails: PERSONAL_DOCUMENT_KINDS,
  academicsUG: UG_DOCUMENT_KINDS,
  academicsPG: PG_DOCUMENT_KINDS,
  entranceDetails: ENTRANCE_DOCUMENT_KINDS,
} as const;
