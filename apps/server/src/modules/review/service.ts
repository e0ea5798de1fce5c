import {
  actionForTarget,
  documentTypeLabel,
  PROFILE_SECTION_LABELS,
  type ProfileSection,
  type VerificationAction,
  type VerificationStatus,
  verificationTransition,
} from "@phd/shared";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { mustExist, single } from "../../db/single.ts";
import { badRequest, notFound } from "../../lib/errors.ts";
import { mailContext } from "../../mail/context.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { changesRequestedMail } from "../../mail/templates.ts";
import type { AuthUser } from "../../plugins/auth.ts";
import { recordAudit } from "../audit/index.ts";
import {
  documentsWithSignerByIds,
  lockDocumentById,
  presentDocument,
  setDocumentVerification,
} from "../documents/index.ts";
import { lockSectionWithOwner, setSectionManualRemark, setSectionVerification } from "../profile/index.ts";
import { findUserById } from "../users/index.ts";

async function tellCandidate(ctx: AppContext, tx: DbOrTx, userId: string, subject: string, remarks: string) {
  const owner = await findUserById(tx, userId);
  if (!owner) return;
  await enqueueMail(
    tx,
    owner.email,
    "changesRequested",
    changesRequestedMail(await mailContext(ctx, tx), { name: owner.name, subject, remarks }),
  );
}

/**
 * One review action on a document (spec 001 §4), under a row lock: the transition table decides,
 * the reviewer becomes the signer, the history gets a row, and a modification request is mailed.
 */
export async function actOnDocument(
  ctx: AppContext,
  actor: AuthUser,
  documentId: string,
  action: VerificationAction | { target: VerificationStatus },
  remarks?: string | null,
) {
  await ctx.db.transaction(async (tx) => {
    const doc = await lockDocumentById(tx, documentId);
    if (!doc) throw notFound("Document not found.");
    const from = doc.status;
    const act = typeof action === "string" ? action : actionForTarget(from, action.target);
    const result = verificationTransition(from, act, remarks, `Document processed by ${actor.name}`);
    if (!result.ok) throw badRequest(result.error);
    await setDocumentVerification(tx, doc.id, {
      status: result.to,
      remarks: result.remarks,
      signedById: actor.id,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: `document.${act.toLowerCase()}`,
      subjectType: "document",
      subjectId: doc.id,
      fromStatus: from,
      toStatus: result.to,
      remarks: result.remarks,
    });
    if (result.to === "MODIFICATION_REQUESTED" && result.remarks)
      await tellCandidate(ctx, tx, doc.userId, documentTypeLabel(doc.documentType), result.remarks);
  });
  ctx.mailWorker.kick();
  return presentDocument(await single(documentsWithSignerByIds(ctx.db, [documentId]), mustExist("document")));
}

async function lockSectionOf(tx: DbOrTx, profileId: string, section: ProfileSection) {
  const row = await lockSectionWithOwner(tx, profileId, section);
  if (!row) throw notFound("Profile not found.");
  return row;
}

/** A coordinator sets a section to any of the three statuses, with remarks (spec 001 §4). */
export async function setSectionStatus(
  ctx: AppContext,
  actor: AuthUser,
  profileId: string,
  section: ProfileSection,
  status: VerificationStatus,
  remarks: string,
) {
  await ctx.db.transaction(async (tx) => {
    const { section: row, userId } = await lockSectionOf(tx, profileId, section);
    const text = remarks.trim();
    await setSectionVerification(tx, row.id, { status, remarks: text, signedById: actor.id });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "profile.section.status",
      subjectType: "profile_section",
      subjectId: row.id,
      fromStatus: row.status,
      toStatus: status,
      remarks: text,
      data: { section },
    });
    if (status === "MODIFICATION_REQUESTED")
      await tellCandidate(ctx, tx, userId, PROFILE_SECTION_LABELS[section], text);
  });
  ctx.mailWorker.kick();
}

/** A manual remark on a section, kept apart from the status remarks. */
export async function setManualRemark(
  ctx: AppContext,
  actor: AuthUser,
  profileId: string,
  section: ProfileSection,
  remarks: string,
) {
  await ctx.db.transaction(async (tx) => {
    const { section: row } = await lockSectionOf(tx, profileId, section);
    const text = remarks.trim();
    await setSectionManualRemark(tx, row.id, text, actor.id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "profile.section.manual_remark",
      subjectType: "profile_section",
      subjectId: row.id,
      remarks: text,
      data: { section },
    });
  });
}
