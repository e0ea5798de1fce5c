import {
  erasureListQuery,
  erasureListResponse,
  erasureRequestBody,
  erasureRequestResponse,
  errorResponses,
} from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { currentUser, requireDataPrincipal } from "../../plugins/auth.ts";
import { done, ok, routeKit } from "../../plugins/route-kit.ts";
import * as erasure from "./erasure.ts";

const route = routeKit(["privacy"], errorResponses(401, 403));

/** What the candidate is told once they asked, by what became of the request. */
const ERASURE_MESSAGES = {
  DONE: "Your personal data has been erased and your account closed.",
  KEPT: "You were admitted: your records are kept as the university's student record. Write to the grievance officer for anything else.",
  QUEUED: "Your erasure request is queued. It is carried out when the admission round you applied in is closed.",
  CANCELLED: "Your erasure request is cancelled.",
} as const;

/** Erasure (DPDP Act s. 12, issue 28): the candidate asks and follows; the admin reads the queue. */
export function erasureRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const own = requireDataPrincipal("privacy.ownData");

    app.get("/api/candidate/erasure", route(own, { answer: erasureRequestResponse }), async (request) =>
      ok(await erasure.myRequest(ctx, currentUser(request))),
    );

    app.post(
      "/api/candidate/erasure",
      route(own, {
        body: erasureRequestBody,
        answer: erasureRequestResponse,
        errors: errorResponses(400, 401, 403, 409),
        config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      }),
      async (request) => {
        const { state, view } = await erasure.requestErasure(ctx, currentUser(request), request.body);
        return done(ERASURE_MESSAGES[state === "BUSY" ? "QUEUED" : state], view);
      },
    );

    app.delete(
      "/api/candidate/erasure",
      route(own, { answer: erasureRequestResponse, errors: errorResponses(401, 403, 404, 409) }),
      async (request) => done(ERASURE_MESSAGES.CANCELLED, await erasure.cancelErasure(ctx, currentUser(request))),
    );

    app.get(
      "/api/admin/erasure-requests",
      route("privacy.manage", {
        querystring: erasureListQuery,
        answer: erasureListResponse,
        errors: errorResponses(400, 401, 403),
      }),
      async (request) => ok(await erasure.listErasures(ctx, request.query)),
    );
  };
}
