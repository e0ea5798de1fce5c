import { MAX_UPLOAD_BYTES, type SiteInfo as SharedSiteInfo, type SiteInfoResponse } from "@phd/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

/** Institution details, the upload limit and the site files (shared `siteInfo`). */
export type SiteInfo = SharedSiteInfo;

/** Institution details and the deployer's documents (brochure, dates…), from configuration. */
export function useSiteInfo() {
  return useQuery({
    queryKey: ["site-info"],
    queryFn: () => api.get<SiteInfoResponse>("/api/site-info").then((r) => r.data),
    staleTime: 10 * 60_000,
  });
}

/** The largest file the server accepts (its MAX_UPLOAD_MB); the shared default until site info arrives. */
export function useUploadLimit(): number {
  return useSiteInfo().data?.maxUploadBytes ?? MAX_UPLOAD_BYTES;
}
