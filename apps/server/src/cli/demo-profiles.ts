import {
  type Category,
  type EntranceValue,
  entranceValue,
  GATE_DISCIPLINES,
  type Gender,
  type PersonalDetailsValue,
  PG_DEGREES,
  PG_SPECIALIZATIONS,
  type PgValue,
  PROFILE_SECTIONS,
  type ProfileSection,
  personalDetailsValue,
  pgValue,
  UG_DEGREES,
  UG_SPECIALIZATIONS,
  type UgValue,
  ugValue,
} from "@phd/shared";
import type { profileSections, profiles } from "../db/schema.ts";
import type { AadhaarVault } from "../lib/aadhaar.ts";
import type { DemoIds, Rng } from "./demo-files.ts";
import type { CandidateReview } from "./demo-reviews.ts";
import { CATEGORY_WEIGHTS, CITIES, FEMALE, type Field, INSTITUTES, MALE, STREETS } from "./demo-vocabulary.ts";

/** The years the entrance exams of a candidate may fall in. */
export interface ExamYears {
  rpetChoices: number[];
  currentYear: number;
}

type SectionInsert = typeof profileSections.$inferInsert;

export type ProfileValues = Record<ProfileSection, PersonalDetailsValue | UgValue | PgValue | EntranceValue>;

const GATE_CATEGORY: Record<Category, EntranceGateCategory> = {
  OPEN_GENERAL: "General",
  OBC: "OBC",
  SEBC: "OBC",
  NT: "OBC",
  VJNT: "OBC",
  SC: "SC",
  ST: "ST",
  EWS: "EWS",
};
type EntranceGateCategory = NonNullable<EntranceValue["gateExamDetails"]>["category"];

const round = (v: number, decimals: number) => Math.round(v * 10 ** decimals) / 10 ** decimals;
const isoDay = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

function personalOf(rng: Rng, first: string, last: string, gender: Gender): PersonalDetailsValue {
  const [city, pin, mh] = rng.pick(CITIES);
  const category = rng.weighted(CATEGORY_WEIGHTS);
  const isEmployed = rng.chance(0.25);
  const total = rng.int(1, 20);
  const value: PersonalDetailsValue = {
    name: `${first} ${last}`,
    ...(rng.chance(0.6) ? { middleName: rng.pick(MALE) } : {}),
    ...(rng.chance(0.7) ? { motherName: `${rng.pick(FEMALE)} ${last}` } : {}),
    dob: isoDay(rng.int(1976, 2001), rng.int(1, 12), rng.int(1, 28)),
    gender,
    nationality: rng.chance(0.98) ? "Indian" : "Nepalese",
    address: `${rng.int(1, 250)}, ${rng.pick(STREETS)}, ${city} ${pin}${rng.digits(3).slice(0, 3)}`,
    ...(rng.chance(0.3)
      ? { addressCorrespondance: `Room ${rng.int(1, 40)}, ${rng.pick(STREETS)}, ${rng.pick(CITIES)[0]}` }
      : {}),
    addharNumber: `${rng.int(2, 9)}${rng.digits(11)}`,
    category,
    isPhysicallyDisabled: rng.chance(0.03),
    isEmployed,
    isMHStateCandidate: mh ? rng.chance(0.95) : rng.chance(0.05),
    ...(isEmployed
      ? {
          totalIndustryExperience: total,
          currentIndustryExperience: rng.int(1, total),
          guideIndustryExperience: rng.chance(0.7) ? 0 : rng.int(1, 15),
        }
      : {}),
  };
  return value;
}

function marksOf(rng: Rng): { cgpa: number } | { percentageMarks: number } {
  return rng.chance(0.7)
    ? { cgpa: round(6 + rng.next() * 3.8, 2) }
    : { percentageMarks: round(55 + rng.next() * 40, 2) };
}

function ugOf(rng: Rng, field: Field, gradYear: number): UgValue {
  const [degree, specialization] = rng.chance(0.85) ? field.ug : [rng.pick(UG_DEGREES), rng.pick(UG_SPECIALIZATIONS)];
  return {
    degree,
    specialization,
    institute: rng.pick(INSTITUTES),
    ...(rng.chance(0.85) ? { dateOfDeclaration: isoDay(gradYear, rng.int(6, 8), rng.int(1, 28)) } : {}),
    ...marksOf(rng),
  };
}

function pgOf(rng: Rng, field: Field, gradYear: number, currentYear: number): PgValue {
  if (rng.chance(0.3)) return { hasNotDonePG: true };
  const [degree, specialization] = rng.chance(0.85) ? field.pg : [rng.pick(PG_DEGREES), rng.pick(PG_SPECIALIZATIONS)];
  const status = rng.weighted([
    ["completed", 80],
    ["in_progress", 12],
    ["awaiting_result", 8],
  ] as const);
  const year = Math.min(gradYear + 2, currentYear);
  return {
    hasNotDonePG: false,
    degree,
    specialization,
    ...(rng.chance(0.4) ? { branch: specialization } : {}),
    institute: rng.pick(INSTITUTES),
    ...(status === "completed" ? { dateOfDeclaration: isoDay(year, rng.int(6, 8), rng.int(1, 28)) } : {}),
    status,
    ...(status === "in_progress" ? {} : marksOf(rng)),
  };
}

/** NET details; the highest scorers among the qualified hold a JRF (the rng is drawn as before). */
function demoNetDetails(rng: Rng) {
  const score = rng.int(100, 280);
  const percentile = round(60 + rng.next() * 39.99, 2);
  const isQualified: "Yes" | "No" | undefined = rng.chance(0.8) ? (rng.chance(0.85) ? "Yes" : "No") : undefined;
  return {
    score,
    percentile,
    ...(isQualified ? { isQualified } : {}),
    ...(isQualified === "Yes" && score >= 250 ? { isJrf: "Yes" as const } : {}),
  };
}

function entranceOf(rng: Rng, field: Field, category: Category, ctx: ExamYears): EntranceValue {
  const none = rng.chance(0.12);
  let givenGate = !none && field.gate !== null && rng.chance(0.6);
  const givenNet = !none && rng.chance(field.gate === null ? 0.7 : 0.2);
  const givenRpet = !none && rng.chance(0.2);
  if (!none && !givenGate && !givenNet && !givenRpet) givenGate = field.gate !== null;
  const netForced = !none && !givenGate && !givenNet && !givenRpet;
  const examYear = ctx.currentYear - rng.int(0, 2);
  return {
    hasNotGivenAnyEntranceExam: none,
    isEligibleForRpet: givenRpet || rng.chance(0.3),
    givenGate,
    givenRpet,
    givenNet: givenNet || netForced,
    ...(givenGate
      ? {
          gateExamDetails: {
            discipline: field.gate ?? rng.pick(GATE_DISCIPLINES),
            category: GATE_CATEGORY[category],
            score: rng.int(300, 900),
            marks: round(25 + rng.next() * 60, 2),
            lastDateOfValidation: isoDay(examYear + 3, 3, 31),
            isQualified: rng.chance(0.85) ? "Yes" : "No",
          },
        }
      : {}),
    ...(givenRpet
      ? { rpetExamDetails: { year: rng.pick(ctx.rpetChoices), isQualified: rng.chance(0.8) ? "Yes" : "No" } }
      : {}),
    ...(givenNet || netForced
      ? {
          netExamDetails: demoNetDetails(rng),
        }
      : {}),
  };
}

/** Throws when a generated section would not pass the shared value schema (a bug here). */
function assertValid(n: number, section: ProfileSection, data: unknown) {
  const schema =
    section === "personalDetails"
      ? personalDetailsValue
      : section === "academicsUG"
        ? ugValue
        : section === "academicsPG"
          ? pgValue
          : entranceValue;
  const r = schema.safeParse(data);
  if (!r.success) throw new Error(`demo candidate ${n}: ${section} does not pass its schema: ${r.error.message}`);
}

/** Candidate n's four section values (the rng drawn in this order), each checked against its schema. */
export function profileValuesOf(
  n: number,
  rng: Rng,
  who: { first: string; last: string; gender: Gender },
  field: Field,
  years: ExamYears,
): { personal: PersonalDetailsValue; data: ProfileValues } {
  const personal = personalOf(rng, who.first, who.last, who.gender);
  const birthYear = Number(personal.dob.slice(0, 4));
  const gradYear = Math.min(birthYear + rng.int(21, 23), years.currentYear - 1);
  const data: ProfileValues = {
    personalDetails: personal,
    academicsUG: ugOf(rng, field, gradYear),
    academicsPG: pgOf(rng, field, gradYear, years.currentYear),
    entranceDetails: entranceOf(rng, field, personal.category, years),
  };
  for (const s of PROFILE_SECTIONS) assertValid(n, s, data[s]);
  return { personal, data };
}

/** The four completed sections of profile `profileId`, saved at `savedAt`, as far as the review went. */
export function sectionRowsOf(
  review: CandidateReview,
  ids: DemoIds,
  profileId: string,
  data: ProfileValues,
  savedAt: Date[],
  profileAt: number,
): SectionInsert[] {
  const sections: SectionInsert[] = [];
  const sectionIds = PROFILE_SECTIONS.map(() => ids.next());
  PROFILE_SECTIONS.forEach((section, k) => {
    const status = review.decide();
    const id = sectionIds[k] ?? ids.next();
    const verdict = review.section(id, section, status);
    review.profileParts.push(status);
    const manual = review.manualRemark(id, section);
    const at = savedAt[k] ?? new Date(profileAt);
    sections.push({
      id,
      profileId,
      section,
      data: data[section],
      isCompleted: true,
      status: verdict.status,
      remarks: verdict.remarks,
      signedById: verdict.signedById,
      signedAt: verdict.signedAt,
      manualRemark: manual?.text ?? null,
      manualRemarkById: manual ? review.reviewer.id : null,
      manualRemarkAt: manual?.at ?? null,
      createdAt: new Date(profileAt),
      updatedAt: at,
    });
  });
  return sections;
}

/** Moves the generated plain number off the personal section onto the profile, sealed (decision 020). */
export function sealAadhaar(
  d: { sections: SectionInsert[]; profile: typeof profiles.$inferInsert & { id: string } },
  vault: AadhaarVault,
) {
  const personal = d.sections.find((s) => s.section === "personalDetails");
  const { addharNumber, ...rest } = (personal?.data ?? {}) as Partial<PersonalDetailsValue>;
  if (!personal || !addharNumber) return;
  personal.data = rest;
  d.profile.aadhaarCiphertext = vault.encrypt(addharNumber, d.profile.id);
  d.profile.aadhaarHash = vault.hash(addharNumber);
}
