import { describe, expect, it } from "vitest";
import { DEFAULT_SCORING } from "../schemas/marks.ts";
import { consolidate, examPercentOf, markProblem, percentOf } from "./scores.ts";

describe("markProblem", () => {
  it.each([
    [0, 100, null],
    [100, 100, null],
    [62.25, 100, null],
    [100.01, 100, "Marks cannot be more than the maximum of 100."],
    [-1, 100, "Marks cannot be negative."],
    [33.333, 100, "Use at most two decimals."],
    [Number.NaN, 100, "Enter a number."],
    [45, 40, "Marks cannot be more than the maximum of 40."],
  ])("%s out of %s → %s", (value, max, problem) => {
    expect(markProblem(value, max)).toBe(problem);
  });
});

describe("percentOf", () => {
  it.each([
    [50, 100, 50],
    [37, 40, 92.5],
    [1, 3, 33.33],
    [850, 1000, 85],
  ])("%s of %s is %s %%", (v, max, p) => {
    expect(percentOf(v, max)).toBe(p);
  });
});

describe("consolidate", () => {
  const panel = [
    { member: "A", score: 70 },
    { member: "B", score: 75 },
    { member: "C", score: 81 },
  ];
  it.each([
    ["MEAN", panel, undefined, 75.33],
    ["MEAN", [{ member: "A", score: 60.5 }], undefined, 60.5],
    ["MEAN", [], undefined, null],
    ["AS_ENTERED", panel, 78, 78],
    ["AS_ENTERED", panel, null, null],
  ] as const)("%s of %j (entered %s) → %s", (rule, p, entered, expected) => {
    expect(consolidate(p, rule, entered)).toBe(expected);
  });
});

describe("examPercentOf", () => {
  const net = { givenNet: true, netExamDetails: { score: 210, percentile: 98.37 } };
  const gate = { givenGate: true, gateExamDetails: { score: 712 } };
  it.each([
    ["NET by percentile", "NET", net, DEFAULT_SCORING, 98.37],
    ["JRF read as NET", "JRF", net, DEFAULT_SCORING, 98.37],
    ["NET by score out of 300", "NET", net, { ...DEFAULT_SCORING, netBasis: "SCORE" }, 70],
    ["GATE score out of 1000", "GATE", gate, DEFAULT_SCORING, 71.2],
    ["GATE over a smaller maximum is capped", "GATE", gate, { ...DEFAULT_SCORING, gateScoreMax: 500 }, 100],
    ["NET not given", "NET", { givenNet: false, netExamDetails: net.netExamDetails }, DEFAULT_SCORING, null],
    ["no section", "GATE", null, DEFAULT_SCORING, null],
    ["RPET has no score", "RPET", { ...net, ...gate }, DEFAULT_SCORING, null],
  ] as const)("%s", (_, qualification, entrance, scoring, expected) => {
    expect(examPercentOf(qualification, entrance, scoring)).toBe(expected);
  });
});
