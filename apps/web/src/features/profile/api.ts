import type { ProfileDocumentKind, ProfileSection } from "@phd/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

/** A reviewer who signed a section or a document. */
export interface Signer {
  _id: string;
  name: string;
  email?: string;
  departments: string[];
}

export interface Verification {
  status: string;
  updatedAt: string | null;
  signedBy: Signer | null;
}

/** An uploaded document as the server presents it (spec 000 §3). */
export interface ProfileDocument {
  _id: string;
  originalFileName: string;
  documentType: string;
  mimeType: string;
  fileSize: number;
  status: string;
  verification: Verification;
  remarks: string | null;
  updatedAt: string;
  createdAt?: string;
}

export interface ManualRemark {
  remark: string;
  givenBy: { name: string };
  date: string | null;
}

/** What every section carries besides its own field values. */
export interface SectionMeta {
  isCompleted: boolean;
  verification: Verification;
  remarks: string | null;
  manualRemarks: ManualRemark | null;
  updatedAt: string;
  documents: Partial<Record<ProfileDocumentKind, ProfileDocument>>;
}

export interface PersonalDetailsData extends SectionMeta {
  name?: string;
  middleName?: string;
  motherName?: string;
  dob?: string;
  ageInYears?: number | null;
  gender?: string;
  nationality?: string;
  address?: string;
  addressCorrespondance?: string;
  addharNumber?: string;
  category?: string;
  isPhysicallyDisabled?: boolean;
  isEmployed?: boolean;
  isMHStateCandidate?: boolean;
  totalIndustryExperience?: number;
  currentIndustryExperience?: number;
  guideIndustryExperience?: number;
}

export interface UgData extends SectionMeta {
  degree?: string;
  specialization?: string;
  institute?: string;
  dateOfDeclaration?: string;
  cgpa?: number;
  percentageMarks?: number;
}

export interface PgData extends SectionMeta {
  hasNotDonePG?: boolean;
  degree?: string;
  specialization?: string;
  branch?: string;
  institute?: string;
  dateOfDeclaration?: string;
  status?: string;
  cgpa?: number;
  percentageMarks?: number;
}

export interface GateDetails {
  discipline?: string;
  category?: string;
  score?: number;
  marks?: number;
  lastDateOfValidation?: string;
  isQualified?: string;
}
export interface RpetDetails {
  year?: number;
  isQualified?: string;
}
export interface NetDetails {
  score?: number;
  percentile?: number;
  isQualified?: string;
}

export interface EntranceData extends SectionMeta {
  hasNotGivenAnyEntranceExam?: boolean;
  isEligibleForRpet?: boolean;
  givenGate?: boolean;
  givenRpet?: boolean;
  givenNet?: boolean;
  gateExamDetails?: GateDetails;
  rpetExamDetails?: RpetDetails;
  netExamDetails?: NetDetails;
}

export interface SectionDataMap {
  personalDetails: PersonalDetailsData;
  academicsUG: UgData;
  academicsPG: PgData;
  entranceDetails: EntranceData;
}

/** GET /api/candidate/profile `data` (spec 000 §3, §7). A section the server has no row for is null. */
export interface Profile {
  _id: string;
  userId: string;
  name: string;
  email: string;
  updatedAt: string;
  isWorkingProfessional: boolean;
  verificationStatus: { status: string };
  personalDetails: PersonalDetailsData | null;
  academicsUG: UgData | null;
  academicsPG: PgData | null;
  entranceDetails: EntranceData | null;
}

interface ProfileResponse {
  success: boolean;
  message: string;
  data: Profile;
}

export const profileKeys = {
  profile: ["profile"] as const,
};

export function useProfile() {
  return useQuery({
    queryKey: profileKeys.profile,
    queryFn: async () => (await api.get<ProfileResponse>("/api/candidate/profile")).data,
  });
}

/** Where each section is saved (spec 000 §7). */
export const SECTION_ENDPOINTS: Record<ProfileSection, { method: "POST" | "PATCH"; url: string }> = {
  personalDetails: { method: "POST", url: "/api/candidate/profile/personal-details" },
  academicsUG: { method: "PATCH", url: "/api/candidate/profile/academic-details-ug" },
  academicsPG: { method: "PATCH", url: "/api/candidate/profile/academic-details-pg" },
  entranceDetails: { method: "PATCH", url: "/api/candidate/profile/entrance-details" },
};

export interface SaveSectionVariables {
  body: FormData;
  onProgress?: (percent: number) => void;
}

/**
 * Saves one section (fields and files in one multipart request). The answer is the whole
 * profile, which replaces the cached one.
 */
export function useSaveSection(section: ProfileSection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ["profile", "save", section],
    mutationFn: ({ body, onProgress }: SaveSectionVariables) => {
      const { method, url } = SECTION_ENDPOINTS[section];
      return api.upload<ProfileResponse>(method, url, body, onProgress);
    },
    onSuccess: (res) => {
      queryClient.setQueryData(profileKeys.profile, res.data);
    },
  });
}

export const useSavePersonalDetails = () => useSaveSection("personalDetails");
export const useSaveUgDetails = () => useSaveSection("academicsUG");
export const useSavePgDetails = () => useSaveSection("academicsPG");
export const useSaveEntranceDetails = () => useSaveSection("entranceDetails");
