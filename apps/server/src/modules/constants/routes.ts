import {
  admissionsOpenResponse,
  admissionWindowResponse,
  constantsRecord,
  constantsResponse,
  errorResponses,
  websiteHeadingResponse,
} from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { speak } from "../../lib/messages.ts";
import { currentUser, requirePermission } from "../../plugins/auth.ts";
import * as constants from "./service.ts";

export function constantRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/constant/websiteHeading",
      {
        schema: {
          tags: ["constants"],
          response: { 200: websiteHeadingResponse },
        },
      },
      async () => {
        const c = await constants.readConstants(ctx, false);
        return { success: true as const, data: c.websiteHeading, message: "Website heading" };
      },
    );

    app.get(
      "/api/constant/admissionsOpen",
      {
        schema: {
          tags: ["constants"],
          response: { 200: admissionsOpenResponse },
        },
      },
      async () => {
        const open = await constants.admissionsOpen(ctx);
        return { success: true as const, data: open, message: open ? "Admissions are open" : "Admissions are closed" };
      },
    );

    // Public: the home's status line and countdown (decision 016).
    app.get(
      "/api/constant/admission-window",
      { schema: { tags: ["constants"], response: { 200: admissionWindowResponse } } },
      async () => ({ success: true as const, data: await constants.admissionWindowInfo(ctx) }),
    );

    // Public (the registration page falls back to it); the counters are shown to admins only.
    app.get(
      "/api/constant",
      {
        schema: {
          tags: ["constants"],
          response: { 200: constantsResponse },
        },
      },
      async (request) => ({
        success: true as const,
        data: await constants.readConstants(ctx, request.user?.role === "admin"),
      }),
    );

    app.put(
      "/api/constant/:name",
      {
        preValidation: requirePermission("constants.edit"),
        schema: {
          tags: ["constants"],
          params: z.object({ name: z.string().max(64) }),
          body: z.object({ value: z.unknown() }),
          response: {
            200: z.object({ success: z.literal(true), message: z.string(), data: constantsRecord }),
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
      async (request) => {
        const data = await constants.setConstant(ctx, currentUser(request), request.params.name, request.body.value);
        return {
          success: true as const,
          message: speak(request, "{{name}} updated", { name: request.params.name }),
          data,
        };
      },
    );
  };
}
