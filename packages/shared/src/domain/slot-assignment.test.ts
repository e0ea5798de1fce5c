import { describe, expect, it } from "vitest";
import { assignSlots, needsSlot, type SlotRoom, slotRoomProblem, slotTimeProblem } from "./slot-assignment.ts";

const NOW = new Date("2026-12-01T00:00:00Z");
const slot = (id: string, startsAt: string, capacity: number, taken = 0): SlotRoom => ({
  id,
  startsAt,
  capacity,
  taken,
});
const ids = (n: number) => Array.from({ length: n }, (_, i) => `a${i + 1}`);

// [case, candidates, slots, expected placement per candidate (slot id), expected unplaced]
const cases: [string, string[], SlotRoom[], string[], string[]][] = [
  ["no candidates", [], [slot("s1", "2026-12-10T04:30:00Z", 3)], [], []],
  ["no slots: everyone unplaced", ids(2), [], [], ["a1", "a2"]],
  ["fills one slot in order", ids(2), [slot("s1", "2026-12-10T04:30:00Z", 3)], ["s1", "s1"], []],
  [
    "fills each slot to capacity before the next",
    ids(5),
    [slot("s1", "2026-12-10T04:30:00Z", 2), slot("s2", "2026-12-10T08:30:00Z", 2)],
    ["s1", "s1", "s2", "s2"],
    ["a5"],
  ],
  [
    "slots in time order, whatever order they are given in",
    ids(3),
    [slot("late", "2026-12-11T04:30:00Z", 5), slot("early", "2026-12-10T04:30:00Z", 1)],
    ["early", "late", "late"],
    [],
  ],
  [
    "equal times: by id",
    ids(2),
    [slot("s2", "2026-12-10T04:30:00Z", 1), slot("s1", "2026-12-10T04:30:00Z", 1)],
    ["s1", "s2"],
    [],
  ],
  [
    "seats already taken count",
    ids(3),
    [slot("s1", "2026-12-10T04:30:00Z", 3, 2), slot("s2", "2026-12-10T08:30:00Z", 1)],
    ["s1", "s2"],
    ["a3"],
  ],
  [
    "an overbooked slot (capacity lowered by hand) takes no one",
    ids(1),
    [slot("s1", "2026-12-10T04:30:00Z", 2, 3), slot("s2", "2026-12-10T08:30:00Z", 1)],
    ["s2"],
    [],
  ],
  [
    "a slot that has started takes no one",
    ids(2),
    [slot("past", "2026-11-30T04:30:00Z", 10), slot("s1", "2026-12-10T04:30:00Z", 1)],
    ["s1"],
    ["a2"],
  ],
];

describe("assignSlots", () => {
  it.each(cases)("%s", (_name, candidates, slots, expected, unplaced) => {
    const result = assignSlots(candidates, slots, NOW);
    expect(result.placed).toEqual(expected.map((slotId, i) => ({ applicationId: candidates[i], slotId })));
    expect(result.unplaced).toEqual(unplaced);
  });

  it("gives the same answer for the same inputs and leaves them unchanged", () => {
    const slots = [slot("b", "2026-12-10T04:30:00Z", 1), slot("a", "2026-12-10T04:30:00Z", 1)];
    const copy = structuredClone(slots);
    expect(assignSlots(ids(2), slots, NOW)).toEqual(assignSlots(ids(2), slots, NOW));
    expect(slots).toEqual(copy);
  });
});

describe("slotTimeProblem", () => {
  const round = { opensAt: "2026-10-01T00:00:00Z", closesAt: "2026-11-15T12:30:00Z" };
  const table: [string, string, { opensAt: string | null; closesAt: string | null }, string | null][] = [
    ["in the future, after the window", "2026-12-10T04:30:00Z", round, null],
    ["now is not the future", NOW.toISOString(), round, "A slot must start in the future."],
    ["in the past", "2026-11-20T04:30:00Z", round, "A slot must start in the future."],
    [
      "before the round opens",
      "2026-12-10T04:30:00Z",
      { opensAt: "2026-12-20T00:00:00Z", closesAt: null },
      "A slot cannot start before the round opens for applications.",
    ],
    ["a year after the close is still in", "2027-11-15T12:00:00Z", round, null],
    [
      "beyond a year after the close",
      "2027-11-16T00:00:00Z",
      round,
      "A slot must start within 365 days of the round's closing; check the year.",
    ],
    [
      "no closing time: a year from today",
      "2027-12-02T00:00:00Z",
      { opensAt: null, closesAt: null },
      "A slot must start within 365 days of the round's closing; check the year.",
    ],
    ["no window at all", "2027-01-10T04:30:00Z", { opensAt: null, closesAt: null }, null],
  ];
  it.each(table)("%s", (_name, startsAt, window, problem) => {
    expect(slotTimeProblem({ startsAt, now: NOW, ...window })).toBe(problem);
  });
});

describe("slotRoomProblem", () => {
  it.each([
    [{ capacity: 3, taken: 1 }, 2, null],
    [{ capacity: 3, taken: 3 }, 0, null],
    [{ capacity: 3, taken: 3 }, 1, "The slot is full (3 of 3)."],
    [{ capacity: 3, taken: 1 }, 3, "The slot has room for 2 more (1 of 3); 3 were chosen."],
  ] as const)("%o with %i incoming", (room, incoming, problem) => {
    expect(slotRoomProblem(room, incoming)).toBe(problem);
  });
});

describe("needsSlot", () => {
  it.each([
    ["TEST", "TEST_AND_INTERVIEW", true],
    ["TEST", "INTERVIEW_ONLY", false],
    ["TEST", "SCORE_AND_INTERVIEW", false],
    ["INTERVIEW", "INTERVIEW_ONLY", true],
    ["INTERVIEW", "SCORE_AND_INTERVIEW", true],
    ["INTERVIEW", "TEST_AND_INTERVIEW", true],
  ] as const)("%s for %s: %s", (kind, method, expected) => {
    expect(needsSlot(kind, method)).toBe(expected);
  });
});
