import {
  DEPARTMENT_NAMES,
  type DepartmentName,
  SLOT_KINDS,
  type SlotCandidatesQuery,
  type SlotKind,
} from "@phd/shared";
import { oneOf, pageParam, queryString, roundParam } from "../../lib/search-params.ts";

/** How many candidates a page of a slot's list (or of the waiting list) shows. */
export const SLOT_CANDIDATES_PAGE_SIZE = 50;

/** The candidates' list of "waiting": those of the kind who have no slot yet. */
export const WAITING = "waiting";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What the slots screen shows is in the address (the API's own names), as in the other staff
 * screens: the department, the kind of slot, whose candidates are listed (a slot's id or
 * "waiting") and the page of that list; back / forward and reload bring them back.
 */
export interface SlotsAddress {
  page: number;
  department?: DepartmentName;
  /** Absent in the address: the entrance test. */
  kind: SlotKind;
  /** The candidates' list on screen: a slot's id, "waiting", or none. */
  slot?: string;
  /** The admission round's id; absent: the current round. */
  round?: string;
}

/** Reads the screen's state from the address; a value the server would refuse is ignored. */
export function readSlotsAddress(params: URLSearchParams): SlotsAddress {
  const slot = params.get("slot");
  return {
    page: pageParam(params),
    department: oneOf(DEPARTMENT_NAMES, params.get("department")),
    kind: oneOf(SLOT_KINDS, params.get("kind")) ?? "TEST",
    slot: slot === WAITING || (slot && UUID.test(slot)) ? slot : undefined,
    round: roundParam(params),
  };
}

/** The address for a state: only what is set (the entrance test is the default kind), in a fixed order. */
export function writeSlotsAddress(state: SlotsAddress): URLSearchParams {
  const out = new URLSearchParams();
  if (state.department) out.set("department", state.department);
  if (state.kind !== "TEST") out.set("kind", state.kind);
  if (state.slot) out.set("slot", state.slot);
  if (state.round) out.set("round", state.round);
  if (state.slot && state.page > 1) out.set("page", String(state.page));
  return out;
}

const slotsBase = (roundId: string) => `/api/rounds/${encodeURIComponent(roundId)}/slots`;

/** GET/POST /api/rounds/{id}/slots, with the department's query for the GET. */
export function slotsPath(roundId: string, department?: DepartmentName): string {
  return department ? `${slotsBase(roundId)}?${queryString({ department })}` : slotsBase(roundId);
}

/** PUT/DELETE /api/rounds/{id}/slots/{slotId} */
export const slotPath = (roundId: string, slotId: string) => `${slotsBase(roundId)}/${encodeURIComponent(slotId)}`;

/** GET /api/rounds/{id}/slots/candidates?department=&kind=&slot=&page=&limit= */
export const slotCandidatesPath = (roundId: string, query: SlotCandidatesQuery) =>
  `${slotsBase(roundId)}/candidates?${queryString(query)}`;

/** POST /api/rounds/{id}/slots/auto-assign and /move */
export const slotActionPath = (roundId: string, action: "auto-assign" | "move") => `${slotsBase(roundId)}/${action}`;

/** GET/PUT /api/rounds/{id}/call-letter */
export const callLetterSettingsPath = (roundId: string) => `/api/rounds/${encodeURIComponent(roundId)}/call-letter`;
