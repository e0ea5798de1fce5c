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
import { currentUser } from "../../plugins/auth.ts";
import { done, doneAnswer, ok, routeKit } from "../../plugins/route-kit.ts";
import * as constants from "./service.ts";

// The reads are public: the home and the registration page show them before anyone signs in.
const route = routeKit(["constants"], {});

export function constantRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get("/api/constant/websiteHeading", route("public", { answer: websiteHeadingResponse }), async () => {
      const c = await constants.readConstants(ctx, false);
      return { success: true as const, data: c.websiteHeading, message: "Website heading" };
    });

    app.get("/api/constant/admissionsOpen", route("public", { answer: admissionsOpenResponse }), async () => {
      const open = await constants.admissionsOpen(ctx);
      return { success: true as const, data: open, message: open ? "Admissions are open" : "Admissions are closed" };
    });

    // Public: the home's status line and countdown (decision 016).
    app.get("/api/constant/admission-window", route("public", { answer: admissionWindowResponse }), async () =>
      ok(await constants.admissionWindowInfo(ctx)),
    );

    // Public (the registration page falls back to it); the counters are shown to admins only.
    app.get("/api/constant", route("public", { answer: constantsResponse }), async (request) =>
      ok(await constants.readConstants(ctx, request.user?.role === "admin")),
    );

    app.put(
      "/api/constant/:name",
      route("constants.edit", {
        params: z.object({ name: z.string().max(64) }),
        body: z.object({ value: z.unknown() }),
        answer: doneAnswer(constantsRecord),
        errors: errorResponses(400, 401, 403, 404),
      }),
      async (request) => {
        const { name } = request.params;
        const data = await constants.setConstant(ctx, currentUser(request), name, request.body.value);
        return done(speak(request, "{{name}} updated", { name }), data);
      },
    );
  };
}
