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
import { currentUser, requirePermission } from "../../plugins/auth.ts";
import { readMultipart } from "../../storage/uploads.ts";
import * as meritExports from "./exports.ts";
import * as lists from "./lists.ts";
import * as objections from "./objections.ts";
import * as publishing from "./publishing.ts";

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const tags = ["merit"];
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
      {
        preValidation: requirePermission("merit.read"),
        schema: { tags, params: idParams, querystring: meritQuery, response: { 200: meritListResponse, ...errors } },
      },
      async (request) => ({
        success: true as const,
        data: await lists.previewList(ctx, currentUser(request), request.params.id, request.query),
      }),
    );

    app.get(
      "/api/rounds/:id/merit/published",
      {
        preValidation: requirePermission("merit.read"),
        schema: {
          tags,
          params: idParams,
          querystring: publishedMeritQuery,
          response: { 200: meritListResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await lists.publishedList(ctx, currentUser(request), request.params.id, request.query),
      }),
    );

    app.get(
      "/api/rounds/:id/merit/changes",
      {
        preValidation: requirePermission("merit.read"),
        schema: {
          tags,
          params: idParams,
          querystring: departmentQuery,
          response: { 200: meritChangesResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: {
          changes: await publishing.changes(ctx, currentUser(request), request.params.id, request.query.department),
        },
      }),
    );

    // Exports of a published list (with `stage`) or of the live preview (without), streamed.
    app.get(
      "/api/rounds/:id/merit/export.csv",
      {
        preValidation: requirePermission("merit.read"),
        schema: { tags, params: idParams, querystring: meritExportQuery, response: { 200: fileBody, ...errors } },
      },
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
      {
        preValidation: requirePermission("merit.read"),
        schema: { tags, params: idParams, querystring: meritExportQuery, response: { 200: fileBody, ...errors } },
      },
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
      {
        preValidation: requirePermission("merit.publish"),
        schema: { tags, params: idParams, body: meritPublishBody, response: { 200: meritPublishResponse, ...errors } },
      },
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
        return { success: true as const, message, data };
      },
    );

    // Objections: the candidate raises one; the department's staff answer them.
    app.post(
      "/api/applications/:id/objections",
      {
        preValidation: requirePermission("objection.raise"),
        schema: {
          tags,
          consumes: ["multipart/form-data"],
          params: idParams,
          response: { 201: objectionResponse, ...errors },
        },
      },
      async (request, reply) => {
        // The body first (a broken upload is reported as that), then whose application it is.
        const upload = await readMultipart(request, ctx.storage, new Set(["document"]), () => "Objection document");
        const data = await objections.raiseObjection(ctx, currentUser(request), request.params.id, upload);
        return reply.code(201).send({ success: true as const, message: "Your objection has been received.", data });
      },
    );

    app.get(
      "/api/rounds/:id/objections",
      {
        preValidation: requirePermission("objection.answer"),
        schema: {
          tags,
          params: idParams,
          querystring: objectionsQuery,
          response: { 200: objectionsResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: {
          objections: await objections.listObjections(
            ctx,
            currentUser(request),
            request.params.id,
            request.query.department,
          ),
        },
      }),
    );

    app.post(
      "/api/rounds/:id/objections/:objectionId/answer",
      {
        preValidation: requirePermission("objection.answer"),
        schema: {
          tags,
          params: objectionParams,
          body: objectionAnswerBody,
          response: { 200: objectionResponse, ...errors },
        },
      },
      async (request) => {
        const { id, objectionId } = request.params;
        const data = await objections.answer(ctx, currentUser(request), id, objectionId, request.body);
        return { success: true as const, message: "The objection is answered; the candidate is mailed.", data };
      },
    );
  };
}
