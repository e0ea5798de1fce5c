import {
  type AdmissionsOpenResponse,
  type ConstantsResponse,
  DEFAULT_CONSTANTS,
  type WebsiteHeadingResponse,
} from "@phd/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

export const constantKeys = {
  heading: ["constant", "websiteHeading"] as const,
  admissionsOpen: ["constant", "admissionsOpen"] as const,
  all: ["constant"] as const,
};

/** The site heading; the default stays when the call fails (spec 000 §8). */
export function useWebsiteHeading(): string {
  const q = useQuery({
    queryKey: constantKeys.heading,
    queryFn: () => api.get<WebsiteHeadingResponse>("/api/constant/websiteHeading").then((r) => r.data),
    staleTime: 5 * 60_000,
    retry: false,
  });
  return q.data || DEFAULT_CONSTANTS.websiteHeading;
}

/**
 * Admission status: loading, then open or closed. If the call fails, GET /api/constant is tried;
 * if that fails too, admissions are treated as closed (spec 000 §7).
 */
export function useAdmissionsOpen() {
  return useQuery({
    queryKey: constantKeys.admissionsOpen,
    queryFn: async (): Promise<boolean> => {
      try {
        return (await api.get<AdmissionsOpenResponse>("/api/constant/admissionsOpen")).data === true;
      } catch {
        try {
          return (await api.get<ConstantsResponse>("/api/constant")).data.admissionsOpen === true;
        } catch {
          return false;
        }
      }
    },
    retry: false,
  });
}
