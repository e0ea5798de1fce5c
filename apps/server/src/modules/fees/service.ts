import {
  actionForTarget,
  DEFAULT_TIME_ZONE,
  type FeeExportFilters,
  type FeeListFilters,
  type FeeVerifyBody,
  feeVerifiedRemark,
  verdictAction,
  verificationTransition,
} from "@phd/shared";
import { type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import {
  ANSWERED_PAGES_MAX,
  type Answer,
  answerOf,
  claimsGiven,
  given,
  givenClaims,
  staffUserChecked,
} from "../../db/answers.ts";
import type { DbOrTx } from "../../db/client.ts";
import { pageWindow } from "../../db/list-filters.ts";
import type { applications } from "../../db/schema.ts";
import { countTallied, type GroupFilter, talliedCountQuery } from "../../db/tallies.ts";
import { type CsvExport, csvOfBatches, EXPORT_BATCH } from "../../lib/csv.ts";
import { badRequest, notFound } from "../../lib/errors.ts";
import type { TokenClaims } from "../../lib/tokens.ts";
import { partNotice } from "../../mail/review-notices.ts";
import { type AuthUser, visibleOr404 } from "../../plugins/auth.ts";
import { lockApplicationsOf, refreshApplicationStatuses } from "../application-status/index.ts";
import { findApplicationById, lockApplicationById, presentFullApplication } from "../applications/index.ts";
import { recordAudit } from "../audit/index.ts";
import { institutionTimeZone, zoneForDays } from "../constants/index.ts";
import { openDocumentFile } from "../documents/index.ts";
import { presentHistoryEvent, tellCandidate } from "../review/index.ts";
import { assertRoundOpen, roundOfAnswer, roundShown } from "../rounds/index.ts";
import { CSV_HEADER, feeCsvLine, presentFeeRow } from "./presenter.ts";
import * as q from "./queries.ts";

const NOT_FOUND = "Application not found.";
const NO_RECEIPT = "This application has no fee receipt.";

// The account section works on every department (decision 015); the policy table says so, and
// `visibleOr404` keeps the one rule for records named by id should that change.
const feeFacts = ({ app }: { app: { userId: string; department: string } }) => ({
  ownerId: app.userId,
  departments: [app.department],
});

/** The WHERE of the list and the export, and the round it reads. */
async function conditionsOf(ctx: AppContext, f: FeeExportFilters) {
  const [round, timeZone] = await Promise.all([roundShown(ctx.db, f.round), zoneForDays(ctx.db, f)]);
  return { where: q.feeConditions(f, round, timeZone, f.duplicatesOnly), round };
}

/**
 * The list's total: a sum of the round's tallies when every filter is a tallied column (department,
 * type, fee status; decision 037), else a count of the matching rows.
 */
async function countFeeList(
  ctx: AppContext,
  f: FeeListFilters,
  { where, round }: { where: SQL | undefined; round: string | SQL },
): Promise<number> {
  if (!talliedFilters(f)) return q.countFees(ctx.db, where);
  return countTallied(ctx.db, round, groupOf(f));
}

/** Whether every filter is a tallied column (department, type, fee status; decision 037). */
const talliedFilters = (f: FeeListFilters) =>
  !(f.search || f.utrNumber || f.applicationId || f.fromDate || f.toDate || f.duplicatesOnly);

const groupOf = (f: FeeListFilters): GroupFilter => ({
  departments: f.department ? [f.department] : undefined,
  applicationType: f.applicationType,
  feeStatus: f.verificationStatus,
});

/**
 * The fee list answered whole by PostgreSQL in one statement (decision 046): the JSON text of the
 * response, or undefined when the usual path must answer: a filter that is not a tallied code (a
 * search, days, only duplicates), a page beyond ANSWERED_PAGES_MAX, or a statement that found the
 * token's user (or the named round) wanting.
 */
export async function feeListAnswer(ctx: AppContext, claims: TokenClaims, f: FeeListFilters) {
  if (!talliedFilters(f) || f.page > ANSWERED_PAGES_MAX) return undefined;
  // Everything but the codes and the claims shapes the text; the codes are given per request.
  const shape = JSON.stringify({
    ...f,
    round: !!f.round,
    department: !!f.department,
    applicationType: !!f.applicationType,
    verificationStatus: !!f.verificationStatus,
  });
  const { query, name } = answerOf("fee_list", shape, () => feeListStatement(ctx, f), {
    ...claimsGiven(claims),
    round: f.round,
    department: f.department,
    applicationType: f.applicationType,
    verificationStatus: f.verificationStatus,
  });
  const answer = await ctx.database.firstRow<Answer>(query, name);
  return answer?.ok ? answer.body : undefined;
}

/** The fee list's statement for the shape of `f`, its codes `given`. */
function feeListStatement(ctx: AppContext, f: FeeListFilters): SQL {
  const shaped: FeeListFilters = {
    ...f,
    round: f.round && given("round"),
    department: f.department && given("department"),
    applicationType: f.applicationType && given("applicationType"),
    verificationStatus: f.verificationStatus && given("verificationStatus"),
  };
  const { round, exists } = roundOfAnswer(shaped.round);
  return q.feeListAnswerQuery(ctx.db, {
    where: q.feeConditions(shaped, round, DEFAULT_TIME_ZONE),
    order: shaped,
    page: f.page,
    limit: f.limit,
    total: talliedCountQuery(ctx.db, round, groupOf(shaped)),
    checks: sql`(${staffUserChecked(givenClaims)} and ${exists})`,
  });
}

/** The fee list (spec 001 §2, §7): filtered, sorted, grouped and paged in SQL, with a count query. */
export async function listFees(ctx: AppContext, f: FeeListFilters) {
  const conditions = await conditionsOf(ctx, f);
  const { where } = conditions;
  const offset = (f.page - 1) * f.limit;
  let rows: q.FeeRow[];
  let total: number;
  if (offset === 0) {
    // The first page needs no count to be placed: both at once.
    [rows, total] = await Promise.all([q.feePage(ctx.db, where, f, f.limit, 0), countFeeList(ctx, f, conditions)]);
  } else {
    // A later page is read from the nearer end of the list, which the count tells (decision 017).
    total = await countFeeList(ctx, f, conditions);
    const page = pageWindow(total, offset, f.limit);
    rows = page ? await q.feePage(ctx.db, where, f, page.limit, page.offset, page.reversed) : [];
  }
  return {
    data: rows.map(presentFeeRow),
    pagination: { currentPage: f.page, totalPages: Math.ceil(total / f.limit), totalApplications: total },
    count: rows.length,
  };
}

/** The CSV of exactly the filtered, sorted list (one statement, streamed in batches through a cursor). */
export async function exportFees(ctx: AppContext, f: FeeExportFilters): Promise<CsvExport> {
  const [{ where }, timeZone] = await Promise.all([conditionsOf(ctx, f), institutionTimeZone(ctx.db)]);
  const lines = csvOfBatches(
    CSV_HEADER,
    ctx.database.batches(q.feeExportQuery(ctx.db, where, f), EXPORT_BATCH),
    q.feeExportRow,
    (r) => feeCsvLine(r, timeZone),
  );
  return { lines, timeZone };
}

/** The fee detail (spec 001 §2): the whole application, the other payments with its UTR, the fee's history. */
export async function feeDetail(ctx: AppContext, viewer: AuthUser, id: string) {
  const found = visibleOr404(viewer, "fee.list", await findApplicationById(ctx.db, id), feeFacts, NOT_FOUND);
  const [application, duplicates, history] = await Promise.all([
    presentFullApplication(ctx, found),
    q.duplicatesOf(ctx.db, { id: found.app.id, userId: found.app.userId, utrDuNumber: found.app.utrDuNumber }),
    q.feeHistoryOf(ctx.db, found.app),
  ]);
  return { ...application, duplicateUtr: duplicates, feeHistory: history.flatMap(presentHistoryEvent) };
}

/** The receipt file, named fee_receipt_{applicationId} with the file's own extension (spec 001 §7). */
export async function receiptFile(ctx: AppContext, viewer: AuthUser, id: string) {
  const { app } = visibleOr404(viewer, "fee.list", await findApplicationById(ctx.db, id), feeFacts, NOT_FOUND);
  if (!app.feeReceiptDocumentId) throw notFound(NO_RECEIPT);
  const file = await openDocumentFile(ctx, viewer, app.feeReceiptDocumentId);
  const extension = /\.[A-Za-z0-9]{1,5}$/.exec(file.fileName)?.[0]?.toLowerCase() ?? "";
  return { ...file, fileName: `fee_receipt_${app.applicationId}${extension}` };
}

/**
 * One fee verdict (spec 001 §4) in one transaction: under the application's row lock the shared
 * transition table decides, the officer becomes the signer, the history gets a row, the
 * candidate's applications take their status, and the candidate's e-mail (with the remarks) is queued.
 */
export async function verifyFee(ctx: AppContext, actor: AuthUser, id: string, body: FeeVerifyBody) {
  return (await verifyFeeIf(ctx, actor, id, body)) as NonNullable<Awaited<ReturnType<typeof verifyFeeIf>>>;
}

/**
 * What a verdict given by another screen (the reconciliation's bulk verification) checks under the
 * record's lock, and adds to its audit entry: false leaves the record as it is.
 */
export interface VerdictCondition<Row> {
  holds(tx: DbOrTx, row: Row): Promise<boolean>;
  audit: Record<string, unknown>;
}

/** `verifyFee`, given only where `condition` holds under the lock (else null, nothing written). */
export async function verifyFeeIf(
  ctx: AppContext,
  actor: AuthUser,
  id: string,
  body: FeeVerifyBody,
  condition?: VerdictCondition<typeof applications.$inferSelect>,
) {
  const result = await ctx.db.transaction(async (tx) => {
    const { app: seen } = visibleOr404(actor, "fee.review", await findApplicationById(tx, id), feeFacts, NOT_FOUND);
    // All of the candidate's applications, in the order every review action locks them (no deadlock).
    await lockApplicationsOf(tx, seen.userId);
    const app = await lockApplicationById(tx, id);
    if (!app) throw notFound(NOT_FOUND);
    await assertRoundOpen(tx, app.roundId);
    if (condition && !(await condition.holds(tx, app))) return null;
    const from = app.feeStatus;
    const action = actionForTarget(from, body.status);
    const next = verificationTransition(from, action, body.remarks, feeVerifiedRemark(actor.name));
    if (!next.ok) throw badRequest(next.error);
    await q.setFeeVerification(tx, app.id, { status: next.to, remarks: next.remarks, signedById: actor.id });
    await recordAudit(tx, {
      actorId: actor.id,
      action: verdictAction("fee", action),
      subjectType: "application",
      subjectId: app.id,
      fromStatus: from,
      toStatus: next.to,
      remarks: next.remarks,
      data: { applicationId: app.applicationId, utrDuNumber: app.utrDuNumber, amount: app.amount, ...condition?.audit },
    });
    const changes = await refreshApplicationStatuses(tx, app.userId, actor.id);
    const label = { feeOf: app.applicationId };
    await tellCandidate(ctx, tx, app.userId, partNotice(`fee:${app.id}`, label, next.to, next.remarks), changes);
    const moved = changes.find((c) => c.id === app.id);
    return { status: next.to, remarks: next.remarks, verificationStatus: moved?.to ?? app.status };
  });
  if (result) ctx.mailWorker.kick();
  return result;
}
