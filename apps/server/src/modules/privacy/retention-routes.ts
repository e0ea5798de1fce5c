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
import { currentUser } from "../../plugins/auth.ts";
import { done, ok, routeKit } from "../../plugins/route-kit.ts";
import * as retention from "./retention.ts";

const route = routeKit(["privacy"], errorResponses(400, 401, 403));

/** The retention schedule (issue 28, item 4): the admin's alone. */
export function retentionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/admin/retention",
      route("privacy.manage", { querystring: retentionQuery, answer: retentionResponse }),
      async (request) => ok(await retention.overview(ctx, request.query)),
    );

    app.put(
      "/api/admin/retention/rounds/:id",
      route("privacy.manage", {
        params: idParams,
        body: retentionRoundBody,
        answer: retentionRoundResponse,
        errors: errorResponses(400, 401, 403, 404),
      }),
      async (request) => {
        const { retentionMonths } = request.body;
        const data = await retention.setRoundMonths(ctx, currentUser(request), request.params.id, retentionMonths);
        const message = speak(request, 'Retention period of "{{roundName}}" set to {{months}} months.', {
          roundName: data.name,
          months: data.retentionMonths,
        });
        return done(message, data);
      },
    );

    // A read (nothing changes; only its audit row is written): GET, so no body is asked for.
    app.get(
      "/api/admin/retention/dry-run",
      route("privacy.manage", { answer: retentionDryRunResponse }),
      async (request) => ok(await retention.dryRun(ctx, currentUser(request))),
    );
  };
}
