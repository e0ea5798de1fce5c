import {
  consentBody,
  errorResponses,
  privacyNoticeAdminResponse,
  privacyNoticeInput,
  privacyNoticeResponse,
  publicUser,
} from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { languageOfHeader } from "../../lib/i18n.ts";
import { currentUser, requireDataPrincipal, requirePermission } from "../../plugins/auth.ts";
import { findUserById, presentUser } from "../users/index.ts";
import { consentGivenAgain } from "./erasure.ts";
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

    // A candidate agrees to the current notice (a newer one than they agreed to at registration).
    app.post(
      "/api/candidate/consent",
      {
        preValidation: requireDataPrincipal("privacy.ownData"),
        schema: {
          tags,
          body: consentBody,
          response: {
            200: z.object({ success: z.literal(true), message: z.string(), data: publicUser }),
            ...errorResponses(400, 401, 403, 409),
          },
        },
      },
      async (request) => {
        const me = currentUser(request);
        await ctx.db.transaction(async (tx) => {
          await privacy.giveConsent(tx, me.id, request.body.noticeVersion);
          await consentGivenAgain(tx, me.id);
        });
        const row = await findUserById(ctx.db, me.id);
        if (!row) throw new Error("consenting user vanished");
        return {
          success: true as const,
          message: "Thank you. Your agreement to the privacy notice is recorded.",
          data: presentUser(await privacy.withConsentState(ctx.db, row)),
        };
      },
    );
  };
}
