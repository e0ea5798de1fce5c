import {
  erasureListQuery,
  erasureListResponse,
  erasureRequestBody,
  erasureRequestResponse,
  errorResponses,
} from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { currentUser, requireDataPrincipal, requirePermission } from "../../plugins/auth.ts";
import * as erasure from "./erasure.ts";

const tags = ["privacy"];

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
    const own = { preValidation: requireDataPrincipal("privacy.ownData") };

    app.get(
      "/api/candidate/erasure",
      { ...own, schema: { tags, response: { 200: erasureRequestResponse, ...errorResponses(401, 403) } } },
      async (request) => ({ success: true as const, data: await erasure.myRequest(ctx, currentUser(request)) }),
    );

    app.post(
      "/api/candidate/erasure",
      {
        ...own,
        config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
        schema: {
          tags,
          body: erasureRequestBody,
          response: { 200: erasureRequestResponse, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request) => {
        const { state, view } = await erasure.requestErasure(ctx, currentUser(request), request.body);
        return { success: true as const, message: ERASURE_MESSAGES[state === "BUSY" ? "QUEUED" : state], data: view };
      },
    );

    app.delete(
      "/api/candidate/erasure",
      { ...own, schema: { tags, response: { 200: erasureRequestResponse, ...errorResponses(401, 403, 404, 409) } } },
      async (request) => ({
        success: true as const,
        message: ERASURE_MESSAGES.CANCELLED,
        data: await erasure.cancelErasure(ctx, currentUser(request)),
      }),
    );

    app.get(
      "/api/admin/erasure-requests",
      {
        preValidation: requirePermission("privacy.manage"),
        schema: {
          tags,
          querystring: erasureListQuery,
          response: { 200: erasureListResponse, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => ({ success: true as const, data: await erasure.listErasures(ctx, request.query) }),
    );
  };
}
