import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatRupees,
  formatWeekdayDate,
  profileCardName,
  relativeDate,
  welcomeName,
  ymd,
  zoneShortName,
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

const IST = "Asia/Kolkata";

describe("instants in the institution's zone, whatever the viewer's (decision 024)", () => {
  // 18:29 UTC is 23:59 IST on the 25th; 18:31 UTC is 00:01 IST on the 26th.
  const beforeMidnight = "2026-11-25T18:29:00.000Z";
  const afterMidnight = "2026-11-25T18:31:00.000Z";
  it.each([
    [beforeMidnight, IST, "Nov 25, 2026", "Nov 25, 2026, 11:59 PM IST", "2026-11-25"],
    [afterMidnight, IST, "Nov 26, 2026", "Nov 26, 2026, 12:01 AM IST", "2026-11-26"],
    ["2026-11-25T03:35:00.000Z", IST, "Nov 25, 2026", "Nov 25, 2026, 9:05 AM IST", "2026-11-25"],
    [afterMidnight, "UTC", "Nov 25, 2026", "Nov 25, 2026, 6:31 PM UTC", "2026-11-25"],
    [afterMidnight, "America/Los_Angeles", "Nov 25, 2026", "Nov 25, 2026, 10:31 AM PST", "2026-11-25"],
    [afterMidnight, "Asia/Kathmandu", "Nov 26, 2026", "Nov 26, 2026, 12:16 AM GMT+5:45", "2026-11-26"],
  ])("%s in %s: %s / %s / %s", (iso, tz, date, dateTime, day) => {
    expect(formatDate(iso, tz)).toBe(date);
    expect(formatDateTime(iso, tz)).toBe(dateTime);
    expect(ymd(iso, tz)).toBe(day);
    expect(formatDateTime(new Date(iso), tz)).toBe(dateTime);
  });

  it("shows a dash for a missing instant and the raw text for a broken one", () => {
    expect(formatDate(null, IST)).toBe("—");
    expect(formatDateTime(undefined, IST)).toBe("—");
    expect(formatDateTime("not a time", IST)).toBe("not a time");
  });

  it("names the day of the week on the institution's calendar", () => {
    expect(formatWeekdayDate(new Date(beforeMidnight), IST)).toBe("Wed, Nov 25, 2026");
    expect(formatWeekdayDate(new Date(afterMidnight), IST)).toBe("Thu, Nov 26, 2026");
  });

  it("names zones", () => {
    expect(zoneShortName(IST)).toBe("IST");
    expect(zoneShortName("UTC")).toBe("UTC");
    expect(zoneShortName("America/New_York", "2026-07-01T00:00:00Z")).toBe("EDT");
  });
});

describe("relativeDate: days on the institution's calendar", () => {
  const now = new Date("2026-03-15T10:00:00Z"); // 15:30 IST on the 15th
  it.each([
    ["2026-03-14T18:30:00Z", "Today"], // 00:00 IST on the 15th
    ["2026-03-15T18:29:59Z", "Today"],
    ["2026-03-16T08:00:00Z", "Today"], // a clock a little ahead never shows a negative age
    ["2026-03-14T18:29:59Z", "1 day ago"], // 23:59 IST on the 14th
    ["2026-03-13T18:30:00Z", "1 day ago"],
    ["2026-03-13T12:00:00Z", "2 days ago"],
    ["2026-03-09T12:00:00Z", "6 days ago"],
    ["2026-03-08T12:00:00Z", "Mar 8, 2026"],
    ["2025-12-31T12:00:00Z", "Dec 31, 2025"],
  ])("%s -> %s", (iso, expected) => {
    expect(relativeDate(iso, IST, now)).toBe(expected);
  });

  it("accepts a Date", () => {
    expect(relativeDate(new Date("2026-03-12T05:00:00Z"), IST, now)).toBe("3 days ago");
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

describe("dates in the reader's language, always with Latin digits (decision 035)", () => {
  const at = "2026-11-25T10:00:00Z";
  const now = new Date(at);
  it.each([
    ["en", "Nov 25, 2026", "Nov 25, 2026, 3:30 PM IST", "Apr 12, 1995"],
    ["hi", "25 नव॰ 2026", "25 नव॰ 2026, 3:30 pm IST", "12 अप्रैल 1995"],
    ["mr", "25 नोव्हें, 2026", "25 नोव्हें, 2026, 3:30 PM IST", "12 एप्रि, 1995"],
  ] as const)("%s: %s · %s · %s", (language, date, dateTime, day) => {
    expect(formatDate(at, "Asia/Kolkata", language)).toBe(date);
    expect(formatDateTime(at, "Asia/Kolkata", language).replace(/\u202f/g, " ")).toBe(dateTime);
    expect(formatDay("1995-04-12", language)).toBe(day);
  });
  it.each([
    ["en", ["Today", "1 day ago", "3 days ago"]],
    ["hi", ["आज", "कल", "3 दिन पहले"]],
    ["mr", ["आज", "काल", "3 दिवसांपूर्वी"]],
  ] as const)("%s: relative days in its words", (language, words) => {
    const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
    expect([0, 1, 3].map((d) => relativeDate(ago(d), "Asia/Kolkata", now, language))).toEqual(words);
  });
});
