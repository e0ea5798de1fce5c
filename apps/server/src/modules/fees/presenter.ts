import { APPLICATION_TYPE_LABELS, type FeeListItem, formatDateTime, VERIFICATION_STATUS_LABELS } from "@phd/shared";
import { csvLine } from "../../lib/csv.ts";
import type { FeeExportRow, FeeRow } from "./queries.ts";

/** A row of the fee list (spec 001 §2, §3 feeDetails). */
export function presentFeeRow(r: FeeRow): FeeListItem {
  const { app } = r;
  return {
    id: app.id,
    _id: app.id,
    applicationId: app.applicationId,
    department: app.department,
    applicationType: app.applicationType,
    verificationStatus: app.status,
    createdAt: app.createdAt.toISOString(),
    user: r.user,
    feeDetails: {
      utrDuNumber: app.utrDuNumber,
      amount: app.amount,
      transactionTime: app.transactionTime.toISOString(),
      bankName: app.bankName,
      remarks: app.feeRemarks,
      verification: {
        status: app.feeStatus,
        signedBy: r.signer
          ? {
              _id: r.signer.id,
              name: r.signer.name,
              email: r.signer.email,
              departments: r.signer.departments,
              updatedAt: app.feeSignedAt?.toISOString() ?? null,
            }
          : null,
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
