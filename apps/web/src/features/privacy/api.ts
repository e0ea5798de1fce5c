import type { PrivacyNotice } from "@phd/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { currentLanguage } from "../../lib/i18n.ts";

/** GET /api/privacy-notice: the current version, in the language shown where the admin wrote one. */
export function usePrivacyNotice() {
  const language = currentLanguage();
  return useQuery({
    queryKey: ["privacy-notice", language],
    queryFn: () => api.get<{ data: PrivacyNotice }>("/api/privacy-notice").then((r) => r.data),
  });
}
