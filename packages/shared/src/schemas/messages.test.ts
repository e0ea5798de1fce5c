import { afterEach, describe, expect, it } from "vitest";
import { fieldError } from "./field-error.ts";
import { interpolate, type MessageValues, messageTemplate, translateMessagesWith } from "./messages.ts";
import { ugValue } from "./profile.ts";
import { roundName } from "./rounds.ts";

// The shared schemas' messages in the language set (decision 035): English by default (the server's
// hook translates them), the web's translator once it is set.
const HINDI: Record<string, string> = {
  "Round name is required": "चरण का नाम आवश्यक है",
  "Round name must be at most {{max}} characters": "चरण का नाम अधिकतम {{max}} वर्णों का होना चाहिए",
  "{{label}} must be at most {{max}}": "{{label}} अधिकतम {{max}} होना चाहिए",
  Percentage: "प्रतिशत",
};
const hindi = (key: string, values?: MessageValues) => interpolate(HINDI[key] ?? key, values);

afterEach(() => translateMessagesWith(interpolate));

describe("schema messages", () => {
  it("are English texts with their values filled in, by default", () => {
    expect(fieldError(roundName, undefined)).toBe("Round name is required");
    expect(fieldError(roundName, "R".repeat(500))).toBe("Round name must be at most 120 characters");
  });

  it("remember the key and values of a message with values (the server's hook finds them)", () => {
    expect(messageTemplate("Round name must be at most 120 characters")).toEqual({
      key: "Round name must be at most {{max}} characters",
      values: { max: 120 },
    });
  });

  it("come in the language of the translator set, a field's label too", () => {
    translateMessagesWith(hindi);
    expect(fieldError(roundName, undefined)).toBe("चरण का नाम आवश्यक है");
    expect(fieldError(roundName, "R".repeat(500))).toBe("चरण का नाम अधिकतम 120 वर्णों का होना चाहिए");
    expect(fieldError(ugValue.shape.percentageMarks, 120)).toBe("प्रतिशत अधिकतम 100 होना चाहिए");
  });
});
