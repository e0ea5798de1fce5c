import { documentsResponse, errorResponses, fileBody, idParams } from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { currentUser, requireUser } from "../../plugins/auth.ts";
import { ok, routeKit } from "../../plugins/route-kit.ts";
import { recordedRead } from "../audit/index.ts";
import { sendStoredFile } from "./send-file.ts";
import * as documents from "./service.ts";

const route = routeKit(["documents"], errorResponses(401, 403));

export function documentRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/document/file/:id",
      route(requireUser, { params: idParams, answer: fileBody, errors: errorResponses(401, 404) }),
      async (request, reply) => {
        const { id } = request.params;
        const read = { action: "read.document", subjectType: "document", subjectId: id } as const;
        const file = await recordedRead(ctx, request, read, (me) => documents.openDocumentFile(ctx, me, id));
        return sendStoredFile(reply, file, "inline");
      },
    );

    app.get("/api/document", route("document.list", { answer: documentsResponse }), async (request) =>
      ok({ documents: await documents.documentsByType(ctx, currentUser(request)) }),
    );
  };
}
