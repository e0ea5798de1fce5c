import {
  DEPARTMENT_NAMES,
  type DepartmentName,
  MARKS_FILTERS,
  MARKS_PAGE_SIZE,
  type MarksFilter,
  type MarksQuery,
} from "@phd/shared";
import { oneOf, pageParam, queryString, roundParam } from "../../lib/search-params.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What the marks screen shows is in the address (the API's own names), as in the other staff
 * screens: the department, the filter, the search and the page; back / forward and reload bring
 * them back. Marks typed and not saved yet are kept by the screen, not the address.
 */
export interface MarksAddress {
  page: number;
  department?: DepartmentName;
  /** Absent in the address: every candidate. */
  show: MarksFilter;
  search: string;
  /** The admission round's id; absent: the current round. */
  round?: string;
}

export function readMarksAddress(params: URLSearchParams): MarksAddress {
  return {
    page: pageParam(params),
    department: oneOf(DEPARTMENT_NAMES, params.get("department")),
    show: oneOf(MARKS_FILTERS, params.get("show")) ?? "ALL",
    search: (params.get("search") ?? "").trim(),
    round: roundParam(params),
  };
}

export function writeMarksAddress(state: MarksAddress): URLSearchParams {
  const out = new URLSearchParams();
  if (state.department) out.set("department", state.department);
  if (state.show !== "ALL") out.set("show", state.show);
  if (state.search) out.set("search", state.search);
  if (state.round) out.set("round", state.round);
  if (state.page > 1) out.set("page", String(state.page));
  return out;
}

/** The query of GET /api/rounds/{id}/marks for one department. */
export function toMarksQuery(state: MarksAddress, department: DepartmentName): MarksQuery {
  return {
    department,
    show: state.show,
    ...(state.search ? { search: state.search } : {}),
    page: state.page,
    limit: MARKS_PAGE_SIZE,
  };
}

/**
 * The interview scores screen's address: the department and the interview slot whose scores are on
 * screen (`page` is unused: one slot's candidates fit one page).
 */
export interface ScoresAddress {
  page: number;
  department?: DepartmentName;
  slot?: string;
  round?: string;
}

export function readScoresAddress(params: URLSearchParams): ScoresAddress {
  const slot = params.get("slot");
  return {
    page: 1,
    department: oneOf(DEPARTMENT_NAMES, params.get("department")),
    slot: slot && UUID.test(slot) ? slot : undefined,
    round: roundParam(params),
  };
}

export function writeScoresAddress(state: ScoresAddress): URLSearchParams {
  const out = new URLSearchParams();
  if (state.department) out.set("department", state.department);
  if (state.slot) out.set("slot", state.slot);
  if (state.round) out.set("round", state.round);
  return out;
}

const roundBase = (roundId: string) => `/api/rounds/${encodeURIComponent(roundId)}`;

/** GET /api/rounds/{id}/marks?department=&show=&search=&page=&limit= (and PUT without the query). */
export const marksPath = (roundId: string, query?: MarksQuery) =>
  query ? `${roundBase(roundId)}/marks?${queryString(query)}` : `${roundBase(roundId)}/marks`;

/** POST /api/rounds/{id}/marks/import (multipart: the fields of `marksImportFields`, then the file). */
export const marksImportPath = (roundId: string) => `${roundBase(roundId)}/marks/import`;

/** GET/PUT /api/rounds/{id}/slots/{slotId}/scores */
export const slotScoresPath = (roundId: string, slotId: string) =>
  `${roundBase(roundId)}/slots/${encodeURIComponent(slotId)}/scores`;
