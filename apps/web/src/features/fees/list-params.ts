import {
  APPLICATION_TYPES,
  type ApplicationType,
  DEPARTMENT_NAMES,
  type DepartmentName,
  FEE_LIST_PAGE_SIZE,
  FEE_SORTS,
  type FeeListQuery,
  type FeeSort,
  paths,
  SORT_ORDERS,
  type SortOrder,
  VERIFICATION_STATUSES,
  type VerificationStatus,
} from "@phd/shared";
import { dayParam, oneOf, pageParam, queryString, roundParam } from "../../lib/search-params.ts";

/**
 * Everything the fee list shows is in the address (search params with the API's own names), so
 * back / forward and reload bring the same list back, and the home page can link to a filtered list.
 */
export interface FeeListState {
  page: number;
  search: string;
  department?: DepartmentName;
  applicationType?: ApplicationType;
  /** The fee record's status (not the application's). */
  verificationStatus?: VerificationStatus;
  utrNumber: string;
  applicationId: string;
  fromDate?: string;
  toDate?: string;
  duplicatesOnly: boolean;
  sort: FeeSort;
  order: SortOrder;
  groupByUser: boolean;
  /** The admission round's id; absent: the current round. */
  round?: string;
}

/** The filter panel's fields (what Reset All and the chips act on, besides the search). */
export type FeeFilters = Pick<
  FeeListState,
  | "department"
  | "applicationType"
  | "verificationStatus"
  | "utrNumber"
  | "applicationId"
  | "fromDate"
  | "toDate"
  | "duplicatesOnly"
>;
export const FEE_FILTER_KEYS = [
  "department",
  "applicationType",
  "verificationStatus",
  "utrNumber",
  "applicationId",
  "fromDate",
  "toDate",
  "duplicatesOnly",
] as const satisfies readonly (keyof FeeFilters)[];

export const NO_FEE_FILTERS: FeeFilters = {
  department: undefined,
  applicationType: undefined,
  verificationStatus: undefined,
  utrNumber: "",
  applicationId: "",
  fromDate: undefined,
  toDate: undefined,
  duplicatesOnly: false,
};

/** Newest applications first unless the address says otherwise (spec 001 §9). */
export const DEFAULT_FEE_SORT: FeeSort = "createdAt";
export const DEFAULT_FEE_ORDER: SortOrder = "desc";

/** Reads the list's state from the address; a value the server would refuse is ignored. */
export function readFeeListState(params: URLSearchParams): FeeListState {
  return {
    page: pageParam(params),
    search: (params.get("search") ?? "").trim(),
    department: oneOf(DEPARTMENT_NAMES, params.get("department")),
    applicationType: oneOf(APPLICATION_TYPES, params.get("applicationType")),
    verificationStatus: oneOf(VERIFICATION_STATUSES, params.get("verificationStatus")),
    utrNumber: (params.get("utrNumber") ?? "").trim(),
    applicationId: (params.get("applicationId") ?? "").trim(),
    fromDate: dayParam(params, "fromDate"),
    toDate: dayParam(params, "toDate"),
    duplicatesOnly: params.get("duplicatesOnly") === "true",
    sort: oneOf(FEE_SORTS, params.get("sort")) ?? DEFAULT_FEE_SORT,
    order: oneOf(SORT_ORDERS, params.get("order")) ?? DEFAULT_FEE_ORDER,
    groupByUser: params.get("groupByUser") === "true",
    round: roundParam(params),
  };
}

/** The search, filters, sort and grouping as request fields (empty ones left out by `queryString`). */
function filterFields(state: FeeListState) {
  return {
    search: state.search,
    department: state.department,
    applicationType: state.applicationType,
    verificationStatus: state.verificationStatus,
    utrNumber: state.utrNumber,
    applicationId: state.applicationId,
    fromDate: state.fromDate,
    toDate: state.toDate,
    duplicatesOnly: state.duplicatesOnly ? "true" : undefined,
  };
}

/** The address for a state: only what differs from the defaults, in a fixed order. */
export function writeFeeListState(state: FeeListState): URLSearchParams {
  const sorted = state.sort !== DEFAULT_FEE_SORT || state.order !== DEFAULT_FEE_ORDER;
  return new URLSearchParams(
    queryString({
      ...filterFields(state),
      sort: sorted ? state.sort : undefined,
      order: sorted ? state.order : undefined,
      groupByUser: state.groupByUser ? "true" : undefined,
      round: state.round,
      page: state.page > 1 ? state.page : undefined,
    }),
  );
}

/** The list's address with only the given filters (links from the account section's home). */
export function feeListHref(filters: Partial<FeeFilters> = {}): string {
  const q = writeFeeListState({
    ...NO_FEE_FILTERS,
    ...filters,
    page: 1,
    search: "",
    sort: DEFAULT_FEE_SORT,
    order: DEFAULT_FEE_ORDER,
    groupByUser: false,
  }).toString();
  return q ? `${paths.feeDetails}?${q}` : paths.feeDetails;
}

/** The filters of the panel in a state. */
export function feeFiltersOf(state: FeeListState): FeeFilters {
  return Object.fromEntries(FEE_FILTER_KEYS.map((k) => [k, state[k]])) as FeeFilters;
}

/** How many of the panel's filters are set. */
export function activeFeeFilterCount(filters: FeeFilters): number {
  return FEE_FILTER_KEYS.filter((k) => Boolean(filters[k])).length;
}

/** The query of GET /api/fee-details (page, limit, sort and order always explicit). */
export function toFeeListQuery(state: FeeListState): FeeListQuery {
  const fields = filterFields(state);
  return {
    page: state.page,
    limit: FEE_LIST_PAGE_SIZE,
    ...fields,
    search: fields.search || undefined,
    utrNumber: fields.utrNumber || undefined,
    applicationId: fields.applicationId || undefined,
    duplicatesOnly: fields.duplicatesOnly,
    sort: state.sort,
    order: state.order,
    groupByUser: state.groupByUser ? "true" : undefined,
    round: state.round,
  };
}

/** The request path of a page of the list; empty values are left out. */
export function feeListPath(query: FeeListQuery): string {
  return `/api/fee-details?${queryString(query)}`;
}

/** GET /api/fee-details/export.csv: the same round, filters, sort and grouping, without page and limit. */
export function feeExportPath(state: FeeListState): string {
  const { page: _page, limit: _limit, ...rest } = toFeeListQuery(state);
  return `/api/fee-details/export.csv?${queryString(rest)}`;
}
