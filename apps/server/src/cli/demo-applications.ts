import {
  type ApplicationStatus,
  type ApplicationType,
  applicationStatusOf,
  type DepartmentName,
  feeReceiptDocumentKey,
  formatApplicationId,
  type PersonalDetailsValue,
  sopDocumentKey,
  type VerificationStatus,
} from "@phd/shared";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client.ts";
import { admissionRounds, applicationCounters, type applications } from "../db/schema.ts";
import { applicationSearchText } from "../modules/applications/index.ts";
import { between, DAY, MIN } from "./demo-clock.ts";
import type { CandidateDocuments, DocumentInsert } from "./demo-documents.ts";
import { type FeeContext, type FeePayment, feePaymentOf, feeVerdictOf } from "./demo-fees.ts";
import type { DemoIds, Rng } from "./demo-files.ts";
import type { AuditInsert, CandidateReview, Review } from "./demo-reviews.ts";
import type { StaffSet } from "./demo-staff.ts";
import { DEPARTMENT_WEIGHTS } from "./demo-vocabulary.ts";

type ApplicationInsert = typeof applications.$inferInsert;

export interface AppDraft extends FeePayment {
  id: string;
  department: DepartmentName;
  applicationType: ApplicationType;
  createdAt: Date;
  withdrawn: boolean;
  /** When the candidate withdrew it (withdrawn only). */
  withdrawnAt: Date;
  sop: DocumentInsert;
  feeReceipt: DocumentInsert;
  fee: Review;
  /** What `applicationStatusOf` makes of the review states of its parts and of the candidate's profile. */
  status: ApplicationStatus;
  /** When and by whom the status last moved (the application.status audit row). */
  statusMovedAt: Date | null;
  statusMovedBy: string | null;
}

export interface ApplicationContext extends FeeContext {
  staff: StaffSet;
  withdrawnRate: number;
}

/** What the applications of candidate `n` follow from (drawn from its rng after its profile). */
export interface Applicant {
  n: number;
  rng: Rng;
  ids: DemoIds;
  now: number;
  /** The department of the candidate's field. */
  department: DepartmentName;
  /** The submission time of each application the candidate makes. */
  appTimes: number[];
  firstAppAt: number;
  personal: PersonalDetailsValue;
  workingProfessional: boolean;
  review: CandidateReview;
  documents: CandidateDocuments;
}

/** Applications: the first to the department of their field, others anywhere; one per department and type. */
export function applicationDraftsOf(a: Applicant, ctx: ApplicationContext): AppDraft[] {
  const { rng, now, review, documents: docs } = a;
  const chosen = new Set<string>();
  const apps: AppDraft[] = [];
  for (let k = 0; k < a.appTimes.length; k++) {
    let dept: DepartmentName = k === 0 ? a.department : rng.weighted(DEPARTMENT_WEIGHTS);
    let type: ApplicationType = a.workingProfessional && rng.chance(0.55) ? "WORKING_PROFESSIONAL" : "REGULAR";
    if (k > 0 && a.workingProfessional && rng.chance(0.3)) {
      dept = apps[0]?.department ?? dept;
      type = apps[0]?.applicationType === "REGULAR" ? "WORKING_PROFESSIONAL" : "REGULAR";
    }
    for (let tries = 0; chosen.has(`${dept}|${type}`) && tries < 50; tries++) dept = rng.weighted(DEPARTMENT_WEIGHTS);
    if (chosen.has(`${dept}|${type}`)) continue;
    chosen.add(`${dept}|${type}`);
    const createdAt = new Date(a.appTimes[k] ?? a.firstAppAt);
    // Never the first: the candidate's reviewers come from its department.
    const withdrawn = k > 0 && rng.chance(ctx.withdrawnRate * 3);
    const appReviewers = ctx.staff.byDepartment.get(dept);
    const appReviewer = appReviewers ? rng.pick(appReviewers) : ctx.staff.admin;
    const appDocStatus = (): VerificationStatus => {
      if (withdrawn || review.stage === "untouched") return "PENDING";
      const r = rng.next();
      if (review.stage === "full") return r < 0.88 ? "VERIFIED" : r < 0.92 ? "MODIFICATION_REQUESTED" : "PENDING";
      return r < 0.4 ? "VERIFIED" : r < 0.45 ? "MODIFICATION_REQUESTED" : "PENDING";
    };
    const sop = docs.make(
      sopDocumentKey(dept, type),
      "sop",
      null,
      createdAt,
      "statement_of_purpose.pdf",
      appDocStatus(),
      appReviewer,
    );
    const feeReceipt = docs.make(
      feeReceiptDocumentKey(dept, type),
      "feeReceipt",
      null,
      createdAt,
      rng.chance(0.5) ? "fee_receipt.pdf" : `payment_${rng.digits(6)}.pdf`,
      appDocStatus(),
      appReviewer,
    );
    // The service deletes a withdrawn application's own documents and their files.
    if (withdrawn) docs.links.splice(docs.links.length - 2, 2);
    else docs.rows.push(sop, feeReceipt);

    const payment = feePaymentOf(rng, ctx, a.n, createdAt, type, a.personal);
    const fee = feeVerdictOf(rng, ctx, createdAt, now, withdrawn);
    const status = applicationStatusOf({
      review: [...review.profileParts, sop.status ?? "PENDING", feeReceipt.status ?? "PENDING"],
      fee: fee.status,
    });
    const feeReview = fee.signedAt && fee.signedById ? { at: fee.signedAt, by: fee.signedById } : null;
    const latest = [review.latest, feeReview]
      .filter((x): x is { at: Date; by: string } => x !== null)
      .sort((x, y) => y.at.getTime() - x.at.getTime())[0];
    apps.push({
      id: a.ids.next(),
      department: dept,
      applicationType: type,
      createdAt,
      withdrawn,
      withdrawnAt: between(rng, createdAt.getTime() + 10 * MIN, Math.min(now - MIN, createdAt.getTime() + 3 * DAY)),
      sop,
      feeReceipt,
      ...payment,
      fee,
      status,
      statusMovedAt: status === "PENDING" || !latest ? null : new Date(Math.min(now, latest.at.getTime() + 1000)),
      statusMovedBy: status === "PENDING" || !latest ? null : latest.by,
    });
  }
  return apps;
}

/** What the batches wrote, counted as they go (part of `DemoResult`). */
export interface DemoTotals {
  applications: number;
  withdrawn: number;
  byType: Record<ApplicationType, number>;
  byStatus: Partial<Record<ApplicationStatus, number>>;
  duplicateUtrApplications: number;
  documents: number;
  auditEvents: number;
}

/**
 * Numbers the applications of a batch (in the caller's transaction) and makes their rows and audit
 * rows; a withdrawn application keeps its number and audit rows but has no row.
 */
export async function applicationRowsOf(
  tx: DbOrTx,
  drafts: { user: { id: string; name: string; email: string }; apps: AppDraft[] }[],
  totals: DemoTotals,
): Promise<{ rows: ApplicationInsert[]; audits: AuditInsert[] }> {
  const apps = drafts.flatMap((d) => d.apps.map((a) => ({ a, d })));
  const perType: Record<ApplicationType, number> = { REGULAR: 0, WORKING_PROFESSIONAL: 0 };
  for (const { a } of apps) if (!a.withdrawn) perType[a.applicationType]++;
  const numbers = apps.length
    ? await takeApplicationNumbers(tx, apps.length, perType)
    : { first: 0, prefix: "", roundId: "" };

  const appRows: ApplicationInsert[] = [];
  const appAudits: AuditInsert[] = [];
  apps.forEach(({ a, d }, k) => {
    const number = numbers.first + k;
    const applicationId = formatApplicationId(numbers.prefix, number);
    appAudits.push({
      actorId: d.user.id,
      action: "application.submit",
      subjectType: "application",
      subjectId: a.id,
      toStatus: "PENDING",
      data: { applicationId },
      createdAt: a.createdAt,
    });
    if (a.withdrawn) {
      totals.withdrawn++;
      appAudits.push({
        actorId: d.user.id,
        action: "application.withdraw",
        subjectType: "application",
        subjectId: a.id,
        fromStatus: "PENDING",
        data: { applicationId },
        createdAt: a.withdrawnAt,
      });
      return;
    }
    if (a.fee.status !== "PENDING" && a.fee.signedAt) {
      appAudits.push({
        actorId: a.fee.signedById,
        action: a.fee.status === "VERIFIED" ? "fee.verify" : "fee.request_modification",
        subjectType: "application",
        subjectId: a.id,
        fromStatus: "PENDING",
        toStatus: a.fee.status,
        remarks: a.fee.remarks,
        data: { applicationId, utrDuNumber: a.utr, amount: a.amount },
        createdAt: a.fee.signedAt,
      });
    }
    if (a.statusMovedAt) {
      appAudits.push({
        actorId: a.statusMovedBy,
        action: "application.status",
        subjectType: "application",
        subjectId: a.id,
        fromStatus: "PENDING",
        toStatus: a.status,
        data: { applicationId },
        createdAt: a.statusMovedAt,
      });
    }
    const updatedAt = [a.createdAt, a.statusMovedAt, a.fee.signedAt]
      .filter((x): x is Date => x !== null)
      .reduce((m, x) => (x > m ? x : m));
    appRows.push({
      id: a.id,
      applicationId,
      applicationNumber: number,
      roundId: numbers.roundId,
      searchText: applicationSearchText(applicationId, { name: d.user.name, email: d.user.email }),
      userId: d.user.id,
      department: a.department,
      applicationType: a.applicationType,
      status: a.status,
      sopDocumentId: a.sop.id,
      feeReceiptDocumentId: a.feeReceipt.id,
      utrDuNumber: a.utr,
      amount: a.amount,
      transactionTime: a.transactionTime,
      bankName: a.bankName,
      feeStatus: a.fee.status,
      feeRemarks: a.fee.remarks,
      feeSignedById: a.fee.signedById,
      feeSignedAt: a.fee.signedAt,
      feeUpdatedAt: a.fee.signedAt ?? a.createdAt,
      createdAt: a.createdAt,
      updatedAt,
    });
    totals.applications++;
    totals.byType[a.applicationType]++;
    totals.byStatus[a.status] = (totals.byStatus[a.status] ?? 0) + 1;
    if (a.duplicateUtr) totals.duplicateUtrApplications++;
  });
  return { rows: appRows, audits: appAudits };
}

/** Takes `m` application numbers the way the applications service does (row lock on the ALL counter). */
async function takeApplicationNumbers(
  tx: DbOrTx,
  m: number,
  perType: Record<ApplicationType, number>,
): Promise<{ first: number; prefix: string; roundId: string }> {
  const [all] = await tx
    .update(applicationCounters)
    .set({ value: sql`${applicationCounters.value} + ${m}` })
    .where(and(eq(applicationCounters.roundId, sql`current_round_id()`), eq(applicationCounters.key, "ALL")))
    .returning({ value: applicationCounters.value, roundId: applicationCounters.roundId });
  if (!all) throw new Error("the ALL application counter is missing (seedConstants not run?)");
  for (const [type, n] of Object.entries(perType)) {
    if (n > 0) {
      await tx
        .update(applicationCounters)
        .set({ value: sql`${applicationCounters.value} + ${n}` })
        .where(and(eq(applicationCounters.roundId, all.roundId), eq(applicationCounters.key, type)));
    }
  }
  const [round] = await tx
    .select({ prefix: admissionRounds.applicationIdPrefix })
    .from(admissionRounds)
    .where(eq(admissionRounds.id, all.roundId));
  if (!round) throw new Error("the current admission round is missing (seedConstants not run?)");
  return { first: all.value - m + 1, prefix: round.prefix, roundId: all.roundId };
}
