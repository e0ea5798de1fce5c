import {
  errorResponses,
  idParams,
  matchRoundResponse,
  noBody,
  reconciliationQuery,
  reconciliationResponse,
  reconciliationSettings,
  reconciliationSettingsResponse,
  reconciliationVerifyBody,
  reconciliationVerifyResponse,
  STATEMENT_MAX_MB,
  savedReconciliationSettingsResponse,
  statementImportFields,
  statementImportResponse,
  statementsResponse,
} from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { badRequest } from "../../lib/errors.ts";
import { languageOfHeader } from "../../lib/i18n.ts";
import { rowProblems, speak } from "../../lib/messages.ts";
import { currentUser } from "../../plugins/auth.ts";
import { roundSettingRoutes } from "../../plugins/round-setting-routes.ts";
import { done, ok, routeKit } from "../../plugins/route-kit.ts";
import { readMultipart } from "../../storage/uploads.ts";
import { matchRound } from "./matching.ts";
import * as service from "./service.ts";
import { roundReconciliation } from "./settings.ts";
import { importStatement, type StatementUpload } from "./statement-import.ts";
import { verifyExactMatches } from "./verifying.ts";

const route = routeKit(["reconciliation"], errorResponses(400, 401, 403, 404, 409, 413, 415));

/** Fee reconciliation from the bank's statement (issue 61): the account section and the admin. */
export function reconciliationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get("/api/reconciliation/statements", route("fee.reconcile", { answer: statementsResponse }), async () =>
      ok(await service.statements(ctx)),
    );

    app.post(
      "/api/reconciliation/statements",
      route("fee.reconcile", { multipart: true, answer: statementImportResponse }),
      async (request) => {
        const user = currentUser(request);
        let upload: StatementUpload | undefined;
        let fields: Record<string, string> = {};
        // The file is stored whole first (it is read twice, and kept once imported); the fields come before it.
        // A statement may be larger than other uploads (MAX_UPLOAD_MB): 300,000 rows are about 22 MB.
        const statementParts = () => request.parts({ limits: { fileSize: STATEMENT_MAX_MB * 1024 * 1024 } });
        await readMultipart(
          { parts: statementParts },
          async (part, sent) => {
            if (upload) {
              for await (const _ of part.file);
              throw badRequest("Send one statement file.");
            }
            const stored = await ctx.storage.put(part.file);
            upload = { ...stored, fileName: part.filename, truncated: part.file.truncated };
            fields = { ...sent };
          },
          new Set(["statement"]),
          () => "Bank statement",
        ).catch(async (error) => {
          // A form refused after its file was stored leaves nothing behind.
          if (upload) await ctx.storage.delete(upload.key);
          throw error;
        });
        if (!upload) throw badRequest("Choose the bank's statement file (form field: statement).");
        const parsed = statementImportFields.safeParse(fields);
        if (!parsed.success) {
          await ctx.storage.delete(upload.key);
          const issue = parsed.error.issues[0];
          const message = issue?.message ?? "Enter the bank's name.";
          throw badRequest(message, { [String(issue?.path[0] ?? "bankName")]: message });
        }
        const { outcome, report } = await importStatement(
          ctx,
          user,
          parsed.data,
          upload,
          languageOfHeader(request.headers["accept-language"]),
        );
        const message = {
          before: () => speak(request, "This statement was imported before: nothing to add."),
          "dry run": () =>
            report.problemCount > 0
              ? rowProblems(request, report.problemCount)
              : speak(request, "The statement is ready: {{count}} credit, no problems.", {
                  count: report.credits,
                  defaultValue_other: "The statement is ready: {{count}} credits, no problems.",
                }),
          imported: () =>
            speak(request, "Statement imported: {{count}} new credit.", {
              count: report.added,
              defaultValue_other: "Statement imported: {{count}} new credits.",
            }),
        }[outcome]();
        return done(message, report);
      },
    );

    app.get(
      "/api/rounds/:id/reconciliation",
      route("fee.reconcile", { params: idParams, querystring: reconciliationQuery, answer: reconciliationResponse }),
      async (request) => ok(await service.listMatches(ctx, request.params.id, request.query)),
    );

    app.post(
      "/api/rounds/:id/reconciliation/match",
      route("fee.reconcile", { params: idParams, body: noBody, answer: matchRoundResponse }),
      async (request) => {
        const { matchedAt, counts } = await matchRound(ctx, request.params.id);
        return done(speak(request, "Fees matched with the statements."), {
          matchedAt: matchedAt.toISOString(),
          counts,
        });
      },
    );

    app.post(
      "/api/rounds/:id/reconciliation/verify",
      route("fee.reconcile", {
        params: idParams,
        body: reconciliationVerifyBody,
        answer: reconciliationVerifyResponse,
      }),
      async (request) => {
        const data = await verifyExactMatches(ctx, currentUser(request), request.params.id, request.body);
        const message = speak(request, "{{count}} fee verified.", {
          count: data.verified,
          defaultValue_other: "{{count}} fees verified.",
        });
        return done(message, data);
      },
    );

    // The account section's own setting: read and written by whoever reconciles.
    roundSettingRoutes(app, ctx, route, {
      path: "/api/rounds/:id/reconciliation/settings",
      setting: roundReconciliation,
      body: reconciliationSettings,
      answers: { read: reconciliationSettingsResponse, saved: savedReconciliationSettingsResponse },
      saved: "Fee matching rules saved.",
      guards: { read: "fee.reconcile", save: "fee.reconcile" },
    });
  };
}
