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
import { currentUser, requireAnyPermission, requirePermission } from "../../plugins/auth.ts";
import * as review from "./service.ts";

const errors = errorResponses(400, 401, 403, 404);
const documentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ remarks: z.string().nullable(), status: z.string() }).passthrough(),
});

/** Coordinators (and admins) review documents and profile sections (spec 001 §4, §7) and read the history. */
export function reviewRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  // The account section reviews fee receipts with the same endpoints (decision 015); the service checks the document.
  const documentReview = requireAnyPermission("document.review", "fee.review");
  const profileReview = requirePermission("profile.review");
  return async (app) => {
    app.post(
      "/api/coordinator/verify-document",
      {
        preValidation: documentReview,
        schema: { tags: ["review"], body: verifyDocumentBody, response: { 200: documentResponse, ...errors } },
      },
      async (request) => ({
        success: true as const,
        message: "Document verified.",
        data: await review.actOnDocument(
          ctx,
          currentUser(request),
          request.body.documentId,
          "VERIFY",
          request.body.remarks,
        ),
      }),
    );
    app.post(
      "/api/coordinator/request-modification",
      {
        preValidation: documentReview,
        schema: { tags: ["review"], body: requestModificationBody, response: { 200: documentResponse, ...errors } },
      },
      async (request) => ({
        success: true as const,
        message: "Modification requested.",
        data: await review.actOnDocument(
          ctx,
          currentUser(request),
          request.body.documentId,
          "REQUEST_MODIFICATION",
          request.body.remarks,
        ),
      }),
    );
    app.patch(
      "/api/document/remarks",
      {
        preValidation: documentReview,
        schema: { tags: ["review"], body: documentRemarksBody, response: { 200: documentResponse, ...errors } },
      },
      async (request) => ({
        success: true as const,
        message: "Remarks updated.",
        data: await review.actOnDocument(
          ctx,
          currentUser(request),
          request.body.documentId,
          "CHANGE_REMARKS",
          request.body.remarks,
        ),
      }),
    );
    app.put(
      "/api/document/status/:documentId",
      {
        preValidation: documentReview,
        schema: {
          tags: ["review"],
          params: z.object({ documentId: z.uuid({ message: "Invalid document id" }) }),
          body: documentStatusBody.nullish(),
          response: { 200: documentResponse, ...errors },
        },
      },
      async (request) => {
        const body = documentStatusBody.parse(request.body ?? {});
        return {
          success: true as const,
          message: "Document status updated.",
          data: await review.actOnDocument(
            ctx,
            currentUser(request),
            request.params.documentId,
            { target: body.status },
            body.remarks,
          ),
        };
      },
    );
    app.post(
      "/api/coordinator/set-section-status",
      {
        preValidation: profileReview,
        schema: { tags: ["review"], body: sectionStatusBody, response: { 200: successMessage, ...errors } },
      },
      async (request) => {
        const { profileId, section, status, remarks } = request.body;
        await review.setSectionStatus(ctx, currentUser(request), profileId, section, status, remarks);
        return { success: true as const, message: "Section status updated successfully" };
      },
    );
    app.get(
      "/api/application/history/:id",
      {
        preValidation: requirePermission("application.review"),
        schema: {
          tags: ["review"],
          params: idParams,
          response: { 200: applicationHistoryResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: { events: await review.applicationHistory(ctx, currentUser(request), request.params.id) },
      }),
    );
    app.post(
      "/api/candidate/profile/manual-remarks",
      {
        preValidation: profileReview,
        schema: { tags: ["review"], body: manualRemarksBody, response: { 200: successMessage, ...errors } },
      },
      async (request) => {
        const { profileId, section, remarks } = request.body;
        await review.setManualRemark(ctx, currentUser(request), profileId, section, remarks);
        return { success: true as const, message: "Manual remarks updated successfully" };
      },
    );
  };
}
