import {
  OFFER_STATE_LABELS,
  type OfferAction,
  type OfferSettings,
  type OfferState,
  offerTransition,
} from "@phd/shared";
import type { AppContext } from "../../context.ts";
import { insertMany } from "../../db/bulk.ts";
import { auditEvents } from "../../db/schema.ts";
import { conflict } from "../../lib/errors.ts";
import type { AuthUser } from "../../plugins/auth.ts";
import { recordAudit } from "../audit/index.ts";
import { readRound } from "../rounds/index.ts";
import { lockOwnOffer, mustFind } from "./access.ts";
import { candidateOfferOf } from "./candidate.ts";
import { queueNoticeOnEach, queueOfferNotices } from "./notices.ts";
import { effectiveState } from "./presenter.ts";
import * as q from "./queries.ts";
import { fillFreedSeats } from "./seats.ts";
import { roundOfferSettings } from "./settings.ts";

const ANSWER_AUDIT = {
  ACCEPT: "offer.accept",
  DECLINE: "offer.decline",
  WITHDRAW: "offer.withdraw",
} as const;
type Answer = keyof typeof ANSWER_AUDIT;

/** The deadline of an offer the waitlist's move makes now: the round's days to answer from now. */
const answerDeadline = (settings: OfferSettings, now: Date) =>
  new Date(now.getTime() + settings.answerDays * 86_400_000);

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
    await queueOfferNotices(ctx, tx, [[facts, { kind: "answer", state: to }]]);
    const settings = roundOfferSettings.of(round.settings);
    if (settings.waitlistMode === "AUTO" && (to === "DECLINED" || to === "WITHDRAWN")) {
      const publication = { id: offer.publicationId, roundId: offer.roundId, department: offer.department };
      await fillFreedSeats(ctx, tx, publication, answerDeadline(settings, now), null);
    }
  });
  ctx.mailWorker.kick();
  return candidateOfferOf(ctx, offerId);
}

function refusalOf(state: OfferState, answer: Answer): string {
  if (answer === "WITHDRAW")
    return state === "ADMITTED"
      ? "You are admitted: the admission can no longer be withdrawn here. Contact the department."
      : "Only an accepted offer can be withdrawn.";
  return `This offer has been answered already (${OFFER_STATE_LABELS[state].toLowerCase()}).`;
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
      await queueNoticeOnEach(ctx, tx, lapsed, { kind: "answer", state: "LAPSED" });
      const lists = new Map(lapsed.map((o) => [o.publicationId, o]));
      for (const o of lists.values()) {
        // An offer's round is always there: offers.round_id references it and rounds are never deleted.
        const round = await readRound(tx, o.roundId);
        const settings = roundOfferSettings.of(round.settings);
        if (settings.waitlistMode !== "AUTO" || round.closedAt) continue;
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
    await queueNoticeOnEach(ctx, tx, due, { kind: "reminder" });
    return due.length;
  });
}
