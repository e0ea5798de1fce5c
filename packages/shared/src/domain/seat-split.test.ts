import { describe, expect, it } from "vitest";
import { CATEGORIES } from "../profile.ts";
import {
  channelSeatsProblem,
  SeatSplitError,
  type SeatSplitSettings,
  seatSplitProblem,
  splitSeats,
} from "./seat-split.ts";

// Maharashtra's state-university pattern (the NT sub-groups together): 70 % reserved.
const STATE: SeatSplitSettings = {
  reservedPercent: { SC: 13, ST: 7, VJNT: 3, NT: 8, OBC: 19, SEBC: 10, EWS: 10 },
  disabilityPercent: 5,
};
const NONE: SeatSplitSettings = { reservedPercent: {}, disabilityPercent: 0 };

// [case, total, settings, seats (in CATEGORIES order: OPEN, OBC, SC, ST, SEBC, NT, VJNT, EWS), disability seats]
const cases: [string, number, SeatSplitSettings, number[], number[]][] = [
  ["no seats", 0, STATE, [0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0]],
  ["no reservation: all OPEN", 7, NONE, [7, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0]],
  // 10 seats: shares OBC 1.9, SC 1.3, ST 0.7, SEBC 1, NT 0.8, VJNT 0.3, EWS 1 → 7 reserved; the 3
  // rounding seats go to OBC (.9), NT (.8), ST (.7); disability ceil(0.5) = 1, to OPEN (the most seats).
  ["10 seats, state pattern", 10, STATE, [3, 2, 1, 1, 1, 1, 0, 1], [1, 0, 0, 0, 0, 0, 0, 0]],
  // 20 seats: OBC 3.8, SC 2.6, NT 1.6, VJNT 0.6 tie at .6 → the larger percentage first (SC, NT).
  ["20 seats, a tie broken by the larger percentage", 20, STATE, [6, 4, 3, 1, 2, 2, 0, 2], [1, 0, 0, 0, 0, 0, 0, 0]],
  // 100 seats: every share whole; disability 5 spread by seats (OPEN 1.5, OBC .95, SC .65, SEBC .5,
  // EWS .5, …): OPEN 1, then OBC, SC, and of the .5 ties OPEN (most seats), then SEBC (listed first).
  ["100 seats, whole shares", 100, STATE, [30, 19, 13, 7, 10, 8, 3, 10], [2, 1, 1, 0, 1, 0, 0, 0]],
  // 13.5 % of 20 is exactly 2.7 (no floating-point 2.6999…).
  [
    "fractional percentages are exact",
    20,
    { reservedPercent: { SC: 13.5 }, disabilityPercent: 0 },
    [18, 0, 2, 0, 0, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0, 0],
  ],
  [
    "disability seats round up (not less than 5 %)",
    21,
    { reservedPercent: {}, disabilityPercent: 5 },
    [21, 0, 0, 0, 0, 0, 0, 0],
    [2, 0, 0, 0, 0, 0, 0, 0],
  ],
];

describe("splitSeats", () => {
  it.each(cases)("%s", (_name, total, settings, seats, disability) => {
    const split = splitSeats(total, settings);
    expect(CATEGORIES.map((c) => split.seats[c])).toEqual(seats);
    expect(CATEGORIES.map((c) => split.disabilitySeats[c])).toEqual(disability);
  });

  it("keeps its promises for every size of department", () => {
    for (const settings of [
      STATE,
      NONE,
      { reservedPercent: { OBC: 27, SC: 15, ST: 7.5, EWS: 10 }, disabilityPercent: 5 },
    ])
      for (let total = 0; total <= 120; total++) {
        const { seats, disabilitySeats } = splitSeats(total, settings);
        const sum = (r: Record<string, number>) => Object.values(r).reduce((s, n) => s + n, 0);
        const reservedPercent = Object.values(settings.reservedPercent).reduce((s, p) => s + (p ?? 0), 0);
        expect(sum(seats)).toBe(total);
        expect(total - seats.OPEN_GENERAL).toBe(Math.floor((total * reservedPercent) / 100 + 1e-9));
        expect(sum(disabilitySeats)).toBe(Math.max(0, Math.ceil((total * settings.disabilityPercent) / 100 - 1e-9)));
        for (const c of CATEGORIES) expect(disabilitySeats[c]).toBeLessThanOrEqual(seats[c]);
      }
  });

  it.each([
    ["negative seats", -1, NONE, "Seats must be a whole number, 0 or more."],
    ["fractional seats", 2.5, NONE, "Seats must be a whole number, 0 or more."],
    [
      "a percentage above 100",
      10,
      { reservedPercent: { SC: 120 }, disabilityPercent: 0 },
      "Each percentage must be between 0 and 100.",
    ],
    [
      "a negative percentage",
      10,
      { reservedPercent: {}, disabilityPercent: -5 },
      "Each percentage must be between 0 and 100.",
    ],
    [
      "reserved above 100 in all",
      10,
      { reservedPercent: { SC: 60, OBC: 50 }, disabilityPercent: 0 },
      "The reserved percentages add up to more than 100.",
    ],
  ] as const)("refuses %s", (_name, total, settings, message) => {
    expect(seatSplitProblem(total, settings)).toBe(message);
    expect(() => splitSeats(total, settings)).toThrow(SeatSplitError);
  });
});

describe("channelSeatsProblem: the server's check of an edited channel", () => {
  const row = (seats: number[], disability: number[] = [0, 0, 0, 0, 0, 0, 0, 0]) => ({
    seats: Object.fromEntries(CATEGORIES.map((c, i) => [c, seats[i] ?? 0])) as Record<
      (typeof CATEGORIES)[number],
      number
    >,
    disabilitySeats: Object.fromEntries(CATEGORIES.map((c, i) => [c, disability[i] ?? 0])) as Record<
      (typeof CATEGORIES)[number],
      number
    >,
  });
  it.each([
    ["a split from the helper", { total: 10, ...row([3, 2, 1, 1, 1, 1, 0, 1], [1]) }, null],
    ["no seats at all", { total: 0, ...row([]) }, null],
    ["a negative cell", { total: 0, ...row([1, -1]) }, "Seats must be whole numbers, 0 or more."],
    ["a fraction", { total: 2, ...row([1.5, 0.5]) }, "Seats must be whole numbers, 0 or more."],
    [
      "categories above the total",
      { total: 5, ...row([3, 3]) },
      "The categories' seats add up to 6, more than the total of 5.",
    ],
    [
      "categories below the total",
      { total: 5, ...row([3, 1]) },
      "The categories' seats add up to 4, less than the total of 5.",
    ],
    [
      "disability seats above a category's seats",
      { total: 5, ...row([4, 1], [0, 2]) },
      "Seats for persons with disabilities in OBC are more than its 1 seats.",
    ],
  ])("%s", (_name, channel, expected) => {
    expect(channelSeatsProblem(channel)).toBe(expected);
  });

  it("every split the helper makes passes the check", () => {
    for (let total = 0; total <= 60; total++) {
      const split = splitSeats(total, STATE);
      expect(channelSeatsProblem({ total, ...split }), `total ${total}`).toBeNull();
    }
  });
});
