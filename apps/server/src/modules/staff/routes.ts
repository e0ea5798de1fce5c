import {
  accountCoordinatorAccount,
  coordinatorAccount,
  createAccountCoordinatorBody,
  createCoordinatorBody,
  errorResponses,
  idParams,
  successMessage,
  updateCoordinatorDepartmentsBody,
} from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { currentUser, requirePermission } from "../../plugins/auth.ts";
import { presentAccountCoordinator, presentCoordinator } from "./presenter.ts";
import * as staff from "./service.ts";

const errors = errorResponses(400, 401, 403, 404, 409);

/** Admin: department and account-section coordinators (spec 001 §7). */
export function staffRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preValidation", requirePermission("staff.manage"));

    app.get(
      "/api/admin/coordinators",
      {
        schema: {
          tags: ["staff"],
          response: { 200: z.object({ success: z.literal(true), data: z.array(coordinatorAccount) }), ...errors },
        },
      },
      async () => ({
        success: true as const,
        data: (await staff.listStaff(ctx, "coordinator")).map(presentCoordinator),
      }),
    );
    app.get(
      "/api/admin/account-section-coordinators",
      {
        schema: {
          tags: ["staff"],
          response: {
            200: z.object({ success: z.literal(true), data: z.array(accountCoordinatorAccount) }),
            ...errors,
          },
        },
      },
      async () => ({
        success: true as const,
        data: (await staff.listStaff(ctx, "accountSectionCoordinator")).map(presentAccountCoordinator),
      }),
    );
    app.post(
      "/api/admin/create-coordinator",
      {
        schema: {
          tags: ["staff"],
          body: createCoordinatorBody,
          response: {
            201: z.object({ success: z.literal(true), message: z.string(), data: coordinatorAccount }),
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const user = await staff.createCoordinator(ctx, currentUser(request), request.body);
        return reply.status(201).send({
          success: true as const,
          message: "Coordinator created. A temporary password was e-mailed to them.",
          data: presentCoordinator(user),
        });
      },
    );
    app.post(
      "/api/admin/create-account-coordinator",
      {
        schema: {
          tags: ["staff"],
          body: createAccountCoordinatorBody,
          response: {
            201: z.object({ success: z.literal(true), message: z.string(), data: accountCoordinatorAccount }),
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const user = await staff.createAccountCoordinator(ctx, currentUser(request), request.body);
        return reply.status(201).send({
          success: true as const,
          message: "Account section coordinator created. A temporary password was e-mailed to them.",
          data: presentAccountCoordinator(user),
        });
      },
    );
    app.put(
      "/api/admin/coordinators/:id/departments",
      {
        schema: {
          tags: ["staff"],
          params: idParams,
          body: updateCoordinatorDepartmentsBody,
          response: {
            200: z.object({ success: z.literal(true), message: z.string(), data: coordinatorAccount }),
            ...errors,
          },
        },
      },
      async (request) => {
        const user = await staff.setCoordinatorDepartments(ctx, currentUser(request), request.params.id, request.body);
        return { success: true as const, message: "Departments updated.", data: presentCoordinator(user) };
      },
    );
    app.delete(
      "/api/admin/delete-coordinator/:id",
      { schema: { tags: ["staff"], params: idParams, response: { 200: successMessage, ...errors } } },
      async (request) => {
        await staff.deleteStaff(ctx, currentUser(request), "coordinator", request.params.id);
        return { success: true as const, message: "Coordinator deleted." };
      },
    );
    app.delete(
      "/api/admin/delete-account-section-coordinator/:id",
      { schema: { tags: ["staff"], params: idParams, response: { 200: successMessage, ...errors } } },
      async (request) => {
        await staff.deleteStaff(ctx, currentUser(request), "accountSectionCoordinator", request.params.id);
        return { success: true as const, message: "Account section coordinator deleted." };
      },
    );
  };
}
