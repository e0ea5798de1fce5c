import type { ProfileResponse } from "@phd/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import type { Profile } from "../profile/index.ts";

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
