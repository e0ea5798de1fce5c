import {
  APPLICATION_DOCUMENT_NAMES,
  type ApplicationDocument,
  feeDetailsInput,
  feeFormActive,
  missingFeeFields,
  REFUSAL_CODES,
  reapplyRefusal,
} from "@phd/shared";
import type { AppContext } from "../../context.ts";
import { badRequest, conflict, terms } from "../../lib/errors.ts";
import { languageOrDefault } from "../../lib/i18n.ts";
import { mailContext } from "../../mail/context.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { applicationResubmittedMail } from "../../mail/templates.ts";
import { type AuthUser, visibleOr404 } from "../../plugins/auth.ts";
import { documentFileOf, type FormUpload } from "../../storage/uploads.ts";
import { profileStatusFor, refreshApplicationStatuses } from "../application-status/index.ts";
import { recordAudit } from "../audit/index.ts";
import { lockDocumentById, previousFileOf, replaceDocumentFile } from "../documents/index.ts";
import { assertRoundOpen } from "../rounds/index.ts";
import * as q from "./queries.ts";
import { presentFull } from "./service.ts";

/** The file fields of the reapply form (spec 001 §7): a new SOP and a new fee receipt. */
export const REAPPLY_FILE_FIELDS: ReadonlyMap<string, ApplicationDocument> = new Map([
  ["sop", "sop"],
  ["feeReceipt", "feeReceipt"],
]);
export const reapplyFileLabel = (field: string) => {
  const doc = REAPPLY_FILE_FIELDS.get(field);
  return doc ? APPLICATION_DOCUMENT_NAMES[doc] : field;
};

const NOT_FOUND = "Application not found or access denied.";
const EMPTY_REAPPLY = "Please choose the replacement files or enter the fee details to resubmit.";

const factsOf = ({ app }: { app: { userId: string; department: string } }) => ({
  ownerId: app.userId,
  departments: [app.department],
});

/**
 * Reapply (spec 001 §4): in one transaction, under locks on the application's documents and then
 * the application (the order review actions take), the three conditions are checked again, each
 * flagged document gets its replacement (back to PENDING; the old file stays, named in the
 * history), fee details are replaced when the fee form is active, the statuses follow, and the
 * candidate gets a confirmation. On any refusal the uploaded files are removed.
 */
export async function reapply(ctx: AppContext, user: AuthUser, id: string, { fields, files }: FormUpload) {
  try {
    // A reapply always carries a replacement file or fee details; an empty form is a bad request, whatever the id.
    if (files.length === 0 && Object.keys(fields).length === 0) throw badRequest(EMPTY_REAPPLY);
    const result = await ctx.db.transaction(async (tx) => {
      const { app: seen } = visibleOr404(user, "application.reapply", await q.findById(tx, id), factsOf, NOT_FOUND);
      const docIds: Record<ApplicationDocument, string | null> = {
        sop: seen.sopDocumentId,
        feeReceipt: seen.feeReceiptDocumentId,
      };
      const docs = new Map<ApplicationDocument, NonNullable<Awaited<ReturnType<typeof lockDocumentById>>>>();
      for (const kind of ["sop", "feeReceipt"] as const) {
        const docId = docIds[kind];
        const doc = docId ? await lockDocumentById(tx, docId) : undefined;
        if (doc) docs.set(kind, doc);
      }
      const app = await q.lockById(tx, id);
      if (!app) throw conflict(NOT_FOUND);
      await assertRoundOpen(tx, app.roundId);

      const uploads = new Map(files.map((f) => [REAPPLY_FILE_FIELDS.get(f.field), f] as const));
      const flagged = [...docs].filter(([, d]) => d.status === "MODIFICATION_REQUESTED").map(([k]) => k);
      const replaced = [...uploads.keys()].filter((k): k is ApplicationDocument => k !== undefined);
      const feeActive = feeFormActive(app.status, app.feeStatus);
      const refusal = reapplyRefusal({
        status: app.status,
        profileStatus: await profileStatusFor(tx, user.id),
        flagged: flagged.map((k) => APPLICATION_DOCUMENT_NAMES[k]),
        replaced: replaced.map((k) => APPLICATION_DOCUMENT_NAMES[k]),
        missingFee: feeActive ? missingFeeFields(fields) : [],
      });
      if (refusal?.reason === "PROFILE_NEEDS_FIXING")
        throw conflict(refusal.message).withCode(REFUSAL_CODES.profileNeedsFixing);
      if (refusal?.reason === "NOTHING_TO_RESUBMIT") throw conflict(refusal.message);
      if (refusal) throw badRequest(refusal.message);
      // While the fee is being corrected, a new receipt may come with it even if the receipt itself was not flagged.
      const unflagged = replaced.filter((k) => !flagged.includes(k) && !(feeActive && k === "feeReceipt"));
      if (unflagged.length) {
        const names = terms(unflagged.map((k) => APPLICATION_DOCUMENT_NAMES[k]));
        throw badRequest(
          "Only documents the reviewers asked you to change can be replaced ({{documents}} was not).",
          undefined,
          { documents: names },
        );
      }

      for (const kind of replaced) {
        const doc = docs.get(kind);
        const upload = uploads.get(kind);
        if (!doc || !upload) continue;
        await replaceDocumentFile(tx, doc.id, documentFileOf(upload));
        await recordAudit(tx, {
          actorId: user.id,
          action: "document.replace",
          subjectType: "document",
          subjectId: doc.id,
          fromStatus: doc.status,
          toStatus: "PENDING",
          data: { kind: doc.documentType, previous: previousFileOf(doc), applicationId: app.applicationId },
        });
      }
      if (feeActive) {
        const fee = feeDetailsInput.safeParse(fields);
        if (!fee.success) throw badRequest(fee.error.issues[0]?.message ?? "Please check the fee details");
        await q.replaceFeeDetails(tx, app.id, fee.data);
        await recordAudit(tx, {
          actorId: user.id,
          action: "application.fee_update",
          subjectType: "application",
          subjectId: app.id,
          fromStatus: app.feeStatus,
          toStatus: "PENDING",
          data: { utrDuNumber: fee.data.utrDuNumber, amount: fee.data.amount },
        });
      }
      await recordAudit(tx, {
        actorId: user.id,
        action: "application.reapply",
        subjectType: "application",
        subjectId: app.id,
        fromStatus: app.status,
        data: { applicationId: app.applicationId, replaced },
      });
      await refreshApplicationStatuses(tx, user.id, user.id);
      const mail = applicationResubmittedMail(await mailContext(ctx, tx, languageOrDefault(user.language)), {
        name: user.name,
        applicationId: app.applicationId,
        department: app.department,
        replaced: replaced.map((k) => APPLICATION_DOCUMENT_NAMES[k]),
      });
      await enqueueMail(tx, user.email, "applicationResubmitted", mail);
      return app.id;
    });
    ctx.mailWorker.kick();
    const found = await q.findById(ctx.db, result);
    if (!found) throw conflict(NOT_FOUND);
    return presentFull(ctx, found);
  } catch (err) {
    await Promise.all(files.map((f) => ctx.storage.delete(f.key)));
    throw err;
  }
}
