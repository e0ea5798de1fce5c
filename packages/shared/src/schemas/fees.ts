import { z } from "zod";
import { APPLICATION_TYPES } from "../applications.ts";
import { DEPARTMENT_NAMES } from "../departments.ts";
import { APPLICATION_STATUSES, VERIFICATION_STATUSES } from "../verification.ts";
import { historyEvent, SORT_ORDERS } from "./application-review.ts";
import { applicationDetail } from "./applications.ts";
import { calendarDay, emptyAsUnset, paginationOf, withDaysInOrder } from "./common.ts";
import { signer } from "./documents.ts";
import { say } from "./messages.ts";
import { roundParam } from "./rounds.ts";

export const FEE_LIST_PAGE_SIZE = 10;
export const FEE_LIST_MAX_PAGE_SIZE = 100;
/** Sortable columns of the fee list (spec 001 §2); `createdAt` (newest first) is the default. */
export const FEE_SORTS = [
  "createdAt",
  "applicationId",
  "name",
  "department",
  "amount",
  "transactionTime",
  "status",
] as const;
export type FeeSort = (typeof FEE_SORTS)[number];

const flag = emptyAsUnset(z.enum(["true", "false"], say("Use true or false")).transform((v) => v === "true"));

/** The filters, search, sort and grouping of the fee list and of its CSV export. */
const feeFilters = z.object({
  search: emptyAsUnset(z.string().trim().max(100, say("Search is too long"))),
  department: emptyAsUnset(z.enum(DEPARTMENT_NAMES, say("Unknown department"))),
  applicationType: emptyAsUnset(z.enum(APPLICATION_TYPES, say("Unknown application type"))),
  /** The fee record's verification status (not the application's). */
  verificationStatus: emptyAsUnset(z.enum(VERIFICATION_STATUSES, say("Unknown status"))),
  utrNumber: emptyAsUnset(z.string().trim().max(40, say("UTR/DU Number is too long"))),
  applicationId: emptyAsUnset(z.string().trim().max(30, say("Application ID is too long"))),
  fromDate: emptyAsUnset(calendarDay),
  toDate: emptyAsUnset(calendarDay),
  /** Only payments whose UTR also appears on another candidate's application. */
  duplicatesOnly: flag,
  sort: emptyAsUnset(z.enum(FEE_SORTS, say("Unknown sort"))),
  order: emptyAsUnset(z.enum(SORT_ORDERS, say("Order is asc or desc"))),
  /** Rows of one candidate together (by name), each group in the chosen order. */
  groupByUser: flag,
  round: roundParam,
});

/** GET /api/fee-details (spec 001 §7): the filters plus page (from 1) and limit (10 by default, at most 100). */
export const feeListQuery = withDaysInOrder(
  feeFilters.extend({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce.number().int().min(1).max(FEE_LIST_MAX_PAGE_SIZE).default(FEE_LIST_PAGE_SIZE),
  }),
);
export type FeeListQuery = z.input<typeof feeListQuery>;
export type FeeListFilters = z.output<typeof feeListQuery>;

/** GET /api/fee-details/export.csv: the same filters and order, every matching row. */
export const feeExportQuery = withDaysInOrder(feeFilters);
export type FeeExportFilters = z.output<typeof feeExportQuery>;

/** The receipt of a payment as the list shows it (View and Download need it). */
export const feeReceiptFile = z.object({
  _id: z.uuid(),
  originalFileName: z.string(),
  mimeType: z.string(),
  fileSize: z.number().int(),
  status: z.enum(VERIFICATION_STATUSES),
});

/** One row of the fee list (spec 001 §2, §3 feeDetails). */
export const feeListItem = z.object({
  id: z.uuid(),
  _id: z.uuid(),
  applicationId: z.string(),
  department: z.enum(DEPARTMENT_NAMES),
  applicationType: z.enum(APPLICATION_TYPES),
  /** The application's overall status (the fee status is `feeDetails.verification.status`). */
  verificationStatus: z.enum(APPLICATION_STATUSES),
  createdAt: z.iso.datetime(),
  user: z.object({ id: z.uuid(), name: z.string(), email: z.string() }),
  feeDetails: z.object({
    utrDuNumber: z.string(),
    amount: z.number(),
    transactionTime: z.iso.datetime(),
    bankName: z.string(),
    remarks: z.string().nullable(),
    verification: z.object({
      status: z.enum(VERIFICATION_STATUSES),
      signedBy: signer.extend({ updatedAt: z.iso.datetime().nullable() }).nullable(),
    }),
    receipt: feeReceiptFile.nullable(),
  }),
  /** The same UTR is on an application of another candidate (beyond the spec, issue 12). */
  duplicateUtr: z.boolean(),
});
export type FeeListItem = z.infer<typeof feeListItem>;

/** GET /api/fee-details: `data` is the page's rows, `count` their number (spec 001 §7). */
export const feeListResponse = z.object({
  success: z.literal(true),
  data: z.array(feeListItem),
  pagination: paginationOf("totalApplications"),
  count: z.number().int().min(0),
});
export type FeeListResponse = z.infer<typeof feeListResponse>;

/** Another candidate's application that carries the same UTR. */
export const duplicateUtrApplication = z.object({
  id: z.uuid(),
  applicationId: z.string(),
  department: z.enum(DEPARTMENT_NAMES),
  user: z.object({ name: z.string(), email: z.string() }),
});
export type DuplicateUtrApplication = z.infer<typeof duplicateUtrApplication>;

/** GET /api/fee-details/full/{id}: the application, the other candidates' payments with its UTR, and the fee's history. */
export const feeDetailResponse = z.object({
  success: z.literal(true),
  data: applicationDetail.extend({
    duplicateUtr: z.array(duplicateUtrApplication),
    /** The fee's events (verdicts, the candidate's corrections) and its receipt's, newest first. */
    feeHistory: z.array(historyEvent),
  }),
});
export type FeeDetail = z.infer<typeof feeDetailResponse>["data"];

/**
 * PUT /api/fee-details/{id}/verify (spec 001 §4, §7): the target status and the remarks.
 * VERIFIED verifies (remarks optional, a default note otherwise), MODIFICATION_REQUESTED requests a
 * modification or, when already requested, replaces the remarks (remarks required), PENDING resets.
 */
export const feeVerifyBody = z.object({
  status: z.enum(VERIFICATION_STATUSES, say("Unknown status")),
  remarks: z.string().max(2000, say("Remarks are too long")).nullish(),
});
export type FeeVerifyBody = z.input<typeof feeVerifyBody>;

export const feeVerifyResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    status: z.enum(VERIFICATION_STATUSES),
    remarks: z.string().nullable(),
    verificationStatus: z.enum(APPLICATION_STATUSES),
  }),
});
export type FeeVerifyResponse = z.infer<typeof feeVerifyResponse>;

/** The default note of a fee verified without remarks (spec 001 §4). */
export const feeVerifiedRemark = (name: string | null | undefined) =>
  `Fee details processed by ${name?.trim() || "Coordinator"}`;
