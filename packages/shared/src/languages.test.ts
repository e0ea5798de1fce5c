import { describe, expect, it } from "vitest";
import { isLanguage, LOCALES, pickLanguage } from "./languages.ts";

describe("languages", () => {
  it.each([
    [["mr-IN", "en"], "mr"],
    [["hi"], "hi"],
    [["fr-FR", "HI-in"], "hi"],
    [["en-GB"], "en"],
    [["fr", "de"], undefined],
    [[], undefined],
  ] as const)("picks the first supported of %j", (tags, expected) => {
    expect(pickLanguage(tags)).toBe(expected);
  });

  it("knows its languages only", () => {
    expect(isLanguage("mr")).toBe(true);
    expect(isLanguage("MR")).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it("formats with Latin digits in every language", () => {
    for (const locale of Object.values(LOCALES))
      expect(new Intl.NumberFormat(locale, { style: "currency", currency: "INR" }).format(125000)).toMatch(
        /^₹1,?25,000\.00$/,
      );
  });
});
