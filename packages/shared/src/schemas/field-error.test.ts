import { describe, expect, it } from "vitest";
import { registerBody } from "./auth.ts";
import { fieldError } from "./field-error.ts";
import { aadhaarNumber } from "./profile.ts";

describe("fieldError: the server's field rules, as form messages", () => {
  it.each([
    [registerBody.shape.email, "", "Email is required"],
    [registerBody.shape.email, "not-an-email", "Please enter a valid email address"],
    [registerBody.shape.email, "A@Example.com", null],
    [registerBody.shape.phone, "12", "Please enter a valid phone number"],
    [registerBody.shape.phone, "+91 98765 43210", null],
    [registerBody.shape.password, "short", "Password must be at least 8 characters"],
    [aadhaarNumber, "1234 5678 9012", null],
    [aadhaarNumber, "1234", "Aadhaar number must be 12 digits"],
  ])("%#: %j → %j", (schema, value, expected) => expect(fieldError(schema, value)).toBe(expected));
});
