// The type of route `config.rateLimit` (the plugin itself is registered in app.ts).
import type {} from "@fastify/rate-limit";
import {
  allApplicationsResponse,
  applicationListQuery,
  applicationSubmittedResponse,
  departmentSummaryResponse,
  entireApplicationResponse,
  errorResponses,
  fileBody,
  idParams,
  myApplicationsResponse,
  reapplyResponse,
  roundQuery,
  successMessage,
} from "@phd/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { speak } from "../../lib/messages.ts";
import { sendPdf } from "../../lib/pdf-reply.ts";
import { currentUser } from "../../plugins/auth.ts";
import { done, ok, routeKit } from "../../plugins/route-kit.ts";
import { readMultipart } from "../../storage/uploads.ts";
import { recordedRead } from "../audit/index.ts";
import * as listing from "./listing.ts";
import * as reapplying from "./reapply.ts";
import * as applications from "./service.ts";

const route = routeKit(["applications"], errorResponses(400, 401, 403, 404, 409, 413, 415));

/** Uploads per signed-in candidate, not per address: a campus lab shares one address. */
const perCandidateLimit = {
  rateLimit: {
    max: 20,
    timeWindow: "1 minute",
    hook: "preHandler" as const,
    keyGenerator: (req: FastifyRequest) => req.user?.id ?? req.ip,
  },
};

/** Candidate applications (spec 000 §7) and the full record (spec 001 §7). */
export function applicationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get("/api/application", route("application.list", { answer: myApplicationsResponse }), async (request) => ({
      success: true as const,
      ...(await applications.listOwn(ctx, currentUser(request))),
    }));

    app.post(
      "/api/application",
      route("application.submit", {
        multipart: true,
        answer: applicationSubmittedResponse,
        status: 201,
        config: perCandidateLimit,
      }),
      async (request, reply) => {
        await applications.assertAdmissionsOpen(ctx);
        const upload = await readMultipart(request, ctx.storage, undefined, applications.applicationFileLabel);
        const data = await applications.submit(ctx, currentUser(request), upload);
        return reply.status(201).send({
          success: true as const,
          message: speak(request, "Application created successfully! Application ID: {{applicationId}}", {
            applicationId: data.applicationId,
          }),
          applicationId: data.applicationId,
          data,
        });
      },
    );

    // Staff lists (issue 11): static paths, so they never meet the `:id` routes below.
    app.get(
      "/api/application/all/applications",
      route("application.listAll", { querystring: applicationListQuery, answer: allApplicationsResponse }),
      async (request) => ok(await listing.listAll(ctx, currentUser(request), request.query)),
    );

    app.get(
      "/api/application/department-summary",
      route("application.review", { querystring: roundQuery, answer: departmentSummaryResponse }),
      async (request) => ok(await listing.departmentSummary(ctx, currentUser(request), request.query.round)),
    );

    app.get(
      "/api/application/entire/:id",
      route("application.read", { params: idParams, answer: entireApplicationResponse }),
      async (request) => {
        const { id } = request.params;
        const read = { action: "read.application", subjectType: "application", subjectId: id } as const;
        return ok(await recordedRead(ctx, request, read, (me) => applications.entire(ctx, me, id)));
      },
    );

    app.get(
      "/api/application/download/:id",
      route("application.read", { params: idParams, answer: fileBody }),
      async (request, reply) => {
        const { id } = request.params;
        const read = { action: "read.application_pdf", subjectType: "application", subjectId: id } as const;
        const { pdf, fileName } = await recordedRead(ctx, request, read, (me) => applications.pdfFor(ctx, me, id));
        return sendPdf(reply, pdf, fileName);
      },
    );

    app.post(
      "/api/application/reapply/:id",
      route("application.reapply", {
        multipart: true,
        params: idParams,
        answer: reapplyResponse,
        config: perCandidateLimit,
      }),
      async (request) => {
        const user = currentUser(request);
        // The body is read first, so a malformed one is refused as such (decision 010); any refusal below deletes its files.
        const upload = await readMultipart(
          request,
          ctx.storage,
          new Set(reapplying.REAPPLY_FILE_FIELDS.keys()),
          reapplying.reapplyFileLabel,
        );
        const data = await reapplying.reapply(ctx, user, request.params.id, upload);
        return done("Your application has been resubmitted successfully.", data);
      },
    );

    app.delete(
      "/api/application/:id",
      route("application.withdraw", { params: idParams, answer: successMessage }),
      async (request) => {
        await applications.withdraw(ctx, currentUser(request), request.params.id);
        return done("Application withdrawn.");
      },
    );
  };
}
