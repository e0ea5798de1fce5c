import type { AuditExportFilters, AuditLogQuery } from "@phd/shared";
import type { AppContext } from "../../context.ts";
import { type CsvExport, csvBatches } from "../../lib/csv.ts";
import { institutionTimeZone, zoneForDays } from "../constants/index.ts";
import { roundShown } from "../rounds/index.ts";
import { AUDIT_CSV_HEADER, auditCsvLine, presentAuditEntry } from "./presenter.ts";
import * as q from "./queries.ts";

/** The admin's audit log (issue 13): filtered, paged and counted in SQL. */
export async function auditLog(ctx: AppContext, f: AuditLogQuery) {
  const [round, timeZone] = await Promise.all([roundShown(ctx.db, f.round), zoneForDays(ctx.db, f)]);
  const { where, needsActor } = q.auditConditions(f, round, timeZone);
  const [rows, total] = await Promise.all([
    q.auditPage(ctx.db, where, f.limit, (f.page - 1) * f.limit),
    q.countAudit(ctx.db, where, needsActor),
  ]);
  return {
    data: rows.map(presentAuditEntry),
    pagination: { currentPage: f.page, totalPages: Math.ceil(total / f.limit), total },
  };
}

/** The CSV of every event the filters match, newest first, times in the institution's zone (streamed in batches). */
export async function exportAuditLog(ctx: AppContext, f: AuditExportFilters): Promise<CsvExport> {
  const [round, timeZone] = await Promise.all([roundShown(ctx.db, f.round), institutionTimeZone(ctx.db)]);
  const { where } = q.auditConditions(f, round, timeZone);
  const lines = csvBatches(
    AUDIT_CSV_HEADER,
    (limit, offset) => q.auditPage(ctx.db, where, limit, offset),
    (r) => auditCsvLine(presentAuditEntry(r), timeZone),
  );
  return { lines, timeZone };
}
