import {
  CATEGORIES,
  type Category,
  DEPARTMENT_NAMES,
  type DepartmentName,
  SELECTION_CHANNELS,
  type SelectionChannel,
  SHORTLIST_DECISIONS,
  SHORTLIST_PAGE_SIZE,
  type ShortlistDecision,
  type ShortlistFilters,
  type ShortlistQuery,
} from "@phd/shared";
import { oneOf, pageParam, queryString, roundParam } from "../../lib/search-params.ts";

/**
 * What the shortlist shows is in the address (the API's own names), as in the other staff lists:
 * back / forward and reload bring the same department, filters and page back.
 */
export interface ShortlistListState {
  page: number;
  search: string;
  department?: DepartmentName;
  channel?: SelectionChannel;
  decision?: ShortlistDecision;
  category?: Category;
  /** The admission round's id; absent: the current round. */
  round?: string;
}

/** Reads the list's state from the address; a value the server would refuse is ignored. */
export function readShortlistState(params: URLSearchParams): ShortlistListState {
  return {
    page: pageParam(params),
    search: (params.get("search") ?? "").trim(),
    department: oneOf(DEPARTMENT_NAMES, params.get("department")),
    channel: oneOf(SELECTION_CHANNELS, params.get("channel")),
    decision: oneOf(SHORTLIST_DECISIONS, params.get("decision")),
    category: oneOf(CATEGORIES, params.get("category")),
    round: roundParam(params),
  };
}

/** The address for a state: only what is set, in a fixed order. */
export function writeShortlistState(state: ShortlistListState): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of ["department", "channel", "decision", "category", "search", "round"] as const) {
    const v = state[key];
    if (v) out.set(key, v);
  }
  if (state.page > 1) out.set("page", String(state.page));
  return out;
}

/** The list's filters but the department: a bulk decision's "all matching" target. */
export type MatchingFilters = Omit<ShortlistFilters, "department">;

/** The list's filters as a bulk decision's "all matching" target (unset ones left out). */
export function matchingFilters(state: ShortlistListState): MatchingFilters {
  const out: MatchingFilters = {};
  if (state.channel) out.channel = state.channel;
  if (state.decision) out.decision = state.decision;
  if (state.category) out.category = state.category;
  if (state.search) out.search = state.search;
  return out;
}

/** The query of GET /api/rounds/{id}/shortlist for one department. */
export function toShortlistQuery(state: ShortlistListState, department: DepartmentName): ShortlistQuery {
  return {
    department,
    ...matchingFilters(state),
    page: state.page,
    limit: SHORTLIST_PAGE_SIZE,
  };
}

/** The request path of a round's shortlist; empty values are left out. */
export function shortlistPath(roundId: string, query?: ShortlistQuery): string {
  const base = `/api/rounds/${encodeURIComponent(roundId)}/shortlist`;
  return query ? `${base}?${queryString(query)}` : base;
}
