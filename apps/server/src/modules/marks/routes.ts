import {
  errorResponses,
  idParams,
  marksBody,
  marksImportFields,
  marksImportResponse,
  marksQuery,
  marksResponse,
  marksSavedResponse,
  savedScoringResponse,
  scoresBody,
  scoresSavedResponse,
  scoringResponse,
  scoringSettings,
  slotParams,
  slotScoresResponse,
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
import * as interviews from "./interview-scores.ts";
import * as marksImport from "./marks-import.ts";
import * as marks from "./service.ts";

const route = routeKit(["marks"], errorResponses(400, 401, 403, 404, 409, 413));

export function marksRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // The round's scoring settings: the department's staff read them, the admin writes them.
    roundSettingRoutes(app, ctx, route, {
      path: "/api/rounds/:id/scoring",
      setting: marks.roundScoring,
      body: scoringSettings,
      answers: { read: scoringResponse, saved: savedScoringResponse },
      saved: "Marks and scores settings saved.",
    });

    // Entrance-test marks: the grid's page, typed marks, and the CSV import (dry run, then apply).
    app.get(
      "/api/rounds/:id/marks",
      route("selection.marks", { params: idParams, querystring: marksQuery, answer: marksResponse }),
      async (request) => ok(await marks.listMarks(ctx, currentUser(request), request.params.id, request.query)),
    );

    app.put(
      "/api/rounds/:id/marks",
      route("selection.marks", { params: idParams, body: marksBody, answer: marksSavedResponse }),
      async (request) => {
        const changed = await marks.saveGridMarks(ctx, currentUser(request), request.params.id, request.body);
        const message =
          changed === 0
            ? "Nothing changed."
            : speak(request, "Marks saved for {{count}} candidate.", {
                count: changed,
                defaultValue_other: "Marks saved for {{count}} candidates.",
              });
        return done(message, { changed });
      },
    );

    app.post(
      "/api/rounds/:id/marks/import",
      route("selection.marks", { multipart: true, params: idParams, answer: marksImportResponse }),
      async (request) => {
        const user = currentUser(request);
        let report: Awaited<ReturnType<typeof marksImport.importMarks>> | undefined;
        // The form's checks are every upload's (readMultipart); the CSV is parsed as it arrives.
        await readMultipart(
          request,
          async (part, fields) => {
            if (report) throw badRequest("Send one CSV file.");
            const parsed = marksImportFields.safeParse(fields);
            if (!parsed.success) {
              const issue = parsed.error.issues[0];
              const message = issue?.message ?? "Choose a department";
              throw badRequest(message, { [String(issue?.path[0] ?? "department")]: message });
            }
            marks.assertDepartment(user, parsed.data.department);
            report = await marksImport.importMarks(
              ctx,
              user,
              request.params.id,
              parsed.data.department,
              parsed.data.apply,
              part.file,
              languageOfHeader(request.headers["accept-language"]),
            );
          },
          new Set(["file"]),
          () => "Marks file",
        );
        if (!report) throw badRequest("Choose a CSV file of marks (form field: file).");
        const message = report.applied
          ? speak(request, "Marks imported. New marks: {{added}}; changed marks: {{changed}}.", report.changes)
          : report.problemCount > 0
            ? rowProblems(request, report.problemCount)
            : speak(request, "The file is ready: {{count}} row, no problems.", {
                count: report.rows,
                defaultValue_other: "The file is ready: {{count}} rows, no problems.",
              });
        return done(message, report);
      },
    );

    // Interview scores, per interview slot.
    app.get(
      "/api/rounds/:id/slots/:slotId/scores",
      route("selection.marks", { params: slotParams, answer: slotScoresResponse }),
      async (request) =>
        ok(await interviews.scoresOfSlot(ctx, currentUser(request), request.params.id, request.params.slotId)),
    );

    app.put(
      "/api/rounds/:id/slots/:slotId/scores",
      route("selection.marks", { params: slotParams, body: scoresBody, answer: scoresSavedResponse }),
      async (request) => {
        const { id, slotId } = request.params;
        const changed = await interviews.saveSlotScores(ctx, currentUser(request), id, slotId, request.body.entries);
        const message =
          changed === 0
            ? "Nothing changed."
            : speak(request, "Scores saved for {{count}} candidate.", {
                count: changed,
                defaultValue_other: "Scores saved for {{count}} candidates.",
              });
        return done(message, { changed });
      },
    );
  };
}
