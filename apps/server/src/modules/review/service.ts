import {
  actionForTarget,
  documentTypeLabel,
  HISTORY_SUBJECTS,
  type historyEvent,
  PROFILE_SECTION_LABELS,
  PROFILE_SECTIONS,
  type ProfileSection,
  processedBy,
  scopeOf,
  sectionStatusRemarks,
  type VerificationAction,
  type VerificationStatus,
  verdictAction,
  verificationTransition,
} from "@phd/shared";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { auditEvents } from "../../db/schema.ts";
import { mustExist, single } from "../../db/single.ts";
import { badRequest, notFound } from "../../lib/errors.ts";
import { partNotice, queueReviewNotices, type ReviewNotice } from "../../mail/review-notices.ts";
import { type AuthUser, reachableOr404, visibleOr404 } from "../../plugins/auth.ts";
import {
  candidateFacts,
  documentFacts,
  isFeeReceipt,
  refreshApplicationStatuses,
  type StatusChange,
} from "../application-status/index.ts";
import { recordAudit } from "../audit/index.ts";
import {
  documentsWithSignerByIds,
  lockDocumentById,
  presentDocument,
  setDocumentVerification,
} from "../documents/index.ts";
import { lockSectionWithOwner, setSectionManualRemark, setSectionVerification } from "../profile/index.ts";
import { assertApplicationDocumentOpen } from "../rounds/index.ts";
import { findUserById } from "../users/index.ts";
import { findApplication, historyOf } from "./queries.ts";

/** The candidate learns of a part's new state and of each application whose status it moved. */
export async function tellCandidate(
  ctx: AppContext,
  tx: DbOrTx,
  userId: string,
  part: ReviewNotice,
  changes: StatusChange[],
) {
  const owner = await findUserById(tx, userId);
  if (!owner) return;
  const statusNotices: ReviewNotice[] = changes.map((c) =>
    c.to === "PENDING"
      ? { key: `application:${c.id}`, kind: "withdrawn" }
      : {
          key: `application:${c.id}`,
          kind: "application",
          applicationId: c.applicationId,
          department: c.department,
          status: c.to,
        },
  );
  await queueReviewNotices(ctx, tx, owner, [part, ...statusNotices]);
}

/**
 * A document under lock, if the reviewer may act on it: coordinators within their departments,
 * admins any, and the account section a fee receipt (decision 015). Anything else answers 404; an
 * application document of a closed round 409.
 */
async function lockReviewableDocument(tx: DbOrTx, actor: AuthUser, documentId: string) {
  const doc = await lockDocumentById(tx, documentId);
  let reachable: NonNullable<typeof doc>;
  if (doc && !scopeOf(actor.role, "document.review") && scopeOf(actor.role, "fee.review") === "any") {
    if (!(await isFeeReceipt(tx, doc.id))) throw notFound(DOCUMENT_NOT_FOUND);
    reachable = doc;
  } else {
    reachable = await reachableOr404(actor, "document.review", doc, (d) => documentFacts(tx, d), DOCUMENT_NOT_FOUND);
  }
  await assertApplicationDocumentOpen(tx, reachable);
  return reachable;
}

/**
 * One review action on a document (spec 001 §4) in one transaction: under a row lock the
 * transition table decides, the reviewer becomes the signer, the history gets a row, the
 * candidate's applications take their new status, and the candidate's e-mail is queued.
 * A document outside the reviewer's departments answers 404 (decision 007).
 */
export async function actOnDocument(
  ctx: AppContext,
  actor: AuthUser,
  documentId: string,
  action: VerificationAction | { target: VerificationStatus },
  remarks?: string | null,
) {
  await ctx.db.transaction(async (tx) => {
    const doc = await lockReviewableDocument(tx, actor, documentId);
    const from = doc.status;
    const act = typeof action === "string" ? action : actionForTarget(from, action.target);
    const result = verificationTransition(from, act, remarks, processedBy("Document", actor.name));
    if (!result.ok) throw badRequest(result.error);
    await setDocumentVerification(tx, doc.id, {
      status: result.to,
      remarks: result.remarks,
      signedById: actor.id,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: verdictAction("document", act),
      subjectType: "document",
      subjectId: doc.id,
      fromStatus: from,
      toStatus: result.to,
      remarks: result.remarks,
    });
    const changes = await refreshApplicationStatuses(tx, doc.userId, actor.id);
    const label = documentTypeLabel(doc.documentType);
    await tellCandidate(
      ctx,
      tx,
      doc.userId,
      partNotice(`document:${doc.id}`, label, result.to, result.remarks),
      changes,
    );
  });
  ctx.mailWorker.kick();
  return presentDocument(await single(documentsWithSignerByIds(ctx.db, [documentId]), mustExist("document")));
}

/** A section under lock, if the reviewer may act on it; else 404 like a missing profile. */
async function lockReviewableSection(tx: DbOrTx, actor: AuthUser, profileId: string, section: ProfileSection) {
  return reachableOr404(
    actor,
    "profile.review",
    await lockSectionWithOwner(tx, profileId, section),
    (row) => candidateFacts(tx, row.userId),
    "Profile not found.",
  );
}

/**
 * A reviewer sets a section to any of the three statuses (spec 001 §4), in one transaction. As for
 * documents, verifying without remarks signs with "Section processed by {name}"; the other
 * statuses need remarks (decision 026).
 */
export async function setSectionStatus(
  ctx: AppContext,
  actor: AuthUser,
  profileId: string,
  section: ProfileSection,
  status: VerificationStatus,
  remarks: string | null | undefined,
) {
  const checked = sectionStatusRemarks(status, remarks, processedBy("Section", actor.name));
  if (!checked.ok) throw badRequest(checked.error);
  const text = checked.remarks;
  await ctx.db.transaction(async (tx) => {
    const { section: row, userId } = await lockReviewableSection(tx, actor, profileId, section);
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
    const changes = await refreshApplicationStatuses(tx, userId, actor.id);
    const notice = partNotice(`section:${row.id}`, PROFILE_SECTION_LABELS[section], status, text);
    await tellCandidate(ctx, tx, userId, notice, changes);
  });
  ctx.mailWorker.kick();
}

/** A manual remark on a section, kept apart from the status remarks (reviewers' notes; no e-mail). */
export async function setManualRemark(
  ctx: AppContext,
  actor: AuthUser,
  profileId: string,
  section: ProfileSection,
  remarks: string,
) {
  await ctx.db.transaction(async (tx) => {
    const { section: row } = await lockReviewableSection(tx, actor, profileId, section);
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

const NO_APPLICATION = "Application not found or access denied.";
const DOCUMENT_NOT_FOUND = "Document not found.";

/** The history of an application for its reviewers (issue 11 item 4), from the audit events. */
export async function applicationHistory(ctx: AppContext, viewer: AuthUser, id: string) {
  const app = visibleOr404(
    viewer,
    "application.review",
    await findApplication(ctx.db, id),
    (a) => ({ ownerId: a.userId, departments: [a.department] }),
    NO_APPLICATION,
  );
  return (await historyOf(ctx.db, app)).flatMap(presentHistoryEvent);
}

type AuditEventRow = typeof auditEvents.$inferSelect;

/** An audit row as a history step, or nothing for a subject the history does not show. */
export function presentHistoryEvent({
  event,
  actor,
  section: recordSection,
}: {
  event: AuditEventRow;
  actor: { name: string; role: string } | null;
  /** A section event's section, read from its record (an Aadhaar reveal's data names none). */
  section?: string | null;
}): z.input<typeof historyEvent>[] {
  const subjectType = HISTORY_SUBJECTS.find((s) => s === event.subjectType);
  if (!subjectType || !event.subjectId) return [];
  const data = event.data ?? {};
  const previous = data.previous as { originalFileName?: unknown; fileSize?: unknown } | undefined;
  const section =
    subjectType === "profile_section"
      ? (PROFILE_SECTIONS.find((s) => s === (recordSection ?? data.section)) ?? null)
      : null;
  return [
    {
      id: event.id,
      action: event.action,
      subjectType,
      subjectId: event.subjectId,
      section,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      remarks: event.remarks,
      previousFile:
        previous && typeof previous.originalFileName === "string" && typeof previous.fileSize === "number"
          ? { originalFileName: previous.originalFileName, fileSize: previous.fileSize }
          : null,
      actor: actor ? { name: actor.name, role: actor.role } : null,
      createdAt: event.createdAt.toISOString(),
    },
  ];
}
