import type { CandidateOffer, OfferSettings, OfferState, OfferView } from "@phd/shared";
import { instructionLines } from "../../pdf/offer-letter-pdf.ts";
import type * as q from "./queries.ts";

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The state as it reads now (decision 034): an unanswered offer past its deadline has lapsed. */
export function effectiveState(offer: { state: OfferState; deadline: Date }, now: Date): OfferState {
  return offer.state === "OFFERED" && offer.deadline <= now ? "LAPSED" : offer.state;
}

function presentFee(f: q.OfferFacts): OfferView["admissionFee"] {
  const o = f.offer;
  if (!o.feeStatus || o.feeUtrDuNumber === null) return null;
  return {
    utrDuNumber: o.feeUtrDuNumber,
    amount: o.feeAmount ?? 0,
    transactionTime: iso(o.feeTransactionTime) ?? "",
    bankName: o.feeBankName ?? "",
    status: o.feeStatus,
    remarks: o.feeRemarks,
    receipt:
      o.feeReceiptDocumentId && f.receiptName && f.receiptMime
        ? { id: o.feeReceiptDocumentId, originalFileName: f.receiptName, mimeType: f.receiptMime }
        : null,
    submittedAt: iso(o.feeSubmittedAt) ?? "",
  };
}

/** An offer as staff see it: the candidate, the seat, the state as it reads now, the admission fee. */
export function presentOffer(f: q.OfferFacts, now: Date): OfferView {
  const o = f.offer;
  return {
    id: o.id,
    applicationRecordId: o.applicationId,
    applicationId: f.humanId,
    name: f.name,
    email: f.email,
    department: o.department,
    channel: o.channel,
    candidateCategory: f.candidateCategory,
    isPwd: f.isPwd,
    category: o.category,
    // A disability seat taken by a candidate without a disability (none was waiting) is an ordinary seat.
    disabilitySeat: o.disabilitySeat && f.isPwd,
    rank: f.rank,
    fromWaitlist: o.fromWaitlist,
    state: effectiveState(o, now),
    deadline: o.deadline.toISOString(),
    offeredAt: o.offeredAt.toISOString(),
    answeredAt: iso(o.answeredAt),
    admissionFee: presentFee(f),
  };
}

/** An entered admission fee on the account section's list: an offer whose fee is always there. */
export function presentOfferWithFee(f: q.OfferFacts, now: Date) {
  const view = presentOffer(f, now);
  return { ...view, admissionFee: view.admissionFee ?? mustHaveFee() };
}
const mustHaveFee = (): never => {
  throw new Error("an admission fee row without its fee");
};

/** The candidate's offer with what the round says of it (declaration, instructions, fee) and what they may do. */
export function presentCandidateOffer(f: q.OfferFacts, settings: OfferSettings, now: Date): CandidateOffer {
  const view = presentOffer(f, now);
  const fee = view.admissionFee;
  return {
    id: view.id,
    state: view.state,
    channel: view.channel,
    category: view.category,
    disabilitySeat: view.disabilitySeat,
    deadline: view.deadline,
    offeredAt: view.offeredAt,
    answeredAt: view.answeredAt,
    declaration: settings.declaration,
    reportingInstructions: settings.reportingInstructions,
    documentsToBring: instructionLines(settings.documentsToBring),
    admissionFeeAmount: settings.admissionFee,
    mayAnswer: view.state === "OFFERED",
    mayWithdraw: view.state === "ACCEPTED",
    mayPayFee: view.state === "ACCEPTED" && (fee === null || fee.status === "MODIFICATION_REQUESTED"),
    admissionFee: fee,
  };
}

/** A line of a final list's waitlist on the offers screen. */
export const presentWaitlistLine = (w: Awaited<ReturnType<typeof q.waitlistOf>>[number]) => ({
  applicationRecordId: w.applicationId,
  applicationId: w.humanId,
  name: w.name,
  channel: w.channel,
  category: w.category,
  isPwd: w.isPwd,
  rank: w.rank,
  waitlistPosition: w.waitlistPosition,
});
