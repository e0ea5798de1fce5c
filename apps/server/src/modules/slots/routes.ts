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
  successMessage,
} from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { speak } from "../../lib/messages.ts";
import { sendPdf } from "../../lib/pdf-reply.ts";
import { currentUser } from "../../plugins/auth.ts";
import { roundSettingRoutes } from "../../plugins/round-setting-routes.ts";
import { done, doneAnswer, ok, routeKit } from "../../plugins/route-kit.ts";
import * as slots from "./service.ts";

const route = routeKit(["slots"], errorResponses(400, 401, 403, 404, 409));
const SLOT_CREATED_MESSAGES: Record<SlotKind, string> = {
  TEST: "Entrance test slot created.",
  INTERVIEW: "Interview slot created.",
};

export function slotRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // A department's test and interview slots (coordinators: their departments; the admin: any).
    app.get(
      "/api/rounds/:id/slots",
      route("selection.slots", { params: idParams, querystring: slotsQuery, answer: slotsResponse }),
      async (request) =>
        ok(await slots.listSlots(ctx, currentUser(request), request.params.id, request.query.department)),
    );

    app.post(
      "/api/rounds/:id/slots",
      route("selection.slots", { params: idParams, body: slotCreateBody, answer: slotResponse, status: 201 }),
      async (request, reply) => {
        const data = await slots.createSlot(ctx, currentUser(request), request.params.id, request.body);
        return reply.code(201).send(done(SLOT_CREATED_MESSAGES[data.kind], data));
      },
    );

    app.put(
      "/api/rounds/:id/slots/:slotId",
      route("selection.slots", { params: slotParams, body: slotUpdateBody, answer: slotResponse }),
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
        return done(message, slot);
      },
    );

    app.delete(
      "/api/rounds/:id/slots/:slotId",
      route("selection.slots", { params: slotParams, answer: successMessage }),
      async (request) => {
        await slots.deleteSlot(ctx, currentUser(request), request.params.id, request.params.slotId);
        return done("Slot deleted.");
      },
    );

    app.get(
      "/api/rounds/:id/slots/candidates",
      route("selection.slots", { params: idParams, querystring: slotCandidatesQuery, answer: slotCandidatesResponse }),
      async (request) => ok(await slots.slotCandidates(ctx, currentUser(request), request.params.id, request.query)),
    );

    app.post(
      "/api/rounds/:id/slots/auto-assign",
      route("selection.slots", { params: idParams, body: slotAutoAssignBody, answer: slotAutoAssignResult }),
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
        return done(left ? `${placed} ${left}` : placed, data);
      },
    );

    app.post(
      "/api/rounds/:id/slots/move",
      route("selection.slots", { params: idParams, body: slotMoveBody, answer: slotMoveResult }),
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
        return done(message, data);
      },
    );

    // The round's call-letter instructions: staff read them, the admin writes them.
    roundSettingRoutes(app, ctx, route, {
      path: "/api/rounds/:id/call-letter",
      setting: slots.roundCallLetter,
      body: callLetterSettings,
      answers: { read: callLetterSettingsResponse, saved: doneAnswer(callLetterSettings) },
      saved: "Call letter instructions saved.",
    });

    // A call letter: the candidate's own; the department's coordinators and the admin may preview it.
    app.get(
      "/api/application/:id/call-letter/:kind",
      route("callLetter.read", { params: callLetterParams, answer: fileBody }),
      async (request, reply) => {
        const { id, kind } = request.params;
        const { pdf, fileName } = await slots.callLetterFor(ctx, currentUser(request), id, kind);
        return sendPdf(reply, pdf, fileName);
      },
    );
  };
}
