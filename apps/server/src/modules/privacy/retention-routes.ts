import {
  errorResponses,
  idParams,
  retentionDryRunResponse,
  retentionQuery,
  retentionResponse,
  retentionRoundBody,
  retentionRoundResponse,
} from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { speak } from "../../lib/messages.ts";
import { currentUser, requirePermission } from "../../plugins/auth.ts";
import * as retention from "./retention.ts";

const tags = ["privacy"];

/** The retention schedule (issue 28, item 4): the admin's alone. */
export function retentionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = { preValidation: requirePermission("privacy.manage") };

    app.get(
      "/api/admin/retention",
      {
        ...admin,
        schema: {
          tags,
          querystring: retentionQuery,
          response: { 200: retentionResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => ({ success: true as const, data: await retention.overview(ctx, request.query) }),
    );

    app.put(
      "/api/admin/retention/rounds/:id",
      {
        ...admin,
        schema: {
          tags,
          params: idParams,
          body: retentionRoundBody,
          response: { 200: retentionRoundResponse, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const data = await retention.setRoundMonths(
          ctx,
          currentUser(request),
          request.params.id,
          request.body.retentionMonths,
        );
        return {
          success: true as const,
          message: speak(request, 'Retention period of "{{roundName}}" set to {{months}} months.', {
            roundName: data.name,
            months: data.retentionMonths,
          }),
          data,
        };
      },
    );

    // A read (nothing changes; only its audit row is written): GET, so no body is asked for.
    app.get(
      "/api/admin/retention/dry-run",
      {
        ...admin,
        schema: { tags, response: { 200: retentionDryRunResponse, ...errorResponses(400, 401, 403) } },
      },
      async (request) => ({ success: true as const, data: await retention.dryRun(ctx, currentUser(request)) }),
    );
  };
}
