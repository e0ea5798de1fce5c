import { type CandidateStatisticsQuery, paths, STATISTICS_PAGE_SIZE } from "@phd/shared";
import { pageParam, queryString } from "../../lib/search-params.ts";

/** The candidate list's state, kept in the address (`?search=…&page=…`) so back / forward and reload keep it. */
export interface StatisticsListState {
  page: number;
  search: string;
}

export function readStatisticsListState(params: URLSearchParams): StatisticsListState {
  return { page: pageParam(params), search: (params.get("search") ?? "").trim() };
}

/** Only what differs from the defaults: no page 1, no empty search. */
export function writeStatisticsListState(state: StatisticsListState): URLSearchParams {
  return new URLSearchParams(queryString({ search: state.search, page: state.page > 1 ? state.page : undefined }));
}

/** The query of GET /api/admin/candidates-with-statistics (page and limit always explicit). */
export function toStatisticsQuery(state: StatisticsListState): CandidateStatisticsQuery {
  return { page: state.page, limit: STATISTICS_PAGE_SIZE, search: state.search || undefined };
}

export const STATISTICS_API = "/api/admin/candidates-with-statistics";
export const OVERVIEW_API = "/api/admin/statistics/overview";

export function statisticsListPath(query: CandidateStatisticsQuery): string {
  return `${STATISTICS_API}?${queryString(query)}`;
}

/** GET …/export.csv: every candidate matching the search (no paging). */
export function statisticsExportPath(state: StatisticsListState): string {
  const q = queryString({ search: state.search });
  return q ? `${STATISTICS_API}/export.csv?${q}` : `${STATISTICS_API}/export.csv`;
}

/** The statistics page's address with a search (links from elsewhere). */
export function statisticsHref(search = ""): string {
  const q = writeStatisticsListState({ page: 1, search }).toString();
  return q ? `${paths.candidateStatistics}?${q}` : paths.candidateStatistics;
}
