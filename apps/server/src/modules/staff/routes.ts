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
import { currentUser } from "../../plugins/auth.ts";
import { done, doneAnswer, ok, okAnswer, routeKit } from "../../plugins/route-kit.ts";
import { presentAccountCoordinator, presentCoordinator } from "./presenter.ts";
import * as staff from "./service.ts";

const route = routeKit(["staff"], errorResponses(400, 401, 403, 404, 409));

/** Admin: department and account-section coordinators (spec 001 §7). */
export function staffRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/admin/coordinators",
      route("staff.manage", { answer: okAnswer(z.array(coordinatorAccount)) }),
      async () => ok((await staff.listStaff(ctx, "coordinator")).map(presentCoordinator)),
    );
    app.get(
      "/api/admin/account-section-coordinators",
      route("staff.manage", { answer: okAnswer(z.array(accountCoordinatorAccount)) }),
      async () => ok((await staff.listStaff(ctx, "accountSectionCoordinator")).map(presentAccountCoordinator)),
    );
    app.post(
      "/api/admin/create-coordinator",
      route("staff.manage", { body: createCoordinatorBody, answer: doneAnswer(coordinatorAccount), status: 201 }),
      async (request, reply) => {
        const user = await staff.createCoordinator(ctx, currentUser(request), request.body);
        return reply
          .status(201)
          .send(done("Coordinator created. A temporary password was e-mailed to them.", presentCoordinator(user)));
      },
    );
    app.post(
      "/api/admin/create-account-coordinator",
      route("staff.manage", {
        body: createAccountCoordinatorBody,
        answer: doneAnswer(accountCoordinatorAccount),
        status: 201,
      }),
      async (request, reply) => {
        const user = await staff.createAccountCoordinator(ctx, currentUser(request), request.body);
        const message = "Account section coordinator created. A temporary password was e-mailed to them.";
        return reply.status(201).send(done(message, presentAccountCoordinator(user)));
      },
    );
    app.put(
      "/api/admin/coordinators/:id/departments",
      route("staff.manage", {
        params: idParams,
        body: updateCoordinatorDepartmentsBody,
        answer: doneAnswer(coordinatorAccount),
      }),
      async (request) => {
        const user = await staff.setCoordinatorDepartments(ctx, currentUser(request), request.params.id, request.body);
        return done("Departments updated.", presentCoordinator(user));
      },
    );
    for (const [role, path, message] of [
      ["coordinator", "delete-coordinator", "Coordinator deleted."],
      ["accountSectionCoordinator", "delete-account-section-coordinator", "Account section coordinator deleted."],
    ] as const) {
      app.delete(
        `/api/admin/${path}/:id`,
        route("staff.manage", { params: idParams, answer: successMessage }),
        async (request) => {
          await staff.deleteStaff(ctx, currentUser(request), role, request.params.id);
          return done(message);
        },
      );
    }
  };
}
