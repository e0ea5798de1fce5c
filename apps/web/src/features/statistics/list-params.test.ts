import { describe, expect, it } from "vitest";
import { roundId } from "../../test/fixtures.ts";
import { itKeepsTheAddress } from "../../test/lists.ts";
import {
  overviewPath,
  readStatisticsListState,
  statisticsExportPath,
  statisticsHref,
  statisticsListPath,
  toStatisticsQuery,
  writeStatisticsListState,
} from "./list-params.ts";

const ROUND = roundId(1);

describe("the statistics page's address", () => {
  it("reads defaults from an empty address", () => {
    const state = readStatisticsListState(new URLSearchParams());
    expect(state).toEqual({ page: 1, search: "", round: undefined });
    expect(statisticsListPath(toStatisticsQuery(state))).toBe("/api/admin/candidates-with-statistics?page=1&limit=10");
    expect(statisticsExportPath(state)).toBe("/api/admin/candidates-with-statistics/export.csv");
    expect(overviewPath(state.round)).toBe("/api/admin/statistics/overview");
  });

  // The search, the round and the page are every field; a round that is not a round's id is refused.
  itKeepsTheAddress(readStatisticsListState, writeStatisticsListState, {
    refused: "round=current&page=0",
    every: `search=asha&round=${ROUND}&page=2`,
  });

  it("sends the round to the list, the export and the charts' overview", () => {
    const state = readStatisticsListState(new URLSearchParams(`round=${ROUND}&search=asha`));
    expect(statisticsListPath(toStatisticsQuery(state))).toBe(
      `/api/admin/candidates-with-statistics?page=1&limit=10&search=asha&round=${ROUND}`,
    );
    expect(statisticsExportPath(state)).toBe(
      `/api/admin/candidates-with-statistics/export.csv?search=asha&round=${ROUND}`,
    );
    expect(overviewPath(state.round)).toBe(`/api/admin/statistics/overview?round=${ROUND}`);
  });

  it("links with a search only (the current round)", () => {
    expect(statisticsHref("asha")).toBe("/candidate-statistics?search=asha");
    expect(statisticsHref()).toBe("/candidate-statistics");
  });
});
