import type { AllApplicationsResponse, ApplicationListQuery, DepartmentSummaryResponse } from "@phd/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
import { applicationListPath } from "./list-params.ts";

/** Query keys of the coordinator's list and home; `all` invalidates both (e.g. after a review). */
export const applicationListKeys = {
  all: ["application-list"] as const,
  list: (query: ApplicationListQuery) => ["application-list", "list", query] as const,
  departmentSummary: ["application-list", "department-summary"] as const,
};

/** One page of the applications the signed-in reviewer may see; the previous page stays on screen while the next loads. */
export function useAllApplications(query: ApplicationListQuery) {
  return useQuery({
    queryKey: applicationListKeys.list(query),
    queryFn: () => api.get<AllApplicationsResponse>(applicationListPath(query)).then((r) => r.data),
    placeholderData: keepPreviousData,
  });
}

/** The reviewer's departments with what waits in each. */
export function useDepartmentSummary() {
  return useQuery({
    queryKey: applicationListKeys.departmentSummary,
    queryFn: () =>
      api.get<DepartmentSummaryResponse>("/api/application/department-summary").then((r) => r.data.departments),
  });
}
