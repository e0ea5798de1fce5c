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
import { currentUser } from "../../plugins/auth.ts";
import { done, ok, routeKit } from "../../plugins/route-kit.ts";
import * as rounds from "./service.ts";

const route = routeKit(["rounds"], errorResponses(400, 401, 403, 404, 409));

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
      route("round.read", { answer: roundListResponse, errors: errorResponses(401, 403) }),
      async () => ok(await rounds.list(ctx)),
    );

    app.post(
      "/api/rounds",
      route("round.manage", { body: roundBody, answer: roundResponse, status: 201 }),
      async (request, reply) => {
        const data = await rounds.create(ctx, currentUser(request), request.body);
        return reply.status(201).send(done("Admission round created.", data));
      },
    );

    app.put(
      "/api/rounds/:id",
      route("round.manage", { params: idParams, body: roundBody, answer: roundResponse }),
      async (request) =>
        done(
          "Admission round updated.",
          await rounds.update(ctx, currentUser(request), request.params.id, request.body),
        ),
    );

    app.put(
      "/api/rounds/:id/aadhaar",
      route("round.manage", { params: idParams, body: aadhaarModeBody, answer: roundResponse }),
      async (request) => {
        const { aadhaarMode } = request.body;
        const data = await rounds.setAadhaarMode(ctx, currentUser(request), request.params.id, aadhaarMode);
        return done(AADHAAR_MESSAGES[data.aadhaarMode], data);
      },
    );

    app.post(
      "/api/rounds/:id/make-current",
      route("round.manage", { params: idParams, body: noBody, answer: roundResponse }),
      async (request) => {
        const data = await rounds.makeCurrent(ctx, currentUser(request), request.params.id);
        return done(
          speak(request, '"{{roundName}}" is now the current admission round.', { roundName: data.name }),
          data,
        );
      },
    );

    app.post(
      "/api/rounds/:id/close",
      route("round.manage", { params: idParams, body: noBody, answer: roundResponse }),
      async (request) => {
        const data = await rounds.close(ctx, currentUser(request), request.params.id);
        return done(speak(request, '"{{roundName}}" is closed.', { roundName: data.name }), data);
      },
    );
  };
}
