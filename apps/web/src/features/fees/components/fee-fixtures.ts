// Test-only answers of the fee routes, typed by the shared response schemas.
import type { FeeDetail, FeeListItem, FeeListResponse, HistoryEvent } from "@phd/shared";
import {
  APPLICATION_ID,
  applicationDetail,
  applicationSummary,
  documentRecord,
  historyEvent,
  type PageOptions,
  pagination,
  RECEIPT_ID,
} from "../../../test/fixtures.ts";

const NOW = "2025-01-10T10:00:00.000Z";
export const FEE_APP_ID = APPLICATION_ID;
export const FEE_RECEIPT_ID = RECEIPT_ID;
export const SIGNER_ID = "00000000-0000-4000-8000-0000000000b9";

const uuidOf = (n: number, prefix = "0") => `00000000-0000-4000-8000-${prefix}${String(n).padStart(11, "0")}`;

/** Row `n` of the list: PHD00n of "Applicant n", pending, with a receipt. */
export function feeRow(n: number, overrides: Partial<FeeListItem> = {}): FeeListItem {
  const {
    updatedAt: _updated,
    user,
    ...application
  } = applicationSummary(n, {
    verificationStatus: "FEE_DETAILS_VERIFICATION_PENDING",
  });
  return {
    ...application,
    user: { id: uuidOf(n, "1"), ...user },
    feeDetails: {
      utrDuNumber: `UTR${String(n).padStart(8, "0")}`,
      amount: 1500,
      transactionTime: NOW,
      bankName: "State Bank",
      remarks: null,
      verification: { status: "PENDING", signedBy: null },
      receipt: {
        _id: uuidOf(n, "2"),
        originalFileName: "receipt.pdf",
        mimeType: "application/pdf",
        fileSize: 1536,
        status: "PENDING",
      },
    },
    duplicateUtr: false,
    ...overrides,
  };
}

export function feePage(rows: FeeListItem[], page: PageOptions = {}): FeeListResponse {
  const { total, ...pages } = pagination(rows, page);
  return { success: true, data: rows, pagination: { ...pages, totalApplications: total }, count: rows.length };
}

type Fee = FeeDetail["feeDetails"];

/** GET /api/fee-details/full/{id} of PHD0042 (Asha Rao), fee PENDING with a receipt of 1,536 bytes. */
export function feeDetail({ fee = {}, detail = {} }: { fee?: Partial<Fee>; detail?: Partial<FeeDetail> } = {}): {
  success: true;
  data: FeeDetail;
} {
  return {
    success: true,
    data: {
      ...applicationDetail(
        {
          applicationType: "WORKING_PROFESSIONAL",
          verificationStatus: "FEE_DETAILS_VERIFICATION_PENDING",
          verificationField: { status: "FEE_DETAILS_VERIFICATION_PENDING" },
        },
        {
          utrDuNumber: "UTR12345678",
          amount: 1500,
          bankName: "State Bank",
          documents: {
            feeReceipt: documentRecord({
              _id: FEE_RECEIPT_ID,
              originalFileName: "receipt.pdf",
              documentType: "FEE_RECEIPT_COMPUTER_WORKING_PROFESSIONAL",
              fileSize: 1536,
            }),
          },
          ...fee,
        },
      ),
      duplicateUtr: [],
      feeHistory: [],
      ...detail,
    },
  };
}

/** A signer of the account section with three departments. */
export const accountsSigner = {
  _id: SIGNER_ID,
  name: "Meera Joshi",
  email: "meera@example.org",
  departments: ["Accounts", "Finance", "Audit"],
  updatedAt: "2025-01-11T09:30:00.000Z",
};

/** A fee event: the account section asked for a change to the payment. */
export function feeEvent(overrides: Partial<HistoryEvent> = {}): HistoryEvent {
  return historyEvent({
    action: "fee.request_modification",
    subjectType: "application",
    subjectId: FEE_APP_ID,
    remarks: "UTR does not match",
    actor: { name: "Meera Joshi", role: "accountSectionCoordinator" },
    ...overrides,
  });
}
