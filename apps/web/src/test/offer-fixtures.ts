// The candidate's offer as the shared `candidateOffer` schema gives it, for component tests.
import { type AdmissionFeeView, type CandidateOffer, DEFAULT_OFFER_SETTINGS } from "@phd/shared";

export const OFFER_ID = "00000000-0000-4000-e000-000000000001";
const RECEIPT_ID = "00000000-0000-4000-e000-000000000002";

/** An OBC disability seat of the entrance-test channel, offered and not answered, the deadline far ahead. */
export function candidateOffer(overrides: Partial<CandidateOffer> = {}): CandidateOffer {
  return {
    id: OFFER_ID,
    state: "OFFERED",
    channel: "ENTRANCE_TEST",
    category: "OBC",
    disabilitySeat: true,
    // 12:30 UTC is 6:00 PM at the institution (Asia/Kolkata).
    deadline: "2099-12-08T12:30:00.000Z",
    offeredAt: "2026-12-01T04:30:00.000Z",
    answeredAt: null,
    declaration: DEFAULT_OFFER_SETTINGS.declaration,
    reportingInstructions: DEFAULT_OFFER_SETTINGS.reportingInstructions,
    documentsToBring: DEFAULT_OFFER_SETTINGS.documentsToBring.split("\n"),
    admissionFeeAmount: 25_000,
    mayAnswer: true,
    mayWithdraw: false,
    mayPayFee: false,
    admissionFee: null,
    ...overrides,
  };
}

/** The admission fee as entered: waiting for the account section, unless overridden. */
export function admissionFee(overrides: Partial<AdmissionFeeView> = {}): AdmissionFeeView {
  return {
    utrDuNumber: "UTR998877",
    amount: 25_000,
    transactionTime: "2026-12-02T05:30:00.000Z",
    bankName: "State Bank",
    status: "PENDING",
    remarks: null,
    receipt: { id: RECEIPT_ID, originalFileName: "admission-fee.pdf", mimeType: "application/pdf" },
    submittedAt: "2026-12-02T06:00:00.000Z",
    ...overrides,
  };
}

/** An offer accepted on Dec 2 whose admission fee may now be entered. */
export const acceptedOffer = (overrides: Partial<CandidateOffer> = {}) =>
  candidateOffer({
    state: "ACCEPTED",
    answeredAt: "2026-12-02T04:30:00.000Z",
    mayAnswer: false,
    mayWithdraw: true,
    mayPayFee: true,
    ...overrides,
  });

/** The server's answer to a change of the offer. */
export const offerAnswer = (data: CandidateOffer, message: string) => ({ success: true, message, data });
