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
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { speak } from "../../lib/messages.ts";
import { currentUser, requirePermission } from "../../plugins/auth.ts";
import * as seats from "./service.ts";

const errors = errorResponses(400, 401, 403, 404, 409);

export function seatMatrixRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Every staff member reads the seats; the admin edits them.
    app.get(
      "/api/rounds/:id/seat-matrix",
      {
        preValidation: requirePermission("round.read"),
        schema: { tags: ["seat matrix"], params: idParams, response: { 200: seatMatrixResponse, ...errors } },
      },
      async (request) => ({ success: true as const, data: await seats.seatMatrixOf(ctx, request.params.id) }),
    );

    app.put(
      "/api/rounds/:id/seat-matrix",
      {
        preValidation: requirePermission("round.manage"),
        schema: {
          tags: ["seat matrix"],
          params: idParams,
          body: seatMatrixBody,
          response: { 200: seatMatrixDepartmentResponse, ...errors },
        },
      },
      async (request) => {
        const data = await seats.saveDepartmentSeats(ctx, currentUser(request), request.params.id, request.body);
        return {
          success: true as const,
          message: speak(request, "Seats of {{departmentName}} saved.", { departmentName: data.department }),
          data,
        };
      },
    );

    app.post(
      "/api/rounds/:id/seat-matrix/lock",
      {
        preValidation: requirePermission("round.manage"),
        schema: {
          tags: ["seat matrix"],
          params: idParams,
          body: seatMatrixLockBody,
          response: { 200: seatMatrixDepartmentResponse, ...errors },
        },
      },
      async (request) => {
        const data = await seats.setDepartmentLock(ctx, currentUser(request), request.params.id, request.body);
        const departmentName = data.department;
        const message = data.lockedAt
          ? speak(request, "Seats of {{departmentName}} locked.", { departmentName })
          : speak(request, "Seats of {{departmentName}} unlocked.", { departmentName });
        return { success: true as const, message, data };
      },
    );

    app.put(
      "/api/rounds/:id/reservation",
      {
        preValidation: requirePermission("round.manage"),
        schema: {
          tags: ["seat matrix"],
          params: idParams,
          body: reservationSettings,
          response: {
            200: z.object({ success: z.literal(true), message: z.string(), data: reservationSettings }),
            ...errors,
          },
        },
      },
      async (request) => ({
        success: true as const,
        message: "Reservation percentages saved.",
        data: await seats.roundReservation.save(ctx, currentUser(request), request.params.id, request.body),
      }),
    );

    // The selection rules (decision 030): every staff member reads them; the admin edits them.
    app.get(
      "/api/rounds/:id/selection-rules",
      {
        preValidation: requirePermission("round.read"),
        schema: { tags: ["selection rules"], params: idParams, response: { 200: selectionRulesResponse, ...errors } },
      },
      async (request) => ({
        success: true as const,
        data: await seats.roundSelectionRules.ofRound(ctx, request.params.id),
      }),
    );

    app.put(
      "/api/rounds/:id/selection-rules",
      {
        preValidation: requirePermission("round.manage"),
        schema: {
          tags: ["selection rules"],
          params: idParams,
          body: selectionRules,
          response: { 200: savedSelectionRulesResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: "Selection rules saved.",
        data: await seats.roundSelectionRules.save(ctx, currentUser(request), request.params.id, request.body),
      }),
    );
  };
}
