import {
  errorResponses,
  feeDetailResponse,
  feeExportQuery,
  feeListQuery,
  feeListResponse,
  feeVerifyBody,
  feeVerifyResponse,
  fileBody,
  idParams,
} from "@phd/shared";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { sendCsv } from "../../lib/csv.ts";
import { sendJsonText } from "../../lib/json-text.ts";
import { currentUser, requireClaims, userThroughGuard } from "../../plugins/auth.ts";
import { done, ok, routeKit } from "../../plugins/route-kit.ts";
import { sendStoredFile } from "../documents/index.ts";
import * as fees from "./service.ts";

const route = routeKit(["fees"], errorResponses(400, 401, 403, 404));

const VERIFIED_MESSAGES = {
  VERIFIED: "Fee details verified.",
  MODIFICATION_REQUESTED: "Modification requested.",
  PENDING: "Fee details reset to pending.",
} as const;

/** The account section's fee screens (spec 001 §2, §4, §7); admins too. */
export function feeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/fee-details",
      // The account section's busiest read: one statement checks the user and answers (decision 046).
      route(requireClaims("fee.list"), {
        querystring: feeListQuery,
        answer: feeListResponse,
        config: { userInStatement: true },
      }),
      async (request, reply) => {
        const answer = request.claims ? await fees.feeListAnswer(ctx, request.claims, request.query) : undefined;
        if (answer !== undefined) return sendJsonText(reply as FastifyReply, answer);
        await userThroughGuard(request, ctx, "fee.list");
        return { success: true as const, ...(await fees.listFees(ctx, request.query)) };
      },
    );
    app.get(
      "/api/fee-details/export.csv",
      route("fee.list", { querystring: feeExportQuery, answer: fileBody }),
      async (request, reply) => sendCsv(reply, "fee-details", await fees.exportFees(ctx, request.query)),
    );
    app.get(
      "/api/fee-details/full/:id",
      route("fee.list", { params: idParams, answer: feeDetailResponse }),
      async (request) => ok(await fees.feeDetail(ctx, currentUser(request), request.params.id)),
    );
    app.get(
      "/api/fee-details/:id/receipt",
      route("fee.list", { params: idParams, answer: fileBody }),
      async (request, reply) =>
        sendStoredFile(reply, await fees.receiptFile(ctx, currentUser(request), request.params.id), "attachment"),
    );
    app.put(
      "/api/fee-details/:id/verify",
      route("fee.review", { params: idParams, body: feeVerifyBody, answer: feeVerifyResponse }),
      async (request) => {
        const data = await fees.verifyFee(ctx, currentUser(request), request.params.id, request.body);
        return done(VERIFIED_MESSAGES[data.status], data);
      },
    );
  };
}
