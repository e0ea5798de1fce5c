import {
  errorResponses,
  fileBody,
  idParams,
  MERIT_STAGE_LABELS,
  meritChangesResponse,
  meritExportQuery,
  meritListResponse,
  meritPublishBody,
  meritPublishResponse,
  meritQuery,
  objectionAnswerBody,
  objectionResponse,
  objectionsQuery,
  objectionsResponse,
  publishedMeritQuery,
} from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { sendCsv } from "../../lib/csv.ts";
import { term } from "../../lib/errors.ts";
import { languageOfHeader } from "../../lib/i18n.ts";
import { speak } from "../../lib/messages.ts";
import { sendPdf } from "../../lib/pdf-reply.ts";
import { currentUser } from "../../plugins/auth.ts";
import { done, ok, routeKit } from "../../plugins/route-kit.ts";
import { readMultipart } from "../../storage/uploads.ts";
import * as meritExports from "./exports.ts";
import * as lists from "./lists.ts";
import * as objections from "./objections.ts";
import * as publishing from "./publishing.ts";

const route = routeKit(["merit"], errorResponses(400, 401, 403, 404, 409, 413, 415));
const departmentQuery = z.object({ department: meritQuery.shape.department });
const objectionParams = z.object({
  id: z.uuid({ message: "Invalid id" }),
  objectionId: z.uuid({ message: "Invalid id" }),
});

export function meritRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // The live preview of a department's list in one channel (its staff).
    app.get(
      "/api/rounds/:id/merit",
      route("merit.read", { params: idParams, querystring: meritQuery, answer: meritListResponse }),
      async (request) => ok(await lists.previewList(ctx, currentUser(request), request.params.id, request.query)),
    );

    app.get(
      "/api/rounds/:id/merit/published",
      route("merit.read", { params: idParams, querystring: publishedMeritQuery, answer: meritListResponse }),
      async (request) => ok(await lists.publishedList(ctx, currentUser(request), request.params.id, request.query)),
    );

    app.get(
      "/api/rounds/:id/merit/changes",
      route("merit.read", { params: idParams, querystring: departmentQuery, answer: meritChangesResponse }),
      async (request) => {
        const { id } = request.params;
        return ok({ changes: await publishing.changes(ctx, currentUser(request), id, request.query.department) });
      },
    );

    // Exports of a published list (with `stage`) or of the live preview (without), streamed.
    app.get(
      "/api/rounds/:id/merit/export.csv",
      route("merit.read", { params: idParams, querystring: meritExportQuery, answer: fileBody }),
      async (request, reply) => {
        const { name, ...csv } = await meritExports.exportCsv(
          ctx,
          currentUser(request),
          request.params.id,
          request.query,
        );
        return sendCsv(reply, name, csv);
      },
    );

    app.get(
      "/api/rounds/:id/merit/export.pdf",
      route("merit.read", { params: idParams, querystring: meritExportQuery, answer: fileBody }),
      async (request, reply) => {
        const { pdf, fileName } = await meritExports.exportPdf(
          ctx,
          currentUser(request),
          request.params.id,
          request.query,
          languageOfHeader(request.headers["accept-language"]),
        );
        return sendPdf(reply, pdf, fileName);
      },
    );

    // Publishing: the admin's.
    app.post(
      "/api/rounds/:id/merit/publish",
      route("merit.publish", { params: idParams, body: meritPublishBody, answer: meritPublishResponse }),
      async (request) => {
        const data = await publishing.publish(ctx, currentUser(request), request.params.id, request.body);
        const message = speak(
          request,
          "{{stage}} merit list of {{departmentName}} published; {{count}} candidate is being mailed.",
          {
            stage: term(MERIT_STAGE_LABELS[request.body.stage]),
            departmentName: request.body.department,
            count: data.candidates,
            defaultValue_other:
              "{{stage}} merit list of {{departmentName}} published; {{count}} candidates are being mailed.",
          },
        );
        return done(message, data);
      },
    );

    // Objections: the candidate raises one; the department's staff answer them.
    app.post(
      "/api/applications/:id/objections",
      route("objection.raise", { multipart: true, params: idParams, answer: objectionResponse, status: 201 }),
      async (request, reply) => {
        // The body first (a broken upload is reported as that), then whose application it is.
        const upload = await readMultipart(request, ctx.storage, new Set(["document"]), () => "Objection document");
        const data = await objections.raiseObjection(ctx, currentUser(request), request.params.id, upload);
        return reply.code(201).send(done("Your objection has been received.", data));
      },
    );

    app.get(
      "/api/rounds/:id/objections",
      route("objection.answer", { params: idParams, querystring: objectionsQuery, answer: objectionsResponse }),
      async (request) => {
        const { id } = request.params;
        return ok({
          objections: await objections.listObjections(ctx, currentUser(request), id, request.query.department),
        });
      },
    );

    app.post(
      "/api/rounds/:id/objections/:objectionId/answer",
      route("objection.answer", { params: objectionParams, body: objectionAnswerBody, answer: objectionResponse }),
      async (request) => {
        const { id, objectionId } = request.params;
        const data = await objections.answer(ctx, currentUser(request), id, objectionId, request.body);
        return done("The objection is answered; the candidate is mailed.", data);
      },
    );
  };
}
