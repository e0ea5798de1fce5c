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
import { currentUser, requireClaims, requirePermission, userThroughGuard } from "../../plugins/auth.ts";
import { sendStoredFile } from "../documents/index.ts";
import * as fees from "./service.ts";

const errors = errorResponses(400, 401, 403, 404);

const VERIFIED_MESSAGES = {
  VERIFIED: "Fee details verified.",
  MODIFICATION_REQUESTED: "Modification requested.",
  PENDING: "Fee details reset to pending.",
} as const;

/** The account section's fee screens (spec 001 §2, §4, §7); admins too. */
export function feeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const canList = requirePermission("fee.list");
  return async (app) => {
    app.get(
      "/api/fee-details",
      {
        // The account section's busiest read: one statement checks the user and answers (decision 046).
        config: { userInStatement: true },
        preValidation: requireClaims("fee.list"),
        schema: { tags: ["fees"], querystring: feeListQuery, response: { 200: feeListResponse, ...errors } },
      },
      async (request, reply) => {
        const answer = request.claims ? await fees.feeListAnswer(ctx, request.claims, request.query) : undefined;
        if (answer !== undefined) return sendJsonText(reply as FastifyReply, answer);
        await userThroughGuard(request, ctx, "fee.list");
        return { success: true as const, ...(await fees.listFees(ctx, request.query)) };
      },
    );
    app.get(
      "/api/fee-details/export.csv",
      {
        preValidation: canList,
        schema: { tags: ["fees"], querystring: feeExportQuery, response: { 200: fileBody, ...errors } },
      },
      async (request, reply) => sendCsv(reply, "fee-details", await fees.exportFees(ctx, request.query)),
    );
    app.get(
      "/api/fee-details/full/:id",
      {
        preValidation: canList,
        schema: { tags: ["fees"], params: idParams, response: { 200: feeDetailResponse, ...errors } },
      },
      async (request) => ({
        success: true as const,
        data: await fees.feeDetail(ctx, currentUser(request), request.params.id),
      }),
    );
    app.get(
      "/api/fee-details/:id/receipt",
      {
        preValidation: canList,
        schema: { tags: ["fees"], params: idParams, response: { 200: fileBody, ...errors } },
      },
      async (request, reply) => {
        return sendStoredFile(
          reply,
          await fees.receiptFile(ctx, currentUser(request), request.params.id),
          "attachment",
        );
      },
    );
    app.put(
      "/api/fee-details/:id/verify",
      {
        preValidation: requirePermission("fee.review"),
        schema: {
          tags: ["fees"],
          params: idParams,
          body: feeVerifyBody,
          response: { 200: feeVerifyResponse, ...errors },
        },
      },
      async (request) => {
        const data = await fees.verifyFee(ctx, currentUser(request), request.params.id, request.body);
        return { success: true as const, message: VERIFIED_MESSAGES[data.status], data };
      },
    );
  };
}
