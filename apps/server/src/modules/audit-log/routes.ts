import { auditExportQuery, auditLogQuery, auditLogResponse, errorResponses, fileBody } from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { sendCsv } from "../../lib/csv.ts";
import { routeKit } from "../../plugins/route-kit.ts";
import { auditLog, exportAuditLog } from "./service.ts";

const route = routeKit(["audit"], errorResponses(400, 401, 403, 404));

export function auditRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/admin/audit-log",
      route("audit.read", { querystring: auditLogQuery, answer: auditLogResponse }),
      async (request) => ({ success: true as const, ...(await auditLog(ctx, request.query)) }),
    );
    app.get(
      "/api/admin/audit-log/export.csv",
      route("audit.read", { querystring: auditExportQuery, answer: fileBody }),
      async (request, reply) => sendCsv(reply, "audit-log", await exportAuditLog(ctx, request.query)),
    );
  };
}
