import { AUDIT_KINDS, AUDIT_PAGE_SIZE, type AuditKind } from "@phd/shared";
import { datesOutOfOrder } from "../../components/lists/date-range-fields.tsx";
import { dayParam, oneOf, pageParam, queryString, roundParam, uuidParam } from "../../lib/search-params.ts";

/**
 * Everything the audit log shows is in the address (the API's own names), so back / forward, reload
 * and a shared link bring the same page of events back.
 */
export interface AuditListState {
  page: number;
  /** The actor's name, e-mail or MIS, contained. */
  actor: string;
  kind?: AuditKind;
  /** Calendar days (YYYY-MM-DD) in the institution's time zone. */
  fromDate?: string;
  toDate?: string;
  /** The admission round's id; absent: the current round. */
  round?: string;
  /** One candidate's events in every round (the breach export, issue 28); set from their profile. */
  candidate?: string;
}

/** What the filter bar sets (the round is chosen by the round switcher). */
export type AuditFilters = Omit<AuditListState, "page" | "round" | "candidate">;

export const NO_AUDIT_FILTERS: AuditFilters = { actor: "", kind: undefined, fromDate: undefined, toDate: undefined };

/** GET /api/admin/audit-log's query as the web app sends it (page and limit always explicit). */
export interface AuditLogRequest {
  page: number;
  limit: number;
  actor?: string;
  kind?: AuditKind;
  fromDate?: string;
  toDate?: string;
  round?: string;
  candidate?: string;
}

/** Reads the log's state from the address; a value the server would refuse is ignored (days out of order: both). */
export function readAuditListState(params: URLSearchParams): AuditListState {
  let fromDate = dayParam(params, "fromDate");
  let toDate = dayParam(params, "toDate");
  if (datesOutOfOrder(fromDate, toDate)) {
    fromDate = undefined;
    toDate = undefined;
  }
  return {
    page: pageParam(params),
    actor: (params.get("actor") ?? "").trim().slice(0, 200),
    kind: oneOf(AUDIT_KINDS, params.get("kind")),
    fromDate,
    toDate,
    round: roundParam(params),
    candidate: uuidParam(params, "candidate"),
  };
}

/** The address for a state: only what is set, in a fixed order, page last and only past 1. */
export function writeAuditListState(state: AuditListState): URLSearchParams {
  return new URLSearchParams(
    queryString({
      actor: state.actor,
      kind: state.kind,
      fromDate: state.fromDate,
      toDate: state.toDate,
      round: state.round,
      candidate: state.candidate,
      page: state.page > 1 ? state.page : undefined,
    }),
  );
}

/** The filters of a state. */
export function auditFiltersOf({
  page: _page,
  round: _round,
  candidate: _candidate,
  ...filters
}: AuditListState): AuditFilters {
  return filters;
}

/** Whether any filter narrows the log. */
export function isFiltered(f: AuditFilters): boolean {
  return Boolean(f.actor || f.kind || f.fromDate || f.toDate);
}

/** The request for a state. */
export function toAuditLogRequest(state: AuditListState): AuditLogRequest {
  return {
    page: state.page,
    limit: AUDIT_PAGE_SIZE,
    actor: state.actor || undefined,
    kind: state.kind,
    fromDate: state.fromDate,
    toDate: state.toDate,
    round: state.round,
    candidate: state.candidate,
  };
}

/** The request path of a page of the log; empty values are left out. */
export function auditLogPath(query: AuditLogRequest): string {
  return `/api/admin/audit-log?${queryString(query)}`;
}

/** GET /api/admin/audit-log/export.csv: every event of the round the filters match (no paging); empty values are left out. */
export function auditExportPath({ page: _page, ...filters }: AuditListState): string {
  const query = queryString(filters);
  return query ? `/api/admin/audit-log/export.csv?${query}` : "/api/admin/audit-log/export.csv";
}
