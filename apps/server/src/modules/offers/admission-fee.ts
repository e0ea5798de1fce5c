import {
  actionForTarget,
  type FeeVerifyBody,
  feeDetailsInput,
  feeVerifiedRemark,
  OFFER_STATE_LABELS,
  verificationTransition,
} from "@phd/shared";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { offers } from "../../db/schema.ts";
import { badRequest, conflict, notFound, term } from "../../lib/errors.ts";
import type { AuthUser } from "../../plugins/auth.ts";
import { documentFileOf, type FormUpload } from "../../storage/uploads.ts";
import { recordAudit } from "../audit/index.ts";
import { currentRoundIdOf } from "../constants/index.ts";
import { readRound, roundSummary } from "../rounds/index.ts";
import { lockOpenOfferRound, lockOwnOffer, mustFind } from "./access.ts";
import { candidateOfferOf } from "./candidate.ts";
import { queueOfferNotices } from "./notices.ts";
import { presentOffer, presentOfferWithFee } from "./presenter.ts";
import * as q from "./queries.ts";

/** The candidate enters the admission fee of an accepted offer (again, when a change was asked for). */
export async function submitAdmissionFee(ctx: AppContext, user: AuthUser, offerId: string, upload: FormUpload) {
  try {
    // An empty form is a bad request, whatever the id (as the reapply form).
    if (upload.files.length === 0 && Object.keys(upload.fields).length === 0)
      throw badRequest("Enter the admission fee's payment details and attach its receipt.");
    await ctx.db.transaction(async (tx) => {
      const { offer } = await lockOwnOffer(tx, user, offerId);
      if (offer.state !== "ACCEPTED")
        throw conflict("The admission fee is paid after accepting the offer, and before the admission is confirmed.");
      if (offer.feeStatus === "PENDING" || offer.feeStatus === "VERIFIED")
        throw conflict("The admission fee has been entered already; the account section is verifying it.");
      const fee = feeDetailsInput.safeParse(upload.fields);
      if (!fee.success) {
        const issue = fee.error.issues[0];
        throw badRequest(issue?.message ?? "Please check the fee details", {
          [String(issue?.path[0] ?? "utrDuNumber")]: issue?.message ?? "",
        });
      }
      // A correction may keep the receipt already sent; a first entry needs one.
      const file = upload.files.find((f) => f.field === "receipt");
      if (!file && !offer.feeReceiptDocumentId)
        throw badRequest("Attach the receipt of the admission fee (PDF, JPG or PNG).", { receipt: "Required" });
      const receipt = file
        ? await q.insertReceipt(tx, {
            userId: user.id,
            documentType: "ADMISSION_FEE_RECEIPT",
            ...documentFileOf(file),
          })
        : { id: offer.feeReceiptDocumentId as string };
      await q.setOffer(tx, offer.id, {
        feeUtrDuNumber: fee.data.utrDuNumber,
        feeAmount: fee.data.amount,
        feeTransactionTime: fee.data.transactionTime,
        feeBankName: fee.data.bankName,
        feeReceiptDocumentId: receipt.id,
        feeStatus: "PENDING",
        feeRemarks: null,
        feeSubmittedAt: new Date(),
        feeSignedAt: null,
        feeSignedById: null,
      });
      await recordAudit(tx, {
        actorId: user.id,
        action: "offer.admission_fee",
        subjectType: "offer",
        subjectId: offer.id,
        roundId: offer.roundId,
        fromStatus: offer.feeStatus,
        toStatus: "PENDING",
        data: {
          utrDuNumber: fee.data.utrDuNumber,
          amount: fee.data.amount,
          previousReceipt: offer.feeReceiptDocumentId,
        },
      });
    });
  } catch (err) {
    await Promise.all(upload.files.map((f) => ctx.storage.delete(f.key)));
    throw err;
  }
  return candidateOfferOf(ctx, offerId);
}

/** The account section's list of entered admission fees of a round (the current one by default). */
export async function admissionFees(ctx: AppContext, roundId: string | undefined, status?: FeeVerifyBody["status"]) {
  const round = roundId ? await readRound(ctx.db, roundId) : await currentRound(ctx);
  const rows = await q.offersWithFee(ctx.db, round.id, status);
  const now = ctx.clock.now();
  return { round: roundSummary(round), offers: rows.map((f) => presentOfferWithFee(f, now)) };
}

async function currentRound(ctx: AppContext) {
  const id = await currentRoundIdOf(ctx.db);
  if (!id) throw notFound("Admission round not found.");
  return readRound(ctx.db, id);
}

/** The receipt file of an offer's admission fee (the account section, the admin). */
export async function admissionFeeReceipt(ctx: AppContext, offerId: string) {
  const f = await mustFind(ctx.db, offerId);
  if (!f.receiptKey || !f.receiptName || !f.receiptMime) throw notFound("This offer has no admission fee receipt.");
  try {
    const stream = await ctx.storage.get(f.receiptKey);
    const extension = /\.[A-Za-z0-9]{1,5}$/.exec(f.receiptName)?.[0]?.toLowerCase() ?? "";
    return {
      stream,
      mimeType: f.receiptMime,
      fileName: `admission_fee_receipt_${f.humanId}${extension}`,
      size: f.receiptSize ?? 0,
    };
  } catch {
    throw notFound("The receipt file is missing. Ask the candidate to enter the admission fee again.");
  }
}

/**
 * The account section's verdict on an admission fee, as on the application fee (the shared
 * verification machine): VERIFIED admits the candidate (ACCEPTED → ADMITTED), which is final.
 */
export async function verifyAdmissionFee(ctx: AppContext, actor: AuthUser, offerId: string, body: FeeVerifyBody) {
  await verifyAdmissionFeeIf(ctx, actor, offerId, body);
  return presentOffer(await mustFind(ctx.db, offerId), ctx.clock.now());
}

/**
 * `verifyAdmissionFee`, given only where `condition` holds under the offer's lock (the
 * reconciliation's bulk verification): whether it was given.
 */
export async function verifyAdmissionFeeIf(
  ctx: AppContext,
  actor: AuthUser,
  offerId: string,
  body: FeeVerifyBody,
  condition?: {
    holds(tx: DbOrTx, offer: typeof offers.$inferSelect): Promise<boolean>;
    audit: Record<string, unknown>;
  },
): Promise<boolean> {
  const given = await ctx.db.transaction(async (tx) => {
    const offer = await q.lockOffer(tx, offerId);
    if (!offer?.feeStatus) throw notFound("No admission fee has been entered for this offer.");
    await lockOpenOfferRound(tx, offer.roundId);
    if (condition && !(await condition.holds(tx, offer))) return false;
    if (offer.state === "ADMITTED") throw conflict("The candidate is admitted: the verified fee cannot change.");
    if (offer.state !== "ACCEPTED")
      throw conflict("The offer is {{offerState}}: its fee is not reviewed.", {
        offerState: term(OFFER_STATE_LABELS[offer.state], true),
      });
    const from = offer.feeStatus;
    const action = actionForTarget(from, body.status);
    const next = verificationTransition(from, action, body.remarks, feeVerifiedRemark(actor.name));
    if (!next.ok) throw badRequest(next.error);
    const admitted = next.to === "VERIFIED";
    await q.setOffer(tx, offer.id, {
      feeStatus: next.to,
      feeRemarks: next.remarks,
      feeSignedById: actor.id,
      feeSignedAt: new Date(),
      ...(admitted ? { state: "ADMITTED" as const } : {}),
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "offer.admission_fee_verdict",
      subjectType: "offer",
      subjectId: offer.id,
      roundId: offer.roundId,
      fromStatus: from,
      toStatus: next.to,
      remarks: next.remarks,
      data: { utrDuNumber: offer.feeUtrDuNumber, amount: offer.feeAmount, ...condition?.audit },
    });
    if (admitted)
      await recordAudit(tx, {
        actorId: actor.id,
        action: "offer.admit",
        subjectType: "offer",
        subjectId: offer.id,
        roundId: offer.roundId,
        fromStatus: "ACCEPTED",
        toStatus: "ADMITTED",
        data: { department: offer.department, channel: offer.channel },
      });
    const facts = await mustFind(tx, offer.id);
    await queueOfferNotices(ctx, tx, [
      [facts, admitted ? { kind: "admitted" } : { kind: "fee", status: next.to, remarks: next.remarks }],
    ]);
    return true;
  });
  if (given) ctx.mailWorker.kick();
  return given;
}
