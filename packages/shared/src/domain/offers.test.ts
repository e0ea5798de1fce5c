import { describe, expect, it } from "vitest";
import type { Category } from "../profile.ts";
import {
  holdsSeat,
  moveWaitlist,
  OFFER_ACTIONS,
  OFFER_STATES,
  type OfferAction,
  type OfferSeat,
  type OfferState,
  offerTransition,
  type WaitlistCandidate,
} from "./offers.ts";

describe("offerTransition", () => {
  const allowed: Record<string, OfferState> = {
    "OFFERED ACCEPT": "ACCEPTED",
    "OFFERED DECLINE": "DECLINED",
    "OFFERED LAPSE": "LAPSED",
    "ACCEPTED WITHDRAW": "WITHDRAWN",
    "ACCEPTED ADMIT": "ADMITTED",
  };
  const cases = OFFER_STATES.flatMap((from) =>
    OFFER_ACTIONS.map((action) => [from, action, allowed[`${from} ${action}`] ?? null] as const),
  );
  it.each(cases)("%s + %s → %s", (from: OfferState, action: OfferAction, to) =>
    expect(offerTransition(from, action)).toBe(to),
  );

  it.each([
    ["OFFERED", true],
    ["ACCEPTED", true],
    ["ADMITTED", true],
    ["DECLINED", false],
    ["LAPSED", false],
    ["WITHDRAWN", false],
  ] as const)("%s holds its seat: %s", (state, holds) => expect(holdsSeat(state)).toBe(holds));
});

const seat = (category: Category, disabilitySeat = false): OfferSeat => ({ category, disabilitySeat });
/** "W3:SC:pwd" → a waitlisted candidate W3 of SC with a disability, ranked by the order given. */
const waitlist = (...specs: string[]): WaitlistCandidate[] =>
  specs.map((s, i) => {
    const [applicationId = "", category = "OPEN_GENERAL", pwd] = s.split(":");
    return { applicationId, category: category as Category, isPwd: pwd === "pwd", rank: 10 + i };
  });
const moved = (freed: OfferSeat[], list: WaitlistCandidate[], offered: string[] = []) => {
  const r = moveWaitlist(freed, list, new Set(offered));
  return {
    offers: r.offers.map((o) => `${o.seat.category}${o.seat.disabilitySeat ? "+PwD" : ""}→${o.applicationId}`),
    unfilled: r.unfilled.map((s) => `${s.category}${s.disabilitySeat ? "+PwD" : ""}`),
  };
};

describe("moveWaitlist", () => {
  it.each([
    {
      case: "an open seat goes to the next on open merit, whatever the category",
      freed: [seat("OPEN_GENERAL")],
      list: waitlist("W1:SC", "W2:OPEN_GENERAL"),
      offers: ["OPEN_GENERAL→W1"],
      unfilled: [],
    },
    {
      case: "a category's seat goes to the next of that category, skipping better-ranked others",
      freed: [seat("OBC")],
      list: waitlist("W1:OPEN_GENERAL", "W2:SC", "W3:OBC", "W4:OBC"),
      offers: ["OBC→W3"],
      unfilled: [],
    },
    {
      case: "open seats are filled before category seats, as in the allocation",
      freed: [seat("SC"), seat("OPEN_GENERAL")],
      list: waitlist("W1:SC", "W2:SC"),
      offers: ["OPEN_GENERAL→W1", "SC→W2"],
      unfilled: [],
    },
    {
      case: "a disability seat goes to the best-ranked candidate with a disability of its pool",
      freed: [seat("SC", true)],
      list: waitlist("W1:SC", "W2:SC:pwd"),
      offers: ["SC+PwD→W2"],
      unfilled: [],
    },
    {
      case: "with nobody with a disability in the pool, it goes to the next as an ordinary seat",
      freed: [seat("ST", true)],
      list: waitlist("W1:ST", "W2:SC:pwd"),
      offers: ["ST→W1"],
      unfilled: [],
    },
    {
      case: "a category's disability seat is filled before its ordinary seat",
      freed: [seat("OBC"), seat("OBC", true)],
      list: waitlist("W1:OBC:pwd", "W2:OBC"),
      offers: ["OBC+PwD→W1", "OBC→W2"],
      unfilled: [],
    },
    {
      case: "candidates offered before (declined, lapsed) are never offered again",
      freed: [seat("OPEN_GENERAL")],
      list: waitlist("W1", "W2"),
      offered: ["W1"],
      offers: ["OPEN_GENERAL→W2"],
      unfilled: [],
    },
    {
      case: "a seat nobody can take is reported unfilled",
      freed: [seat("ST"), seat("OPEN_GENERAL")],
      list: waitlist("W1:SC"),
      offers: ["OPEN_GENERAL→W1"],
      unfilled: ["ST"],
    },
    {
      case: "an empty waitlist leaves every seat unfilled",
      freed: [seat("OPEN_GENERAL"), seat("EWS")],
      list: [],
      offers: [],
      unfilled: ["OPEN_GENERAL", "EWS"],
    },
    {
      case: "the rank decides, not the order the waitlist was given in",
      freed: [seat("OPEN_GENERAL")],
      list: [
        { applicationId: "W9", category: "OPEN_GENERAL", isPwd: false, rank: 30 },
        { applicationId: "W5", category: "OPEN_GENERAL", isPwd: false, rank: 12 },
      ] satisfies WaitlistCandidate[],
      offers: ["OPEN_GENERAL→W5"],
      unfilled: [],
    },
  ])("$case", ({ freed, list, offered, offers, unfilled }) => {
    expect(moved(freed, list, offered)).toEqual({ offers, unfilled });
  });

  it("gives the same answer for the same inputs, whatever order the seats come in", () => {
    const list = waitlist("W1:SC:pwd", "W2:OPEN_GENERAL", "W3:SC", "W4:OBC", "W5:SC");
    const freed = [seat("SC"), seat("OPEN_GENERAL"), seat("SC", true), seat("OBC")];
    const once = moved(freed, list);
    expect(moved([...freed].reverse(), list)).toEqual(once);
    // OPEN first takes W1 (the best, SC with a disability); SC's disability seat then finds no one
    // with a disability left and goes to W3 as an ordinary seat.
    expect(once.offers).toEqual(["OPEN_GENERAL→W1", "OBC→W4", "SC→W3", "SC→W5"]);
  });
});
