import {
  CATEGORIES,
  type Category,
  DEPARTMENT_NAMES,
  type DepartmentName,
  OFFER_STATES,
  type OfferListQuery,
  type OfferState,
  paths,
  SELECTION_CHANNELS,
  type SelectionChannel,
  VERIFICATION_STATUSES,
  type VerificationStatus,
} from "@phd/shared";
import { laterPage, oneOf, pageParam, queryString, roundParam } from "../../lib/search-params.ts";

/**
 * What the offers screens show is in the address (the API's own names), as in the other staff
 * screens: back / forward and reload bring it back, and the seat dashboard links into the offers.
 */
export interface OffersAddress {
  /** The waitlist's page (decision 040; the offers themselves are one list). */
  page: number;
  department?: DepartmentName;
  channel?: SelectionChannel;
  /** The seat's category (the seat dashboard's rows link with it). */
  category?: Category;
  state?: OfferState;
  /** The admission round's id; absent: the current round. */
  round?: string;
}

/** Reads the offers screen's state from the address; a value the server would refuse is ignored. */
export function readOffersAddress(params: URLSearchParams): OffersAddress {
  return {
    page: pageParam(params),
    department: oneOf(DEPARTMENT_NAMES, params.get("department")),
    channel: oneOf(SELECTION_CHANNELS, params.get("channel")),
    category: oneOf(CATEGORIES, params.get("category")),
    state: oneOf(OFFER_STATES, params.get("state")),
    round: roundParam(params),
  };
}

/** The address for a state: only what is set, in a fixed order. */
export function writeOffersAddress(state: Omit<OffersAddress, "page"> & { page?: number }): URLSearchParams {
  return new URLSearchParams(
    queryString({
      department: state.department,
      channel: state.channel,
      category: state.category,
      state: state.state,
      round: state.round,
      page: laterPage(state.page),
    }),
  );
}

/** A link to the offers screen filtered so (the seat dashboard's counts). */
export const offersHref = (filter: Omit<OffersAddress, "page">) => {
  const search = writeOffersAddress(filter).toString();
  return search ? `${paths.offers}?${search}` : paths.offers;
};

/** The seat dashboard's address: one department or all, and the round. */
export interface SeatDashboardAddress {
  page: number;
  department?: DepartmentName;
  round?: string;
}

export function readSeatAddress(params: URLSearchParams): SeatDashboardAddress {
  return { page: 1, department: oneOf(DEPARTMENT_NAMES, params.get("department")), round: roundParam(params) };
}

export function writeSeatAddress(state: SeatDashboardAddress): URLSearchParams {
  return new URLSearchParams(queryString({ department: state.department, round: state.round }));
}

/** The admission fee list's address: the status shown and the round. */
export interface AdmissionFeesAddress {
  page: number;
  status?: VerificationStatus;
  round?: string;
}

export function readAdmissionFeesAddress(params: URLSearchParams): AdmissionFeesAddress {
  return { page: 1, status: oneOf(VERIFICATION_STATUSES, params.get("status")), round: roundParam(params) };
}

export function writeAdmissionFeesAddress(state: AdmissionFeesAddress): URLSearchParams {
  return new URLSearchParams(queryString({ round: state.round, status: state.status }));
}

/** The API's own query: department; channel, seat category and state when filtered; the waitlist's page. */
export type OfferListFilter = Omit<OfferListQuery, "page" | "limit"> & { page?: number };

const round = (roundId: string) => `/api/rounds/${encodeURIComponent(roundId)}`;
const offer = (offerId: string) => `/api/offers/${encodeURIComponent(offerId)}`;
const fee = (offerId: string) => `/api/admission-fees/${encodeURIComponent(offerId)}`;
/** "?department=…" or nothing. */
const query = (q: object) => {
  const s = queryString(q);
  return s ? `?${s}` : "";
};

export type AdmittedExportFormat = "csv" | "pdf";

/** Every endpoint of the offers screens. */
export const offerPaths = {
  /** GET / PUT the round's offer settings. */
  settings: (roundId: string) => `${round(roundId)}/offer-settings`,
  /** GET the department's offers (filtered), waitlist and freed seats; POST issues offers. */
  list: (roundId: string, q: OfferListFilter) => `${round(roundId)}/offers${query({ ...q, page: laterPage(q.page) })}`,
  issue: (roundId: string) => `${round(roundId)}/offers`,
  /** POST: the freed seats to the waitlist. */
  waitlist: (roundId: string) => `${round(roundId)}/offers/waitlist`,
  deadline: (offerId: string) => `${offer(offerId)}/deadline`,
  letter: (offerId: string) => `${offer(offerId)}/letter`,
  seats: (roundId: string, department?: DepartmentName) => `${round(roundId)}/seats${query({ department })}`,
  admittedExport: (roundId: string, format: AdmittedExportFormat, department?: DepartmentName) =>
    `${round(roundId)}/admitted/export.${format}${query({ department })}`,
  admissionFees: (q: { round?: string; status?: VerificationStatus }) => `/api/admission-fees${query(q)}`,
  receipt: (offerId: string) => `${fee(offerId)}/receipt`,
  verify: (offerId: string) => `${fee(offerId)}/verify`,
};
