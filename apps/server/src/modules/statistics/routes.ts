import {
  candidateStatisticsExportQuery,
  candidateStatisticsQuery,
  candidateStatisticsResponse,
  errorResponses,
  fileBody,
  roundQuery,
  statisticsOverviewResponse,
} from "@phd/shared";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { sendCsv } from "../../lib/csv.ts";
import { sendJsonText } from "../../lib/json-text.ts";
import { requireClaims, userThroughGuard } from "../../plugins/auth.ts";
import { ok, routeKit } from "../../plugins/route-kit.ts";
import * as statistics from "./service.ts";

const route = routeKit(["statistics"], errorResponses(400, 401, 403, 404));

/** Admin: candidate statistics (spec 001 §2, §7) and the dashboard's numbers. */
export function statisticsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/admin/candidates-with-statistics",
      // The admin's table: one statement checks the user and answers (decision 046).
      route(requireClaims("statistics.read"), {
        querystring: candidateStatisticsQuery,
        answer: candidateStatisticsResponse,
        config: { userInStatement: true },
      }),
      async (request, reply) => {
        const answer = request.claims
          ? await statistics.candidateStatisticsAnswer(ctx, request.claims, request.query)
          : undefined;
        if (answer !== undefined) return sendJsonText(reply as FastifyReply, answer);
        await userThroughGuard(request, ctx, "statistics.read");
        return { success: true as const, ...(await statistics.candidateStatistics(ctx, request.query)) };
      },
    );
    app.get(
      "/api/admin/candidates-with-statistics/export.csv",
      route("statistics.read", { querystring: candidateStatisticsExportQuery, answer: fileBody }),
      async (request, reply) =>
        sendCsv(reply, "candidate-statistics", await statistics.exportCandidateStatistics(ctx, request.query)),
    );
    app.get(
      "/api/admin/statistics/overview",
      route("statistics.read", { querystring: roundQuery, answer: statisticsOverviewResponse }),
      async (request) => ok(await statistics.overview(ctx, request.query.round)),
    );
  };
}
