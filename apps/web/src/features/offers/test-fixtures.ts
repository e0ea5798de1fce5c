// Answers of the offers endpoints, typed by the shared response schemas, for component tests.
import type {
  AdmissionFeeListResponse,
  AdmissionFeeView,
  OfferListResponse,
  OfferView,
  SeatDashboardResponse,
  SeatDashboardRow,
} from "@phd/shared";
import { fixtureId, roundId } from "../../test/fixtures.ts";
import { rankedCandidate } from "../../test/merit-fixtures.ts";
import { admissionFee } from "../../test/offer-fixtures.ts";
import { CURRENT_ROUND, DEPARTMENT } from "../../test/selection-screen.tsx";

/** The offer id of application `n`. */
export const offerId = (n: number) => fixtureId("e000", n);

/** The current round of the tests (round 2). */
export const CURRENT = CURRENT_ROUND;
export const ROUND = { id: roundId(2), name: CURRENT.name, isClosed: false };
export const D = DEPARTMENT;
/** A deadline far ahead and one passed. */
export const FUTURE = "2099-01-01T04:00:00.000Z";
const AT = "2026-06-01T05:30:00.000Z";

/** Application `n`'s offer: Candidate n (PHD00n), entrance test, General seat, ranked `n`, offered, unless overridden. */
export function offerView(n: number, overrides: Partial<OfferView> = {}): OfferView {
  return {
    id: offerId(n),
    ...rankedCandidate(n),
    email: `candidate${n}@example.org`,
    department: D,
    channel: "ENTRANCE_TEST",
    candidateCategory: "OPEN_GENERAL",
    isPwd: false,
    category: "OPEN_GENERAL",
    disabilitySeat: false,
    rank: n,
    fromWaitlist: false,
    state: "OFFERED",
    deadline: FUTURE,
    offeredAt: AT,
    answeredAt: null,
    admissionFee: null,
    ...overrides,
  };
}

type OfferList = OfferListResponse["data"];

/**
 * GET /api/rounds/{id}/offers: the final list published, the offers given, no waitlist, unless
 * overridden; the waitlist given is one whole page unless its pagination is given too.
 */
export function offerListAnswer(offers: OfferView[], overrides: Partial<OfferList> = {}): OfferListResponse {
  const waiting = overrides.waitlist?.length ?? 0;
  return {
    success: true,
    data: {
      round: ROUND,
      hasFinalList: true,
      offers,
      waitlist: [],
      waitlistPagination: { currentPage: 1, totalPages: waiting > 0 ? 1 : 0, total: waiting },
      freedSeats: 0,
      waitlistMode: "AUTO",
      ...overrides,
    },
  };
}

/** A waitlisted line of the final list: application `n`, General, ranked `n`. */
export function waitlistLine(n: number, position: number): OfferList["waitlist"][number] {
  return {
    ...rankedCandidate(n),
    channel: "ENTRANCE_TEST",
    category: "OPEN_GENERAL",
    isPwd: false,
    rank: n,
    waitlistPosition: position,
  };
}

/** A dashboard row with no offers: `seats` seats, all vacant, unless overridden. */
export function seatRow(overrides: Partial<SeatDashboardRow> = {}): SeatDashboardRow {
  return {
    department: D,
    channel: "ENTRANCE_TEST",
    category: "OPEN_GENERAL",
    seats: 0,
    offered: 0,
    accepted: 0,
    declined: 0,
    lapsed: 0,
    withdrawn: 0,
    admitted: 0,
    vacant: 0,
    ...overrides,
  };
}

export const seatAnswer = (rows: SeatDashboardRow[]): SeatDashboardResponse => ({
  success: true,
  data: { round: ROUND, rows },
});

/** An accepted offer with its admission fee, as GET /api/admission-fees lists it. */
export function feeRow(n: number, fee: Partial<AdmissionFeeView> = {}, overrides: Partial<OfferView> = {}) {
  return { ...offerView(n, { state: "ACCEPTED", answeredAt: AT, ...overrides }), admissionFee: admissionFee(fee) };
}

export const feeListAnswer = (offers: ReturnType<typeof feeRow>[]): AdmissionFeeListResponse => ({
  success: true,
  data: { round: ROUND, offers },
});
