import {
  ageInYears,
  isWorkingProfessionalEligible,
  type PersonalRelevanceFacts,
  PROFILE_SECTIONS,
  type ProfileSection,
  SECTION_DOCUMENT_KINDS,
} from "@phd/shared";
import { type DocumentWithSigner, presentDocument } from "../documents/index.ts";
import type { SectionWithPeople } from "./queries.ts";

function presentSection(s: SectionWithPeople, docs: DocumentWithSigner[]) {
  const { section } = s;
  const kinds = SECTION_DOCUMENT_KINDS[section.section as ProfileSection] as readonly string[];
  const data = section.data as Record<string, unknown>;
  return {
    ...data,
    ...(section.section === "personalDetails" && typeof data.dob === "string"
      ? { ageInYears: ageInYears(data.dob) }
      : {}),
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

export function workingProfessionalFrom(sections: SectionWithPeople[], docs: DocumentWithSigner[]): boolean {
  const personal = sections.find((s) => s.section.section === "personalDetails");
  const uploaded = new Set(docs.map((d) => d.doc.documentType));
  return isWorkingProfessionalEligible((personal?.section.data ?? {}) as PersonalRelevanceFacts, uploaded);
}

/** The whole profile as GET /api/candidate/profile returns it (spec 000 §7, 001 §3). */
export function presentProfile(
  profile: { id: string; updatedAt: Date },
  user: { id: string; name: string; email: string },
  sections: SectionWithPeople[],
  docs: DocumentWithSigner[],
) {
  const bySection = Object.fromEntries(
    PROFILE_SECTIONS.map((name) => {
      const s = sections.find((x) => x.section.section === name);
      return [name, s ? presentSection(s, docs) : null];
    }),
  ) as Record<ProfileSection, ReturnType<typeof presentSection>>;
  const statuses = sections.map((s) => s.section.status);
  return {
    _id: profile.id,
    userId: user.id,
    name: user.name,
    email: user.email,
    updatedAt: profile.updatedAt.toISOString(),
    isWorkingProfessional: workingProfessionalFrom(sections, docs),
    verificationStatus: {
      status: statuses.includes("MODIFICATION_REQUESTED")
        ? "MODIFICATION_REQUESTED"
        : statuses.length === 4 && statuses.every((s) => s === "VERIFIED")
          ? "VERIFIED"
          : "PENDING",
    },
    ...bySection,
  };
}
