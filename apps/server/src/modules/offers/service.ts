import {
  actionForTarget,
  CATEGORIES,
  type CandidateOffer,
  DEFAULT_OFFER_SETTINGS,
  type DepartmentName,
  type FeeVerifyBody,
  feeDetailsInput,
  feeVerifiedRemark,
  type IssueOffersRequest,
  moveWaitlist,
  OFFER_STATE_LABELS,
  type OfferAction,
  type OfferListFilters,
  type OfferSettings,
  type OfferState,
  type OfferView,
  offerLetterFileName,
  offerSettings,
  offerTransition,
  SELECTION_CHANNELS,
  type SeatDashboardRow,
  type SelectionChannel,
  verificationTransition,
} from "@phd/shared";
import type { AppContext } from "../../context.ts";
import { insertMany } from "../../db/bulk.ts";
import type { DbOrTx } from "../../db/client.ts";
import { auditEvents, offers } from "../../db/schema.ts";
import { badRequest, conflict, forbidden, notFound, term } from "../../lib/errors.ts";
import { languageOrDefault } from "../../lib/i18n.ts";
import { instructionLines, renderOfferLetterPdf } from "../../pdf/offer-letter-pdf.ts";
import { type AuthUser, departmentsInScope, visibleOr404 } from "../../plugins/auth.ts";
import type { FormUpload } from "../../storage/uploads.ts";
import { recordAudit } from "../audit/index.ts";
import { currentRoundIdOf, readConstants } from "../constants/index.ts";
import { saveRoundSetting } from "../seat-matrix/index.ts";
import { type OfferNotice, queueOfferNotices } from "./notices.ts";
import * as q from "./queries.ts";

const NOT_FOUND = "Offer not found.";

/** The round's offer settings, or the defaults. */
export function offerSettingsOf(settings: Record<string, unknown>): OfferSettings {
  const parsed = offerSettings.safeParse(settings.offers);
  return parsed.success ? parsed.data : DEFAULT_OFFER_SETTINGS;
}
export const saveOfferSettings = saveRoundSetting<OfferSettings>("offers", offerSettingsOf, "round.offer_settings");

async function roundOf(db: DbOrTx, roundId: string) {
  const round = await q.readRound(db, roundId);
  if (!round) throw notFound("Admission round not found.");
  return round;
}
const roundFacts = (round: { id: string; name: string; closedAt: Date | null }) => ({
  id: round.id,
  name: round.name,
  isClosed: round.closedAt !== null,
});

export async function offerSettingsOfRound(ctx: Pick<AppContext, "db">, roundId: string) {
  const round = await roundOf(ctx.db, roundId);
  return { round: roundFacts(round), settings: offerSettingsOf(round.settings) };
}

/** The round under a lock for a change of its offers; a closed round changes nothing (409). */
async function openRound(tx: DbOrTx, roundId: string) {
  const round = await q.shareRound(tx, roundId);
  if (!round) throw notFound("Admission round not found.");
  if (round.closedAt)
    throw conflict('The admission round "{{roundName}}" is closed: its offers cannot change.', {
      roundName: round.name,
    });
  return round;
}

export function assertDepartment(user: AuthUser, department: DepartmentName) {
  const reach = departmentsInScope(user, "offer.read");
  if (reach !== "all" && !reach.includes(department))
    throw forbidden("You do not see the offers of {{departmentName}}.", { departmentName: department });
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The state as it reads now (decision 034): an unanswered offer past its deadline has lapsed. */
export function effectiveState(offer: { state: OfferState; deadline: Date }, now: Date): OfferState {
  return offer.state === "OFFERED" && offer.deadline <= now ? "LAPSED" : offer.state;
}

function presentFee(f: q.OfferFacts): OfferView["admissionFee"] {
  const o = f.offer;
  if (!o.feeStatus || o.feeUtrDuNumber === null) return null;
  return {
    utrDuNumber: o.feeUtrDuNumber,
    amount: o.feeAmount ?? 0,
    transactionTime: iso(o.feeTransactionTime) ?? "",
    bankName: o.feeBankName ?? "",
    status: o.feeStatus,
    remarks: o.feeRemarks,
    receipt:
      o.feeReceiptDocumentId && f.receiptName && f.receiptMime
        ? { id: o.feeReceiptDocumentId, originalFileName: f.receiptName, mimeType: f.receiptMime }
        : null,
    submittedAt: iso(o.feeSubmittedAt) ?? "",
  };
}

export function presentOffer(f: q.OfferFacts, now: Date): OfferView {
  const o = f.offer;
  return {
    id: o.id,
    applicationRecordId: o.applicationId,
    applicationId: f.humanId,
    name: f.name,
    email: f.email,
    department: o.department,
    channel: o.channel,
    candidateCategory: f.candidateCategory,
    isPwd: f.isPwd,
    category: o.category,
    // A disability seat taken by a candidate without a disability (none was waiting) is an ordinary seat.
    disabilitySeat: o.disabilitySeat && f.isPwd,
    rank: f.rank,
    fromWaitlist: o.fromWaitlist,
    state: effectiveState(o, now),
    deadline: o.deadline.toISOString(),
    offeredAt: o.offeredAt.toISOString(),
    answeredAt: iso(o.answeredAt),
    admissionFee: presentFee(f),
  };
}

function presentCandidateOffer(f: q.OfferFacts, settings: OfferSettings, now: Date): CandidateOffer {
  const view = presentOffer(f, now);
  const fee = view.admissionFee;
  return {
    id: view.id,
    state: view.state,
    channel: view.channel,
    category: view.category,
    disabilitySeat: view.disabilitySeat,
    deadline: view.deadline,
    offeredAt: view.offeredAt,
    answeredAt: view.answeredAt,
    declaration: settings.declaration,
    reportingInstructions: settings.reportingInstructions,
    documentsToBring: instructionLines(settings.documentsToBring),
    admissionFeeAmount: settings.admissionFee,
    mayAnswer: view.state === "OFFERED",
    mayWithdraw: view.state === "ACCEPTED",
    mayPayFee: view.state === "ACCEPTED" && (fee === null || fee.status === "MODIFICATION_REQUESTED"),
    admissionFee: fee,
  };
}

/** The candidate's offers on their applications (the applications module shows them). */
export async function candidateOffers(
  db: DbOrTx,
  applicationIds: string[],
  now: Date,
): Promise<Map<string, CandidateOffer>> {
  const out = new Map<string, CandidateOffer>();
  if (applicationIds.length === 0) return out;
  const rows = await q.offersOfApplications(db, applicationIds);
  const settings = new Map<string, OfferSettings>();
  for (const f of rows) {
    if (!settings.has(f.offer.roundId))
      settings.set(f.offer.roundId, offerSettingsOf((await roundOf(db, f.offer.roundId)).settings));
    out.set(
      f.offer.applicationId,
      presentCandidateOffer(f, settings.get(f.offer.roundId) ?? DEFAULT_OFFER_SETTINGS, now),
    );
  }
  return out;
}

// ——— Issuing offers and moving the waitlist ———

export interface NewOffer {
  applicationId: string;
  channel: SelectionChannel;
  category: (typeof CATEGORIES)[number];
  disabilitySeat: boolean;
  seatNo: number;
  fromWaitlist: boolean;
}

/** Inserts offers of one list, audits them and tells each candidate (a letter attached). */
async function recordOffers(
  ctx: AppContext,
  tx: DbOrTx,
  publication: { id: string; roundId: string; department: DepartmentName },
  rows: NewOffer[],
  deadline: Date,
  actorId: string | null,
) {
  if (rows.length === 0) return;
  await insertMany(
    tx,
    offers,
    rows.map((r) => ({
      ...r,
      roundId: publication.roundId,
      publicationId: publication.id,
      department: publication.department,
      deadline,
      offeredById: actorId,
    })),
  );
  const facts = await q.offersOfApplications(
    tx,
    rows.map((r) => r.applicationId),
  );
  await insertMany(
    tx,
    auditEvents,
    facts.map((f) => ({
      actorId,
      action: "offer.issue" as const,
      subjectType: "offer",
      subjectId: f.offer.id,
      toStatus: "OFFERED",
      roundId: publication.roundId,
      data: {
        applicationId: f.humanId,
        department: publication.department,
        channel: f.offer.channel,
        seat: { category: f.offer.category, disabilitySeat: f.offer.disabilitySeat, seatNo: f.offer.seatNo },
        fromWaitlist: f.offer.fromWaitlist,
        deadline: deadline.toISOString(),
      },
    })),
  );
  await notify(
    ctx,
    tx,
    facts.map((f) => [f, { kind: f.offer.fromWaitlist ? "waitlistOffer" : "offer" }]),
  );
}

/**
 * Freed seats of one list to its waitlist (decision 034, `moveWaitlist`), under the list's lock so
 * that two movers (two instances, two answers at once) never offer one seat twice; the partial
 * unique index on held seats refuses it anyway.
 */
/**
 * The offers that would fill a list's freed seats from its waitlist (decision 034, `moveWaitlist`).
 * Call under the list's lock (or on data nobody else changes, as the demo data does).
 */
export async function waitlistOffersOf(tx: DbOrTx, publicationId: string) {
  const freed = await q.freedSlots(tx, publicationId);
  const rows: NewOffer[] = [];
  let unfilled = 0;
  for (const channel of SELECTION_CHANNELS) {
    const seats = freed.filter((s) => s.channel === channel);
    if (seats.length === 0) continue;
    const waitlist = (await q.waitlistOf(tx, publicationId, channel)).map((w) => ({
      applicationId: w.applicationId,
      category: w.category,
      isPwd: w.isPwd,
      rank: w.rank ?? Number.MAX_SAFE_INTEGER,
    }));
    const move = moveWaitlist(seats, waitlist, new Set());
    unfilled += move.unfilled.length;
    // The slot keeps its identity: a disability seat stays one when it is freed again.
    for (const { slot, applicationId } of move.offers) rows.push({ applicationId, ...slot, fromWaitlist: true });
  }
  return { rows, unfilled };
}

/**
 * Freed seats of one list to its waitlist, under the list's lock so that two movers (two instances,
 * two answers at once) never offer one seat twice; the partial unique index on held seats refuses
 * it anyway.
 */
export async function fillFreedSeats(
  ctx: AppContext,
  tx: DbOrTx,
  publication: { id: string; roundId: string; department: DepartmentName },
  deadline: Date,
  actorId: string | null,
) {
  await q.lockList(tx, publication.id);
  const { rows, unfilled } = await waitlistOffersOf(tx, publication.id);
  await recordOffers(ctx, tx, publication, rows, deadline, actorId);
  return { issued: rows.length, unfilled };
}

function assertFuture(deadline: Date, now: Date) {
  if (deadline.getTime() <= now.getTime()) throw badRequest("The deadline must be in the future.");
}

/** The departments an admin's request names: one, or every one with a final list. */
async function listsFor(tx: DbOrTx, roundId: string, department: DepartmentName | undefined) {
  const departments = department ? [department] : await q.finalDepartments(tx, roundId);
  const lists = [];
  for (const d of departments) {
    const publication = await q.finalPublication(tx, roundId, d);
    if (!publication) {
      if (department)
        throw conflict("The final merit list of {{departmentName}} is not published yet: offers follow it.", {
          departmentName: d,
        });
      continue;
    }
    lists.push(publication);
  }
  if (lists.length === 0) throw conflict("No department has a final merit list yet: offers follow it.");
  return lists;
}

/**
 * The offers for a list's allotted seats not offered yet, each given the next number of its seat
 * slot. Call under the list's lock (or on data nobody else changes, as the demo data does).
 */
export async function allottedOffersOf(tx: DbOrTx, publicationId: string): Promise<NewOffer[]> {
  const lines = await q.allottedWithoutOffer(tx, publicationId);
  const used = new Map(
    (await q.seatNumbersOf(tx, publicationId)).map((r) => [`${r.channel}|${r.category}|${r.disabilitySeat}`, r.max]),
  );
  return lines.map((l) => {
    const category = l.allottedCategory ?? "OPEN_GENERAL";
    const key = `${l.channel}|${category}|${l.disabilitySeat}`;
    const seatNo = (used.get(key) ?? 0) + 1;
    used.set(key, seatNo);
    return {
      applicationId: l.applicationId,
      channel: l.channel,
      category,
      disabilitySeat: l.disabilitySeat,
      seatNo,
      fromWaitlist: false,
    };
  });
}

/** Item 1: offers for every allotted seat of the final list(s) not yet offered. */
export async function issueOffers(ctx: AppContext, actor: AuthUser, roundId: string, body: IssueOffersRequest) {
  const { deadline } = body;
  assertFuture(deadline, ctx.clock.now());
  const result = await ctx.db.transaction(async (tx) => {
    await openRound(tx, roundId);
    let issued = 0;
    const departments: string[] = [];
    for (const publication of await listsFor(tx, roundId, body.department)) {
      await q.lockList(tx, publication.id);
      const rows = await allottedOffersOf(tx, publication.id);
      if (rows.length === 0) continue;
      await recordOffers(ctx, tx, publication, rows, deadline, actor.id);
      issued += rows.length;
      departments.push(publication.department);
    }
    if (issued === 0) throw conflict("Every allotted seat of the final list has been offered already.");
    return { issued, unfilled: 0, departments };
  });
  ctx.mailWorker.kick();
  return result;
}

/** The next offer round (MANUAL waitlist mode; harmless in AUTO): freed seats to the waitlist. */
export async function offerFreedSeats(ctx: AppContext, actor: AuthUser, roundId: string, body: IssueOffersRequest) {
  const { deadline } = body;
  assertFuture(deadline, ctx.clock.now());
  // Offers past their deadline are lapsed first, so their seats are free to offer.
  await lapseDueOffers(ctx);
  const result = await ctx.db.transaction(async (tx) => {
    await openRound(tx, roundId);
    let issued = 0;
    let unfilled = 0;
    const departments: string[] = [];
    for (const publication of await listsFor(tx, roundId, body.department)) {
      const moved = await fillFreedSeats(ctx, tx, publication, deadline, actor.id);
      issued += moved.issued;
      unfilled += moved.unfilled;
      if (moved.issued > 0) departments.push(publication.department);
    }
    if (issued === 0 && unfilled === 0) throw conflict("No seat has been given up: there is nothing to offer again.");
    return { issued, unfilled, departments };
  });
  ctx.mailWorker.kick();
  return result;
}

/** An admin's new deadline for an offer not yet answered (audited). */
export async function changeDeadline(ctx: AppContext, actor: AuthUser, offerId: string, deadlineInput: Date) {
  const deadline = new Date(deadlineInput);
  assertFuture(deadline, ctx.clock.now());
  await ctx.db.transaction(async (tx) => {
    const offer = await q.lockOffer(tx, offerId);
    if (!offer) throw notFound(NOT_FOUND);
    await openRound(tx, offer.roundId);
    const state = effectiveState(offer, ctx.clock.now());
    if (state !== "OFFERED")
      throw conflict("The offer is {{offerState}}: its deadline no longer applies.", {
        offerState: term(OFFER_STATE_LABELS[state], true),
      });
    await q.setOffer(tx, offer.id, { deadline, remindedAt: null });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "offer.deadline",
      subjectType: "offer",
      subjectId: offer.id,
      roundId: offer.roundId,
      data: { from: offer.deadline.toISOString(), to: deadline.toISOString() },
    });
  });
  return presentOffer(await mustFind(ctx.db, offerId), ctx.clock.now());
}

async function mustFind(db: DbOrTx, offerId: string) {
  const found = await q.offerById(db, offerId);
  if (!found) throw notFound(NOT_FOUND);
  return found;
}

// ——— The candidate's answer ———

/** The candidate's own offer under its row lock, in a round that is open (else 404 / 409). */
async function lockOwnOffer(tx: DbOrTx, user: AuthUser, offerId: string) {
  const seen = await q.offerById(tx, offerId);
  visibleOr404(
    user,
    "offer.answer",
    seen,
    (f) => ({ ownerId: f.userId, departments: [f.offer.department] }),
    NOT_FOUND,
  );
  const offer = await q.lockOffer(tx, offerId);
  if (!offer) throw notFound(NOT_FOUND);
  return { offer, round: await openRound(tx, offer.roundId) };
}

const ANSWER_AUDIT = {
  ACCEPT: "offer.accept",
  DECLINE: "offer.decline",
  WITHDRAW: "offer.withdraw",
} as const;
type Answer = keyof typeof ANSWER_AUDIT;

/**
 * Item 2: accept (the declaration ticked), decline, or withdraw an acceptance, under the offer's row
 * lock, once, and never after the deadline. A freed seat goes to the waitlist in the same
 * transaction when the round says so (AUTO).
 */
export async function answerOffer(ctx: AppContext, user: AuthUser, offerId: string, answer: Answer) {
  await ctx.db.transaction(async (tx) => {
    const { offer, round } = await lockOwnOffer(tx, user, offerId);
    const now = ctx.clock.now();
    const state = effectiveState(offer, now);
    if (state === "LAPSED" && offer.state === "OFFERED")
      throw conflict("The deadline to answer this offer has passed: the offer has lapsed.");
    const to = offerTransition(state, answer as OfferAction);
    if (!to) throw conflict(refusalOf(state, answer));
    await q.setOffer(tx, offer.id, {
      state: to,
      ...(answer === "WITHDRAW" ? {} : { answeredAt: now }),
    });
    await recordAudit(tx, {
      actorId: user.id,
      action: ANSWER_AUDIT[answer],
      subjectType: "offer",
      subjectId: offer.id,
      roundId: offer.roundId,
      fromStatus: state,
      toStatus: to,
      data: { department: offer.department, channel: offer.channel },
    });
    const facts = await mustFind(tx, offer.id);
    await notify(ctx, tx, [[facts, { kind: "answer", state: to }]]);
    const settings = offerSettingsOf(round.settings);
    if (settings.waitlistMode === "AUTO" && (to === "DECLINED" || to === "WITHDRAWN")) {
      const publication = { id: offer.publicationId, roundId: offer.roundId, department: offer.department };
      await fillFreedSeats(ctx, tx, publication, answerDeadline(settings, now), null);
    }
  });
  ctx.mailWorker.kick();
  return candidateOfferOf(ctx, offerId);
}

const answerDeadline = (settings: OfferSettings, now: Date) =>
  new Date(now.getTime() + settings.answerDays * 86_400_000);

function refusalOf(state: OfferState, answer: Answer): string {
  if (answer === "WITHDRAW")
    return state === "ADMITTED"
      ? "You are admitted: the admission can no longer be withdrawn here. Contact the department."
      : "Only an accepted offer can be withdrawn.";
  return `This offer has been answered already (${OFFER_STATE_LABELS[state].toLowerCase()}).`;
}

async function candidateOfferOf(ctx: AppContext, offerId: string) {
  const f = await mustFind(ctx.db, offerId);
  const round = await roundOf(ctx.db, f.offer.roundId);
  return presentCandidateOffer(f, offerSettingsOf(round.settings), ctx.clock.now());
}

// ——— The admission fee (item 4) ———

/** The candidate enters the admission fee of an accepted offer (again, when a change was asked for). */
export async function submitAdmissionFee(ctx: AppContext, user: AuthUser, offerId: string, upload: FormUpload) {
  try {
    // An empty form is a bad request, whatever the id (as the reapply form).
    if (upload.files.length === 0 && Object.keys(upload.fields).length === 0)
      throw badRequest("Enter the admission fee's payment details and attach its receipt.");
    await ctx.db.transaction(async (tx) => {
      const { offer } = await lockOwnOffer(tx, user, offerId);
      if (offer.state !== "ACCEPTED")
        throw conflict("The admission fee is paid after accepting the offer, and before the admission is confirmed.");
      if (offer.feeStatus === "PENDING" || offer.feeStatus === "VERIFIED")
        throw conflict("The admission fee has been entered already; the account section is verifying it.");
      const fee = feeDetailsInput.safeParse(upload.fields);
      if (!fee.success) {
        const issue = fee.error.issues[0];
        throw badRequest(issue?.message ?? "Please check the fee details", {
          [String(issue?.path[0] ?? "utrDuNumber")]: issue?.message ?? "",
        });
      }
      // A correction may keep the receipt already sent; a first entry needs one.
      const file = upload.files.find((f) => f.field === "receipt");
      if (!file && !offer.feeReceiptDocumentId)
        throw badRequest("Attach the receipt of the admission fee (PDF, JPG or PNG).", { receipt: "Required" });
      const receipt = file
        ? await q.insertReceipt(tx, {
            userId: user.id,
            documentType: "ADMISSION_FEE_RECEIPT",
            originalFileName: file.originalFileName,
            mimeType: file.mimeType,
            fileSize: file.size,
            storageKey: file.key,
            sha256: file.sha256,
          })
        : { id: offer.feeReceiptDocumentId as string };
      await q.setOffer(tx, offer.id, {
        feeUtrDuNumber: fee.data.utrDuNumber,
        feeAmount: fee.data.amount,
        feeTransactionTime: fee.data.transactionTime,
        feeBankName: fee.data.bankName,
        feeReceiptDocumentId: receipt.id,
        feeStatus: "PENDING",
        feeRemarks: null,
        feeSubmittedAt: new Date(),
        feeSignedAt: null,
        feeSignedById: null,
      });
      await recordAudit(tx, {
        actorId: user.id,
        action: "offer.admission_fee",
        subjectType: "offer",
        subjectId: offer.id,
        roundId: offer.roundId,
        fromStatus: offer.feeStatus,
        toStatus: "PENDING",
        data: {
          utrDuNumber: fee.data.utrDuNumber,
          amount: fee.data.amount,
          previousReceipt: offer.feeReceiptDocumentId,
        },
      });
    });
  } catch (err) {
    await Promise.all(upload.files.map((f) => ctx.storage.delete(f.key)));
    throw err;
  }
  return candidateOfferOf(ctx, offerId);
}

/** The account section's list of entered admission fees of a round (the current one by default). */
export async function admissionFees(ctx: AppContext, roundId: string | undefined, status?: FeeVerifyBody["status"]) {
  const round = roundId ? await roundOf(ctx.db, roundId) : await currentRound(ctx);
  const rows = await q.offersWithFee(ctx.db, round.id, status);
  const now = ctx.clock.now();
  return {
    round: roundFacts(round),
    offers: rows.map((f) => {
      const view = presentOffer(f, now);
      return { ...view, admissionFee: view.admissionFee ?? mustHaveFee() };
    }),
  };
}
const mustHaveFee = (): never => {
  throw new Error("an admission fee row without its fee");
};

async function currentRound(ctx: AppContext) {
  const id = await currentRoundIdOf(ctx.db);
  if (!id) throw notFound("Admission round not found.");
  return roundOf(ctx.db, id);
}

/** The receipt file of an offer's admission fee (the account section, the admin). */
export async function admissionFeeReceipt(ctx: AppContext, offerId: string) {
  const f = await mustFind(ctx.db, offerId);
  if (!f.receiptKey || !f.receiptName || !f.receiptMime) throw notFound("This offer has no admission fee receipt.");
  try {
    const stream = await ctx.storage.get(f.receiptKey);
    const extension = /\.[A-Za-z0-9]{1,5}$/.exec(f.receiptName)?.[0]?.toLowerCase() ?? "";
    return {
      stream,
      mimeType: f.receiptMime,
      fileName: `admission_fee_receipt_${f.humanId}${extension}`,
      size: f.receiptSize ?? 0,
    };
  } catch {
    throw notFound("The receipt file is missing. Ask the candidate to enter the admission fee again.");
  }
}

/**
 * The account section's verdict on an admission fee, as on the application fee (the shared
 * verification machine): VERIFIED admits the candidate (ACCEPTED → ADMITTED), which is final.
 */
export async function verifyAdmissionFee(ctx: AppContext, actor: AuthUser, offerId: string, body: FeeVerifyBody) {
  await ctx.db.transaction(async (tx) => {
    const offer = await q.lockOffer(tx, offerId);
    if (!offer?.feeStatus) throw notFound("No admission fee has been entered for this offer.");
    await openRound(tx, offer.roundId);
    if (offer.state === "ADMITTED") throw conflict("The candidate is admitted: the verified fee cannot change.");
    if (offer.state !== "ACCEPTED")
      throw conflict("The offer is {{offerState}}: its fee is not reviewed.", {
        offerState: term(OFFER_STATE_LABELS[offer.state], true),
      });
    const from = offer.feeStatus;
    const action = actionForTarget(from, body.status);
    const next = verificationTransition(from, action, body.remarks, feeVerifiedRemark(actor.name));
    if (!next.ok) throw badRequest(next.error);
    const admitted = next.to === "VERIFIED";
    await q.setOffer(tx, offer.id, {
      feeStatus: next.to,
      feeRemarks: next.remarks,
      feeSignedById: actor.id,
      feeSignedAt: new Date(),
      ...(admitted ? { state: "ADMITTED" as const } : {}),
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "offer.admission_fee_verdict",
      subjectType: "offer",
      subjectId: offer.id,
      roundId: offer.roundId,
      fromStatus: from,
      toStatus: next.to,
      remarks: next.remarks,
      data: { utrDuNumber: offer.feeUtrDuNumber, amount: offer.feeAmount },
    });
    if (admitted)
      await recordAudit(tx, {
        actorId: actor.id,
        action: "offer.admit",
        subjectType: "offer",
        subjectId: offer.id,
        roundId: offer.roundId,
        fromStatus: "ACCEPTED",
        toStatus: "ADMITTED",
        data: { department: offer.department, channel: offer.channel },
      });
    const facts = await mustFind(tx, offer.id);
    await notify(ctx, tx, [
      [facts, admitted ? { kind: "admitted" } : { kind: "fee", status: next.to, remarks: next.remarks }],
    ]);
  });
  ctx.mailWorker.kick();
  return presentOffer(await mustFind(ctx.db, offerId), ctx.clock.now());
}

// ——— Lapse and reminders (the durable job) ———

const JOB_BATCH = 100;

/**
 * Lapses every unanswered offer past its deadline (each at its deadline), in batches; rows another
 * instance is lapsing are skipped (SKIP LOCKED), so two instances never lapse one twice. Each lapse
 * is audited and mailed in its transaction; in AUTO mode its seat goes to the waitlist there too.
 */
export async function lapseDueOffers(ctx: AppContext): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await ctx.db.transaction(async (tx) => {
      const lapsed = await q.lapseDue(tx, JOB_BATCH, ctx.clock.now());
      if (lapsed.length === 0) return 0;
      await insertMany(
        tx,
        auditEvents,
        lapsed.map((o) => ({
          actorId: null,
          action: "offer.lapse" as const,
          subjectType: "offer",
          subjectId: o.id,
          roundId: o.roundId,
          fromStatus: "OFFERED",
          toStatus: "LAPSED",
          data: { department: o.department, channel: o.channel, deadline: o.deadline.toISOString() },
        })),
      );
      const facts = await q.offersOfApplications(
        tx,
        lapsed.map((o) => o.applicationId),
      );
      await notify(
        ctx,
        tx,
        facts.map((f) => [f, { kind: "answer", state: "LAPSED" }]),
      );
      const lists = new Map(lapsed.map((o) => [o.publicationId, o]));
      for (const o of lists.values()) {
        const round = await q.readRound(tx, o.roundId);
        const settings = offerSettingsOf(round?.settings ?? {});
        if (settings.waitlistMode !== "AUTO" || round?.closedAt) continue;
        const publication = { id: o.publicationId, roundId: o.roundId, department: o.department };
        await fillFreedSeats(ctx, tx, publication, answerDeadline(settings, ctx.clock.now()), null);
      }
      return lapsed.length;
    });
    total += count;
    if (count < JOB_BATCH) return total;
  }
}

/** Queues the reminder of every unanswered offer within 48 hours of its deadline, once. */
export async function remindDueOffers(ctx: AppContext): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const due = await q.claimReminders(tx, 500, ctx.clock.now());
    if (due.length === 0) return 0;
    const facts = await q.offersOfApplications(
      tx,
      due.map((o) => o.applicationId),
    );
    await notify(
      ctx,
      tx,
      facts.map((f) => [f, { kind: "reminder" }]),
    );
    return due.length;
  });
}

// ——— Reading: the department's offers, the dashboard, the letter, the admitted list ———

/** The department's offers (filtered), one page of its waitlist (decision 040) and its freed seats. */
export async function listOffers(ctx: AppContext, user: AuthUser, roundId: string, f: OfferListFilters) {
  assertDepartment(user, f.department);
  const round = await roundOf(ctx.db, roundId);
  const publication = await q.finalPublication(ctx.db, roundId, f.department);
  const window = { offset: (f.page - 1) * f.limit, limit: f.limit };
  const [rows, waitlist, waiting, freed] = publication
    ? await Promise.all([
        q.offersOfDepartment(ctx.db, roundId, f.department, f, ctx.clock.now()),
        q.waitlistOf(ctx.db, publication.id, f.channel, window),
        q.waitlistLength(ctx.db, publication.id, f.channel),
        q.freedSlots(ctx.db, publication.id),
      ])
    : [[], [], 0, []];
  const now = ctx.clock.now();
  return {
    round: roundFacts(round),
    hasFinalList: publication !== undefined,
    offers: rows.map((r) => presentOffer(r, now)),
    waitlistPagination: { currentPage: f.page, totalPages: Math.ceil(waiting / f.limit), total: waiting },
    waitlist: waitlist.map((w) => ({
      applicationRecordId: w.applicationId,
      applicationId: w.humanId,
      name: w.name,
      channel: w.channel,
      category: w.category,
      isPwd: w.isPwd,
      rank: w.rank,
      waitlistPosition: w.waitlistPosition,
    })),
    freedSeats: freed.filter(
      (s) => (!f.channel || s.channel === f.channel) && (!f.category || s.category === f.category),
    ).length,
    waitlistMode: offerSettingsOf(round.settings).waitlistMode,
  };
}

/**
 * Item 5: per department × channel × category, the final list's seats and the offers by their
 * state as it reads now; vacant = seats − seats held (offered, accepted, admitted). Counted in SQL
 * from the rows, so the numbers are the rows.
 */
export async function seatDashboard(ctx: AppContext, user: AuthUser, roundId: string, department?: DepartmentName) {
  if (department) assertDepartment(user, department);
  const round = await roundOf(ctx.db, roundId);
  const reach = department ? [department] : departmentsInScope(user, "offer.read");
  const [seats, counts] = await Promise.all([
    q.finalSeats(ctx.db, roundId, reach),
    q.seatCounts(ctx.db, roundId, reach, ctx.clock.now()),
  ]);
  const rows: SeatDashboardRow[] = [];
  for (const { department: d, seats: channels } of seats) {
    for (const channel of SELECTION_CHANNELS) {
      for (const category of CATEGORIES) {
        const mine = counts.filter((c) => c.department === d && c.channel === channel && c.category === category);
        const of = (s: OfferState) => mine.find((c) => c.state === s)?.count ?? 0;
        const total = channels[channel].seats[category];
        if (total === 0 && mine.length === 0) continue;
        const row = {
          department: d,
          channel,
          category,
          seats: total,
          offered: of("OFFERED"),
          accepted: of("ACCEPTED"),
          declined: of("DECLINED"),
          lapsed: of("LAPSED"),
          withdrawn: of("WITHDRAWN"),
          admitted: of("ADMITTED"),
          vacant: 0,
        };
        row.vacant = Math.max(0, total - row.offered - row.accepted - row.admitted);
        rows.push(row);
      }
    }
  }
  return { round: roundFacts(round), rows };
}

/** The offer letter: the candidate's own, the department's staff. */
export async function offerLetter(ctx: AppContext, viewer: AuthUser, offerId: string) {
  const f = visibleOr404(
    viewer,
    "offerLetter.read",
    await q.offerById(ctx.db, offerId),
    (x) => ({ ownerId: x.userId, departments: [x.offer.department] }),
    NOT_FOUND,
  );
  return { pdf: await renderLetter(ctx, f), fileName: offerLetterFileName(f.humanId) };
}

async function renderLetter(ctx: AppContext, f: q.OfferFacts) {
  const [round, constants] = await Promise.all([roundOf(ctx.db, f.offer.roundId), readConstants(ctx, false)]);
  const settings = offerSettingsOf(round.settings);
  return renderOfferLetterPdf({
    language: languageOrDefault(f.language),
    heading: constants.websiteHeading,
    timeZone: constants.timeZone,
    roundName: round.name,
    candidate: { name: f.name, email: f.email },
    applicationId: f.humanId,
    department: f.offer.department,
    channel: f.offer.channel,
    seat: { category: f.offer.category, disabilitySeat: f.offer.disabilitySeat && f.isPwd },
    rank: f.rank,
    fromWaitlist: f.offer.fromWaitlist,
    deadline: f.offer.deadline,
    offeredAt: f.offer.offeredAt,
    admissionFee: settings.admissionFee,
    reportingInstructions: settings.reportingInstructions,
    documentsToBring: settings.documentsToBring,
  });
}

/** The mail worker's attachments: each offer letter as it stands when the mail is sent. */
export async function offerLetterAttachment(ctx: AppContext, offerId: string) {
  const f = await q.offerById(ctx.db, offerId);
  if (!f) return undefined;
  return {
    filename: offerLetterFileName(f.humanId),
    content: await renderLetter(ctx, f),
    contentType: "application/pdf",
  };
}

export async function admittedList(ctx: AppContext, user: AuthUser, roundId: string, department?: DepartmentName) {
  if (department) assertDepartment(user, department);
  const round = await roundOf(ctx.db, roundId);
  const reach = department ? [department] : departmentsInScope(user, "offer.read");
  const [rows, constants] = await Promise.all([q.admittedOf(ctx.db, roundId, reach), readConstants(ctx, false)]);
  return { round, rows, heading: constants.websiteHeading, timeZone: constants.timeZone };
}

function notify(ctx: AppContext, tx: DbOrTx, items: [q.OfferFacts, OfferNotice][]) {
  return queueOfferNotices(ctx, tx, items);
}
