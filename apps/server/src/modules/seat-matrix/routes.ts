import {
  errorResponses,
  idParams,
  reservationSettings,
  savedSelectionRulesResponse,
  seatMatrixBody,
  seatMatrixDepartmentResponse,
  seatMatrixLockBody,
  seatMatrixResponse,
  selectionRules,
  selectionRulesResponse,
} from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { speak } from "../../lib/messages.ts";
import { currentUser } from "../../plugins/auth.ts";
import { roundSettingRoutes } from "../../plugins/round-setting-routes.ts";
import { done, doneAnswer, ok, routeKit } from "../../plugins/route-kit.ts";
import * as seats from "./service.ts";

const seatsRoute = routeKit(["seat matrix"], errorResponses(400, 401, 403, 404, 409));
const rulesRoute = routeKit(["selection rules"], errorResponses(400, 401, 403, 404, 409));

export function seatMatrixRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Every staff member reads the seats; the admin edits them.
    app.get(
      "/api/rounds/:id/seat-matrix",
      seatsRoute("round.read", { params: idParams, answer: seatMatrixResponse }),
      async (request) => ok(await seats.seatMatrixOf(ctx, request.params.id)),
    );

    app.put(
      "/api/rounds/:id/seat-matrix",
      seatsRoute("round.manage", { params: idParams, body: seatMatrixBody, answer: seatMatrixDepartmentResponse }),
      async (request) => {
        const data = await seats.saveDepartmentSeats(ctx, currentUser(request), request.params.id, request.body);
        return done(speak(request, "Seats of {{departmentName}} saved.", { departmentName: data.department }), data);
      },
    );

    app.post(
      "/api/rounds/:id/seat-matrix/lock",
      seatsRoute("round.manage", { params: idParams, body: seatMatrixLockBody, answer: seatMatrixDepartmentResponse }),
      async (request) => {
        const data = await seats.setDepartmentLock(ctx, currentUser(request), request.params.id, request.body);
        const departmentName = data.department;
        const message = data.lockedAt
          ? speak(request, "Seats of {{departmentName}} locked.", { departmentName })
          : speak(request, "Seats of {{departmentName}} unlocked.", { departmentName });
        return done(message, data);
      },
    );

    // The reservation percentages: written here, read with the seat matrix.
    roundSettingRoutes(app, ctx, seatsRoute, {
      path: "/api/rounds/:id/reservation",
      setting: seats.roundReservation,
      body: reservationSettings,
      answers: { saved: doneAnswer(reservationSettings) },
      saved: "Reservation percentages saved.",
    });

    // The selection rules (decision 030): every staff member reads them; the admin edits them.
    roundSettingRoutes(app, ctx, rulesRoute, {
      path: "/api/rounds/:id/selection-rules",
      setting: seats.roundSelectionRules,
      body: selectionRules,
      answers: { read: selectionRulesResponse, saved: savedSelectionRulesResponse },
      saved: "Selection rules saved.",
    });
  };
}
