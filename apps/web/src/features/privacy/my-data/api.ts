import type { MyData } from "@phd/shared";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api, saveBlob } from "../../../lib/api-client.ts";

/** GET /api/candidate/my-data: what the portal holds about the signed-in candidate (each read is audited). */
export function useMyData() {
  return useQuery({
    queryKey: ["my-data"],
    queryFn: () => api.get<{ data: MyData }>("/api/candidate/my-data").then((r) => r.data),
    // Always read afresh: it is the record as it stands now.
    staleTime: 0,
  });
}

/** The "Download my data" ZIP, fetched with the bearer token and saved under the name the server gives. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const { data, fileName } = await api.attachment("/api/candidate/my-data/export");
      saveBlob(data, fileName ?? "my-data.zip");
    },
  });
}
