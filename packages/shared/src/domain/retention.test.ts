import { describe, expect, it } from "vitest";
import { addMonthsUtc, type RetentionRound, retentionDueAt, retentionIsDue } from "./retention.ts";

const at = (iso: string) => new Date(iso);
const round = (closedAt: string | null, months = 12): RetentionRound => ({
  closedAt: closedAt ? at(closedAt) : null,
  months,
});

describe("addMonthsUtc", () => {
  it.each([
    ["2026-01-15T10:30:00.000Z", 1, "2026-02-15T10:30:00.000Z"],
    ["2026-01-31T23:59:59.999Z", 1, "2026-02-28T23:59:59.999Z"],
    ["2028-01-31T00:00:00.000Z", 1, "2028-02-29T00:00:00.000Z"],
    ["2026-03-31T05:00:00.000Z", 12, "2027-03-31T05:00:00.000Z"],
    ["2026-05-31T05:00:00.000Z", 13, "2027-06-30T05:00:00.000Z"],
    ["2026-12-10T00:00:00.000Z", 120, "2036-12-10T00:00:00.000Z"],
  ])("%s + %i months = %s", (from, months, to) => {
    expect(addMonthsUtc(at(from), months).toISOString()).toBe(to);
  });
});

describe("retentionDueAt", () => {
  const registeredAt = at("2026-01-10T00:00:00.000Z");
  const closed = [round("2026-06-30T12:00:00.000Z", 6), round("2027-06-30T12:00:00.000Z", 24)];
  it.each([
    {
      name: "one closed round: closed + its months",
      rounds: [round("2026-06-30T12:00:00.000Z", 6)],
      admitted: false,
      due: "2026-12-30T12:00:00.000Z",
    },
    {
      name: "the default 12 months",
      rounds: [round("2026-06-30T12:00:00.000Z")],
      admitted: false,
      due: "2027-06-30T12:00:00.000Z",
    },
    {
      name: "several rounds: the latest of their dates, not the latest round",
      rounds: [round("2026-06-30T12:00:00.000Z", 36), round("2027-06-30T12:00:00.000Z", 1)],
      admitted: false,
      due: "2029-06-30T12:00:00.000Z",
    },
    {
      name: "two applications in one round count once",
      rounds: [round("2026-06-30T12:00:00.000Z", 6), round("2026-06-30T12:00:00.000Z", 6)],
      admitted: false,
      due: "2026-12-30T12:00:00.000Z",
    },
    {
      name: "an application in a round still open: not due",
      rounds: [round("2026-06-30T12:00:00.000Z", 1), round(null, 1)],
      admitted: false,
      due: null,
    },
    {
      name: "admitted: never",
      rounds: [round("2026-06-30T12:00:00.000Z", 1)],
      admitted: true,
      due: null,
    },
    {
      name: "no application: the first round closed after registering, plus its months",
      rounds: [],
      admitted: false,
      due: "2026-12-30T12:00:00.000Z",
    },
  ])("$name", ({ rounds, admitted, due }) => {
    expect(retentionDueAt({ rounds, admitted, registeredAt }, closed)?.toISOString() ?? null).toBe(due);
  });

  it("without an application, rounds closed before registering do not count", () => {
    const later = at("2026-07-01T00:00:00.000Z");
    expect(retentionDueAt({ rounds: [], admitted: false, registeredAt: later }, closed)?.toISOString()).toBe(
      "2029-06-30T12:00:00.000Z",
    );
    expect(retentionDueAt({ rounds: [], admitted: false, registeredAt: at("2028-01-01T00:00:00Z") }, closed)).toBe(
      null,
    );
    // Open rounds in the list are no closed rounds.
    expect(retentionDueAt({ rounds: [], admitted: false, registeredAt }, [round(null, 1)])).toBe(null);
  });

  it("without an application, of two rounds closed at the same instant the longer counts, in any order", () => {
    const same = [round("2026-06-30T12:00:00.000Z", 3), round("2026-06-30T12:00:00.000Z", 9)];
    for (const list of [same, [...same].reverse()])
      expect(retentionDueAt({ rounds: [], admitted: false, registeredAt }, list)?.toISOString()).toBe(
        "2027-03-30T12:00:00.000Z",
      );
  });

  it("is due from the instant itself", () => {
    const due = at("2026-12-30T12:00:00.000Z");
    expect(retentionIsDue(due, at("2026-12-30T11:59:59.999Z"))).toBe(false);
    expect(retentionIsDue(due, due)).toBe(true);
    expect(retentionIsDue(null, due)).toBe(false);
  });
});
