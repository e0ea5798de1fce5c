import {
  consentBody,
  errorResponses,
  privacyNoticeAdminResponse,
  privacyNoticeInput,
  privacyNoticeResponse,
  publicUser,
} from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { languageOfHeader } from "../../lib/i18n.ts";
import { currentUser, requireDataPrincipal } from "../../plugins/auth.ts";
import { done, doneAnswer, ok, routeKit } from "../../plugins/route-kit.ts";
import { findUserById, presentUser } from "../users/index.ts";
import { consentGivenAgain } from "./erasure.ts";
import * as privacy from "./service.ts";

const route = routeKit(["privacy"], errorResponses(400, 401, 403, 409));

/** The privacy notice of the DPDP Act (issue 28): read by anyone, published by the admin. */
export function privacyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Public: the registration page shows it before the form is sent.
    app.get("/api/privacy-notice", route("public", { answer: privacyNoticeResponse, errors: {} }), async (request) =>
      ok(await privacy.readNotice(ctx, languageOfHeader(request.headers["accept-language"]))),
    );

    app.get(
      "/api/admin/privacy-notice",
      route("privacy.manage", { answer: privacyNoticeAdminResponse, errors: errorResponses(401, 403) }),
      async () => ok(await privacy.adminNotice(ctx)),
    );

    app.put(
      "/api/admin/privacy-notice",
      route("privacy.manage", { body: privacyNoticeInput, answer: privacyNoticeAdminResponse }),
      async (request) =>
        done(
          "Privacy notice published. Candidates are asked to accept it on their next visit.",
          await privacy.publishNotice(ctx, currentUser(request), request.body),
        ),
    );

    // A candidate agrees to the current notice (a newer one than they agreed to at registration).
    app.post(
      "/api/candidate/consent",
      route(requireDataPrincipal("privacy.ownData"), { body: consentBody, answer: doneAnswer(publicUser) }),
      async (request) => {
        const me = currentUser(request);
        await ctx.db.transaction(async (tx) => {
          await privacy.giveConsent(tx, me.id, request.body.noticeVersion);
          await consentGivenAgain(tx, me.id);
        });
        const row = await findUserById(ctx.db, me.id);
        if (!row) throw new Error("consenting user vanished");
        return done(
          "Thank you. Your agreement to the privacy notice is recorded.",
          presentUser(await privacy.withConsentState(ctx.db, row)),
        );
      },
    );
  };
}
