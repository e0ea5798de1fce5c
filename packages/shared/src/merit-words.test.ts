import { describe, expect, it } from "vitest";
import { meritRuleRows, outcomeWords, qualifyingWords, tieBreakWords, weightWords } from "./merit-words.ts";
import { DEFAULT_SELECTION_RULES, type SelectionRules } from "./schemas/selection-rules.ts";
import { wordsIn } from "./test/words.ts";

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

describe("in the reader's language (the `vocabulary` catalogue, as on the screens and the PDF)", () => {
  const seat = { allottedCategory: "SC", disabilitySeat: true, status: "ALLOTTED", waitlistPosition: null } as const;
  it.each([
    [
      "hi",
      "SC सीट · PwD सीट",
      "प्रवेश परीक्षा का 50 %; SC, ST, OBC और दिव्यांग व्यक्ति के लिए 5 अंकों की छूट के साथ 45 %",
      "परीक्षा के अंक 70 %, साक्षात्कार 30 %",
      "आवेदन आईडी",
    ],
    [
      "mr",
      "SC जागा · PwD जागा",
      "प्रवेश परीक्षेचे 50 %; SC, ST, OBC आणि दिव्यांग व्यक्ती यांच्यासाठी 5 गुणांची सवलत देऊन 45 %",
      "परीक्षेचे गुण 70 %, मुलाखत 30 %",
      "अर्ज आयडी",
    ],
  ] as const)("%s", (language, seatText, qualifying, weights, lastTieBreak) => {
    const t = wordsIn(language, "vocabulary");
    expect(outcomeWords(seat, t)).toBe(seatText);
    expect(qualifyingWords(rules({}), t)).toBe(qualifying);
    expect(weightWords("SCORE_AND_INTERVIEW", rules({}), t)).toBe(weights);
    expect(tieBreakWords(rules({}), t).at(-1)).toBe(lastTieBreak);
  });
});
