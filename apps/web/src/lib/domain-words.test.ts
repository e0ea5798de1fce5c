import { markProblem, reapplyRefusal, slotRoomProblem, verificationTransition } from "@phd/shared";
import { afterEach, describe, expect, it } from "vitest";
import { chooseLanguage } from "./i18n.ts";

// The shared domain rules the web runs for comfort say their refusals in the language shown
// (`sayNow`, decision 035): their values a number or a label of the vocabulary.
afterEach(async () => {
  await chooseLanguage("en", { byUser: false });
});

const rules = () => ({
  mark: markProblem(45, 40),
  room: slotRoomProblem({ capacity: 3, taken: 2 }, 2),
  transition: verificationTransition("VERIFIED", "VERIFY", null, "").ok,
  verify: (verificationTransition("VERIFIED", "VERIFY", null, "") as { error: string }).error,
  reapply: reapplyRefusal({
    status: "MODIFICATION_REQUESTED",
    profileStatus: "PENDING",
    flagged: ["Statement of Purpose"],
    replaced: [],
    missingFee: [],
  })?.message,
});

describe("the domain rules' refusals on the web", () => {
  it.each([
    [
      "en",
      {
        mark: "Marks cannot be more than the maximum of 40.",
        room: "The slot has room for 1 more (2 of 3); 2 were chosen.",
        transition: false,
        verify: "Cannot verify when the status is Verified.",
        reapply: "Please choose a replacement file for: Statement of Purpose",
      },
    ],
    [
      "mr",
      {
        mark: expect.stringContaining("40"),
        room: expect.stringMatching(/1.*3.*2|2.*3.*1/),
        transition: false,
        verify: expect.stringContaining("पडताळलेले"),
        reapply: expect.stringContaining("उद्दिष्ट विवरण"),
      },
    ],
  ] as const)("%s", async (language, expected) => {
    await chooseLanguage(language, { byUser: false });
    const said = rules();
    expect(said).toEqual(expected);
    if (language !== "en")
      for (const text of [said.mark, said.room, said.verify, said.reapply]) expect(text).not.toMatch(/[A-Za-z]{4,}/);
  });
});
