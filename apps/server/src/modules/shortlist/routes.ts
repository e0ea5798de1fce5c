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
import { currentUser } from "../../plugins/auth.ts";
import { done, ok, routeKit } from "../../plugins/route-kit.ts";
import * as shortlist from "./service.ts";

const route = routeKit(["shortlist"], errorResponses(400, 401, 403, 404, 409));

export function shortlistRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // A department's verified applications with their channel and decision (coordinators: their departments).
    app.get(
      "/api/rounds/:id/shortlist",
      route("selection.shortlist", { params: idParams, querystring: shortlistQuery, answer: shortlistResponse }),
      async (request) => ok(await shortlist.list(ctx, currentUser(request), request.params.id, request.query)),
    );

    app.post(
      "/api/rounds/:id/shortlist",
      route("selection.shortlist", { params: idParams, body: shortlistBody, answer: shortlistResult }),
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
        return done(message, data);
      },
    );
  };
}
