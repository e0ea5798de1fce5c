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
  savedReconciliationSettingsResponse,
  statementImportFields,
  statementImportResponse,
  statementsResponse,
} from "@phd/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.ts";
import { badRequest } from "../../lib/errors.ts";
import { languageOfHeader } from "../../lib/i18n.ts";
import { speak } from "../../lib/messages.ts";
import { currentUser, requirePermission } from "../../plugins/auth.ts";
import { readMultipart } from "../../storage/uploads.ts";
import { matchRound } from "./matching.ts";
import * as service from "./service.ts";
import { roundReconciliation } from "./settings.ts";
import { importStatement, type StatementUpload } from "./statement-import.ts";
import { verifyExactMatches } from "./verifying.ts";

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const tags = ["reconciliation"];

/** Fee reconciliation from the bank's statement (issue 61): the account section and the admin. */
export function reconciliationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const canReconcile = requirePermission("fee.reconcile");
  return async (app) => {
    app.get(
      "/api/reconciliation/statements",
      { preValidation: canReconcile, schema: { tags, response: { 200: statementsResponse, ...errors } } },
      async () => ({ success: true as const, data: await service.statements(ctx) }),
    );

    app.post(
      "/api/reconciliation/statements",
      {
        preValidation: canReconcile,
        schema: { tags, consumes: ["multipart/form-data"], response: { 200: statementImportResponse, ...errors } },
      },
      async (request) => {
        const user = currentUser(request);
        let upload: StatementUpload | undefined;
        let fields: Record<string, string> = {};
        // The file is stored whole first (it is read twice, and kept once imported); the fields come before it.
        await readMultipart(
          request,
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
              ? speak(request, "{{count}} row has a problem: nothing can be imported until the file is corrected.", {
                  count: report.problemCount,
                  defaultValue_other:
                    "{{count}} rows have problems: nothing can be imported until the file is corrected.",
                })
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
        return { success: true as const, message, data: report };
      },
    );

    app.get(
      "/api/rounds/:id/reconciliation",
      {
        preValidation: canReconcile,
        schema: {
          tags,
          params: idParams,
          querystring: reconciliationQuery,
          response: { 200: reconciliationResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await service.listMatches(ctx, request.params.id, request.query),
      }),
    );

    app.post(
      "/api/rounds/:id/reconciliation/match",
      {
        preValidation: canReconcile,
        schema: { tags, params: idParams, body: noBody, response: { 200: matchRoundResponse, ...errors } },
      },
      async (request) => {
        const { matchedAt, counts } = await matchRound(ctx, request.params.id);
        return {
          success: true as const,
          message: speak(request, "Fees matched with the statements."),
          data: { matchedAt: matchedAt.toISOString(), counts },
        };
      },
    );

    app.post(
      "/api/rounds/:id/reconciliation/verify",
      {
        preValidation: canReconcile,
        schema: {
          tags,
          params: idParams,
          body: reconciliationVerifyBody,
          response: { 200: reconciliationVerifyResponse, ...errors },
        },
      },
      async (request) => {
        const data = await verifyExactMatches(ctx, currentUser(request), request.params.id, request.body);
        return {
          success: true as const,
          message: speak(request, "{{count}} fee verified.", {
            count: data.verified,
            defaultValue_other: "{{count}} fees verified.",
          }),
          data,
        };
      },
    );

    app.get(
      "/api/rounds/:id/reconciliation/settings",
      {
        preValidation: canReconcile,
        schema: { tags, params: idParams, response: { 200: reconciliationSettingsResponse, ...errors } },
      },
      async (request) => ({ success: true as const, data: await roundReconciliation.ofRound(ctx, request.params.id) }),
    );

    app.put(
      "/api/rounds/:id/reconciliation/settings",
      {
        preValidation: canReconcile,
        schema: {
          tags,
          params: idParams,
          body: reconciliationSettings,
          response: { 200: savedReconciliationSettingsResponse, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: speak(request, "Fee matching rules saved."),
        data: await roundReconciliation.save(ctx, currentUser(request), request.params.id, request.body),
      }),
    );
  };
}
