import {
  type CATEGORIES,
  type DepartmentName,
  moveWaitlist,
  SELECTION_CHANNELS,
  type SelectionChannel,
} from "@phd/shared";
import type { AppContext } from "../../context.ts";
import { insertMany } from "../../db/bulk.ts";
import type { DbOrTx } from "../../db/client.ts";
import { auditEvents, offers } from "../../db/schema.ts";
import { queueOfferNotices } from "./notices.ts";
import * as q from "./queries.ts";

export interface NewOffer {
  applicationId: string;
  channel: SelectionChannel;
  category: (typeof CATEGORIES)[number];
  disabilitySeat: boolean;
  seatNo: number;
  fromWaitlist: boolean;
}

/** A final list, as the offers of its seats name it. */
interface ListOfOffers {
  id: string;
  roundId: string;
  department: DepartmentName;
}

/** Inserts offers of one list, audits them and tells each candidate (a letter attached). */
export async function recordOffers(
  ctx: AppContext,
  tx: DbOrTx,
  publication: ListOfOffers,
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
  await queueOfferNotices(
    ctx,
    tx,
    facts.map((f) => [f, { kind: f.offer.fromWaitlist ? "waitlistOffer" : "offer" }]),
  );
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
  publication: ListOfOffers,
  deadline: Date,
  actorId: string | null,
) {
  await q.lockList(tx, publication.id);
  const { rows, unfilled } = await waitlistOffersOf(tx, publication.id);
  await recordOffers(ctx, tx, publication, rows, deadline, actorId);
  return { issued: rows.length, unfilled };
}
