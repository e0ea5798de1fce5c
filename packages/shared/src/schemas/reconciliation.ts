import { z } from "zod";
import { APPLICATION_TYPES } from "../applications.ts";
import { DEPARTMENT_NAMES } from "../departments.ts";
import { FEE_KINDS, MATCH_RESULTS, STATEMENT_PROBLEMS } from "../domain/reconciliation.ts";
import { emptyAsUnset, paginationOf } from "./common.ts";
import { say } from "./messages.ts";

/**
 * Fee reconciliation from the bank's statement (issue 61, decision 058): the round's matching
 * rules, the statement import's form and report, the review list and the bulk verification.
 */

const rupees = z
  .number(say("Enter the fee in rupees, or leave it empty."))
  .positive(say("Enter the fee in rupees, or leave it empty."))
  .max(1_000_000, say("Amount is too large"));

/** A round's matching rules (the `reconciliation` key of its settings). */
export const reconciliationSettings = z
  .object({
    /** The application fee of each type; null: the amount the candidate entered is what is expected. */
    applicationFee: z.object({ REGULAR: rupees.nullable(), WORKING_PROFESSIONAL: rupees.nullable() }).strict(),
    /** How many days the bank's day may differ from the day the candidate entered. */
    dateWindowDays: z
      .number(say("The date window must be 0 to 30 days."))
      .int(say("The date window must be 0 to 30 days."))
      .min(0, say("The date window must be 0 to 30 days."))
      .max(30, say("The date window must be 0 to 30 days.")),
  })
  .strict();
export type ReconciliationSettings = z.infer<typeof reconciliationSettings>;
export const DEFAULT_RECONCILIATION: ReconciliationSettings = {
  applicationFee: { REGULAR: null, WORKING_PROFESSIONAL: null },
  dateWindowDays: 3,
};
export const reconciliationSettingsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    round: z.object({ id: z.uuid(), name: z.string(), isClosed: z.boolean() }),
    reconciliation: reconciliationSettings,
  }),
});
export const savedReconciliationSettingsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: reconciliationSettings,
});

const column = emptyAsUnset(z.string().trim().max(100, say("A column name is at most 100 characters.")));

/** Which column of the bank's file holds each field (the header's words). */
export const statementMapping = z
  .object({
    reference: z.string().trim().min(1, say("Choose the column of the transaction reference (UTR).")).max(100),
    date: z.string().trim().min(1, say("Choose the column of the date.")).max(100),
    amount: column,
    type: column,
    credit: column,
    debit: column,
    narration: column,
  })
  .strict()
  .refine((m) => !!m.amount !== !!m.credit, {
    ...say("Choose either the amount column or the credit (deposit) column."),
    path: ["amount"],
  })
  .refine((m) => !(m.type && !m.amount), {
    ...say("A credit/debit column goes with the amount column."),
    path: ["type"],
  })
  .refine((m) => !(m.debit && !m.credit), {
    ...say("A debit (withdrawal) column goes with the credit column."),
    path: ["debit"],
  });

const bankName = z
  .string(say("Enter the bank's name."))
  .trim()
  .min(2, say("Enter the bank's name."))
  .max(100, say("Bank Name is too long"));

/** The import form's fields (multipart, beside the `statement` file): the mapping as JSON, or the bank's remembered one. */
export const statementImportFields = z
  .object({
    bankName,
    mapping: emptyAsUnset(z.string().max(2000)),
    apply: z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true"),
  })
  .strict();

export const STATEMENT_REPORT_MAX_PROBLEMS = 500;
/** The largest statement one import reads (a year of a state-wide round's payments, and more). */
export const STATEMENT_MAX_ROWS = 500_000;
/**
 * The largest statement file in megabytes, whatever MAX_UPLOAD_MB says of other uploads: 500,000
 * rows of about 75 bytes (decision 058; the reverse proxy's body limit in docs/deploy.md allows it).
 */
export const STATEMENT_MAX_MB = 64;

export const statementImportResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    /** The file's transaction rows (credits and problem rows), its credits, and those no earlier statement held. */
    rows: z.number().int(),
    credits: z.number().int(),
    added: z.number().int(),
    alreadyImported: z.number().int(),
    problemCount: z.number().int(),
    problems: z.array(
      z.object({ line: z.number().int(), problem: z.enum(STATEMENT_PROBLEMS), message: z.string(), value: z.string() }),
    ),
    applied: z.boolean(),
    /** The statement (set once applied; the earlier one when this very file was imported before). */
    statementId: z.uuid().nullable(),
    /** Set when this very file was imported before (its sha-256), with nothing to add. */
    duplicateOf: z.object({ id: z.uuid(), importedAt: z.string(), fileName: z.string() }).nullable(),
    /** Where a round was matched after the import: its counts by result. */
    matched: z.record(z.enum(MATCH_RESULTS), z.number().int()).nullable(),
  }),
});
export type StatementImportReport = z.infer<typeof statementImportResponse>["data"];

/** A remembered mapping as answered (the columns as saved, without the form's checks: no transforms to encode). */
export const statementMappingView = z.object({
  bankName: z.string(),
  mapping: z.object({ reference: z.string(), date: z.string() }).catchall(z.string()),
  updatedAt: z.string(),
});
export const statementView = z.object({
  id: z.uuid(),
  bankName: z.string(),
  fileName: z.string(),
  credits: z.number().int(),
  added: z.number().int(),
  importedAt: z.string(),
  importedBy: z.string().nullable(),
});
export const statementsResponse = z.object({
  success: z.literal(true),
  data: z.object({ statements: z.array(statementView), mappings: z.array(statementMappingView) }),
});

export const RECONCILIATION_PAGE_SIZE = 50;

/** GET /api/rounds/:id/reconciliation: the round's fee records with their results, filtered and paged. */
export const reconciliationQuery = z.object({
  result: emptyAsUnset(z.enum(MATCH_RESULTS, say("Unknown result"))),
  department: emptyAsUnset(z.enum(DEPARTMENT_NAMES, say("Choose a department"))),
  kind: emptyAsUnset(z.enum(FEE_KINDS, say("Unknown fee kind"))),
  /** Only the records still waiting for the account section's verdict. */
  pendingOnly: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(RECONCILIATION_PAGE_SIZE),
});
export type ReconciliationQuery = z.input<typeof reconciliationQuery>;

export const feeMatchView = z.object({
  kind: z.enum(FEE_KINDS),
  /** The application's id (application fee) or the offer's (admission fee), for the verdict's call. */
  recordId: z.uuid(),
  applicationId: z.string(),
  name: z.string(),
  department: z.enum(DEPARTMENT_NAMES),
  applicationType: z.enum(APPLICATION_TYPES),
  utr: z.string(),
  amount: z.number(),
  paidOn: z.string(),
  feeStatus: z.enum(["PENDING", "VERIFIED", "MODIFICATION_REQUESTED"]),
  result: z.enum(MATCH_RESULTS),
  matchedBy: z.enum(["UTR", "AMOUNT_AND_DATE"]).nullable(),
  bankAmount: z.number().nullable(),
  bankDate: z.string().nullable(),
  bankReference: z.string().nullable(),
  expected: z.number(),
});
export type FeeMatchView = z.infer<typeof feeMatchView>;

export const reconciliationResponse = z.object({
  success: z.literal(true),
  data: z.object({
    round: z.object({ id: z.uuid(), name: z.string(), isClosed: z.boolean() }),
    matchedAt: z.string().nullable(),
    matches: z.array(feeMatchView),
    pagination: paginationOf("total"),
    /** The round's records by result (pending ones, or all with `pendingOnly=false`), whatever the other filters. */
    counts: z.record(z.enum(MATCH_RESULTS), z.number().int()),
    /** Exact matches still pending: what "Verify all exact matches" would verify with these filters. */
    exactPending: z.number().int(),
    /** Credits of the statements no fee record claims. */
    unclaimed: z.number().int(),
  }),
});
export type ReconciliationAnswer = z.infer<typeof reconciliationResponse>["data"];

/** POST /api/rounds/:id/reconciliation/verify: verify the exact matches (with the list's filters). */
export const reconciliationVerifyBody = z
  .object({
    department: emptyAsUnset(z.enum(DEPARTMENT_NAMES, say("Choose a department"))),
    kind: emptyAsUnset(z.enum(FEE_KINDS, say("Unknown fee kind"))),
    /** The number the screen showed and the user confirmed: a list that changed since is not verified blind. */
    expected: z.number().int().min(1).max(1_000_000),
  })
  .strict();
export type ReconciliationVerifyBody = z.input<typeof reconciliationVerifyBody>;

export const reconciliationVerifyResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    verified: z.number().int(),
    /** Left as they were: decided meanwhile (by hand or by another user), changed since the match, or a payment another candidate was given. */
    skipped: z.number().int(),
  }),
});

export const matchRoundResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ matchedAt: z.string(), counts: z.record(z.enum(MATCH_RESULTS), z.number().int()) }),
});

/** GET /api/rounds/:id/reconciliation/unmatched.{csv,pdf}: the records still waiting whose payment is not matched. */
export const unmatchedReportQuery = z.object({
  department: emptyAsUnset(z.enum(DEPARTMENT_NAMES, say("Choose a department"))),
  kind: emptyAsUnset(z.enum(FEE_KINDS, say("Unknown fee kind"))),
});
export type UnmatchedReportQuery = z.input<typeof unmatchedReportQuery>;

/** How many days the daily summary shows, today first. */
export const RECONCILIATION_SUMMARY_DAYS = 7;

/** GET /api/reconciliation/summary: the account's statements day by day (the fee dashboard's card). */
export const reconciliationSummaryResponse = z.object({
  success: z.literal(true),
  data: z.object({
    /** Today in the institution's zone (YYYY-MM-DD). */
    today: z.string(),
    days: z.array(
      z.object({
        day: z.string(),
        /** Statements imported that day. */
        statements: z.number().int(),
        /** Credits the bank received that day (their value date), and their sum in rupees. */
        credits: z.number().int(),
        received: z.number(),
        /** Of those credits, the ones no fee record claims. */
        unclaimed: z.number().int(),
        /** Payments verified through the statement that day. */
        verified: z.number().int(),
      }),
    ),
  }),
});
export type ReconciliationSummary = z.infer<typeof reconciliationSummaryResponse>["data"];
