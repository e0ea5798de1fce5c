import { type DepartmentName, type IssueOffersRequest, OFFER_STATE_LABELS } from "@phd/shared";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { badRequest, conflict, notFound, term } from "../../lib/errors.ts";
import type { AuthUser } from "../../plugins/auth.ts";
import { recordAudit } from "../audit/index.ts";
import { lockOpenOfferRound, mustFind, NOT_FOUND } from "./access.ts";
import { lapseDueOffers } from "./answers.ts";
import { effectiveState, presentOffer } from "./presenter.ts";
import * as q from "./queries.ts";
import { allottedOffersOf, fillFreedSeats, recordOffers } from "./seats.ts";

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

/** Item 1: offers for every allotted seat of the final list(s) not yet offered. */
export async function issueOffers(ctx: AppContext, actor: AuthUser, roundId: string, body: IssueOffersRequest) {
  const { deadline } = body;
  assertFuture(deadline, ctx.clock.now());
  const result = await ctx.db.transaction(async (tx) => {
    await lockOpenOfferRound(tx, roundId);
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
    await lockOpenOfferRound(tx, roundId);
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
    await lockOpenOfferRound(tx, offer.roundId);
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
