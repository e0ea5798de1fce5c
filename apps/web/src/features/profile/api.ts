import type {
  AadhaarRevealResponse,
  DocumentRecord,
  EntranceRecord,
  PersonalDetailsRecord,
  PgRecord,
  ProfileRecord,
  ProfileResponse,
  ProfileSection,
  SectionRecords,
  ManualRemark as SharedManualRemark,
  SectionMeta as SharedSectionMeta,
  Signer as SharedSigner,
  Verification as SharedVerification,
  UgRecord,
} from "@phd/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

// The answer types come from the shared response schemas (packages/shared, decision 012); the
// names below are the ones the components import.

/** A reviewer who signed a section or a document. */
export type Signer = SharedSigner;
export type Verification = SharedVerification;
/** An uploaded document as the server presents it (spec 000 §3). */
export type ProfileDocument = DocumentRecord;
export type ManualRemark = SharedManualRemark;
/** What every section carries besides its own field values. */
export type SectionMeta = SharedSectionMeta;
export type PersonalDetailsData = PersonalDetailsRecord;
export type UgData = UgRecord;
export type PgData = PgRecord;
export type EntranceData = EntranceRecord;
export type GateDetails = NonNullable<EntranceRecord["gateExamDetails"]>;
export type RpetDetails = NonNullable<EntranceRecord["rpetExamDetails"]>;
export type NetDetails = NonNullable<EntranceRecord["netExamDetails"]>;
export type SectionDataMap = SectionRecords;
/** GET /api/candidate/profile `data` (spec 000 §3, §7). A section the server has no row for is null. */
export type Profile = ProfileRecord;

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

/** Staff only: the candidate's full Aadhaar number; the server records every reveal (decision 020). */
export function useRevealAadhaar(userId: string, onRevealed?: () => void) {
  return useMutation({
    mutationKey: ["profile", "aadhaar-reveal", userId],
    mutationFn: () =>
      api.post<AadhaarRevealResponse>(`/api/candidate/profile/${encodeURIComponent(userId)}/aadhaar/reveal`),
    onSuccess: () => onRevealed?.(),
  });
}
