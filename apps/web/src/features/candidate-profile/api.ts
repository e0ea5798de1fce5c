import type { ProfileResponse } from "@phd/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import type { Profile } from "../profile/index.ts";

/** What the admin reads when a profile cannot be loaded (spec 001 §8 "Profile load"). */
export const PROFILE_LOAD_FAILED = "Failed to load profile data. Please try again later.";
/** The inline words of a non-OK answer (spec 001 §8). */
export const PROFILE_FETCH_FAILED = "Failed to fetch profile data.";
/** The user has no profile, is not a candidate, or the address holds no valid id. */
export const PROFILE_NOT_FOUND = "Profile not found.";

export const candidateProfileKeys = {
  profile: (userId: string) => ["candidate-profile", userId] as const,
};

/** GET /api/candidate/profile/{userId}: a candidate's profile, for the admin (read-only). */
export function useCandidateProfile(userId: string) {
  return useQuery({
    queryKey: candidateProfileKeys.profile(userId),
    queryFn: async (): Promise<Profile> =>
      (await api.get<ProfileResponse>(`/api/candidate/profile/${encodeURIComponent(userId)}`)).data,
  });
}
