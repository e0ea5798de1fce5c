import {
  APPLICATION_DOCUMENT_LABELS,
  APPLICATION_TYPE_LABELS,
  applicationChoice,
  applicationDocumentOf,
  duplicateApplicationMessage,
  feeDetailsInput,
  feeReceiptDocumentKey,
  formatApplicationId,
  missingFeeFields,
  REFUSAL_CODES,
  sopDocumentKey,
  WORKING_PROFESSIONAL_RULE,
} from "@phd/shared";
import type { AppContext } from "../../context.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { ByteCache, contentKey } from "../../lib/byte-cache.ts";
import { badRequest, conflict, forbidden, terms } from "../../lib/errors.ts";
import { languageOrDefault } from "../../lib/i18n.ts";
import { mailContext } from "../../mail/context.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { applicationSubmittedMail } from "../../mail/templates.ts";
import { imageBytes, renderApplicationPdf } from "../../pdf/application-pdf.ts";
import { type AuthUser, visibleOr404 } from "../../plugins/auth.ts";
import { documentFileOf, type FormUpload, type SavedUpload } from "../../storage/uploads.ts";
import { refreshApplicationStatuses } from "../application-status/index.ts";
import { recordAudit } from "../audit/index.ts";
import { assertAdmissionsOpen as assertOpen, readConstants } from "../constants/index.ts";
import { deleteDocumentsByIds, documentsWithSignerByIds, insertDocument } from "../documents/index.ts";
import { candidateMerits } from "../merit/index.ts";
import { candidateOffers } from "../offers/index.ts";
import { isProfileComplete, loadProfile, loadProfileWithDocuments, workingProfessionalOf } from "../profile/index.ts";
import { assertRoundOpen } from "../rounds/index.ts";
import { candidateShortlists } from "../shortlist/index.ts";
import { findUserById } from "../users/index.ts";
import { presentApplication, presentApplicationSummary } from "./presenter.ts";
import * as q from "./queries.ts";

const CLOSED = "Admissions are currently closed. You cannot submit an application at this time.";
const APPLICATION_FILE_FIELD = /^(SOP|FEE_RECEIPT)_[A-Z_]+_(REGULAR|WORKING_PROFESSIONAL)$/;

/** The first message of a failed parse (a zod error always has at least one issue). */
function firstMessage(error: { issues: { message: string }[] }): string {
  return error.issues[0]?.message ?? "Invalid details";
}

export async function listOwn(ctx: AppContext, user: AuthUser) {
  const [rows, isWorkingProfessional] = await Promise.all([
    q.listOfUser(ctx.db, user.id),
    workingProfessionalOf(ctx.db, user.id),
  ]);
  const ids = rows.map((r) => r.app.id);
  const [shortlists, merits, offers] = await Promise.all([
    candidateShortlists(ctx.db, ids),
    candidateMerits(ctx.db, ids, ctx.clock.now()),
    candidateOffers(ctx.db, ids, ctx.clock.now()),
  ]);
  return {
    applications: rows.map((r) => ({
      ...presentApplicationSummary(r.app, r.user, r.round),
      shortlist: shortlists.get(r.app.id) ?? null,
      merit: merits.get(r.app.id) ?? null,
      offer: offers.get(r.app.id) ?? null,
    })),
    isWorkingProfessional,
  };
}

const applicationFacts = ({ app }: { app: { userId: string; department: string } }) => ({
  ownerId: app.userId,
  departments: [app.department],
});

/** Loads an application the viewer may see: the owner, or staff (decision 007). Others get 404. */
export async function loadVisible(ctx: AppContext, viewer: AuthUser, id: string) {
  return visibleOr404(
    viewer,
    "application.read",
    await q.findById(ctx.db, id),
    applicationFacts,
    "Application not found or access denied.",
  );
}

export async function presentFull(ctx: AppContext, found: NonNullable<Awaited<ReturnType<typeof q.findById>>>) {
  const { app, user, round } = found;
  const ids = [app.sopDocumentId, app.feeReceiptDocumentId].filter((x): x is string => Boolean(x));
  const docs = await documentsWithSignerByIds(ctx.db, ids);
  const feeSigner = app.feeSignedById ? await findUserById(ctx.db, app.feeSignedById) : undefined;
  const [shortlists, merits, offers] = await Promise.all([
    candidateShortlists(ctx.db, [app.id]),
    candidateMerits(ctx.db, [app.id], ctx.clock.now()),
    candidateOffers(ctx.db, [app.id], ctx.clock.now()),
  ]);
  const presented = presentApplication(
    app,
    user,
    round,
    {
      sop: docs.find((d) => d.doc.id === app.sopDocumentId),
      feeReceipt: docs.find((d) => d.doc.id === app.feeReceiptDocumentId),
    },
    feeSigner ?? null,
  );
  return {
    ...presented,
    shortlist: shortlists.get(app.id) ?? null,
    merit: merits.get(app.id) ?? null,
    offer: offers.get(app.id) ?? null,
  };
}

export async function entire(ctx: AppContext, viewer: AuthUser, id: string) {
  const found = await loadVisible(ctx, viewer, id);
  const [application, profile] = await Promise.all([presentFull(ctx, found), loadProfile(ctx, found.app.userId)]);
  return { application, profile };
}

/** Refuses a submission while admissions are closed (checked before the upload is read, and again inside). */
export async function assertAdmissionsOpen(ctx: AppContext) {
  await assertOpen(ctx.db, ctx.clock.now(), CLOSED);
}

/** How an upload field of the apply form is named in messages. */
export function applicationFileLabel(field: string): string {
  const applicationDocument = applicationDocumentOf(field);
  return applicationDocument ? APPLICATION_DOCUMENT_LABELS[applicationDocument] : field;
}

/**
 * Submits an application (spec 000 §5 Apply wizard rules): admissions open, one per department
 * and type, working-professional eligibility, both documents, sane fee details; a unique
 * application id; the confirmation mail is queued in the same transaction.
 */
export async function submit(ctx: AppContext, user: AuthUser, { fields, files }: FormUpload) {
  const unused = files.find((f) => !APPLICATION_FILE_FIELD.test(f.field));
  try {
    if (unused) throw badRequest("Unexpected file field {{field}}.", undefined, { field: unused.field });
    const choice = applicationChoice.safeParse(fields);
    if (!choice.success) throw badRequest(firstMessage(choice.error));
    const { department, applicationType } = choice.data;
    const sopKey = sopDocumentKey(department, applicationType);
    const feeKey = feeReceiptDocumentKey(department, applicationType);
    const sopUpload = files.find((f) => f.field === sopKey);
    const feeUpload = files.find((f) => f.field === feeKey);

    const result = await ctx.db.transaction(async (tx) => {
      // Again at commit time: a submission that started before the deadline but arrives after it is refused.
      await assertOpen(tx, ctx.clock.now(), CLOSED);
      if (await q.existsFor(tx, user.id, department, applicationType)) {
        throw conflict(duplicateApplicationMessage(department, applicationType));
      }
      if (!(await isProfileComplete(tx, user.id))) {
        throw badRequest("Please complete all four sections of your profile before applying.");
      }
      if (applicationType === "WORKING_PROFESSIONAL" && !(await workingProfessionalOf(tx, user.id))) {
        throw forbidden(WORKING_PROFESSIONAL_RULE);
      }
      const reused =
        !feeUpload && fields.feeReceiptDocumentId
          ? await q.findOwnFeeReceipt(tx, user.id, fields.feeReceiptDocumentId)
          : undefined;
      const feeReceipt = feeUpload ?? reused;
      if (!sopUpload || !feeReceipt) {
        const missingDocs = [
          !sopUpload && APPLICATION_DOCUMENT_LABELS.sop,
          !feeReceipt && APPLICATION_DOCUMENT_LABELS.feeReceipt,
        ].filter((label): label is string => Boolean(label));
        throw badRequest("Required documents missing: {{documents}}", undefined, {
          documents: terms(missingDocs),
        }).withCode(REFUSAL_CODES.documentsMissing);
      }
      const missingFee = missingFeeFields(fields);
      if (missingFee.length)
        throw badRequest("Required fee details missing: {{fields}}", undefined, { fields: terms(missingFee) });
      const fee = feeDetailsInput.safeParse(fields);
      if (!fee.success) throw badRequest(firstMessage(fee.error));

      // Each document's history starts with its upload, as a profile document's does (decision 025).
      const insertDoc = async (upload: SavedUpload, documentType: string) => {
        const id = await insertDocument(tx, {
          userId: user.id,
          documentType,
          ...documentFileOf(upload),
        });
        await recordAudit(tx, {
          actorId: user.id,
          action: "document.upload",
          subjectType: "document",
          subjectId: id,
          toStatus: "PENDING",
          data: { kind: documentType },
        });
        return id;
      };
      const sopDocumentId = await insertDoc(sopUpload, sopKey);
      const feeReceiptDocumentId = "key" in feeReceipt ? await insertDoc(feeReceipt, feeKey) : feeReceipt.id;
      const { number, prefix, roundId } = await q.nextApplicationNumber(tx, applicationType);
      const applicationId = formatApplicationId(prefix, number);
      const app = await q.insertApplication(tx, {
        applicationId,
        applicationNumber: number,
        roundId,
        searchText: applicationSearchText(applicationId, user),
        userId: user.id,
        department,
        applicationType,
        sopDocumentId,
        feeReceiptDocumentId,
        ...fee.data,
      });
      await recordAudit(tx, {
        actorId: user.id,
        action: "application.submit",
        subjectType: "application",
        subjectId: app.id,
        toStatus: app.status,
        data: { applicationId },
      });
      // A profile part already flagged by a reviewer flags the new application too.
      const moved = (await refreshApplicationStatuses(tx, user.id, user.id)).find((c) => c.id === app.id);
      const mail = applicationSubmittedMail(await mailContext(ctx, tx, user.language), {
        name: user.name,
        applicationId,
        department,
        typeLabel: APPLICATION_TYPE_LABELS[applicationType],
      });
      await enqueueMail(tx, user.email, "applicationSubmitted", mail);
      return moved ? { ...app, status: moved.to } : app;
    });
    ctx.mailWorker.kick();
    return presentApplicationSummary(result, user);
  } catch (err) {
    await Promise.all(files.map((f) => ctx.storage.delete(f.key)));
    if (isUniqueViolation(err)) throw conflict("This application was already submitted. Please check My Applications.");
    throw err;
  }
}

/** What the coordinators' search matches (decision 014): the id, the candidate's name and e-mail. */
export function applicationSearchText(applicationId: string, user: { name: string; email: string }): string {
  return `${applicationId} ${user.name} ${user.email}`.toLowerCase();
}

/** Withdraw: the application and its own documents go; a fee receipt shared with another application stays. */
export async function withdraw(ctx: AppContext, user: AuthUser, id: string) {
  const found = visibleOr404(
    user,
    "application.withdraw",
    await q.findById(ctx.db, id),
    applicationFacts,
    "Application not found or access denied.",
  );
  const removeKeys: string[] = [];
  await ctx.db.transaction(async (tx) => {
    const { app } = found;
    await assertRoundOpen(tx, app.roundId);
    await q.deleteById(tx, app.id);
    for (const docId of [app.sopDocumentId, app.feeReceiptDocumentId]) {
      if (!docId || (await q.documentUsedElsewhere(tx, docId, app.id))) continue;
      for (const r of await deleteDocumentsByIds(tx, [docId])) removeKeys.push(r.storageKey);
    }
    await q.decrementTypeCounter(tx, app.roundId, app.applicationType);
    await recordAudit(tx, {
      actorId: user.id,
      action: "application.withdraw",
      subjectType: "application",
      subjectId: app.id,
      fromStatus: app.status,
      data: { applicationId: app.applicationId },
    });
  });
  await Promise.all(removeKeys.map((k) => ctx.storage.delete(k)));
}

/**
 * Laid-out PDFs by what they show (issue 29): a download of an unchanged application sends the
 * bytes made at its first download since its last change. Keyed by a hash of every input, so an
 * entry is never stale; 64 MB holds a few thousand applications.
 */
const pdfCache = new ByteCache(64 * 1024 * 1024);

/** Application_{applicationId}.pdf for the owner or staff. */
export async function pdfFor(ctx: AppContext, viewer: AuthUser, id: string) {
  const found = await loadVisible(ctx, viewer, id);
  const [application, { profile, documents }, constants, owner] = await Promise.all([
    presentFull(ctx, found),
    loadProfileWithDocuments(ctx, found.app.userId),
    readConstants(ctx, false),
    findUserById(ctx.db, found.app.userId),
  ]);
  const stored = (kind: string) => documents.find((d) => d.doc.documentType === kind)?.doc;
  const { personalDetails, academicsUG, academicsPG, entranceDetails } = profile;
  // A submitted application needs a complete profile, so all four sections exist.
  if (!personalDetails || !academicsUG || !academicsPG || !entranceDetails) throw new Error("profile without sections");
  const fileName = `Application_${found.app.applicationId}.pdf`;
  const photo = stored("applicantPhoto");
  const signature = stored("signature");
  const input = {
    // The candidate's language, whoever downloads it (decision 035).
    language: languageOrDefault(owner?.language),
    heading: constants.websiteHeading,
    timeZone: constants.timeZone,
    application,
    candidate: found.user,
    profile: { personalDetails, academicsUG, academicsPG, entranceDetails },
  };
  // Stored files never change under a key, so the keys stand for the images' bytes.
  const key = contentKey({ ...input, photo: photo?.storageKey, signature: signature?.storageKey });
  const cached = pdfCache.get(key);
  if (cached) return { pdf: cached, fileName };
  const pdf = await renderApplicationPdf({
    ...input,
    images: { photo: await imageBytes(ctx.storage, photo), signature: await imageBytes(ctx.storage, signature) },
  });
  pdfCache.set(key, pdf);
  return { pdf, fileName };
}
