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
import type { AppContext } from "../../context.ts";
import { sendCsv } from "../../lib/csv.ts";
import { languageOfHeader } from "../../lib/i18n.ts";
import { speak } from "../../lib/messages.ts";
import { sendPdf } from "../../lib/pdf-reply.ts";
import { currentUser } from "../../plugins/auth.ts";
import { roundSettingRoutes } from "../../plugins/round-setting-routes.ts";
import { done, doneAnswer, ok, routeKit } from "../../plugins/route-kit.ts";
import { readMultipart } from "../../storage/uploads.ts";
import { sendStoredFile } from "../documents/index.ts";
import * as fee from "./admission-fee.ts";
import * as answers from "./answers.ts";
import * as dashboard from "./dashboard.ts";
import { admittedCsv, admittedPdf } from "./exports.ts";
import * as issuing from "./issuing.ts";
import * as letters from "./letters.ts";
import { roundOfferSettings } from "./settings.ts";

const route = routeKit(["offers"], errorResponses(400, 401, 403, 404, 409, 413, 415));

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
    roundSettingRoutes(app, ctx, route, {
      path: "/api/rounds/:id/offer-settings",
      setting: roundOfferSettings,
      body: offerSettings,
      answers: { read: offerSettingsResponse, saved: doneAnswer(offerSettings) },
      saved: "Offer settings saved.",
    });

    app.get(
      "/api/rounds/:id/offers",
      route("offer.read", { params: idParams, querystring: offerListQuery, answer: offerListResponse }),
      async (request) => ok(await dashboard.listOffers(ctx, currentUser(request), request.params.id, request.query)),
    );

    app.post(
      "/api/rounds/:id/offers",
      route("offer.manage", { params: idParams, body: issueOffersBody, answer: issueOffersResponse }),
      async (request) => {
        const data = await issuing.issueOffers(ctx, currentUser(request), request.params.id, request.body);
        const message = speak(request, "{{count}} offer made.", {
          count: data.issued,
          defaultValue_other: "{{count}} offers made.",
        });
        return done(message, data);
      },
    );

    app.post(
      "/api/rounds/:id/offers/waitlist",
      route("offer.manage", { params: idParams, body: waitlistOffersBody, answer: issueOffersResponse }),
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
        return done(left ? `${made} ${left}` : made, data);
      },
    );

    app.put(
      "/api/offers/:id/deadline",
      route("offer.manage", { params: idParams, body: offerDeadlineBody, answer: offerResponse }),
      async (request) =>
        done(
          "Deadline changed.",
          await issuing.changeDeadline(ctx, currentUser(request), request.params.id, request.body.deadline),
        ),
    );

    for (const [path, choice] of [
      ["accept", "ACCEPT"],
      ["decline", "DECLINE"],
      ["withdraw", "WITHDRAW"],
    ] as const) {
      app.post(
        `/api/offers/:id/${path}`,
        route("offer.answer", {
          params: idParams,
          body: choice === "ACCEPT" ? acceptOfferBody : noBody,
          answer: candidateOfferResponse,
        }),
        async (request) =>
          done(
            ANSWER_MESSAGES[choice],
            await answers.answerOffer(ctx, currentUser(request), request.params.id, choice),
          ),
      );
    }

    app.post(
      "/api/offers/:id/admission-fee",
      route("offer.answer", { multipart: true, params: idParams, answer: candidateOfferResponse }),
      async (request) => {
        const upload = await readMultipart(request, ctx.storage, new Set(["receipt"]), () => "Admission fee receipt");
        return done(
          "Admission fee sent: the account section will verify it.",
          await fee.submitAdmissionFee(ctx, currentUser(request), request.params.id, upload),
        );
      },
    );

    app.get(
      "/api/offers/:id/letter",
      route("offerLetter.read", { params: idParams, answer: fileBody }),
      async (request, reply) => {
        const { pdf, fileName } = await letters.offerLetter(ctx, currentUser(request), request.params.id);
        return sendPdf(reply, pdf, fileName);
      },
    );

    app.get(
      "/api/rounds/:id/seats",
      route("offer.read", { params: idParams, querystring: seatDashboardQuery, answer: seatDashboardResponse }),
      async (request) =>
        ok(await dashboard.seatDashboard(ctx, currentUser(request), request.params.id, request.query.department)),
    );

    // The admitted list, as a CSV or as a PDF in the reader's language.
    for (const format of ["csv", "pdf"] as const) {
      app.get(
        `/api/rounds/:id/admitted/export.${format}`,
        route("offer.read", { params: idParams, querystring: admittedExportQuery, answer: fileBody }),
        async (request, reply) => {
          const { id } = request.params;
          const list = await dashboard.admittedList(ctx, currentUser(request), id, request.query.department);
          if (format === "csv") return sendCsv(reply, "admitted", admittedCsv(list));
          const language = languageOfHeader(request.headers["accept-language"]);
          return sendPdf(reply, await admittedPdf(list, language), "admitted.pdf");
        },
      );
    }

    // The account section: admission fees, verified as the application fee is.
    app.get(
      "/api/admission-fees",
      route("fee.list", { querystring: admissionFeeListQuery, answer: admissionFeeListResponse }),
      async (request) => ok(await fee.admissionFees(ctx, request.query.round, request.query.status)),
    );
    app.get(
      "/api/admission-fees/:id/receipt",
      route("fee.list", { params: idParams, answer: fileBody }),
      async (request, reply) =>
        sendStoredFile(reply, await fee.admissionFeeReceipt(ctx, request.params.id), "attachment"),
    );
    app.put(
      "/api/admission-fees/:id/verify",
      route("fee.review", { params: idParams, body: feeVerifyBody, answer: offerResponse }),
      async (request) => {
        const data = await fee.verifyAdmissionFee(ctx, currentUser(request), request.params.id, request.body);
        return done(VERDICT_MESSAGES[data.admissionFee?.status ?? "PENDING"], data);
      },
    );
  };
}
