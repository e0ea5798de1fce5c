import type { AuditLogResponse } from "@phd/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { type AuditLogRequest, auditLogPath } from "./list-params.ts";

export const auditKeys = {
  all: ["audit-log"] as const,
  list: (query: AuditLogRequest) => ["audit-log", "list", query] as const,
};

/** One page of recorded actions, newest first; the previous page stays on screen while the next loads. */
export function useAuditLog(query: AuditLogRequest) {
  return useQuery({
    queryKey: auditKeys.list(query),
    queryFn: () => api.get<AuditLogResponse>(auditLogPath(query)),
    placeholderData: keepPreviousData,
  });
}
