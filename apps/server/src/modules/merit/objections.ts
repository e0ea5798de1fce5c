import { type DepartmentName, type ObjectionAnswerBody, type ObjectionView, objectionText } from "@phd/shared";
import type { AppContext } from "../../context.ts";
import { insertMany } from "../../db/bulk.ts";
import { mailOutbox } from "../../db/schema.ts";
import { AppError, badRequest, conflict, notFound } from "../../lib/errors.ts";
import { languageOrDefault } from "../../lib/i18n.ts";
import { mailContext } from "../../mail/context.ts";
import { type AuthUser, inDepartmentScope, visibleOr404 } from "../../plugins/auth.ts";
import { documentFileOf, type FormUpload } from "../../storage/uploads.ts";
import { recordAudit } from "../audit/index.ts";
import { correctInterviewScore, correctTestMarks } from "../marks/index.ts";
import { readRound } from "../rounds/index.ts";
import { assertDepartment, lockOpenMeritRound, stageOf } from "./access.ts";
import { objectionAnsweredMail } from "./mail.ts";
import { presentObjection } from "./presenter.ts";
import * as q from "./queries.ts";

/**
 * A candidate's one objection to their line of the provisional list (the form read by the route:
 * `text`, optional PDF `document`), while the window is open. The PDF is checked by content like
 * every upload; a refused objection leaves no file behind.
 */
export async function raiseObjection(
  ctx: AppContext,
  user: AuthUser,
  applicationRecordId: string,
  upload: FormUpload,
): Promise<ObjectionView> {
  const discard = () => Promise.all(upload.files.map((f) => ctx.storage.delete(f.key)));
  try {
    const text = objectionText.safeParse(upload.fields.text);
    if (!text.success)
      throw badRequest(text.error.issues[0]?.message ?? "Say what you object to.", {
        text: text.error.issues[0]?.message ?? "",
      });
    const app = visibleOr404(
      user,
      "objection.raise",
      await q.applicationFacts(ctx.db, applicationRecordId),
      (a) => ({ ownerId: a.userId }),
      "Application not found or access denied.",
    );
    const file = upload.files[0];
    if (file && file.mimeType !== "application/pdf")
      throw new AppError(415, "Objection document: only a PDF file is accepted.");
    return await ctx.db.transaction(async (tx) => {
      const round = await lockOpenMeritRound(tx, app.roundId);
      const pubs = await q.publicationsOf(tx, round.id, app.department, true);
      const provisional = stageOf(pubs, "PROVISIONAL");
      const mine = provisional
        ? (await q.linesOfApplications(tx, [applicationRecordId])).find((r) => r.publication.id === provisional.id)
        : undefined;
      if (!provisional || !mine)
        throw conflict("There is no provisional merit list with your application to object to.");
      if (stageOf(pubs, "FINAL")) throw conflict("The final merit list is published: objections are closed.");
      if (!provisional.objectionsCloseAt || provisional.objectionsCloseAt <= ctx.clock.now())
        throw conflict("The objection window has closed.");
      const doc = file
        ? await q.insertDocument(tx, {
            userId: app.userId,
            documentType: "MERIT_OBJECTION",
            ...documentFileOf(file),
          })
        : null;
      const row = await q.insertObjection(
        tx,
        {
          publicationId: provisional.id,
          applicationId: applicationRecordId,
          text: text.data,
          documentId: doc?.id ?? null,
        },
        () => conflict("You have already raised an objection to this list."),
      );
      await recordAudit(tx, {
        actorId: user.id,
        action: "application.objection",
        subjectType: "application",
        subjectId: applicationRecordId,
        roundId: round.id,
        data: { objectionId: row.id, withDocument: doc !== null },
      });
      return presentObjection(defined(await q.objectionById(tx, row.id)));
    });
  } catch (error) {
    await discard();
    throw error;
  }
}

const defined = <T>(v: T | undefined): T => {
  if (v === undefined) throw notFound("Objection not found.");
  return v;
};

/** The objections to a department's provisional list (oldest first). */
export async function listObjections(ctx: AppContext, user: AuthUser, roundId: string, department: DepartmentName) {
  assertDepartment(user, "objection.answer", department);
  const round = await readRound(ctx.db, roundId);
  const provisional = stageOf(await q.publicationsOf(ctx.db, round.id, department), "PROVISIONAL");
  if (!provisional) return [];
  return (await q.objectionsOfPublication(ctx.db, provisional.id)).map(presentObjection);
}

/**
 * Answers an objection once: rejected with a reason, or accepted with the corrected entrance-test
 * mark or interview score (written and audited like any change; the preview recomputes, and the
 * final list carries it). The candidate is mailed the answer.
 */
export async function answer(
  ctx: AppContext,
  user: AuthUser,
  roundId: string,
  objectionId: string,
  body: ObjectionAnswerBody,
): Promise<ObjectionView> {
  return ctx.db.transaction(async (tx) => {
    const round = await lockOpenMeritRound(tx, roundId);
    const found = await q.objectionById(tx, objectionId, true);
    if (!found || found.roundId !== round.id || !inDepartmentScope(user, "objection.answer", found.department))
      throw notFound("Objection not found.");
    if (found.objection.status !== "OPEN") throw conflict("This objection is already answered.");
    const pubs = await q.publicationsOf(tx, round.id, found.department);
    if (stageOf(pubs, "FINAL")) throw conflict("The final merit list is published: objections are closed.");
    // The marks first, then the interview score: the marks module checks and writes each correction.
    const corrections = [
      [body.correctedTestMarks, correctTestMarks],
      [body.correctedInterviewScore, correctInterviewScore],
    ] as const;
    for (const [value, correct] of corrections)
      if (value !== undefined)
        await correct(tx, {
          round,
          department: found.department,
          actorId: user.id,
          applicationRecordId: found.objection.applicationId,
          value,
        });
    const answeredAt = new Date();
    await q.answerObjection(tx, objectionId, {
      status: body.decision,
      answer: body.answer,
      correctedTestMarks: body.correctedTestMarks ?? null,
      correctedInterviewScore: body.correctedInterviewScore ?? null,
      answeredById: user.id,
      answeredAt,
    });
    await recordAudit(tx, {
      actorId: user.id,
      action: "application.objection_answer",
      subjectType: "application",
      subjectId: found.objection.applicationId,
      roundId: round.id,
      toStatus: body.decision,
      remarks: body.answer,
      data: {
        objectionId,
        correctedTestMarks: body.correctedTestMarks ?? null,
        correctedInterviewScore: body.correctedInterviewScore ?? null,
      },
    });
    const mail = await mailContext(ctx, tx, languageOrDefault(found.language));
    const m = objectionAnsweredMail(mail, found, body.decision, body.answer);
    await insertMany(tx, mailOutbox, [
      { to: found.email, template: "merit", subject: m.subject, text: m.text, html: m.html },
    ]);
    return presentObjection(defined(await q.objectionById(tx, objectionId)));
  });
}
