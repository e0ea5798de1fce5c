import {
  callLetterParams,
  callLetterSettings,
  callLetterSettingsResponse,
  errorResponses,
  fileBody,
  idParams,
  type SlotKind,
  slotAutoAssignBody,
  slotAutoAssignResult,
  slotCandidatesQuery,
  slotCandidatesResponse,
  slotCreateBody,
  slotMoveBody,
  slotMoveResult,
  slotParams,
  slotResponse,
  slotsQuery,
  slotsResponse,
  slotUpdateBody,
} from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { speak } from "../../lib/messages.ts";
import { sendPdf } from "../../lib/pdf-reply.ts";
import { currentUser, requirePermission } from "../../plugins/auth.ts";
import * as slots from "./service.ts";

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ["slots"];
const SLOT_CREATED_MESSAGES: Record<SlotKind, string> = {
  TEST: "Entrance test slot created.",
  INTERVIEW: "Interview slot created.",
};

export function slotRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // A department's test and interview slots (coordinators: their departments; the admin: any).
    app.get(
      "/api/rounds/:id/slots",
      {
        preValidation: requirePermission("selection.slots"),
        schema: { tags, params: idParams, querystring: slotsQuery, response: { 200: slotsResponse, ...errors } },
      },
      async (request) => ({
        success: true as const,
        data: await slots.listSlots(ctx, currentUser(request), request.params.id, request.query.department),
      }),
    );

    app.post(
      "/api/rounds/:id/slots",
      {
        preValidation: requirePermission("selection.slots"),
        schema: { tags, params: idParams, body: slotCreateBody, response: { 201: slotResponse, ...errors } },
      },
      async (request, reply) => {
        const data = await slots.createSlot(ctx, currentUser(request), request.params.id, request.body);
        return reply.code(201).send({ success: true as const, message: SLOT_CREATED_MESSAGES[data.kind], data });
      },
    );

    app.put(
      "/api/rounds/:id/slots/:slotId",
      {
        preValidation: requirePermission("selection.slots"),
        schema: { tags, params: slotParams, body: slotUpdateBody, response: { 200: slotResponse, ...errors } },
      },
      async (request) => {
        const { id, slotId } = request.params;
        const { slot, rescheduled } = await slots.updateSlot(ctx, currentUser(request), id, slotId, request.body);
        const message =
          rescheduled > 0
            ? speak(request, "Slot saved; {{count}} candidate will be mailed the new call letter.", {
                count: rescheduled,
                defaultValue_other: "Slot saved; {{count}} candidates will be mailed the new call letter.",
              })
            : "Slot saved.";
        return { success: true as const, message, data: slot };
      },
    );

    app.delete(
      "/api/rounds/:id/slots/:slotId",
      {
        preValidation: requirePermission("selection.slots"),
        schema: {
          tags,
          params: slotParams,
          response: { 200: z.object({ success: z.literal(true), message: z.string() }), ...errors },
        },
      },
      async (request) => {
        await slots.deleteSlot(ctx, currentUser(request), request.params.id, request.params.slotId);
        return { success: true as const, message: "Slot deleted." };
      },
    );

    app.get(
      "/api/rounds/:id/slots/candidates",
      {
        preValidation: requirePermission("selection.slots"),
        schema: {
          tags,
          params: idParams,
          querystring: slotCandidatesQuery,
          response: { 200: slotCandidatesResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await slots.slotCandidates(ctx, currentUser(request), request.params.id, request.query),
      }),
    );

    app.post(
      "/api/rounds/:id/slots/auto-assign",
      {
        preValidation: requirePermission("selection.slots"),
        schema: {
          tags,
          params: idParams,
          body: slotAutoAssignBody,
          response: { 200: slotAutoAssignResult, ...errors },
        },
      },
      async (request) => {
        const data = await slots.autoAssign(ctx, currentUser(request), request.params.id, request.body);
        const placed =
          data.assigned === 0
            ? speak(request, "No candidate was placed.")
            : speak(request, "{{count}} candidate placed in slots.", {
                count: data.assigned,
                defaultValue_other: "{{count}} candidates placed in slots.",
              });
        const left =
          data.unplaced > 0
            ? speak(request, "{{count}} candidate still needs a slot (add slots or capacity).", {
                count: data.unplaced,
                defaultValue_other: "{{count}} candidates still need a slot (add slots or capacity).",
              })
            : "";
        return { success: true as const, message: left ? `${placed} ${left}` : placed, data };
      },
    );

    app.post(
      "/api/rounds/:id/slots/move",
      {
        preValidation: requirePermission("selection.slots"),
        schema: { tags, params: idParams, body: slotMoveBody, response: { 200: slotMoveResult, ...errors } },
      },
      async (request) => {
        const data = await slots.move(ctx, currentUser(request), request.params.id, request.body);
        const count = data.updated;
        const message =
          count === 0
            ? "Nothing to change: the chosen candidates are already there."
            : request.body.slotId
              ? speak(request, "{{count}} candidate moved.", {
                  count,
                  defaultValue_other: "{{count}} candidates moved.",
                })
              : speak(request, "{{count}} candidate taken out of their slot.", {
                  count,
                  defaultValue_other: "{{count}} candidates taken out of their slot.",
                });
        return { success: true as const, message, data };
      },
    );

    // The round's call-letter instructions: staff read them, the admin writes them.
    app.get(
      "/api/rounds/:id/call-letter",
      {
        preValidation: requirePermission("round.read"),
        schema: { tags, params: idParams, response: { 200: callLetterSettingsResponse, ...errors } },
      },
      async (request) => ({
        success: true as const,
        data: await slots.roundCallLetter.ofRound(ctx, request.params.id),
      }),
    );

    app.put(
      "/api/rounds/:id/call-letter",
      {
        preValidation: requirePermission("round.manage"),
        schema: {
          tags,
          params: idParams,
          body: callLetterSettings,
          response: {
            200: z.object({ success: z.literal(true), message: z.string(), data: callLetterSettings }),
            ...errors,
          },
        },
      },
      async (request) => ({
        success: true as const,
        message: "Call letter instructions saved.",
        data: await slots.roundCallLetter.save(ctx, currentUser(request), request.params.id, request.body),
      }),
    );

    // A call letter: the candidate's own; the department's coordinators and the admin may preview it.
    app.get(
      "/api/application/:id/call-letter/:kind",
      {
        preValidation: requirePermission("callLetter.read"),
        schema: { tags, params: callLetterParams, response: { 200: fileBody, ...errors } },
      },
      async (request, reply) => {
        const { pdf, fileName } = await slots.callLetterFor(
          ctx,
          currentUser(request),
          request.params.id,
          request.params.kind,
        );
        return sendPdf(reply, pdf, fileName);
      },
    );
  };
}
