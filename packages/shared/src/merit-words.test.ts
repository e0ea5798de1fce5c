import { describe, expect, it } from "vitest";
import { meritRuleRows, outcomeWords, qualifyingWords, tieBreakWords } from "./merit-words.ts";
import { DEFAULT_SELECTION_RULES, type SelectionRules } from "./schemas/selection-rules.ts";

const rules = (over: Partial<SelectionRules>): SelectionRules => ({ ...DEFAULT_SELECTION_RULES, ...over });

describe("qualifyingWords", () => {
  it.each([
    [rules({}), "50 % of the entrance test; relaxed by 5 points to 45 % for SC, ST, OBC and persons with disabilities"],
    [rules({ relaxationPoints: 0 }), "50 % of the entrance test; no relaxation"],
    [
      rules({ relaxationPoints: 1, relaxedCategories: [], qualifyingPercent: 47.5 }),
      "47.5 % of the entrance test; relaxed by 1 point to 46.5 % for persons with disabilities",
    ],
    [rules({ relaxedCategories: [], relaxForDisability: false }), "50 % of the entrance test; no relaxation"],
  ])("%#", (r, words) => expect(qualifyingWords(r)).toBe(words));
});

describe("outcomeWords", () => {
  const line = { allottedCategory: null, disabilitySeat: false, waitlistPosition: null } as const;
  it.each([
    [{ ...line, status: "ALLOTTED", allottedCategory: "SC", disabilitySeat: true } as const, "SC seat · PwD seat"],
    [{ ...line, status: "ALLOTTED", allottedCategory: "OPEN_GENERAL" } as const, "General seat"],
    [{ ...line, status: "WAITLISTED", waitlistPosition: 4 } as const, "Waitlist position 4"],
    [{ ...line, status: "NOT_QUALIFIED" } as const, "Below the qualifying mark"],
    [{ ...line, status: "ABSENT" } as const, "Absent"],
  ])("%#", (l, words) => expect(outcomeWords(l)).toBe(words));
});

describe("meritRuleRows", () => {
  it("states the weights of the channel's methods, the qualifying mark where a test counts, and the tie-breaks", () => {
    expect(meritRuleRows(DEFAULT_SELECTION_RULES, "NET_JRF")).toEqual([
      ["Weights: Interview only", "interview 100 %"],
      ["Weights: Exam score + interview", "exam score 70 %, interview 30 %"],
      [
        "Ties broken by",
        "1. Higher test or exam score   2. Earlier date of birth (older first)   3. Earlier submission of the application   4. Application ID",
      ],
    ]);
    expect(meritRuleRows(DEFAULT_SELECTION_RULES, "ENTRANCE_TEST").map(([label]) => label)).toEqual([
      "Weights: Entrance test + interview",
      "Qualifying mark",
      "Ties broken by",
    ]);
    expect(tieBreakWords(rules({ tieBreaks: ["EARLIER_SUBMISSION"] }))).toEqual([
      "Earlier submission of the application",
      "Application ID",
    ]);
  });
});
