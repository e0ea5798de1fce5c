import type { AdmissionRound } from "@phd/shared";
import { within } from "@testing-library/react";
import type { ReactElement } from "react";
import { admissionRound } from "./fixtures.ts";
import { type ApiHandler, stubApi } from "./network.ts";
import { renderWithAddress } from "./render.tsx";

// The selection screens' tests (shortlist, slots, marks, interview scores, merit, offers) all start
// alike: the rounds listed, the department's answers stubbed, the screen rendered at an address.

/** The department the selection screens' tests work on. */
export const DEPARTMENT = "Computer Engineering";
/** The current round (2): the one a selection screen shows when the address names none. */
export const CURRENT_ROUND = admissionRound(2, { name: "PhD Admissions 2026-27, Round 1", isCurrent: true });
/** An earlier round (1), closed. */
export const CLOSED_ROUND = admissionRound(1, {
  name: "PhD Admissions 2025-26, Round 1",
  closedAt: "2026-03-01T09:00:00.000Z",
});

export interface SelectionStubs {
  /** Answers to GET requests by address, besides the rounds. */
  get?: Record<string, unknown>;
  /** The other requests' answers. */
  handle?: ApiHandler;
  /** What GET /api/rounds lists: the current round and the closed one unless told otherwise. */
  rounds?: AdmissionRound[];
}

/** Stubs the API of a selection screen: the rounds, then `get` and `handle`. */
export function stubSelectionApi({ get = {}, handle, rounds = [CURRENT_ROUND, CLOSED_ROUND] }: SelectionStubs = {}) {
  return stubApi({ get: { "/api/rounds": { success: true, data: rounds }, ...get }, handle });
}

/** Renders a selection screen at `route` (the address shown beside it) with its API stubbed. */
export function renderSelectionScreen(ui: ReactElement, route: string, stubs: SelectionStubs = {}) {
  const api = stubSelectionApi(stubs);
  return { ...renderWithAddress(ui, route), api };
}

/** A table's rows below its header row. */
export const rowsOf = (table: HTMLElement) => within(table).getAllByRole("row").slice(1) as HTMLElement[];
