import { type CandidateStatisticsQuery, paths, STATISTICS_PAGE_SIZE } from "@phd/shared";
import { pageParam, queryString, roundParam } from "../../lib/search-params.ts";

/**
 * The candidate list's state, kept in the address (`?search=…&round=…&page=…`) so back / forward and
 * reload keep it.
 */
export interface StatisticsListState {
  page: number;
  search: string;
  /** The admission round's id; absent: the current round. */
  round?: string;
}

export function readStatisticsListState(params: URLSearchParams): StatisticsListState {
  return { page: pageParam(params), search: (params.get("search") ?? "").trim(), round: roundParam(params) };
}

/** Only what differs from the defaults: no page 1, no empty search, no round (the current one). */
export function writeStatisticsListState(state: StatisticsListState): URLSearchParams {
  return new URLSearchParams(
    queryString({ search: state.search, round: state.round, page: state.page > 1 ? state.page : undefined }),
  );
}

/** The query of GET /api/admin/candidates-with-statistics (page and limit always explicit). */
export function toStatisticsQuery(state: StatisticsListState): CandidateStatisticsQuery {
  return { page: state.page, limit: STATISTICS_PAGE_SIZE, search: state.search || undefined, round: state.round };
}

export const STATISTICS_API = "/api/admin/candidates-with-statistics";
export const OVERVIEW_API = "/api/admin/statistics/overview";

export function statisticsListPath(query: CandidateStatisticsQuery): string {
  return `${STATISTICS_API}?${queryString(query)}`;
}

/** GET /api/admin/statistics/overview of a round (absent: the current one). */
export function overviewPath(round?: string): string {
  const q = queryString({ round });
  return q ? `${OVERVIEW_API}?${q}` : OVERVIEW_API;
}

/** GET …/export.csv: every candidate of the round matching the search (no paging). */
export function statisticsExportPath(state: StatisticsListState): string {
  const q = queryString({ search: state.search, round: state.round });
  return q ? `${STATISTICS_API}/export.csv?${q}` : `${STATISTICS_API}/export.csv`;
}

/** The statistics page's address with a search (links from elsewhere). */
export function statisticsHref(search = ""): string {
  const q = writeStatisticsListState({ page: 1, search }).toString();
  return q ? `${paths.candidateStatistics}?${q}` : paths.candidateStatistics;
}
