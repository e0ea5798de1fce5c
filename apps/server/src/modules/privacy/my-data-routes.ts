import { errorResponses, fileBody, myDataResponse } from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { currentUser, requireDataPrincipal } from "../../plugins/auth.ts";
import { ok, routeKit } from "../../plugins/route-kit.ts";
import { type ApplicationPdf, exportMyData, viewMyData } from "./my-data.ts";

const route = routeKit(["privacy"], errorResponses(401, 403));

/**
 * A candidate's own data (DPDP Act 2023, issue 28 item 2): open also while a newer notice waits for
 * their consent, since exercising a right never waits for one.
 */
export function myDataRoutes(ctx: AppContext, deps: { applicationPdf: ApplicationPdf }): FastifyPluginAsyncZod {
  return async (app) => {
    const own = requireDataPrincipal("privacy.ownData");
    app.get("/api/candidate/my-data", route(own, { answer: myDataResponse }), async (request) =>
      ok(await viewMyData(ctx, currentUser(request))),
    );

    app.get("/api/candidate/my-data/export", route(own, { answer: fileBody }), async (request, reply) => {
      const { stream, fileName } = await exportMyData(ctx, currentUser(request), deps.applicationPdf);
      reply.header("Content-Type", "application/zip");
      reply.header("Content-Disposition", `attachment; filename="${fileName}"`);
      reply.header("Cache-Control", "private, no-store");
      return reply.send(stream);
    });
  };
}
