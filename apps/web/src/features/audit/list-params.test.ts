import { describe, expect, it } from "vitest";
import { roundId } from "../../test/fixtures.ts";
import { itKeepsTheAddress } from "../../test/lists.ts";
import {
  auditExportPath,
  auditFiltersOf,
  auditLogPath,
  readAuditListState,
  toAuditLogRequest,
  writeAuditListState,
} from "./list-params.ts";

const ROUND = roundId(1);

describe("the audit log's address", () => {
  it("reads defaults from an empty address", () => {
    const state = readAuditListState(new URLSearchParams());
    expect(auditLogPath(toAuditLogRequest(state))).toBe("/api/admin/audit-log?page=1&limit=20");
    expect(auditExportPath(state)).toBe("/api/admin/audit-log/export.csv");
  });

  itKeepsTheAddress(readAuditListState, writeAuditListState, {
    refused: "page=0&kind=x&fromDate=2025-1-1&round=R1",
    every: `actor=asha&kind=fee&fromDate=2025-01-01&toDate=2025-01-31&round=${ROUND}&page=3`,
  });

  it("sends the round to the log and its export; the filter bar's filters leave it out", () => {
    const state = readAuditListState(new URLSearchParams(`round=${ROUND}&kind=fee&page=2`));
    expect(auditLogPath(toAuditLogRequest(state))).toBe(`/api/admin/audit-log?page=2&limit=20&kind=fee&round=${ROUND}`);
    expect(auditExportPath(state)).toBe(`/api/admin/audit-log/export.csv?kind=fee&round=${ROUND}`);
    expect(auditFiltersOf(state)).toEqual({ actor: "", kind: "fee", fromDate: undefined, toDate: undefined });
  });
});
