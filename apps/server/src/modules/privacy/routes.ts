import { errorResponses, privacyNoticeAdminResponse, privacyNoticeInput, privacyNoticeResponse } from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { languageOfHeader } from "../../lib/i18n.ts";
import { currentUser, requirePermission } from "../../plugins/auth.ts";
import * as privacy from "./service.ts";

const tags = ["privacy"];

/** The privacy notice of the DPDP Act (issue 28): read by anyone, published by the admin. */
export function privacyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Public: the registration page shows it before the form is sent.
    app.get("/api/privacy-notice", { schema: { tags, response: { 200: privacyNoticeResponse } } }, async (request) => ({
      success: true as const,
      data: await privacy.readNotice(ctx, languageOfHeader(request.headers["accept-language"])),
    }));

    app.get(
      "/api/admin/privacy-notice",
      {
        preValidation: requirePermission("privacy.manage"),
        schema: { tags, response: { 200: privacyNoticeAdminResponse, ...errorResponses(401, 403) } },
      },
      async () => ({ success: true as const, data: await privacy.adminNotice(ctx) }),
    );

    app.put(
      "/api/admin/privacy-notice",
      {
        preValidation: requirePermission("privacy.manage"),
        schema: {
          tags,
          body: privacyNoticeInput,
          response: { 200: privacyNoticeAdminResponse, ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request) => ({
        success: true as const,
        message: "Privacy notice published. Candidates are asked to accept it on their next visit.",
        data: await privacy.publishNotice(ctx, currentUser(request), request.body),
      }),
    );
  };
}
