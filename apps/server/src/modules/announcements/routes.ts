import {
  announcement,
  createAnnouncementBody,
  errorResponses,
  idParams,
  successMessage,
  updateAnnouncementBody,
} from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { currentUser } from "../../plugins/auth.ts";
import { done, doneAnswer, routeKit } from "../../plugins/route-kit.ts";
import * as announcements from "./service.ts";

const route = routeKit(["announcements"], errorResponses(400, 401, 403, 404));
const one = doneAnswer(announcement);

export function announcementRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Bearer optional: the answer depends on who asks (spec 000 §6).
    app.get(
      "/api/announcement",
      route("public", {
        querystring: z.object({
          scope: z.enum(["visible", "public"]).default("visible"),
          limit: z.coerce.number().int().min(1).max(500).default(100),
        }),
        answer: z.array(announcement),
        errors: {},
      }),
      async (request) =>
        announcements.list(ctx, request.user, {
          publicOnly: request.query.scope === "public",
          limit: request.query.limit,
        }),
    );

    app.post(
      "/api/announcement/create",
      route("announcement.manage", { body: createAnnouncementBody, answer: one, status: 201 }),
      async (request, reply) => {
        const data = await announcements.create(ctx, currentUser(request), request.body);
        return reply.status(201).send(done("Announcement created.", data));
      },
    );

    app.put(
      "/api/announcement/:id",
      route("announcement.manage", { params: idParams, body: updateAnnouncementBody, answer: one }),
      async (request) => {
        const data = await announcements.update(ctx, currentUser(request), request.params.id, request.body);
        return done("Announcement updated.", data);
      },
    );

    app.delete(
      "/api/announcement/:id",
      route("announcement.manage", { params: idParams, answer: successMessage }),
      async (request) => {
        await announcements.remove(ctx, currentUser(request), request.params.id);
        return done("Announcement deleted.");
      },
    );
  };
}
