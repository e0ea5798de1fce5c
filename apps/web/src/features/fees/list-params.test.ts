import { describe, expect, it } from "vitest";
import { itKeepsTheAddress } from "../../test/lists.ts";
import {
  feeExportPath,
  feeListHref,
  feeListPath,
  readFeeListState,
  toFeeListQuery,
  writeFeeListState,
} from "./list-params.ts";

describe("the fee list's address", () => {
  it("reads defaults from an empty address", () => {
    const state = readFeeListState(new URLSearchParams());
    expect(state).toMatchObject({ page: 1, search: "", sort: "createdAt", order: "desc", groupByUser: false });
    expect(feeListPath(toFeeListQuery(state))).toBe("/api/fee-details?page=1&limit=10&sort=createdAt&order=desc");
  });

  itKeepsTheAddress(readFeeListState, writeFeeListState, {
    refused:
      "page=0&department=Astrology&applicationType=x&verificationStatus=DONE&fromDate=2025-1-1&sort=size&order=up&duplicatesOnly=yes&groupByUser=1&round=R1",
    every:
      "search=asha&department=Civil+Engineering&applicationType=WORKING_PROFESSIONAL&verificationStatus=MODIFICATION_REQUESTED&utrNumber=UTR1&applicationId=PHD001&fromDate=2025-01-01&toDate=2025-01-31&duplicatesOnly=true&sort=amount&order=asc&groupByUser=true&round=00000000-0000-4000-9000-000000000001&page=3",
  });

  it("exports the same selection without page and limit", () => {
    const state = readFeeListState(new URLSearchParams("verificationStatus=PENDING&groupByUser=true&page=4"));
    expect(feeExportPath(state)).toBe(
      "/api/fee-details/export.csv?verificationStatus=PENDING&sort=createdAt&order=desc&groupByUser=true",
    );
  });

  it("sends the admission round to the list and the export when the address names one", () => {
    const state = readFeeListState(
      new URLSearchParams("round=00000000-0000-4000-9000-000000000001&verificationStatus=PENDING&page=2"),
    );
    expect(feeListPath(toFeeListQuery(state))).toBe(
      "/api/fee-details?page=2&limit=10&verificationStatus=PENDING&sort=createdAt&order=desc&round=00000000-0000-4000-9000-000000000001",
    );
    expect(feeExportPath(state)).toBe(
      "/api/fee-details/export.csv?verificationStatus=PENDING&sort=createdAt&order=desc&round=00000000-0000-4000-9000-000000000001",
    );
  });

  it("links to the list with only the given filters", () => {
    expect(feeListHref({ verificationStatus: "PENDING" })).toBe("/fee-details?verificationStatus=PENDING");
    expect(feeListHref({ duplicatesOnly: true })).toBe("/fee-details?duplicatesOnly=true");
    expect(feeListHref()).toBe("/fee-details");
  });
});
