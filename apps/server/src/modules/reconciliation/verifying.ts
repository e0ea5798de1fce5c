import type { FeeKind, reconciliationVerifyBody } from "@phd/shared";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import { conflict } from "../../lib/errors.ts";
import type { AuthUser } from "../../plugins/auth.ts";
import { recordAudit } from "../audit/index.ts";
import { verifyFeeIf } from "../fees/index.ts";
import { verifyAdmissionFeeIf } from "../offers/index.ts";
import { lockOpenRound } from "../rounds/index.ts";
import { RECONCILIATION_CLOSED } from "./matching.ts";
import * as q from "./queries.ts";

const VERIFY = { status: "VERIFIED" as const };

/**
 * Verifies the round's exact matches still pending (issue 61, item 3), each through the fee's own
 * verdict (the shared machine, the history, the candidate's mail in their language), each in its
 * own transaction. Under the record's lock a verdict is given only while the record is still
 * pending with the UTR and amount it was matched with, and while its credit is this candidate's
 * (`claimPayment`): a verdict given by hand meanwhile is never overwritten, and two users at once
 * never verify a record twice or one payment for two candidates.
 */
export async function verifyExactMatches(
  ctx: AppContext,
  actor: AuthUser,
  roundId: string,
  body: z.output<typeof reconciliationVerifyBody>,
) {
  // Refused at once on a closed round; each verdict checks the round again in its own transaction.
  const round = await ctx.db.transaction((tx) => lockOpenRound(tx, roundId, RECONCILIATION_CLOSED));
  const filters = { department: body.department, kind: body.kind as FeeKind | undefined };
  const targets = await q.exactPendingMatches(ctx.db, round.id, filters);
  if (targets.length !== body.expected)
    throw conflict("The list has changed: {{count}} exact match is waiting now. Check it and confirm again.", {
      count: targets.length,
      defaultValue_other:
        "The list has changed: {{count}} exact matches are waiting now. Check them and confirm again.",
    });
  let verified = 0;
  for (const t of targets) {
    const audit = { statementId: t.statement_id, statementLine: t.line, reconciled: true };
    const stillAsMatched = (status: string | null, utr: string | null, amount: number | null) =>
      status === "PENDING" && utr === t.utr && amount === t.amount;
    const claim = (tx: Parameters<typeof q.claimPayment>[0]) =>
      q.claimPayment(tx, t.credit_id, t.user_id, actor.id, ctx.clock.now());
    const given =
      t.kind === "APPLICATION_FEE"
        ? !!(await verifyFeeIf(ctx, actor, t.record_id, VERIFY, {
            holds: async (tx, app) => stillAsMatched(app.feeStatus, app.utrDuNumber, app.amount) && (await claim(tx)),
            audit,
          }))
        : await verifyAdmissionFeeIf(ctx, actor, t.record_id, VERIFY, {
            holds: async (tx, offer) =>
              stillAsMatched(offer.feeStatus, offer.feeUtrDuNumber, offer.feeAmount) && (await claim(tx)),
            audit,
          });
    if (given) verified++;
  }
  const statements = [...new Set(targets.map((t) => t.statement_id))];
  await recordAudit(ctx.db, {
    actorId: actor.id,
    action: "fee.reconcile",
    subjectType: "round",
    subjectId: round.id,
    roundId: round.id,
    data: { statements, ...filters, verified, skipped: targets.length - verified },
  });
  return { verified, skipped: targets.length - verified };
}
