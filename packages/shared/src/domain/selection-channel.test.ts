import { describe, expect, it } from "vitest";
import type { Category } from "../profile.ts";
import { DEFAULT_SELECTION_RULES, type SelectionRules, selectionRules } from "../schemas/selection-rules.ts";
import { type EntranceFacts, placeInChannel, qualificationsOf, qualifyingPercentFor } from "./selection-channel.ts";

const ON = "2026-07-01";
const net = (isQualified: string | null, isJrf?: string): EntranceFacts => ({
  givenNet: true,
  netExamDetails: { isQualified, isJrf },
});
const gate = (isQualified: string, lastDateOfValidation: string): EntranceFacts => ({
  givenGate: true,
  gateExamDetails: { isQualified, lastDateOfValidation },
});
const rpet = (isQualified: string): EntranceFacts => ({ givenRpet: true, rpetExamDetails: { isQualified } });

// [case, entrance, qualification, channel, method, reason]
const placements: [string, EntranceFacts | null, string, string, string, string][] = [
  [
    "no entrance section yet",
    null,
    "NONE",
    "ENTRANCE_TEST",
    "TEST_AND_INTERVIEW",
    "No qualifying exam: Entrance test channel, entrance test 70 % + interview 30 %",
  ],
  [
    "no exam given",
    { givenGate: false, givenNet: false, givenRpet: false },
    "NONE",
    "ENTRANCE_TEST",
    "TEST_AND_INTERVIEW",
    "No qualifying exam: Entrance test channel, entrance test 70 % + interview 30 %",
  ],
  [
    "JRF: interview only",
    net("Yes", "Yes"),
    "JRF",
    "NET_JRF",
    "INTERVIEW_ONLY",
    "NET with JRF: NET/JRF channel, interview only",
  ],
  [
    "JRF without the qualified flag is still NET",
    net(null, "Yes"),
    "JRF",
    "NET_JRF",
    "INTERVIEW_ONLY",
    "NET with JRF: NET/JRF channel, interview only",
  ],
  [
    "NET qualified: score and interview",
    net("Yes", "No"),
    "NET",
    "NET_JRF",
    "SCORE_AND_INTERVIEW",
    "NET qualified: NET/JRF channel, exam score 70 % + interview 30 %",
  ],
  [
    "NET taken, not qualified",
    net("No"),
    "NONE",
    "ENTRANCE_TEST",
    "TEST_AND_INTERVIEW",
    "No qualifying exam: Entrance test channel, entrance test 70 % + interview 30 %",
  ],
  [
    "NET details ticked but the flag unanswered",
    net(null),
    "NONE",
    "ENTRANCE_TEST",
    "TEST_AND_INTERVIEW",
    "No qualifying exam: Entrance test channel, entrance test 70 % + interview 30 %",
  ],
  [
    "GATE valid on the day",
    gate("Yes", ON),
    "GATE",
    "NET_JRF",
    "SCORE_AND_INTERVIEW",
    "GATE qualified (valid): NET/JRF channel, exam score 70 % + interview 30 %",
  ],
  [
    "GATE expired the day before",
    gate("Yes", "2026-06-30"),
    "NONE",
    "ENTRANCE_TEST",
    "TEST_AND_INTERVIEW",
    "No qualifying exam: Entrance test channel, entrance test 70 % + interview 30 %",
  ],
  [
    "GATE not qualified",
    gate("No", "2030-01-01"),
    "NONE",
    "ENTRANCE_TEST",
    "TEST_AND_INTERVIEW",
    "No qualifying exam: Entrance test channel, entrance test 70 % + interview 30 %",
  ],
  [
    "RPET qualified earlier sits the test",
    rpet("Yes"),
    "RPET",
    "ENTRANCE_TEST",
    "TEST_AND_INTERVIEW",
    "RPET qualified earlier: Entrance test channel, entrance test 70 % + interview 30 %",
  ],
  [
    "NET beats GATE and RPET",
    { ...net("Yes"), ...gate("Yes", "2030-01-01"), ...rpet("Yes") },
    "NET",
    "NET_JRF",
    "SCORE_AND_INTERVIEW",
    "NET qualified: NET/JRF channel, exam score 70 % + interview 30 %",
  ],
  [
    "a ticked-off exam's details are ignored",
    { givenNet: false, netExamDetails: { isQualified: "Yes", isJrf: "Yes" } },
    "NONE",
    "ENTRANCE_TEST",
    "TEST_AND_INTERVIEW",
    "No qualifying exam: Entrance test channel, entrance test 70 % + interview 30 %",
  ],
];

describe("placeInChannel with the default rules", () => {
  it.each(placements)("%s", (_, entrance, qualification, channel, method, reason) => {
    expect(placeInChannel(entrance, DEFAULT_SELECTION_RULES, ON)).toEqual({ qualification, channel, method, reason });
  });
});

describe("placeInChannel follows the round's own rules", () => {
  const rules: SelectionRules = {
    ...DEFAULT_SELECTION_RULES,
    channelRules: {
      ...DEFAULT_SELECTION_RULES.channelRules,
      GATE: { channel: "ENTRANCE_TEST", method: "TEST_AND_INTERVIEW" },
      NET: { channel: "NET_JRF", method: "INTERVIEW_ONLY" },
    },
    weights: { TEST_AND_INTERVIEW: { exam: 60, interview: 40 }, SCORE_AND_INTERVIEW: { exam: 70, interview: 30 } },
  };
  it.each([
    [
      "GATE sits the test",
      gate("Yes", ON),
      "ENTRANCE_TEST",
      "GATE qualified (valid): Entrance test channel, entrance test 60 % + interview 40 %",
    ],
    ["NET by interview only", net("Yes"), "NET_JRF", "NET qualified: NET/JRF channel, interview only"],
  ])("%s", (_, entrance, channel, reason) => {
    expect(placeInChannel(entrance, rules, ON)).toMatchObject({ channel, reason });
  });
});

describe("qualificationsOf", () => {
  it("lists every qualification held, NONE always", () => {
    expect([...qualificationsOf({ ...net("Yes", "Yes"), ...rpet("Yes") }, ON)].sort()).toEqual([
      "JRF",
      "NET",
      "NONE",
      "RPET",
    ]);
  });
});

// [case, category, disabled, qualifying percent]
const marks: [string, Category, boolean, number][] = [
  ["OPEN", "OPEN_GENERAL", false, 50],
  ["SC relaxed", "SC", false, 45],
  ["ST relaxed", "ST", false, 45],
  ["OBC relaxed", "OBC", false, 45],
  ["EWS not relaxed", "EWS", false, 50],
  ["OPEN with a disability relaxed", "OPEN_GENERAL", true, 45],
  ["SC with a disability relaxed once", "SC", true, 45],
];
describe("qualifyingPercentFor", () => {
  it.each(marks)("%s", (_, category, isPhysicallyDisabled, percent) => {
    expect(qualifyingPercentFor(DEFAULT_SELECTION_RULES, { category, isPhysicallyDisabled })).toBe(percent);
  });
  it("follows the round's settings", () => {
    const rules = {
      ...DEFAULT_SELECTION_RULES,
      qualifyingPercent: 40,
      relaxationPoints: 10,
      relaxForDisability: false,
    };
    expect(qualifyingPercentFor(rules, { category: "OPEN_GENERAL", isPhysicallyDisabled: true })).toBe(40);
    expect(qualifyingPercentFor(rules, { category: "ST", isPhysicallyDisabled: false })).toBe(30);
  });
});

// [case, change to the defaults, message or null]
const bodies: [string, Partial<SelectionRules>, string | null][] = [
  ["the defaults are valid", {}, null],
  [
    "weights not adding up",
    { weights: { TEST_AND_INTERVIEW: { exam: 70, interview: 20 }, SCORE_AND_INTERVIEW: { exam: 70, interview: 30 } } },
    "The two weights must add up to 100.",
  ],
  [
    "decimal weights adding up",
    {
      weights: {
        TEST_AND_INTERVIEW: { exam: 66.67, interview: 33.33 },
        SCORE_AND_INTERVIEW: { exam: 70, interview: 30 },
      },
    },
    null,
  ],
  [
    "no exam score for those without an exam",
    {
      channelRules: {
        ...DEFAULT_SELECTION_RULES.channelRules,
        NONE: { channel: "ENTRANCE_TEST", method: "SCORE_AND_INTERVIEW" },
      },
    },
    "No qualifying exam has no exam score to weigh; choose the entrance test or the interview.",
  ],
  [
    "RPET's record has no score",
    {
      channelRules: {
        ...DEFAULT_SELECTION_RULES.channelRules,
        RPET: { channel: "NET_JRF", method: "SCORE_AND_INTERVIEW" },
      },
    },
    "RPET qualified earlier has no exam score to weigh; choose the entrance test or the interview.",
  ],
  ["qualifying mark above 100", { qualifyingPercent: 101 }, "The qualifying mark must be a number from 0 to 100."],
  [
    "relaxation larger than the mark",
    { qualifyingPercent: 4, relaxationPoints: 5 },
    "The relaxation cannot be larger than the qualifying mark.",
  ],
  ["a category twice", { relaxedCategories: ["SC", "SC"] }, "A category is listed twice."],
  ["no tie-break", { tieBreaks: [] }, "Keep at least one tie-break."],
  ["a tie-break twice", { tieBreaks: ["EARLIER_SUBMISSION", "EARLIER_SUBMISSION"] }, "A tie-break is listed twice."],
];
describe("selectionRules schema", () => {
  it.each(bodies)("%s", (_, change, message) => {
    const parsed = selectionRules.safeParse({ ...DEFAULT_SELECTION_RULES, ...change });
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(message);
  });
});
