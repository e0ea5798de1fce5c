import { randomUUID } from "node:crypto";
import {
  DEFAULT_OFFER_SETTINGS,
  type DepartmentName,
  feeVerifiedRemark,
  OFFER_STATES,
  type OfferState,
  type VerificationStatus,
} from "@phd/shared";
import { inArray } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.ts";
import { applications, auditEvents, documents, offers, siteConstants } from "../db/schema.ts";
import { allottedOffersOf, finalPublication, type NewOffer, waitlistOffersOf } from "../modules/offers/index.ts";
import { storageKeyOf } from "../storage/storage.ts";
import type { DemoFileLinker } from "./demo-files.ts";
import { spread } from "./demo-merit.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CHUNK = 500;
/** The demo source (see demo-documents' `demoSources`) every admission fee receipt links to. */
export const ADMISSION_RECEIPT_SOURCE = "admissionFeeReceipt";
const BANKS = ["State Bank of India", "Bank of Maharashtra", "HDFC Bank", "Canara Bank"];
const CHANGE_REMARKS = "The receipt does not show the UTR number: upload the bank's e-receipt of the payment.";

/** What became of each first offer, in turn: five seats and one waitlisted candidate show every state. */
type Outcome = "ADMITTED" | "FEE_PENDING" | "DECLINED" | "ACCEPTED" | "LAPSED" | "WITHDRAWN" | "FEE_CHANGE";
const OUTCOMES: Outcome[] = [
  "ADMITTED",
  "DECLINED",
  "FEE_PENDING",
  "LAPSED",
  "WITHDRAWN",
  "ADMITTED",
  "FEE_CHANGE",
  "ACCEPTED",
  "FEE_PENDING",
  "ADMITTED",
];
const STATE_OF: Record<Outcome, OfferState> = {
  ADMITTED: "ADMITTED",
  FEE_PENDING: "ACCEPTED",
  ACCEPTED: "ACCEPTED",
  FEE_CHANGE: "ACCEPTED",
  DECLINED: "DECLINED",
  LAPSED: "LAPSED",
  WITHDRAWN: "WITHDRAWN",
};
const FEE_OF: Partial<Record<Outcome, VerificationStatus>> = {
  ADMITTED: "VERIFIED",
  FEE_PENDING: "PENDING",
  FEE_CHANGE: "MODIFICATION_REQUESTED",
};

export interface DemoOffers {
  department: DepartmentName | null;
  /** Offers by their state as stored. */
  byState: Record<OfferState, number>;
  fromWaitlist: number;
  /** Admission fees waiting for the account section. */
  feesPending: number;
}

type Staff = { id: string; name: string };
type OfferInsert = typeof offers.$inferInsert;
type AuditInsert = typeof auditEvents.$inferInsert;
type DocumentInsert = typeof documents.$inferInsert;

/**
 * The offers part of the demo (issue 26), on the department whose list `seedDemoMerit` made final:
 * offers went out for every allotted seat twelve days ago with a week to answer, and what became of
 * them cycles through every state (admitted, admission fee waiting or sent back, accepted, declined,
 * lapsed at the deadline, withdrawn); the seats given up went down the waitlist four days ago, and
 * those offers are open with their reminder sent. The round keeps the default offer settings.
 * Rows only, no mail; the receipts are hard links like every demo file.
 */
export async function seedDemoOffers(
  db: Db,
  now: number,
  staff: { admin: Staff; accounts: Staff },
  linker: DemoFileLinker,
  department: DepartmentName | null,
): Promise<DemoOffers> {
  const out: DemoOffers = {
    department,
    byState: Object.fromEntries(OFFER_STATES.map((s) => [s, 0])) as Record<OfferState, number>,
    fromWaitlist: 0,
    feesPending: 0,
  };
  if (!department) return out;
  const [constants] = await db.select({ roundId: siteConstants.currentRoundId }).from(siteConstants);
  const roundId = constants?.roundId;
  if (!roundId) throw new Error("no current admission round");
  const publication = await finalPublication(db, roundId, department);
  if (!publication) return out;

  const issuedAt = new Date(now - 12 * DAY);
  const firstDeadline = new Date(issuedAt.getTime() + DEFAULT_OFFER_SETTINGS.answerDays * DAY);
  const first = await allottedOffersOf(db, publication.id);
  const people = await ownersOf(
    db,
    first.map((o) => o.applicationId),
  );
  const rows: OfferInsert[] = [];
  const audits: AuditInsert[] = [];
  const receipts: DocumentInsert[] = [];
  const base = (o: NewOffer, offeredAt: Date, deadline: Date) => ({
    ...o,
    id: randomUUID(),
    roundId,
    publicationId: publication.id,
    department,
    offeredAt,
    deadline,
    offeredById: staff.admin.id,
  });
  const audit = (row: OfferInsert, a: Omit<AuditInsert, "subjectType" | "subjectId" | "roundId">) =>
    audits.push({ ...a, subjectType: "offer", subjectId: row.id as string, roundId });

  first.forEach((o, i) => {
    const outcome = OUTCOMES[i % OUTCOMES.length] as Outcome;
    const person = people.get(o.applicationId);
    if (!person) return;
    const row: OfferInsert = { ...base(o, issuedAt, firstDeadline), state: STATE_OF[outcome] };
    audit(row, { actorId: staff.admin.id, action: "offer.issue", toStatus: "OFFERED", createdAt: issuedAt });
    // Answers came in over the week, a few a day.
    const answeredAt = new Date(issuedAt.getTime() + (1 + spread(person.number, 21) * 5) * DAY);
    if (outcome === "LAPSED") {
      audit(row, {
        actorId: null,
        action: "offer.lapse",
        fromStatus: "OFFERED",
        toStatus: "LAPSED",
        createdAt: firstDeadline,
      });
    } else {
      row.answeredAt = answeredAt;
      const declined = outcome === "DECLINED";
      audit(row, {
        actorId: person.userId,
        action: declined ? "offer.decline" : "offer.accept",
        fromStatus: "OFFERED",
        toStatus: declined ? "DECLINED" : "ACCEPTED",
        createdAt: answeredAt,
      });
    }
    if (outcome === "WITHDRAWN")
      audit(row, {
        actorId: person.userId,
        action: "offer.withdraw",
        fromStatus: "ACCEPTED",
        toStatus: "WITHDRAWN",
        createdAt: new Date(answeredAt.getTime() + DAY),
      });
    const fee = FEE_OF[outcome];
    if (fee) {
      const paidAt = new Date(answeredAt.getTime() + 5 * HOUR);
      const submittedAt = new Date(paidAt.getTime() + HOUR);
      const receipt = receiptOf(linker, person.userId, submittedAt);
      receipts.push(receipt);
      Object.assign(row, {
        feeUtrDuNumber: `DEMO${String(person.number).padStart(8, "0")}A`,
        feeAmount: DEFAULT_OFFER_SETTINGS.admissionFee,
        feeTransactionTime: paidAt,
        feeBankName: BANKS[person.number % BANKS.length],
        feeReceiptDocumentId: receipt.id,
        feeStatus: fee,
        feeSubmittedAt: submittedAt,
      });
      audit(row, {
        actorId: person.userId,
        action: "offer.admission_fee",
        toStatus: "PENDING",
        createdAt: submittedAt,
      });
      if (fee !== "PENDING") {
        const signedAt = new Date(submittedAt.getTime() + DAY);
        const remarks = fee === "VERIFIED" ? feeVerifiedRemark(staff.accounts.name) : CHANGE_REMARKS;
        Object.assign(row, { feeRemarks: remarks, feeSignedById: staff.accounts.id, feeSignedAt: signedAt });
        audit(row, {
          actorId: staff.accounts.id,
          action: "offer.admission_fee_verdict",
          fromStatus: "PENDING",
          toStatus: fee,
          remarks,
          createdAt: signedAt,
        });
        if (fee === "VERIFIED")
          audit(row, {
            actorId: staff.accounts.id,
            action: "offer.admit",
            fromStatus: "ACCEPTED",
            toStatus: "ADMITTED",
            createdAt: signedAt,
          });
      }
    }
    rows.push(row);
  });
  await insertChunks(db, documents, receipts);
  await insertChunks(db, offers, rows);

  // The seats given up went down the waitlist the day after the deadline; the reminder went 48 h
  // before the new deadline.
  const movedAt = new Date(firstDeadline.getTime() + DAY);
  const deadline = new Date(now + 30 * HOUR);
  const { rows: moved } = await waitlistOffersOf(db, publication.id);
  const waitlisted = moved.map((o) => ({
    ...base(o, movedAt, deadline),
    state: "OFFERED" as const,
    remindedAt: new Date(deadline.getTime() - 48 * HOUR),
  }));
  for (const row of waitlisted)
    audit(row, { actorId: staff.admin.id, action: "offer.issue", toStatus: "OFFERED", createdAt: movedAt });
  await insertChunks(db, offers, waitlisted);
  await insertChunks(db, auditEvents, audits);
  await linker.linkAll(receipts.map((r) => ({ source: ADMISSION_RECEIPT_SOURCE, key: r.storageKey })));

  for (const row of [...rows, ...waitlisted]) out.byState[row.state as OfferState]++;
  out.fromWaitlist = waitlisted.length;
  out.feesPending = rows.filter((r) => r.feeStatus === "PENDING").length;
  return out;
}

/** The candidate behind each application: their user id and the application's number. */
async function ownersOf(db: Db, applicationIds: string[]) {
  const found = new Map<string, { userId: string; number: number }>();
  for (let i = 0; i < applicationIds.length; i += CHUNK) {
    const part = await db
      .select({ id: applications.id, userId: applications.userId, number: applications.applicationNumber })
      .from(applications)
      .where(inArray(applications.id, applicationIds.slice(i, i + CHUNK)));
    for (const p of part) found.set(p.id, { userId: p.userId, number: p.number });
  }
  return found;
}

function receiptOf(linker: DemoFileLinker, userId: string, createdAt: Date): DocumentInsert & { id: string } {
  const id = randomUUID();
  return {
    id,
    userId,
    documentType: "ADMISSION_FEE_RECEIPT",
    originalFileName: "admission_fee_receipt.pdf",
    ...linker.factsOf(ADMISSION_RECEIPT_SOURCE),
    storageKey: storageKeyOf(id),
    createdAt,
    updatedAt: createdAt,
  };
}

/** Drizzle's own insert (rows here differ in the columns they give; `insertMany` wants the same ones). */
async function insertChunks<T extends PgTable>(db: Db, table: T, rows: T["$inferInsert"][]) {
  for (let i = 0; i < rows.length; i += CHUNK) await db.insert(table).values(rows.slice(i, i + CHUNK));
}
