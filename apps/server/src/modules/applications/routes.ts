import { errorResponses, idParams, successMessage } from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { currentUser, requireRole } from "../../plugins/auth.ts";
import * as applications from "./service.ts";

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const STAFF = ["coordinator", "admin", "accountSectionCoordinator"] as const;

/** Candidate applications (spec 000 §7) and the full record (spec 001 §7). */
export function applicationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/application",
      {
        preValidation: requireRole("candidate"),
        schema: {
          tags: ["applications"],
          response: {
            200: z.object({
              success: z.literal(true),
              applications: z.array(z.any()),
              isWorkingProfessional: z.boolean(),
            }),
            ...errors,
          },
        },
      },
      async (request) => ({ success: true as const, ...(await applications.listOwn(ctx, currentUser(request))) }),
    );

    app.post(
      "/api/application",
      {
        preValidation: requireRole("candidate"),
        // Per signed-in candidate, not per address: a campus lab shares one address.
        config: {
          rateLimit: {
            max: 20,
            timeWindow: "1 minute",
            hook: "preHandler",
            keyGenerator: (req) => req.user?.id ?? req.ip,
          },
        },
        schema: {
          tags: ["applications"],
          consumes: ["multipart/form-data"],
          response: {
            201: z.object({ success: z.literal(true), message: z.string(), applicationId: z.string(), data: z.any() }),
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const data = await applications.submit(ctx, currentUser(request), request);
        return reply.status(201).send({
          success: true as const,
          message: `Application created successfully! Application ID: ${data.applicationId}`,
          applicationId: data.applicationId,
          data,
        });
      },
    );

    app.get(
      "/api/application/entire/:id",
      {
        preValidation: requireRole("candidate", ...STAFF),
        schema: {
          tags: ["applications"],
          params: idParams,
          response: {
            200: z.object({ success: z.literal(true), data: z.object({ application: z.any(), profile: z.any() }) }),
            ...errors,
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: await applications.entire(ctx, currentUser(request), request.params.id),
      }),
    );

    app.get(
      "/api/application/download/:id",
      { preValidation: requireRole("candidate", ...STAFF), schema: { tags: ["applications"], params: idParams } },
      async (request, reply) => {
        const { pdf, fileName } = await applications.pdfFor(ctx, currentUser(request), request.params.id);
        reply.header("Content-Type", "application/pdf");
        reply.header("Content-Disposition", `attachment; filename="${fileName}"`);
        reply.header("Cache-Control", "private, no-store");
        return reply.send(pdf);
      },
    );

    app.delete(
      "/api/application/:id",
      {
        preValidation: requireRole("candidate"),
        schema: { tags: ["applications"], params: idParams, response: { 200: successMessage, ...errors } },
      },
      async (request) => {
        await applications.withdraw(ctx, currentUser(request), request.params.id);
        return { success: true as const, message: "Application withdrawn." };
      },
    );
  };
}
