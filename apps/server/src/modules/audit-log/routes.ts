import { auditLogQuery, auditLogResponse, errorResponses } from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { requirePermission } from "../../plugins/auth.ts";
import { auditLog } from "./log.ts";

export function auditRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/admin/audit-log",
      {
        preValidation: requirePermission("audit.read"),
        schema: {
          tags: ["audit"],
          querystring: auditLogQuery,
          response: { 200: auditLogResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => ({ success: true as const, ...(await auditLog(ctx, request.query)) }),
    );
  };
}
