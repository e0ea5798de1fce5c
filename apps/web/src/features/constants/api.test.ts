import { DEFAULT_CONSTANTS } from "@phd/shared";
import { describe, expect, it } from "vitest";
import { DEFAULT_WEBSITE_HEADING } from "./api.ts";

describe("the default site heading", () => {
  it("is the shared default (kept as a plain string so zod stays out of the first download)", () => {
    expect(DEFAULT_WEBSITE_HEADING).toBe(DEFAULT_CONSTANTS.websiteHeading);
  });
});
