import { documentsResponse, errorResponses, fileBody, idParams } from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { currentUser, requirePermission, requireUser } from "../../plugins/auth.ts";
import { recordStaffRead } from "../audit/index.ts";
import { sendStoredFile } from "./send-file.ts";
import * as documents from "./service.ts";

export function documentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/document/file/:id",
      {
        preValidation: requireUser,
        schema: { tags: ["documents"], params: idParams, response: { 200: fileBody, ...errorResponses(401, 404) } },
      },
      async (request, reply) => {
        const me = currentUser(request);
        const file = await documents.openDocumentFile(ctx, me, request.params.id);
        await recordStaffRead(ctx.db, me, {
          action: "read.document",
          subjectType: "document",
          subjectId: request.params.id,
        });
        return sendStoredFile(reply, file, "inline");
      },
    );

    app.get(
      "/api/document",
      {
        preValidation: requirePermission("document.list"),
        schema: {
          tags: ["documents"],
          response: {
            200: documentsResponse,
            ...errorResponses(401, 403),
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: { documents: await documents.documentsByType(ctx, currentUser(request)) },
      }),
    );
  };
}
