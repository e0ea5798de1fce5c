import type { AuditExportFilters, AuditLogQuery } from "@phd/shared";
import type { AppContext } from "../../context.ts";
import { type CsvExport, csvByIds } from "../../lib/csv.ts";
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

/** The CSV of every event the filters match, newest first, times in the institution's zone (ids in one pass, rows in batches). */
export async function exportAuditLog(ctx: AppContext, f: AuditExportFilters): Promise<CsvExport> {
  const [round, timeZone] = await Promise.all([roundShown(ctx.db, f.round), institutionTimeZone(ctx.db)]);
  const { where, needsActor } = q.auditConditions(f, round, timeZone);
  const lines = csvByIds(
    AUDIT_CSV_HEADER,
    () => q.allAuditIds(ctx.db, where, needsActor),
    (ids) => q.auditRowsByIds(ctx.db, ids),
    (r) => r.event.id,
    (r) => auditCsvLine(presentAuditEntry(r), timeZone),
  );
  return { lines, timeZone };
}
