import {
  aadhaarModeBody,
  errorResponses,
  idParams,
  noBody,
  roundBody,
  roundListResponse,
  roundResponse,
} from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { speak } from "../../lib/messages.ts";
import { currentUser, requirePermission } from "../../plugins/auth.ts";
import * as rounds from "./service.ts";

const adminErrors = errorResponses(400, 401, 403, 404, 409);

/** What the admin is told after setting how the Aadhaar number is asked. */
const AADHAAR_MESSAGES = {
  REQUIRED: "Candidates must give their Aadhaar number while this round is current.",
  OPTIONAL: "Candidates may leave out their Aadhaar number while this round is current.",
  NOT_ASKED: "The Aadhaar number is not asked while this round is current; profiles saved from now on keep none.",
} as const;

export function roundRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Every staff member: the round switcher of their lists.
    app.get(
      "/api/rounds",
      {
        preValidation: requirePermission("round.read"),
        schema: { tags: ["rounds"], response: { 200: roundListResponse, ...errorResponses(401, 403) } },
      },
      async () => ({ success: true as const, data: await rounds.list(ctx) }),
    );

    app.post(
      "/api/rounds",
      {
        preValidation: requirePermission("round.manage"),
        schema: { tags: ["rounds"], body: roundBody, response: { 201: roundResponse, ...adminErrors } },
      },
      async (request, reply) => {
        const data = await rounds.create(ctx, currentUser(request), request.body);
        return reply.status(201).send({ success: true as const, message: "Admission round created.", data });
      },
    );

    app.put(
      "/api/rounds/:id",
      {
        preValidation: requirePermission("round.manage"),
        schema: {
          tags: ["rounds"],
          params: idParams,
          body: roundBody,
          response: { 200: roundResponse, ...adminErrors },
        },
      },
      async (request) => {
        const data = await rounds.update(ctx, currentUser(request), request.params.id, request.body);
        return { success: true as const, message: "Admission round updated.", data };
      },
    );

    app.put(
      "/api/rounds/:id/aadhaar",
      {
        preValidation: requirePermission("round.manage"),
        schema: {
          tags: ["rounds"],
          params: idParams,
          body: aadhaarModeBody,
          response: { 200: roundResponse, ...adminErrors },
        },
      },
      async (request) => {
        const data = await rounds.setAadhaarMode(
          ctx,
          currentUser(request),
          request.params.id,
          request.body.aadhaarMode,
        );
        return { success: true as const, message: AADHAAR_MESSAGES[data.aadhaarMode], data };
      },
    );

    app.post(
      "/api/rounds/:id/make-current",
      {
        preValidation: requirePermission("round.manage"),
        schema: { tags: ["rounds"], params: idParams, body: noBody, response: { 200: roundResponse, ...adminErrors } },
      },
      async (request) => {
        const data = await rounds.makeCurrent(ctx, currentUser(request), request.params.id);
        return {
          success: true as const,
          message: speak(request, '"{{roundName}}" is now the current admission round.', { roundName: data.name }),
          data,
        };
      },
    );

    app.post(
      "/api/rounds/:id/close",
      {
        preValidation: requirePermission("round.manage"),
        schema: { tags: ["rounds"], params: idParams, body: noBody, response: { 200: roundResponse, ...adminErrors } },
      },
      async (request) => {
        const data = await rounds.close(ctx, currentUser(request), request.params.id);
        return {
          success: true as const,
          message: speak(request, '"{{roundName}}" is closed.', { roundName: data.name }),
          data,
        };
      },
    );
  };
}
