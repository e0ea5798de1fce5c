import { MAX_UPLOAD_BYTES } from "@phd/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

export interface SiteInfo {
  institution: { name: string; address: string; phone: string; email: string; contactPerson: string };
  maxUploadBytes: number;
  files: { key: string; label: string; url: string | null; external: boolean }[];
}

/** Institution details and the deployer's documents (brochure, dates…), from configuration. */
export function useSiteInfo() {
  return useQuery({
    queryKey: ["site-info"],
    queryFn: () => api.get<{ data: SiteInfo }>("/api/site-info").then((r) => r.data),
    staleTime: 10 * 60_000,
  });
}

/** The largest file the server accepts (its MAX_UPLOAD_MB); the shared default until site info arrives. */
export function useUploadLimit(): number {
  return useSiteInfo().data?.maxUploadBytes ?? MAX_UPLOAD_BYTES;
}
