import { describe, expect, it } from "vitest";
import { CATEGORIES, type Category } from "../profile.ts";
import { DEFAULT_SELECTION_RULES, type TieBreak } from "../schemas/selection-rules.ts";
import { type MeritCandidate, type MeritResult, meritList, qualifyingFor } from "./merit.ts";
import type { ChannelSeats } from "./seat-split.ts";

type Who = Partial<MeritCandidate> & { id: string };
/** A candidate of the entrance-test channel (70 % test + 30 % interview unless said otherwise). */
const c = ({ id, ...rest }: Who): MeritCandidate => ({
  applicationId: id,
  category: "OPEN_GENERAL",
  isPwd: false,
  method: "TEST_AND_INTERVIEW",
  examPercent: 60,
  interviewPercent: 60,
  dateOfBirth: "1995-01-01",
  submittedAt: "2026-06-01T10:00:00Z",
  ...rest,
});
/** Composite = exam when exam and interview are equal: lets a table say a candidate's score once. */
const scored = (id: string, score: number, rest: Partial<MeritCandidate> = {}) =>
  c({ id, examPercent: score, interviewPercent: score, ...rest });

const seatsOf = (
  seats: Partial<Record<Category, number>>,
  pwd: Partial<Record<Category, number>> = {},
): ChannelSeats => {
  const all = Object.fromEntries(CATEGORIES.map((k) => [k, seats[k] ?? 0])) as Record<Category, number>;
  return {
    total: Object.values(all).reduce((s, n) => s + n, 0),
    seats: all,
    disabilitySeats: Object.fromEntries(CATEGORIES.map((k) => [k, pwd[k] ?? 0])) as Record<Category, number>,
  };
};

const rules = DEFAULT_SELECTION_RULES;
/** "A:OPEN_GENERAL*" = A has an open seat, on the PwD quota (*); "B:W1" = B is first on the waitlist. */
function outcome(r: MeritResult): string[] {
  return r.lines.map((l) =>
    l.status === "ALLOTTED"
      ? `${l.applicationId}:${l.allotted?.category}${l.allotted?.disabilitySeat ? "*" : ""}`
      : l.status === "WAITLISTED"
        ? `${l.applicationId}:W${l.waitlistPosition}`
        : `${l.applicationId}:${l.status}`,
  );
}

// [case, candidates, seats, expected outcome in list order, expected unfilled seats]
const allocation: [string, MeritCandidate[], ChannelSeats, string[], number][] = [
  [
    "a reserved-category candidate on open merit takes an open seat, and the category seat goes to the next",
    [scored("A", 90, { category: "SC" }), scored("B", 80), scored("C", 70, { category: "SC" })],
    seatsOf({ OPEN_GENERAL: 1, SC: 1 }),
    ["A:OPEN_GENERAL", "B:W1", "C:SC"],
    0,
  ],
  [
    "fewer candidates than seats: the rest are reported unfilled",
    [scored("A", 80), scored("B", 70)],
    seatsOf({ OPEN_GENERAL: 3, SC: 1 }),
    ["A:OPEN_GENERAL", "B:OPEN_GENERAL"],
    2,
  ],
  [
    "a reserved category without candidates stays unfilled (not given to open merit)",
    [scored("A", 80), scored("B", 70), scored("C", 60)],
    seatsOf({ OPEN_GENERAL: 1, ST: 1 }),
    ["A:OPEN_GENERAL", "B:W1", "C:W2"],
    1,
  ],
  [
    "a horizontal PwD seat filled by displacing the last non-PwD holder",
    [scored("A", 90), scored("B", 85), scored("C", 80), scored("D", 70, { isPwd: true })],
    seatsOf({ OPEN_GENERAL: 3 }, { OPEN_GENERAL: 1 }),
    ["A:OPEN_GENERAL", "B:OPEN_GENERAL", "C:W1", "D:OPEN_GENERAL*"],
    0,
  ],
  [
    "a PwD candidate on merit counts against the quota: no one displaced",
    [scored("A", 90, { isPwd: true }), scored("B", 85), scored("C", 80)],
    seatsOf({ OPEN_GENERAL: 2 }, { OPEN_GENERAL: 1 }),
    ["A:OPEN_GENERAL*", "B:OPEN_GENERAL", "C:W1"],
    0,
  ],
  [
    "no PwD candidate: the PwD seat goes by merit",
    [scored("A", 90), scored("B", 85), scored("C", 80)],
    seatsOf({ OPEN_GENERAL: 2 }, { OPEN_GENERAL: 1 }),
    ["A:OPEN_GENERAL", "B:OPEN_GENERAL", "C:W1"],
    0,
  ],
  [
    "displaced from an open seat, a candidate takes a seat of their own category",
    [
      scored("A", 90),
      scored("B", 85, { category: "OBC" }),
      scored("C", 60, { isPwd: true }),
      scored("D", 55, { category: "OBC" }),
    ],
    seatsOf({ OPEN_GENERAL: 2, OBC: 1 }, { OPEN_GENERAL: 1 }),
    ["A:OPEN_GENERAL", "B:OBC", "C:OPEN_GENERAL*", "D:W1"],
    0,
  ],
  [
    "a category's PwD seat is filled from that category only",
    [
      scored("A", 90, { category: "SC" }),
      scored("B", 85, { category: "SC" }),
      scored("C", 80, { isPwd: true }),
      scored("D", 70, { category: "SC", isPwd: true }),
    ],
    seatsOf({ SC: 2 }, { SC: 1 }),
    ["A:SC", "B:W1", "C:W2", "D:SC*"],
    0,
  ],
  [
    "below the qualifying mark and absent candidates are listed after the ranked, by application id",
    [
      c({ id: "D", examPercent: 48 }),
      c({ id: "C", interviewPercent: null }),
      c({ id: "B", examPercent: null }),
      scored("A", 60),
    ],
    seatsOf({ OPEN_GENERAL: 2 }),
    ["A:OPEN_GENERAL", "B:ABSENT", "C:ABSENT", "D:NOT_QUALIFIED"],
    1,
  ],
];

describe("meritList allocation", () => {
  it.each(allocation)("%s", (_, candidates, seats, expected, unfilled) => {
    const result = meritList(candidates, seats, rules);
    expect(outcome(result)).toEqual(expected);
    expect(result.unfilled).toBe(unfilled);
  });

  it("is reproducible: any order of the same inputs gives the same list", () => {
    const candidates = Array.from({ length: 40 }, (_, i) =>
      scored(`PHD${String(i).padStart(3, "0")}`, 40 + ((i * 37) % 50), {
        category: CATEGORIES[i % CATEGORIES.length],
        isPwd: i % 7 === 0,
      }),
    );
    const seats = seatsOf({ OPEN_GENERAL: 6, OBC: 3, SC: 2, ST: 1, EWS: 1 }, { OPEN_GENERAL: 1, OBC: 1 });
    const expected = meritList(candidates, seats, rules);
    for (let shift = 1; shift < 40; shift += 7) {
      const turned = [...candidates.slice(shift), ...candidates.slice(0, shift)].reverse();
      expect(meritList(turned, seats, rules)).toEqual(expected);
    }
    // Every seat given once; each allotted line counted in its category's fill.
    const allotted = expected.lines.filter((l) => l.allotted);
    expect(allotted).toHaveLength(expected.seats.reduce((n, f) => n + f.filled, 0));
  });
});

describe("composite score, weights and ties", () => {
  it("weighs test and interview by the round's weights, exactly, shown to two decimals", () => {
    const [line] = meritList(
      [c({ id: "A", examPercent: 67.5, interviewPercent: 83.33 })],
      seatsOf({ OPEN_GENERAL: 1 }),
      rules,
    ).lines;
    expect(line).toMatchObject({ examWeight: 70, interviewWeight: 30, composite: 72.25, rank: 1 });
    const other = { ...rules, weights: { ...rules.weights, TEST_AND_INTERVIEW: { exam: 50, interview: 50 } } };
    expect(
      meritList([c({ id: "A", examPercent: 80, interviewPercent: 50 })], seatsOf({}), other).lines[0]?.composite,
    ).toBe(65);
  });

  it("interview only: the interview is the whole score and no exam is needed", () => {
    const [line] = meritList(
      [c({ id: "A", method: "INTERVIEW_ONLY", examPercent: null, interviewPercent: 77 })],
      seatsOf({ OPEN_GENERAL: 1 }),
      rules,
    ).lines;
    expect(line).toMatchObject({ examWeight: 0, interviewWeight: 100, composite: 77, status: "ALLOTTED" });
  });

  // 70 × 70 % + 40 × 30 % = 61 = 64 × 70 % + 54 × 30 %: the same composite from different parts.
  const tied = [
    c({
      id: "PHD002",
      examPercent: 70,
      interviewPercent: 40,
      dateOfBirth: "1990-05-05",
      submittedAt: "2026-06-02T00:00:00Z",
    }),
    c({
      id: "PHD001",
      examPercent: 64,
      interviewPercent: 54,
      dateOfBirth: "1998-05-05",
      submittedAt: "2026-06-01T00:00:00Z",
    }),
  ];
  const tieCases: [string, TieBreak[], string][] = [
    ["higher exam score first", ["HIGHER_EXAM_SCORE"], "PHD002"],
    ["higher interview score first", ["HIGHER_INTERVIEW_SCORE"], "PHD001"],
    ["earlier date of birth first", ["EARLIER_DATE_OF_BIRTH", "HIGHER_INTERVIEW_SCORE"], "PHD002"],
    ["earlier submission first", ["EARLIER_SUBMISSION", "HIGHER_EXAM_SCORE"], "PHD001"],
  ];
  it.each(tieCases)("a tie at the cut-off: %s", (_, tieBreaks, winner) => {
    const result = meritList(tied, seatsOf({ OPEN_GENERAL: 1 }), { ...rules, tieBreaks });
    expect(result.lines.map((l) => l.composite)).toEqual([61, 61]);
    expect(outcome(result)[0]).toBe(`${winner}:OPEN_GENERAL`);
  });

  it("a complete tie is settled by the application id, so the order is always total", () => {
    const twins = [scored("PHD009", 70), scored("PHD003", 70)];
    const result = meritList(twins, seatsOf({ OPEN_GENERAL: 1 }), { ...rules, tieBreaks: ["HIGHER_EXAM_SCORE"] });
    expect(outcome(result)).toEqual(["PHD003:OPEN_GENERAL", "PHD009:W1"]);
  });
});

describe("qualifying mark and relaxation", () => {
  // [case, who, qualifying mark applied, relaxed]
  const cases: [string, Partial<MeritCandidate>, number | null, boolean][] = [
    ["General: the full mark", { category: "OPEN_GENERAL" }, 50, false],
    ["SC: relaxed by 5 points", { category: "SC" }, 45, true],
    ["OBC (non-creamy layer): relaxed", { category: "OBC" }, 45, true],
    ["EWS: not in the relaxed list", { category: "EWS" }, 50, false],
    ["General with a disability: relaxed", { category: "OPEN_GENERAL", isPwd: true }, 45, true],
    ["SC with a disability: relaxed once, not twice", { category: "SC", isPwd: true }, 45, true],
    ["no category given: General", { category: null }, 50, false],
    ["no entrance test: no qualifying mark", { method: "SCORE_AND_INTERVIEW" }, null, false],
  ];
  it.each(cases)("%s", (_, who, percent, relaxed) => {
    expect(qualifyingFor(c({ id: "X", ...who }), rules)).toEqual({ percent, relaxed });
  });

  it("the mark is a round setting: another mark, no relaxation for disability", () => {
    const strict = { ...rules, qualifyingPercent: 55, relaxForDisability: false };
    expect(qualifyingFor(c({ id: "X", isPwd: true }), strict)).toEqual({ percent: 55, relaxed: false });
  });

  it("exactly at the relaxed mark qualifies; a hundredth below does not", () => {
    const result = meritList(
      [
        c({ id: "A", category: "SC", examPercent: 45 }),
        c({ id: "B", category: "SC", examPercent: 44.99 }),
        c({ id: "C", examPercent: 49.99 }),
      ],
      seatsOf({ SC: 2 }),
      rules,
    );
    expect(outcome(result)).toEqual(["A:SC", "B:NOT_QUALIFIED", "C:NOT_QUALIFIED"]);
  });
});
