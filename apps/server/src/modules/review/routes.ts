import {
  applicationHistoryResponse,
  documentRemarksBody,
  documentStatusBody,
  errorResponses,
  idParams,
  manualRemarksBody,
  requestModificationBody,
  sectionStatusBody,
  successMessage,
  verifyDocumentBody,
} from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { currentUser, requireAnyPermission } from "../../plugins/auth.ts";
import { done, doneAnswer, ok, routeKit } from "../../plugins/route-kit.ts";
import * as review from "./service.ts";

const route = routeKit(["review"], errorResponses(400, 401, 403, 404));
const documentResponse = doneAnswer(z.object({ remarks: z.string().nullable(), status: z.string() }).passthrough());

/** The spec's three endpoints of a review action on a document, with what each answers. */
const DOCUMENT_ACTIONS = [
  {
    method: "POST",
    url: "/api/coordinator/verify-document",
    body: verifyDocumentBody,
    action: "VERIFY",
    message: "Document verified.",
  },
  {
    method: "POST",
    url: "/api/coordinator/request-modification",
    body: requestModificationBody,
    action: "REQUEST_MODIFICATION",
    message: "Modification requested.",
  },
  {
    method: "PATCH",
    url: "/api/document/remarks",
    body: documentRemarksBody,
    action: "CHANGE_REMARKS",
    message: "Remarks updated.",
  },
] as const;

/** Coordinators (and admins) review documents and profile sections (spec 001 §4, §7) and read the history. */
export function reviewRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  // The account section reviews fee receipts with the same endpoints (decision 015); the service checks the document.
  const documentReview = requireAnyPermission("document.review", "fee.review");
  return async (app) => {
    for (const { method, url, body, action, message } of DOCUMENT_ACTIONS) {
      app.route({
        method,
        url,
        ...route(documentReview, { body, answer: documentResponse }),
        handler: async (request) => {
          const { documentId, remarks } = request.body;
          return done(message, await review.actOnDocument(ctx, currentUser(request), documentId, action, remarks));
        },
      });
    }
    app.put(
      "/api/document/status/:documentId",
      route(documentReview, {
        params: z.object({ documentId: z.uuid({ message: "Invalid document id" }) }),
        body: documentStatusBody.nullish(),
        answer: documentResponse,
      }),
      async (request) => {
        const { status, remarks } = documentStatusBody.parse(request.body ?? {});
        const { documentId } = request.params;
        const data = await review.actOnDocument(ctx, currentUser(request), documentId, { target: status }, remarks);
        return done("Document status updated.", data);
      },
    );
    app.post(
      "/api/coordinator/set-section-status",
      route("profile.review", { body: sectionStatusBody, answer: successMessage }),
      async (request) => {
        const { profileId, section, status, remarks } = request.body;
        await review.setSectionStatus(ctx, currentUser(request), profileId, section, status, remarks);
        return done("Section status updated successfully");
      },
    );
    app.get(
      "/api/application/history/:id",
      route("application.review", { params: idParams, answer: applicationHistoryResponse }),
      async (request) => ok({ events: await review.applicationHistory(ctx, currentUser(request), request.params.id) }),
    );
    app.post(
      "/api/candidate/profile/manual-remarks",
      route("profile.review", { body: manualRemarksBody, answer: successMessage }),
      async (request) => {
        const { profileId, section, remarks } = request.body;
        await review.setManualRemark(ctx, currentUser(request), profileId, section, remarks);
        return done("Manual remarks updated successfully");
      },
    );
  };
}
