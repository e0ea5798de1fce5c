import { describe, expect, it } from "vitest";
import {
  admissionsStateAt,
  countdownText,
  instantToZonedLocal,
  isValidTimeZone,
  showsCountdown,
  zonedDayRange,
  zonedLocalToInstant,
} from "./admission-window.ts";

const now = new Date("2026-11-23T12:00:00.000Z");
const before = "2026-11-23T11:59:59.999Z";
const after = "2026-11-23T12:00:00.001Z";

describe("admissionsStateAt", () => {
  it.each([
    { switchOpen: false, opensAt: null, closesAt: null, state: "closed" },
    { switchOpen: false, opensAt: before, closesAt: after, state: "closed" },
    { switchOpen: true, opensAt: null, closesAt: null, state: "open" },
    { switchOpen: true, opensAt: after, closesAt: null, state: "notYetOpen" },
    { switchOpen: true, opensAt: now.toISOString(), closesAt: null, state: "open" },
    { switchOpen: true, opensAt: null, closesAt: after, state: "open" },
    { switchOpen: true, opensAt: null, closesAt: now.toISOString(), state: "ended" },
    { switchOpen: true, opensAt: null, closesAt: before, state: "ended" },
    { switchOpen: true, opensAt: before, closesAt: after, state: "open" },
  ] as const)("switch $switchOpen, $opensAt – $closesAt: $state", ({ switchOpen, opensAt, closesAt, state }) => {
    expect(admissionsStateAt(switchOpen, { opensAt, closesAt }, now)).toBe(state);
  });
});

describe("countdown", () => {
  it.each([
    { state: "open", closesAt: "2026-11-30T12:00:00.000Z", shows: true },
    { state: "open", closesAt: "2026-11-30T12:00:00.001Z", shows: false },
    { state: "open", closesAt: null, shows: false },
    { state: "closed", closesAt: after, shows: false },
    { state: "open", closesAt: before, shows: false },
  ] as const)("$state until $closesAt: $shows", ({ state, closesAt, shows }) => {
    expect(showsCountdown(state, closesAt, now)).toBe(shows);
  });

  it.each([
    [30_000, "less than a minute"],
    [60_000, "1 minute"],
    [42 * 60_000, "42 minutes"],
    [3_600_000, "1 hour"],
    [5 * 3_600_000 + 12 * 60_000, "5 hours 12 minutes"],
    [86_400_000, "1 day"],
    [3 * 86_400_000 + 4 * 3_600_000 + 59 * 60_000, "3 days 4 hours"],
  ])("%i ms left reads %s", (ms, text) => {
    expect(countdownText(ms)).toBe(text);
  });
});

describe("institution time zone", () => {
  it.each([
    ["2026-12-01T17:00", "Asia/Kolkata", "2026-12-01T11:30:00.000Z"],
    ["2026-12-01", "Asia/Kolkata", "2026-11-30T18:30:00.000Z"],
    ["2026-07-01T09:00", "Europe/London", "2026-07-01T08:00:00.000Z"],
    ["2026-01-01T09:00", "Europe/London", "2026-01-01T09:00:00.000Z"],
    ["2026-03-08T01:30", "America/New_York", "2026-03-08T06:30:00.000Z"],
    ["2026-03-08T03:30", "America/New_York", "2026-03-08T07:30:00.000Z"],
  ])("%s in %s is %s, and back", (local, tz, instant) => {
    expect(zonedLocalToInstant(local, tz).toISOString()).toBe(instant);
    expect(instantToZonedLocal(instant, tz)).toBe(local.length === 10 ? `${local}T00:00` : local);
  });

  it("a day is [its midnight, the next midnight) in the zone", () => {
    const { start, end } = zonedDayRange("2026-11-23", "Asia/Kolkata");
    expect(start.toISOString()).toBe("2026-11-22T18:30:00.000Z");
    expect(end.toISOString()).toBe("2026-11-23T18:30:00.000Z");
  });

  it("knows real zones", () => {
    expect(isValidTimeZone("Asia/Kolkata")).toBe(true);
    expect(isValidTimeZone("UTC")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus_Mons")).toBe(false);
    expect(isValidTimeZone("")).toBe(false);
    expect(() => zonedLocalToInstant("1 Dec", "Asia/Kolkata")).toThrow(RangeError);
  });
});
