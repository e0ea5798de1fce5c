import { describe, expect, it } from "vitest";
import { languageOfHeader, translator } from "./i18n.ts";

describe("languageOfHeader: the best of the portal's languages by quality", () => {
  it.each([
    [undefined, "en"],
    ["", "en"],
    ["hi", "hi"],
    ["mr-IN", "mr"],
    ["en-US,en;q=0.9", "en"],
    ["fr-FR,mr;q=0.5,hi;q=0.8", "hi"],
    ["hi;q=0.2, mr;q=0.9", "mr"],
    ["mr;q=0, hi", "hi"],
    ["de, fr", "en"],
    [["mr", "hi"], "mr"],
    ["*", "en"],
    ["hi;q=abc, mr", "mr"],
  ])("%j → %s", (header, language) => {
    expect(languageOfHeader(header as string | string[] | undefined)).toBe(language);
  });
});

describe("translator", () => {
  it("gives the catalogue's text, and the English key where there is none", () => {
    expect(translator("hi", "validation")("Invalid OTP")).toBe("अमान्य ओटीपी");
    expect(translator("mr", "validation")("A text no catalogue has")).toBe("A text no catalogue has");
    expect(translator("en", "validation")("Invalid OTP")).toBe("Invalid OTP");
  });
});
