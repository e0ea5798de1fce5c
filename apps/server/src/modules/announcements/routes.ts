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
import { currentUser, requirePermission } from "../../plugins/auth.ts";
import * as announcements from "./service.ts";

const adminErrors = errorResponses(400, 401, 403, 404);
const one = z.object({ success: z.literal(true), message: z.string(), data: announcement });

export function announcementRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Bearer optional: the answer depends on who asks (spec 000 §6).
    app.get(
      "/api/announcement",
      {
        schema: {
          tags: ["announcements"],
          querystring: z.object({
            scope: z.enum(["visible", "public"]).default("visible"),
            limit: z.coerce.number().int().min(1).max(500).default(100),
          }),
          response: { 200: z.array(announcement) },
        },
      },
      async (request) =>
        announcements.list(ctx, request.user, {
          publicOnly: request.query.scope === "public",
          limit: request.query.limit,
        }),
    );

    app.post(
      "/api/announcement/create",
      {
        preValidation: requirePermission("announcement.manage"),
        schema: { tags: ["announcements"], body: createAnnouncementBody, response: { 201: one, ...adminErrors } },
      },
      async (request, reply) => {
        const data = await announcements.create(ctx, currentUser(request), request.body);
        return reply.status(201).send({ success: true as const, message: "Announcement created.", data });
      },
    );

    app.put(
      "/api/announcement/:id",
      {
        preValidation: requirePermission("announcement.manage"),
        schema: {
          tags: ["announcements"],
          params: idParams,
          body: updateAnnouncementBody,
          response: { 200: one, ...adminErrors },
        },
      },
      async (request) => {
        const data = await announcements.update(ctx, currentUser(request), request.params.id, request.body);
        return { success: true as const, message: "Announcement updated.", data };
      },
    );

    app.delete(
      "/api/announcement/:id",
      {
        preValidation: requirePermission("announcement.manage"),
        schema: { tags: ["announcements"], params: idParams, response: { 200: successMessage, ...adminErrors } },
      },
      async (request) => {
        await announcements.remove(ctx, currentUser(request), request.params.id);
        return { success: true as const, message: "Announcement deleted." };
      },
    );
  };
}
