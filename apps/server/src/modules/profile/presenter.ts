import {
  ageInYears,
  isWorkingProfessionalEligible,
  type ProfileSection,
  type profileRecord,
  profileStatusOf,
  SECTION_DOCUMENT_KINDS,
  type SectionValues,
  type sectionMeta,
} from "@phd/shared";
import type { z } from "zod";
import { type DocumentWithSigner, presentDocument } from "../documents/index.ts";
import type { SectionWithPeople } from "./queries.ts";

type SectionRecordInput = z.input<typeof sectionMeta>;

/** The stored Aadhaar number as this reader may see it: always masked, in full only for the owner. */
export type AadhaarView = { masked: string; full?: string } | null;

/** What every section carries besides its values: verification, remarks, its documents. */
function presentMeta(s: SectionWithPeople, docs: DocumentWithSigner[]): SectionRecordInput {
  const { section } = s;
  const kinds: readonly string[] = SECTION_DOCUMENT_KINDS[section.section];
  return {
    isCompleted: section.isCompleted,
    verification: {
      status: section.status,
      updatedAt: section.signedAt?.toISOString() ?? null,
      signedBy: s.signer?.id ? { _id: s.signer.id, name: s.signer.name, departments: s.signer.departments } : null,
    },
    remarks: section.remarks,
    manualRemarks: section.manualRemark
      ? {
          remark: section.manualRemark,
          givenBy: { name: s.remarker?.name ?? "Coordinator" },
          date: section.manualRemarkAt?.toISOString() ?? null,
        }
      : null,
    updatedAt: section.updatedAt.toISOString(),
    documents: Object.fromEntries(
      docs.filter((d) => kinds.includes(d.doc.documentType)).map((d) => [d.doc.documentType, presentDocument(d)]),
    ),
  };
}

/** The saved values of one section (its `section` column says which value schema `data` holds). */
function valuesOf<S extends ProfileSection>(s: SectionWithPeople, _name: S): Partial<SectionValues[S]> {
  return s.section.data as Partial<SectionValues[S]>;
}

export function workingProfessionalFrom(sections: SectionWithPeople[], docs: DocumentWithSigner[]): boolean {
  const personal = sections.find((s) => s.section.section === "personalDetails");
  const uploaded = new Set(docs.map((d) => d.doc.documentType));
  return isWorkingProfessionalEligible(personal ? valuesOf(personal, "personalDetails") : {}, uploaded);
}

/** The whole profile as GET /api/candidate/profile returns it (spec 000 §7, 001 §3). */
export function presentProfile(
  profile: { id: string; updatedAt: Date },
  user: { id: string; name: string; email: string },
  sections: SectionWithPeople[],
  docs: DocumentWithSigner[],
  aadhaar: AadhaarView,
): z.input<typeof profileRecord> {
  const find = (name: ProfileSection) => sections.find((x) => x.section.section === name);
  const record = <S extends Exclude<ProfileSection, "personalDetails">>(name: S) => {
    const s = find(name);
    return s ? { ...valuesOf(s, name), ...presentMeta(s, docs) } : null;
  };
  const personal = find("personalDetails");
  // A plain number never leaves from the section data, even one not yet sealed (decision 020).
  const { addharNumber: _plain, ...personalValues } = (personal && valuesOf(personal, "personalDetails")) || {};
  // The profile as a whole: flagged when any section or profile document is; verified only when all four sections and every document are.
  const parts = [...sections.map((s) => s.section.status), ...docs.map((d) => d.doc.status)];
  const profileStatus = profileStatusOf(parts);
  return {
    _id: profile.id,
    userId: user.id,
    name: user.name,
    email: user.email,
    updatedAt: profile.updatedAt.toISOString(),
    isWorkingProfessional: workingProfessionalFrom(sections, docs),
    verificationStatus: {
      status: profileStatus === "VERIFIED" && sections.length < 4 ? "PENDING" : profileStatus,
    },
    personalDetails: personal
      ? {
          ...personalValues,
          ...(typeof personalValues.dob === "string" ? { ageInYears: ageInYears(personalValues.dob) } : {}),
          ...(aadhaar ? { aadhaarMasked: aadhaar.masked, addharNumber: aadhaar.full } : {}),
          ...presentMeta(personal, docs),
        }
      : null,
    academicsUG: record("academicsUG"),
    academicsPG: record("academicsPG"),
    entranceDetails: record("entranceDetails"),
  };
}
