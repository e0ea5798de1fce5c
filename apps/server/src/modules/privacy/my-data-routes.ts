import { errorResponses, fileBody, myDataResponse } from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { currentUser, requireDataPrincipal } from "../../plugins/auth.ts";
import { type ApplicationPdf, exportMyData, viewMyData } from "./my-data.ts";

const tags = ["privacy"];

/**
 * A candidate's own data (DPDP Act 2023, issue 28 item 2): open also while a newer notice waits for
 * their consent, since exercising a right never waits for one.
 */
export function myDataRoutes(ctx: AppContext, deps: { applicationPdf: ApplicationPdf }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/candidate/my-data",
      {
        preValidation: requireDataPrincipal("privacy.ownData"),
        schema: { tags, response: { 200: myDataResponse, ...errorResponses(401, 403) } },
      },
      async (request) => ({ success: true as const, data: await viewMyData(ctx, currentUser(request)) }),
    );

    app.get(
      "/api/candidate/my-data/export",
      {
        preValidation: requireDataPrincipal("privacy.ownData"),
        schema: { tags, response: { 200: fileBody, ...errorResponses(401, 403) } },
      },
      async (request, reply) => {
        const { stream, fileName } = await exportMyData(ctx, currentUser(request), deps.applicationPdf);
        reply.header("Content-Type", "application/zip");
        reply.header("Content-Disposition", `attachment; filename="${fileName}"`);
        reply.header("Cache-Control", "private, no-store");
        return reply.send(stream);
      },
    );
  };
}
