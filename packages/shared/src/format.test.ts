import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatRupees,
  profileCardName,
  relativeDate,
  welcomeName,
  ymd,
} from "./format.ts";

describe("welcomeName: the part after the last '-'", () => {
  it.each([
    ["Asha Rao", "Asha Rao"],
    ["TEST-USER-Asha", "Asha"],
    ["Mary-Jane Smith", "Jane Smith"],
    ["a-b-c", "c"],
    ["Dept- Ravi ", "Ravi"],
    ["Trailing-", "Trailing-"],
  ])("%j -> %j", (name, expected) => {
    expect(welcomeName(name)).toBe(expected);
  });
});

describe("profileCardName: strips a TEST-USER- prefix", () => {
  it.each([
    ["TEST-USER-Asha Rao", "Asha Rao"],
    ["Asha Rao", "Asha Rao"],
    ["test-user-asha", "test-user-asha"],
    ["MY-TEST-USER-x", "MY-TEST-USER-x"],
  ])("%j -> %j", (name, expected) => {
    expect(profileCardName(name)).toBe(expected);
  });
});

describe("relativeDate", () => {
  const now = new Date("2026-03-15T10:00:00Z");
  it.each([
    ["2026-03-15T00:00:01Z", "Today"],
    ["2026-03-15T23:59:59Z", "Today"],
    ["2026-03-16T08:00:00Z", "Today"], // a clock a little ahead never shows a negative age
    ["2026-03-14T23:59:59Z", "1 day ago"],
    ["2026-03-14T00:00:00Z", "1 day ago"],
    ["2026-03-13T12:00:00Z", "2 days ago"],
    ["2026-03-09T12:00:00Z", "6 days ago"],
    ["2026-03-08T12:00:00Z", "Mar 8, 2026"],
    ["2025-12-31T12:00:00Z", "Dec 31, 2025"],
  ])("%s -> %s", (iso, expected) => {
    expect(relativeDate(iso, now)).toBe(expected);
  });

  it("accepts a Date", () => {
    expect(relativeDate(new Date("2026-03-12T05:00:00Z"), now)).toBe("3 days ago");
  });
});

describe("ymd", () => {
  it.each([
    ["2026-03-05T10:00:00Z", "2026-03-05"],
    ["2026-12-31T23:59:59Z", "2026-12-31"],
    ["2026-01-01T00:00:00+05:30", "2025-12-31"], // UTC date
  ])("%s -> %s", (iso, expected) => {
    expect(ymd(iso)).toBe(expected);
  });

  it("accepts a Date", () => {
    expect(ymd(new Date(Date.UTC(2024, 1, 29)))).toBe("2024-02-29");
  });
});

describe("formatDay", () => {
  it.each([
    ["1995-04-12", "Apr 12, 1995"],
    ["2026-01-01T00:00:00Z", "Jan 1, 2026"],
    ["", "—"],
    [null, "—"],
    ["not a day", "not a day"],
  ])("%j → %s", (input, expected) => expect(formatDay(input)).toBe(expected));
});

describe("formatDate / formatDateTime", () => {
  it("dash for nothing, the input for nonsense, a short en-US date otherwise", () => {
    expect(formatDate(null)).toBe("—");
    expect(formatDateTime("garbage")).toBe("garbage");
    expect(formatDate("2026-11-22T12:00:00Z")).toMatch(/^Nov 2[12], 2026$/);
    expect(formatDateTime("2026-11-22T12:00:00Z")).toMatch(/^Nov 2[12], 2026, \d{1,2}:\d{2} [AP]M$/);
  });
});

describe("formatRupees", () => {
  it.each<[number | string | null | undefined, string]>([
    [1500, "₹1,500.00"],
    [150000, "₹1,50,000.00"],
    [1234567.5, "₹12,34,567.50"],
    ["2500.25", "₹2,500.25"],
    [0.1, "₹0.10"],
    [null, "N/A"],
    [undefined, "N/A"],
    ["", "N/A"],
    ["abc", "N/A"],
  ])("%s -> %s", (amount, expected) => {
    expect(formatRupees(amount)).toBe(expected);
  });
});
