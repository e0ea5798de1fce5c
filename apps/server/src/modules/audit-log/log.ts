import type { AuditLogQuery } from "@phd/shared";
import type { AppContext } from "../../context.ts";
import { zoneForDays } from "../constants/index.ts";
import { presentAuditEntry } from "./presenter.ts";
import * as q from "./queries.ts";

/** The admin's audit log (issue 13): filtered, paged and counted in SQL. */
export async function auditLog(ctx: AppContext, f: AuditLogQuery) {
  const { where, needsActor } = q.auditConditions(f, await zoneForDays(ctx.db, f));
  const [rows, total] = await Promise.all([
    q.auditPage(ctx.db, where, f.limit, (f.page - 1) * f.limit),
    q.countAudit(ctx.db, where, needsActor),
  ]);
  return {
    data: rows.map(presentAuditEntry),
    pagination: { currentPage: f.page, totalPages: Math.ceil(total / f.limit), total },
  };
}
