import { APPLICATION_TYPE_LABELS, type FeeListItem, formatDateTime, VERIFICATION_STATUS_LABELS } from "@phd/shared";
import { csvLine } from "../../lib/csv.ts";
import { presentApplicationHead, presentFeeSigner } from "../applications/index.ts";
import type { FeeExportRow, FeeRow } from "./queries.ts";

/** A row of the fee list (spec 001 §2, §3 feeDetails). */
export function presentFeeRow(r: FeeRow): FeeListItem {
  const { app } = r;
  return {
    ...presentApplicationHead(app),
    user: r.user,
    feeDetails: {
      utrDuNumber: app.utrDuNumber,
      amount: app.amount,
      transactionTime: app.transactionTime.toISOString(),
      bankName: app.bankName,
      remarks: app.feeRemarks,
      verification: {
        status: app.feeStatus,
        signedBy: presentFeeSigner(r.signer, app.feeSignedAt),
      },
      receipt: r.receipt
        ? {
            _id: r.receipt.id,
            originalFileName: r.receipt.originalFileName,
            mimeType: r.receipt.mimeType,
            fileSize: r.receipt.fileSize,
            status: r.receipt.status,
          }
        : null,
    },
    duplicateUtr: r.duplicateUtr,
  };
}

export const CSV_HEADER = [
  "Application ID",
  "Applicant Name",
  "Email",
  "Department",
  "Type",
  "UTR/DU Number",
  "Amount (INR)",
  "Transaction Time",
  "Bank Name",
  "Fee Status",
  "Signed By",
  "Signed At",
  "Remarks",
  "Duplicate UTR",
];

/** A fee row of the export as one CSV line. */
export function feeCsvLine(r: FeeExportRow, timeZone: string): string {
  return csvLine([
    r.applicationId,
    r.name,
    r.email,
    r.department,
    APPLICATION_TYPE_LABELS[r.applicationType],
    r.utrDuNumber,
    r.amount.toFixed(2),
    formatDateTime(r.transactionTime, timeZone),
    r.bankName,
    VERIFICATION_STATUS_LABELS[r.feeStatus],
    r.signerName ?? "",
    r.feeSignedAt ? formatDateTime(r.feeSignedAt, timeZone) : "",
    r.feeRemarks ?? "",
    r.duplicateUtr ? "yes" : "no",
  ]);
}
