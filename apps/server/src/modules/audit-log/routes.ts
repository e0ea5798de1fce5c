import { auditExportQuery, auditLogQuery, auditLogResponse, errorResponses, fileBody } from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { sendCsv } from "../../lib/csv.ts";
import { requirePermission } from "../../plugins/auth.ts";
import { auditLog, exportAuditLog } from "./service.ts";

export function auditRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const errors = errorResponses(400, 401, 403, 404);
    app.get(
      "/api/admin/audit-log",
      {
        preValidation: requirePermission("audit.read"),
        schema: { tags: ["audit"], querystring: auditLogQuery, response: { 200: auditLogResponse, ...errors } },
      },
      async (request) => ({ success: true as const, ...(await auditLog(ctx, request.query)) }),
    );
    app.get(
      "/api/admin/audit-log/export.csv",
      {
        preValidation: requirePermission("audit.read"),
        schema: { tags: ["audit"], querystring: auditExportQuery, response: { 200: fileBody, ...errors } },
      },
      async (request, reply) => sendCsv(reply, "audit-log", await exportAuditLog(ctx, request.query)),
    );
  };
}
