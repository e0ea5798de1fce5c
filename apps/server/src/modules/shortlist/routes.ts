import {
  errorResponses,
  idParams,
  shortlistBody,
  shortlistQuery,
  shortlistResponse,
  shortlistResult,
} from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { speak } from "../../lib/messages.ts";
import { currentUser, requirePermission } from "../../plugins/auth.ts";
import * as shortlist from "./service.ts";

const errors = errorResponses(400, 401, 403, 404, 409);

export function shortlistRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // A department's verified applications with their channel and decision (coordinators: their departments).
    app.get(
      "/api/rounds/:id/shortlist",
      {
        preValidation: requirePermission("selection.shortlist"),
        schema: {
          tags: ["shortlist"],
          params: idParams,
          querystring: shortlistQuery,
          response: { 200: shortlistResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await shortlist.list(ctx, currentUser(request), request.params.id, request.query),
      }),
    );

    app.post(
      "/api/rounds/:id/shortlist",
      {
        preValidation: requirePermission("selection.shortlist"),
        schema: {
          tags: ["shortlist"],
          params: idParams,
          body: shortlistBody,
          response: { 200: shortlistResult, ...errors },
        },
      },
      async (request) => {
        const data = await shortlist.decide(ctx, currentUser(request), request.params.id, request.body);
        const count = data.updated;
        const message =
          count === 0
            ? "Nothing to change: the chosen applications already have this decision."
            : speak(request, "{{count}} application updated.", {
                count,
                defaultValue_other: "{{count}} applications updated.",
              });
        return { success: true as const, message, data };
      },
    );
  };
}
