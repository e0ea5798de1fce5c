import { errorResponses, fileBody, idParams, reconciliationSummaryResponse, unmatchedReportQuery } from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { sendCsv } from "../../lib/csv.ts";
import { languageOfHeader } from "../../lib/i18n.ts";
import { sendPdf } from "../../lib/pdf-reply.ts";
import { ok, routeKit } from "../../plugins/route-kit.ts";
import * as reports from "./reports.ts";

const route = routeKit(["reconciliation"], errorResponses(400, 401, 403, 404));
const unmatched = { params: idParams, querystring: unmatchedReportQuery, answer: fileBody };

/** The reconciliation's reports and daily summary (issue 61, item 4): the account section and the admin. */
export function reconciliationReportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/reconciliation/summary",
      route("fee.reconcile", { answer: reconciliationSummaryResponse }),
      async () => ok(await reports.dailySummary(ctx)),
    );

    // The statements' credits no fee record names: account-wide, as statements are.
    app.get(
      "/api/reconciliation/unclaimed.csv",
      route("fee.reconcile", { answer: fileBody }),
      async (_request, reply) => sendCsv(reply, "unclaimed-credits", await reports.unclaimedCsv(ctx)),
    );
    app.get(
      "/api/reconciliation/unclaimed.pdf",
      route("fee.reconcile", { answer: fileBody }),
      async (request, reply) => {
        const { pdf, fileName } = await reports.unclaimedPdf(ctx, languageOfHeader(request.headers["accept-language"]));
        return sendPdf(reply, pdf, fileName);
      },
    );

    // The round's records still waiting whose payment is not matched, with the remark proposed for each.
    app.get("/api/rounds/:id/reconciliation/unmatched.csv", route("fee.reconcile", unmatched), async (request, reply) =>
      sendCsv(reply, "unmatched-fees", await reports.unmatchedCsv(ctx, request.params.id, request.query)),
    );
    app.get(
      "/api/rounds/:id/reconciliation/unmatched.pdf",
      route("fee.reconcile", unmatched),
      async (request, reply) => {
        const language = languageOfHeader(request.headers["accept-language"]);
        const { pdf, fileName } = await reports.unmatchedPdf(ctx, request.params.id, request.query, language);
        return sendPdf(reply, pdf, fileName);
      },
    );
  };
}
