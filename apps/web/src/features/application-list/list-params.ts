import {
  APPLICATION_LIST_PAGE_SIZE,
  APPLICATION_SORTS,
  APPLICATION_STATUSES,
  APPLICATION_TYPES,
  type ApplicationListQuery,
  type ApplicationSort,
  type ApplicationStatus,
  type ApplicationType,
  DEPARTMENT_NAMES,
  type DepartmentName,
  SORT_ORDERS,
  type SortOrder,
} from "@phd/shared";
import { dayParam, oneOf, pageParam, queryString, roundParam } from "../../lib/search-params.ts";

/**
 * Everything the coordinator's list shows is in the address (search params with the API's own
 * names), so back / forward, reload and a link from the review page bring the same list back.
 */
export interface ListState {
  page: number;
  search: string;
  department?: DepartmentName;
  status?: ApplicationStatus;
  applicationType?: ApplicationType;
  fromDate?: string;
  toDate?: string;
  sort: ApplicationSort;
  order: SortOrder;
  /** The admission round's id; absent: the current round. */
  round?: string;
}

/** The panel's fields (what Apply and Reset act on). */
export type ListFilters = Pick<ListState, "department" | "status" | "applicationType" | "fromDate" | "toDate">;
export const FILTER_KEYS = ["department", "status", "applicationType", "fromDate", "toDate"] as const;

/** Every filter key of `source`, an absent one as `undefined`: written to the address, it clears that filter. */
export function listFiltersOf(source: Partial<ListFilters>): ListFilters {
  return Object.fromEntries(FILTER_KEYS.map((k) => [k, source[k]]));
}

/** Newest submissions first unless the address says otherwise. */
export const DEFAULT_SORT: ApplicationSort = "createdAt";
export const DEFAULT_ORDER: SortOrder = "desc";

/** Reads the list's state from the address; a value that is not one the server accepts is ignored. */
export function readListState(params: URLSearchParams): ListState {
  return {
    page: pageParam(params),
    search: (params.get("search") ?? "").trim(),
    department: oneOf(DEPARTMENT_NAMES, params.get("department")),
    status: oneOf(APPLICATION_STATUSES, params.get("status")),
    applicationType: oneOf(APPLICATION_TYPES, params.get("applicationType")),
    fromDate: dayParam(params, "fromDate"),
    toDate: dayParam(params, "toDate"),
    sort: oneOf(APPLICATION_SORTS, params.get("sort")) ?? DEFAULT_SORT,
    order: oneOf(SORT_ORDERS, params.get("order")) ?? DEFAULT_ORDER,
    round: roundParam(params),
  };
}

/** The address for a state: only what differs from the defaults, in a fixed order. */
export function writeListState(state: ListState): URLSearchParams {
  const out = new URLSearchParams();
  if (state.search) out.set("search", state.search);
  for (const key of FILTER_KEYS) {
    const v = state[key];
    if (v) out.set(key, v);
  }
  if (state.sort !== DEFAULT_SORT || state.order !== DEFAULT_ORDER) {
    out.set("sort", state.sort);
    out.set("order", state.order);
  }
  if (state.round) out.set("round", state.round);
  if (state.page > 1) out.set("page", String(state.page));
  return out;
}

/** How many of the panel's filters are set. */
export function activeFilterCount(state: ListFilters): number {
  return FILTER_KEYS.filter((k) => Boolean(state[k])).length;
}

/** The query sent to GET /api/application/all/applications (sort and order always explicit). */
export function toApiQuery(state: ListState): ApplicationListQuery {
  return {
    page: state.page,
    limit: APPLICATION_LIST_PAGE_SIZE,
    search: state.search || undefined,
    department: state.department,
    status: state.status,
    applicationType: state.applicationType,
    fromDate: state.fromDate,
    toDate: state.toDate,
    sort: state.sort,
    order: state.order,
    round: state.round,
  };
}

/** The request path for a query; empty values are left out. */
export function applicationListPath(query: ApplicationListQuery): string {
  return `/api/application/all/applications?${queryString(query)}`;
}

/**
 * A row's place in the filtered list, counted from 0 (`&i=` on the review link): page and row of
 * the list that holds it, so the review page can fetch the neighbours with the same query.
 */
export function listPosition(index: number, pageSize = APPLICATION_LIST_PAGE_SIZE): { page: number; row: number } {
  return { page: Math.floor(index / pageSize) + 1, row: index % pageSize };
}
