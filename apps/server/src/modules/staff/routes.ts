import {
  createAccountCoordinatorBody,
  createCoordinatorBody,
  errorResponses,
  idParams,
  successMessage,
} from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { currentUser, requireRole } from "../../plugins/auth.ts";
import * as staff from "./service.ts";

const coordinator = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  mis: z.string().nullable(),
  departments: z.array(z.string()),
  createdAt: z.string(),
});
const accountCoordinator = z.object({ _id: z.uuid(), name: z.string(), email: z.string(), createdAt: z.string() });
const errors = errorResponses(400, 401, 403, 404, 409);

const present = (u: {
  id: string;
  name: string;
  email: string;
  mis: string | null;
  departments: string[];
  createdAt: Date;
}) => ({
  _id: u.id,
  name: u.name,
  email: u.email,
  mis: u.mis,
  departments: u.departments,
  createdAt: u.createdAt.toISOString(),
});

/** Admin: department and account-section coordinators (spec 001 §7). */
export function staffRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preValidation", requireRole("admin"));

    app.get(
      "/api/admin/coordinators",
      {
        schema: {
          tags: ["staff"],
          response: { 200: z.object({ success: z.literal(true), data: z.array(coordinator) }), ...errors },
        },
      },
      async () => ({ success: true as const, data: (await staff.listStaff(ctx, "coordinator")).map(present) }),
    );
    app.get(
      "/api/admin/account-section-coordinators",
      {
        schema: {
          tags: ["staff"],
          response: { 200: z.object({ success: z.literal(true), data: z.array(accountCoordinator) }), ...errors },
        },
      },
      async () => ({
        success: true as const,
        data: (await staff.listStaff(ctx, "accountSectionCoordinator")).map((u) => {
          const { mis: _m, departments: _d, ...rest } = present(u);
          return rest;
        }),
      }),
    );
    app.post(
      "/api/admin/create-coordinator",
      {
        schema: {
          tags: ["staff"],
          body: createCoordinatorBody,
          response: { 201: z.object({ success: z.literal(true), message: z.string(), data: coordinator }), ...errors },
        },
      },
      async (request, reply) => {
        const user = await staff.createCoordinator(ctx, currentUser(request), request.body);
        return reply.status(201).send({
          success: true as const,
          message: "Coordinator created. A temporary password was e-mailed to them.",
          data: present(user),
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
            201: z.object({ success: z.literal(true), message: z.string(), data: accountCoordinator }),
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const user = await staff.createAccountCoordinator(ctx, currentUser(request), request.body);
        const { mis: _m, departments: _d, ...data } = present(user);
        return reply.status(201).send({
          success: true as const,
          message: "Account section coordinator created. A temporary password was e-mailed to them.",
          data,
        });
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
