import { DEFAULT_CALL_LETTER, DEFAULT_OFFER_SETTINGS } from "@phd/shared";
import { describe, expect, it } from "vitest";
import { translator } from "../lib/i18n.ts";
import { defaultInstructions } from "./call-letter-pdf.ts";
import { scriptRuns } from "./layout.ts";
import { defaultOfferLines } from "./offer-letter-pdf.ts";

// Noto Sans Devanagari draws digits, spaces and common punctuation, not Latin letters (nor "•").
const inNoto = (cp: number) => /[\s\d.,:;()/%₹—–-]/u.test(String.fromCodePoint(cp));
const runs = (text: string) => scriptRuns(text, inNoto).map((r) => `${r.devanagari ? "D" : "L"}[${r.text}]`);

describe("scriptRuns", () => {
  it.each([
    ["Application ID", ["L[Application ID]"]],
    ["अर्ज आयडी", ["D[अर्ज आयडी]"]],
    ["UTR/DU क्रमांक", ["L[UTR/DU ]", "D[क्रमांक]"]],
    ["प्रिय Asha Patil, ", ["D[प्रिय ]", "L[Asha Patil, ]"]],
    ["26 नोव्हें, 2026, 8:41 AM IST", ["D[26 नोव्हें, 2026, 8:41 ]", "L[AM IST]"]],
    ["•  वर दिलेल्या", ["L[•  ]", "D[वर दिलेल्या]"]],
    ["सामान्य (छूट)", ["D[सामान्य (छूट)]"]],
    ["2026", ["L[2026]"]],
    ["", ["L[]"]],
  ])("%s", (text, expected) => {
    expect(runs(text)).toEqual(expected);
  });

  it("keeps the joiners that shape a conjunct in the Devanagari run", () => {
    expect(runs("क्\u200Dष")).toEqual(["D[क्\u200Dष]"]);
  });
});

describe("the default texts of the letters", () => {
  // The letters translate the round's lines that are still the defaults: their English keys must be the defaults.
  it("are the shared defaults in English, line by line", () => {
    const en = translator("en", "pdf");
    for (const [english, translated] of defaultInstructions(en)) expect(translated).toBe(english);
    for (const [english, translated] of defaultOfferLines(en)) expect(translated).toBe(english);
    expect([...defaultInstructions(en).keys()]).toEqual(DEFAULT_CALL_LETTER.instructions.split("\n"));
    expect([...defaultOfferLines(en).keys()]).toEqual([
      ...DEFAULT_OFFER_SETTINGS.reportingInstructions.split("\n"),
      ...DEFAULT_OFFER_SETTINGS.documentsToBring.split("\n"),
    ]);
  });

  it("are translated in Hindi and Marathi", () => {
    for (const language of ["hi", "mr"] as const) {
      const t = translator(language, "pdf");
      for (const [english, translated] of [...defaultInstructions(t), ...defaultOfferLines(t)])
        expect(translated, `${language}: ${english}`).not.toBe(english);
    }
  });
});
