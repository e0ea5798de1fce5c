import { describe, expect, it } from "vitest";
import { itKeepsTheAddress } from "../../test/lists.ts";
import { applicationListPath, listPosition, readListState, toApiQuery, writeListState } from "./list-params.ts";

describe("the list's address", () => {
  it("reads defaults from an empty address", () => {
    const state = readListState(new URLSearchParams());
    expect(state).toEqual({
      page: 1,
      search: "",
      department: undefined,
      status: undefined,
      applicationType: undefined,
      fromDate: undefined,
      toDate: undefined,
      sort: "createdAt",
      order: "desc",
      round: undefined,
    });
  });

  itKeepsTheAddress(readListState, writeListState, {
    refused: "page=-2&department=Astrology&status=DONE&applicationType=x&fromDate=2025-1-1&sort=name&order=up&round=1",
    every:
      "search=asha&department=Civil+Engineering&status=PENDING&applicationType=REGULAR&fromDate=2025-01-01&toDate=2025-01-31&sort=applicationId&order=asc&round=00000000-0000-4000-9000-000000000001&page=4",
  });

  it("sends page, limit and sort always, the rest only when set", () => {
    const state = readListState(new URLSearchParams("search=PHD001"));
    expect(applicationListPath(toApiQuery(state))).toBe(
      "/api/application/all/applications?page=1&limit=10&search=PHD001&sort=createdAt&order=desc",
    );
  });

  it("sends the admission round when the address names one (absent: the current round)", () => {
    const state = readListState(new URLSearchParams("round=00000000-0000-4000-9000-000000000001&search=PHD001"));
    expect(state.round).toBe("00000000-0000-4000-9000-000000000001");
    expect(applicationListPath(toApiQuery(state))).toBe(
      "/api/application/all/applications?page=1&limit=10&search=PHD001&sort=createdAt&order=desc&round=00000000-0000-4000-9000-000000000001",
    );
  });

  it.each([
    [0, { page: 1, row: 0 }],
    [9, { page: 1, row: 9 }],
    [10, { page: 2, row: 0 }],
    [23, { page: 3, row: 3 }],
  ])("row %i of the filtered list is %j", (i, expected) => {
    expect(listPosition(i)).toEqual(expected);
  });
});
