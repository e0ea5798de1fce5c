import type { FeeExportFilters, FeeSort } from "@phd/shared";
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  like,
  ne,
  notLike,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { isoTime, pageLimit } from "../../db/answers.ts";
import { rowMapper } from "../../db/batches.ts";
import type { DbOrTx } from "../../db/client.ts";
import { containsPattern, withinDays } from "../../db/list-filters.ts";
import { applications, auditEvents, documents, users } from "../../db/schema.ts";
import { sharedUtrs } from "../../db/tallies.ts";

/**
 * The same UTR on an application of another candidate: the row's flag, one probe of the
 * (utr, user) index for each row of a page. UTRs are stored upper-cased (shared `feeDetailsInput`).
 */
const duplicateUtr = sql<boolean>`exists (select 1 from ${applications} as "other" where "other"."utr_du_number" = ${applications.utrDuNumber} and "other"."user_id" <> ${applications.userId})`;

type Filters = Omit<FeeExportFilters, "sort" | "order" | "groupByUser" | "duplicatesOnly">;

/**
 * The WHERE of the list, its count and the export, so all three always agree. `duplicatesOnly`
 * keeps the applications whose UTR another candidate also paid with (`sharedUtrs`): one paid in an
 * earlier round is still a duplicate, so those UTRs are not limited to the round.
 */
export function feeConditions(
  f: Filters,
  round: string | SQL,
  timeZone: string,
  duplicatesOnly = false,
): SQL | undefined {
  const search = f.search;
  const applicationId = f.applicationId;
  return and(
    eq(applications.roundId, round),
    // search_text ("applicationid name email", lower-cased) and the UTR both have trigram indexes.
    search
      ? or(
          like(applications.searchText, containsPattern(search.toLowerCase())),
          like(applications.utrDuNumber, containsPattern(search.toUpperCase())),
        )
      : undefined,
    f.department ? eq(applications.department, f.department) : undefined,
    f.applicationType ? eq(applications.applicationType, f.applicationType) : undefined,
    f.verificationStatus ? eq(applications.feeStatus, f.verificationStatus) : undefined,
    f.utrNumber ? like(applications.utrDuNumber, containsPattern(f.utrNumber.toUpperCase())) : undefined,
    // The trigram index on search_text narrows; the ILIKE on the id itself keeps names from matching.
    applicationId
      ? and(
          like(applications.searchText, containsPattern(applicationId.toLowerCase())),
          ilike(applications.applicationId, containsPattern(applicationId)),
        )
      : undefined,
    withinDays(applications.transactionTime, f.fromDate, f.toDate, timeZone),
    // A sub-select, not the UTRs as values: thousands of parameters took longer to plan than to run.
    duplicatesOnly ? sql`${applications.utrDuNumber} in ${sharedUtrs}` : undefined,
  );
}

const SORT_KEYS = {
  createdAt: applications.createdAt,
  // application_number, not application_id: PHD999 sorts before PHD1000.
  applicationId: applications.applicationNumber,
  name: users.name,
  department: applications.department,
  amount: applications.amount,
  transactionTime: applications.transactionTime,
  status: applications.feeStatus,
} as const satisfies Record<FeeSort, unknown>;

export interface FeeOrder {
  sort?: FeeSort;
  order?: "asc" | "desc";
  groupByUser?: boolean;
}

/** Newest first by default; grouped, each candidate's rows together (by name), then the chosen order. */
function orderOf({ sort = "createdAt", order, groupByUser }: FeeOrder, reversed = false): SQL[] {
  const ascending = (order ?? (sort === "createdAt" ? "desc" : "asc")) === "asc";
  const direction = ascending !== reversed ? asc : desc;
  const groupDirection = reversed ? desc : asc;
  const groups = groupByUser ? [groupDirection(users.name), groupDirection(users.id)] : [];
  // The id breaks ties (same second, bulk imports), so a row never shows on two pages.
  return [...groups, direction(SORT_KEYS[sort]), direction(applications.id)];
}

const signer = alias(users, "fee_signer");

/** The list's ids in its order (applications, joined to users only when the order needs the name). */
function feeIds(db: DbOrTx, where: SQL | undefined, order: FeeOrder, reversed: boolean) {
  const orderBy = orderOf(order, reversed);
  const byName = order.groupByUser || order.sort === "name";
  const ids = db.select({ id: applications.id }).from(applications);
  return (byName ? ids.innerJoin(users, eq(users.id, applications.userId)) : ids).where(where).orderBy(...orderBy);
}

/** The rows of `ids` (a subquery or a list) with their joins and duplicate probe, in the list's order. */
function feeRowsOf(db: DbOrTx, ids: SQL, order: FeeOrder, reversed: boolean) {
  return db
    .select({
      app: {
        id: applications.id,
        applicationId: applications.applicationId,
        department: applications.department,
        applicationType: applications.applicationType,
        status: applications.status,
        createdAt: applications.createdAt,
        utrDuNumber: applications.utrDuNumber,
        amount: applications.amount,
        transactionTime: applications.transactionTime,
        bankName: applications.bankName,
        feeStatus: applications.feeStatus,
        feeRemarks: applications.feeRemarks,
        feeSignedAt: applications.feeSignedAt,
      },
      user: { id: users.id, name: users.name, email: users.email },
      signer: { id: signer.id, name: signer.name, email: signer.email, departments: signer.departments },
      receipt: {
        id: documents.id,
        originalFileName: documents.originalFileName,
        mimeType: documents.mimeType,
        fileSize: documents.fileSize,
        status: documents.status,
      },
      duplicateUtr,
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(signer, eq(signer.id, applications.feeSignedById))
    .leftJoin(documents, eq(documents.id, applications.feeReceiptDocumentId))
    .where(ids)
    .orderBy(...orderOf(order, reversed));
}

/**
 * One page of fee rows with the candidate, the signer, the receipt and the duplicate flag. The page
 * of ids is cut first, then only those rows get their joins and their duplicate probe (decision
 * 017). `reversed` reads the same order backwards for a page in the second half (`pageWindow`);
 * the rows come back in list order.
 */
export async function feePage(
  db: DbOrTx,
  where: SQL | undefined,
  order: FeeOrder,
  limit: number,
  offset: number,
  reversed = false,
) {
  const ids = feeIds(db, where, order, reversed).limit(limit).offset(offset);
  const rows = await feeRowsOf(db, inArray(applications.id, ids), order, reversed);
  return reversed ? rows.reverse() : rows;
}

export type FeeRow = Awaited<ReturnType<typeof feePage>>[number];

/** The export's columns, flat (read through a cursor as arrays); the signer's, from a left join, may be null. */
const FEE_EXPORT_FIELDS = {
  applicationId: applications.applicationId,
  name: users.name,
  email: users.email,
  department: applications.department,
  applicationType: applications.applicationType,
  utrDuNumber: applications.utrDuNumber,
  amount: applications.amount,
  transactionTime: applications.transactionTime,
  bankName: applications.bankName,
  feeStatus: applications.feeStatus,
  signerName: sql<string | null>`${signer.name}`,
  feeSignedAt: applications.feeSignedAt,
  feeRemarks: applications.feeRemarks,
  duplicateUtr,
};
/** A row of the export from its array of values. */
export const feeExportRow = rowMapper(FEE_EXPORT_FIELDS);
export type FeeExportRow = ReturnType<typeof feeExportRow>;

/** The whole filtered list in its order as one statement (the export reads it through a cursor). */
export function feeExportQuery(db: DbOrTx, where: SQL | undefined, order: FeeOrder) {
  return db
    .select(FEE_EXPORT_FIELDS)
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(signer, eq(signer.id, applications.feeSignedById))
    .where(where)
    .orderBy(...orderOf(order, false))
    .toSQL();
}

/** The conditions read applications only (search_text holds the name), so the count needs no join. */
export async function countFees(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(applications).where(where);
  return row?.n ?? 0;
}

/**
 * The whole answer of GET /api/fee-details in one statement (decision 046): `ok` is `checks` (the
 * token's user, the named round), `body` the JSON `presentFeeRow` and the list write, for a page
 * read forwards. The page of ids is cut first, as in `feePage`; `row_number() over ()` keeps its
 * order through the joins. `total` is a one-row, one-column statement (the tallies' sum),
 * materialized: inlined, its sum was read once per use.
 */
export function feeListAnswerQuery(
  db: DbOrTx,
  p: { where: SQL | undefined; order: FeeOrder; page: number; limit: number; total: SQLWrapper; checks: SQL },
): SQL {
  const ids = sql`${feeIds(db, p.where, p.order, false)} ${pageLimit(p.page, p.limit)}`;
  return sql`with page as (select ids.id, row_number() over () as n from (${ids}) as ids),
    total as materialized (select (${p.total}) as n)
    select ${p.checks} as ok, json_build_object(
      'success', true,
      'data', coalesce((
        select json_agg(json_build_object(
          'id', a.id, '_id', a.id, 'applicationId', a.application_id, 'department', a.department,
          'applicationType', a.application_type, 'verificationStatus', a.status, 'createdAt', ${isoTime("a.created_at")},
          'user', json_build_object('id', u.id, 'name', u.name, 'email', u.email),
          'feeDetails', json_build_object(
            'utrDuNumber', a.utr_du_number, 'amount', a.amount::float8, 'transactionTime', ${isoTime("a.transaction_time")},
            'bankName', a.bank_name, 'remarks', a.fee_remarks,
            'verification', json_build_object('status', a.fee_status, 'signedBy', case when s.id is null then null else
              json_build_object('_id', s.id, 'name', s.name, 'email', s.email, 'departments', s.departments,
                                'updatedAt', ${isoTime("a.fee_signed_at")}) end),
            'receipt', case when d.id is null then null else
              json_build_object('_id', d.id, 'originalFileName', d.original_file_name, 'mimeType', d.mime_type,
                                'fileSize', d.file_size, 'status', d.status) end),
          'duplicateUtr', exists (select 1 from applications o where o.utr_du_number = a.utr_du_number and o.user_id <> a.user_id)
        ) order by page.n)
        from page join applications a on a.id = page.id join users u on u.id = a.user_id
        left join users s on s.id = a.fee_signed_by_id left join documents d on d.id = a.fee_receipt_document_id
      ), '[]'::json),
      'pagination', (select json_build_object('currentPage', ${p.page}::int,
                       'totalPages', ceil(total.n::numeric / ${p.limit}::int)::int, 'totalApplications', total.n) from total),
      'count', (select count(*)::int from page)
    )::text as body`;
}

/** Other candidates' applications with this UTR (the detail's warning). */
export function duplicatesOf(db: DbOrTx, app: { id: string; userId: string; utrDuNumber: string }) {
  return db
    .select({
      id: applications.id,
      applicationId: applications.applicationId,
      department: applications.department,
      user: { name: users.name, email: users.email },
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .where(and(eq(applications.utrDuNumber, app.utrDuNumber), ne(applications.userId, app.userId)))
    .orderBy(asc(applications.applicationNumber))
    .limit(50);
}

/** The audit actions that make up a fee record's history. */
const FEE_HISTORY = or(like(auditEvents.action, "fee.%"), eq(auditEvents.action, "application.fee_update"));

/**
 * The fee record's history (verdicts and the candidate's corrections) and every event of its
 * receipt, newest first: the page's two panels, counted as the review page counts them (decision 025).
 */
export function feeHistoryOf(db: DbOrTx, app: { id: string; feeReceiptDocumentId: string | null }) {
  const fee = and(eq(auditEvents.subjectType, "application"), eq(auditEvents.subjectId, app.id), FEE_HISTORY);
  const receipt = app.feeReceiptDocumentId
    ? and(eq(auditEvents.subjectType, "document"), eq(auditEvents.subjectId, app.feeReceiptDocumentId))
    : undefined;
  return db
    .select({ event: auditEvents, actor: { name: users.name, role: users.role } })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .where(and(or(fee, receipt), notLike(auditEvents.action, "read.%")))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(200);
}

/** The fee verdict, signed by the actor (or cleared on a reset). */
export async function setFeeVerification(
  db: DbOrTx,
  id: string,
  v: { status: "PENDING" | "VERIFIED" | "MODIFICATION_REQUESTED"; remarks: string | null; signedById: string },
) {
  await db
    .update(applications)
    .set({
      feeStatus: v.status,
      feeRemarks: v.remarks,
      feeSignedById: v.signedById,
      feeSignedAt: sql`now()`,
      feeUpdatedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(applications.id, id));
}
