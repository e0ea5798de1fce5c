import {
  acceptOfferBody,
  admissionFeeListQuery,
  admissionFeeListResponse,
  admittedExportQuery,
  candidateOfferResponse,
  errorResponses,
  feeVerifyBody,
  fileBody,
  idParams,
  issueOffersBody,
  issueOffersResponse,
  noBody,
  offerDeadlineBody,
  offerListQuery,
  offerListResponse,
  offerResponse,
  offerSettings,
  offerSettingsResponse,
  seatDashboardQuery,
  seatDashboardResponse,
  waitlistOffersBody,
} from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { sendCsv } from "../../lib/csv.ts";
import { languageOfHeader } from "../../lib/i18n.ts";
import { speak } from "../../lib/messages.ts";
import { sendPdf } from "../../lib/pdf-reply.ts";
import { currentUser, requirePermission } from "../../plugins/auth.ts";
import { readMultipart } from "../../storage/uploads.ts";
import { sendStoredFile } from "../documents/index.ts";
import * as fee from "./admission-fee.ts";
import * as answers from "./answers.ts";
import * as dashboard from "./dashboard.ts";
import { admittedCsv, admittedPdf } from "./exports.ts";
import * as issuing from "./issuing.ts";
import * as letters from "./letters.ts";
import { roundOfferSettings } from "./settings.ts";

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const tags = ["offers"];

const ANSWER_MESSAGES = {
  ACCEPT: "Offer accepted. Pay the admission fee and enter it here before the admission is confirmed.",
  DECLINE: "Offer declined. The seat goes to the next candidate.",
  WITHDRAW: "Acceptance withdrawn. The seat goes to the next candidate.",
} as const;
const VERDICT_MESSAGES = {
  VERIFIED: "Admission fee verified: the candidate is admitted.",
  MODIFICATION_REQUESTED: "Modification requested.",
  PENDING: "Admission fee reset to pending.",
} as const;

/** Offers of admission, the waitlist, the admission fee and the seat dashboard (issue 26). */
export function offerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/rounds/:id/offer-settings",
      {
        preValidation: requirePermission("round.read"),
        schema: { tags, params: idParams, response: { 200: offerSettingsResponse, ...errors } },
      },
      async (request) => ({ success: true as const, data: await roundOfferSettings.ofRound(ctx, request.params.id) }),
    );
    app.put(
      "/api/rounds/:id/offer-settings",
      {
        preValidation: requirePermission("round.manage"),
        schema: {
          tags,
          params: idParams,
          body: offerSettings,
          response: {
            200: z.object({ success: z.literal(true), message: z.string(), data: offerSettings }),
            ...errors,
          },
        },
      },
      async (request) => ({
        success: true as const,
        message: "Offer settings saved.",
        data: await roundOfferSettings.save(ctx, currentUser(request), request.params.id, request.body),
      }),
    );

    app.get(
      "/api/rounds/:id/offers",
      {
        preValidation: requirePermission("offer.read"),
        schema: {
          tags,
          params: idParams,
          querystring: offerListQuery,
          response: { 200: offerListResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await dashboard.listOffers(ctx, currentUser(request), request.params.id, request.query),
      }),
    );

    app.post(
      "/api/rounds/:id/offers",
      {
        preValidation: requirePermission("offer.manage"),
        schema: { tags, params: idParams, body: issueOffersBody, response: { 200: issueOffersResponse, ...errors } },
      },
      async (request) => {
        const data = await issuing.issueOffers(ctx, currentUser(request), request.params.id, request.body);
        const message = speak(request, "{{count}} offer made.", {
          count: data.issued,
          defaultValue_other: "{{count}} offers made.",
        });
        return { success: true as const, message, data };
      },
    );

    app.post(
      "/api/rounds/:id/offers/waitlist",
      {
        preValidation: requirePermission("offer.manage"),
        schema: { tags, params: idParams, body: waitlistOffersBody, response: { 200: issueOffersResponse, ...errors } },
      },
      async (request) => {
        const data = await issuing.offerFreedSeats(ctx, currentUser(request), request.params.id, request.body);
        const made = speak(request, "{{count}} offer made from the waitlist.", {
          count: data.issued,
          defaultValue_other: "{{count}} offers made from the waitlist.",
        });
        const left = data.unfilled
          ? speak(request, "{{count}} seat found no waitlisted candidate.", {
              count: data.unfilled,
              defaultValue_other: "{{count}} seats found no waitlisted candidate.",
            })
          : "";
        return { success: true as const, message: left ? `${made} ${left}` : made, data };
      },
    );

    app.put(
      "/api/offers/:id/deadline",
      {
        preValidation: requirePermission("offer.manage"),
        schema: { tags, params: idParams, body: offerDeadlineBody, response: { 200: offerResponse, ...errors } },
      },
      async (request) => ({
        success: true as const,
        message: "Deadline changed.",
        data: await issuing.changeDeadline(ctx, currentUser(request), request.params.id, request.body.deadline),
      }),
    );

    for (const [path, answer] of [
      ["accept", "ACCEPT"],
      ["decline", "DECLINE"],
      ["withdraw", "WITHDRAW"],
    ] as const) {
      app.post(
        `/api/offers/:id/${path}`,
        {
          preValidation: requirePermission("offer.answer"),
          schema: {
            tags,
            params: idParams,
            body: answer === "ACCEPT" ? acceptOfferBody : noBody,
            response: { 200: candidateOfferResponse, ...errors },
          },
        },
        async (request) => ({
          success: true as const,
          message: ANSWER_MESSAGES[answer],
          data: await answers.answerOffer(ctx, currentUser(request), request.params.id, answer),
        }),
      );
    }

    app.post(
      "/api/offers/:id/admission-fee",
      {
        preValidation: requirePermission("offer.answer"),
        schema: {
          tags,
          consumes: ["multipart/form-data"],
          params: idParams,
          response: { 200: candidateOfferResponse, ...errors },
        },
      },
      async (request) => {
        const upload = await readMultipart(request, ctx.storage, new Set(["receipt"]), () => "Admission fee receipt");
        return {
          success: true as const,
          message: "Admission fee sent: the account section will verify it.",
          data: await fee.submitAdmissionFee(ctx, currentUser(request), request.params.id, upload),
        };
      },
    );

    app.get(
      "/api/offers/:id/letter",
      {
        preValidation: requirePermission("offerLetter.read"),
        schema: { tags, params: idParams, response: { 200: fileBody, ...errors } },
      },
      async (request, reply) => {
        const { pdf, fileName } = await letters.offerLetter(ctx, currentUser(request), request.params.id);
        return sendPdf(reply, pdf, fileName);
      },
    );

    app.get(
      "/api/rounds/:id/seats",
      {
        preValidation: requirePermission("offer.read"),
        schema: {
          tags,
          params: idParams,
          querystring: seatDashboardQuery,
          response: { 200: seatDashboardResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await dashboard.seatDashboard(ctx, currentUser(request), request.params.id, request.query.department),
      }),
    );

    // The admitted list, as a CSV or as a PDF in the reader's language.
    for (const format of ["csv", "pdf"] as const) {
      app.get(
        `/api/rounds/:id/admitted/export.${format}`,
        {
          preValidation: requirePermission("offer.read"),
          schema: { tags, params: idParams, querystring: admittedExportQuery, response: { 200: fileBody, ...errors } },
        },
        async (request, reply) => {
          const list = await dashboard.admittedList(
            ctx,
            currentUser(request),
            request.params.id,
            request.query.department,
          );
          if (format === "csv") return sendCsv(reply, "admitted", admittedCsv(list));
          const language = languageOfHeader(request.headers["accept-language"]);
          return sendPdf(reply, await admittedPdf(list, language), "admitted.pdf");
        },
      );
    }

    // The account section: admission fees, verified as the application fee is.
    app.get(
      "/api/admission-fees",
      {
        preValidation: requirePermission("fee.list"),
        schema: { tags, querystring: admissionFeeListQuery, response: { 200: admissionFeeListResponse, ...errors } },
      },
      async (request) => ({
        success: true as const,
        data: await fee.admissionFees(ctx, request.query.round, request.query.status),
      }),
    );
    app.get(
      "/api/admission-fees/:id/receipt",
      {
        preValidation: requirePermission("fee.list"),
        schema: { tags, params: idParams, response: { 200: fileBody, ...errors } },
      },
      async (request, reply) =>
        sendStoredFile(reply, await fee.admissionFeeReceipt(ctx, request.params.id), "attachment"),
    );
    app.put(
      "/api/admission-fees/:id/verify",
      {
        preValidation: requirePermission("fee.review"),
        schema: { tags, params: idParams, body: feeVerifyBody, response: { 200: offerResponse, ...errors } },
      },
      async (request) => {
        const data = await fee.verifyAdmissionFee(ctx, currentUser(request), request.params.id, request.body);
        return { success: true as const, message: VERDICT_MESSAGES[data.admissionFee?.status ?? "PENDING"], data };
      },
    );
  };
}
