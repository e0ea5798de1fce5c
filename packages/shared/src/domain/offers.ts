import { CATEGORIES, type Category } from "../profile.ts";

/**
 * Offers of admission and the waitlist (issue 26; decision 034). An offer is made for one seat of
 * the final merit list: its category (OPEN_GENERAL for an open seat) and whether it is a seat for
 * persons with disabilities. Pure rules: the offer's states, and which waitlisted candidate a
 * freed seat goes to.
 */

export const OFFER_STATES = ["OFFERED", "ACCEPTED", "DECLINED", "LAPSED", "WITHDRAWN", "ADMITTED"] as const;
export type OfferState = (typeof OFFER_STATES)[number];
export const OFFER_STATE_LABELS: Record<OfferState, string> = {
  OFFERED: "Offered",
  ACCEPTED: "Accepted",
  DECLINED: "Declined",
  LAPSED: "Lapsed (not answered in time)",
  WITHDRAWN: "Acceptance withdrawn",
  ADMITTED: "Admitted",
};

/** What can happen to an offer, and who does it. */
export const OFFER_ACTIONS = ["ACCEPT", "DECLINE", "LAPSE", "WITHDRAW", "ADMIT"] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

const TRANSITIONS: Record<OfferState, Partial<Record<OfferAction, OfferState>>> = {
  // The candidate answers once, before the deadline; at the deadline the server lapses it.
  OFFERED: { ACCEPT: "ACCEPTED", DECLINE: "DECLINED", LAPSE: "LAPSED" },
  // An acceptance can be withdrawn until the admission fee is verified.
  ACCEPTED: { WITHDRAW: "WITHDRAWN", ADMIT: "ADMITTED" },
  DECLINED: {},
  LAPSED: {},
  WITHDRAWN: {},
  ADMITTED: {},
};

/** The state an action leads to, or null when the offer's state does not allow it. */
export function offerTransition(from: OfferState, action: OfferAction): OfferState | null {
  return TRANSITIONS[from][action] ?? null;
}

/** States in which the offer no longer holds its seat: the seat goes to the waitlist. */
export const SEAT_FREEING_STATES: readonly OfferState[] = ["DECLINED", "LAPSED", "WITHDRAWN"];
export const holdsSeat = (state: OfferState) => !SEAT_FREEING_STATES.includes(state);

/** A seat of the final list. */
export interface OfferSeat {
  category: Category;
  disabilitySeat: boolean;
}

/** A waitlisted line of the final list (ranked, no seat allotted). */
export interface WaitlistCandidate {
  applicationId: string;
  category: Category;
  isPwd: boolean;
  rank: number;
}

export interface WaitlistMove<S extends OfferSeat = OfferSeat> {
  /**
   * Each freed seat with the candidate it is now offered to, in the order they were filled: `seat`
   * as it is taken (a disability seat no one with a disability could take goes as an ordinary
   * seat), `slot` the freed seat as given (the caller's seat identity).
   */
  offers: { seat: OfferSeat; slot: S; applicationId: string }[];
  /** Freed seats no waitlisted candidate could take (reported; moving them is the admin's action). */
  unfilled: S[];
}

const order = (s: OfferSeat) => CATEGORIES.indexOf(s.category) * 2 + (s.disabilitySeat ? 0 : 1);

/**
 * Gives freed seats to the waitlist by the published allocation's rules (decision 032): OPEN seats
 * first, from everyone on the waitlist in merit order; then each category's seats from that
 * category's waitlist. A seat for persons with disabilities goes to the best-ranked waitlisted
 * candidate with a disability of its pool, and when there is none, to the best-ranked of the pool
 * as an ordinary seat (the quota cannot be met, as when the list was made). Within a category the
 * disability seats are filled before the ordinary ones, so both go to the best each can take.
 * `offered`: candidates who have had an offer already (accepted, declined or lapsed): never
 * offered again. Pure and reproducible: the result depends only on the inputs.
 */
export function moveWaitlist<S extends OfferSeat>(
  freed: readonly S[],
  waitlist: readonly WaitlistCandidate[],
  offered: ReadonlySet<string>,
): WaitlistMove<S> {
  const queue = waitlist
    .filter((c) => !offered.has(c.applicationId))
    .sort((a, b) => a.rank - b.rank || (a.applicationId < b.applicationId ? -1 : 1));
  const taken = new Set<string>();
  const out: WaitlistMove<S> = { offers: [], unfilled: [] };
  for (const seat of [...freed].sort((a, b) => order(a) - order(b))) {
    const pool = queue.filter(
      (c) => !taken.has(c.applicationId) && (seat.category === "OPEN_GENERAL" || c.category === seat.category),
    );
    const pwd = seat.disabilitySeat ? pool.find((c) => c.isPwd) : undefined;
    const next = pwd ?? pool[0];
    if (!next) {
      out.unfilled.push(seat);
      continue;
    }
    taken.add(next.applicationId);
    out.offers.push({
      seat: { category: seat.category, disabilitySeat: pwd !== undefined },
      slot: seat,
      applicationId: next.applicationId,
    });
  }
  return out;
}
