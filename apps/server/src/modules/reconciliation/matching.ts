import {
  type Classified,
  certainPairs,
  classifyClaim,
  MATCH_RESULTS,
  type MatchResult,
  type ReconciliationSettings,
} from "@phd/shared";
import type { AppContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { feeMatches } from "../../db/schema.ts";
import { institutionTimeZone } from "../constants/index.ts";
import { roundOfferSettings } from "../offers/index.ts";
import { lockOpenRound } from "../rounds/index.ts";
import * as q from "./queries.ts";
import { roundReconciliation } from "./settings.ts";

export const RECONCILIATION_CLOSED =
  'The admission round "{{roundName}}" is closed: its fees can be read but not matched or verified.';

/** Every result with its count (0 for those none has). */
export function countsOf(rows: { result: MatchResult; n: number }[]): Record<MatchResult, number> {
  const counts = Object.fromEntries(MATCH_RESULTS.map((r) => [r, 0])) as Record<MatchResult, number>;
  for (const r of rows) counts[r.result] = r.n;
  return counts;
}

/**
 * Matches every fee record of the round against every credit imported so far (issue 61, item 2)
 * and keeps the results, replacing the round's earlier ones, in one transaction. The database
 * joins (a record to the credit its UTR names; else to the credits of its amount near its day);
 * the shared rules decide (`classifyClaim`, `certainPairs`).
 */
export async function matchRound(ctx: AppContext, roundId: string) {
  const timeZone = await institutionTimeZone(ctx.db);
  const matchedAt = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    // Share: two matchings of a round wait for each other on the match rows, not on the round.
    const round = await lockOpenRound(tx, roundId, RECONCILIATION_CLOSED);
    const rules = roundReconciliation.of(round.settings);
    const admissionFee = roundOfferSettings.of(round.settings).admissionFee;
    const rows = await resultsOf(tx, round.id, timeZone, rules, admissionFee, matchedAt);
    await q.clearMatches(tx, round.id);
    await q.insertMatches(tx, rows);
    const counts = countsOf(
      MATCH_RESULTS.map((result) => ({ result, n: rows.filter((r) => r.result === result).length })),
    );
    return { matchedAt, counts };
  });
}

async function resultsOf(
  db: DbOrTx,
  roundId: string,
  timeZone: string,
  rules: ReconciliationSettings,
  admissionFee: number,
  matchedAt: Date,
): Promise<(typeof feeMatches.$inferInsert)[]> {
  const [records, pairs] = await Promise.all([
    q.recordsWithCredits(db, roundId, timeZone),
    q.amountDayPairs(db, roundId, timeZone, rules.dateWindowDays),
  ]);
  const byAmountAndDay = new Map(
    certainPairs(
      pairs.map((p) => ({ ...p, recordKey: `${p.kind}:${p.record_id}`, userId: p.user_id, creditId: p.credit_id })),
    ).map((p) => [p.recordKey, p]),
  );
  return records.map((r) => {
    const fee = r.kind === "ADMISSION_FEE" ? admissionFee : rules.applicationFee[r.application_type];
    const pair = byAmountAndDay.get(`${r.kind}:${r.record_id}`);
    const found =
      r.credit_id && r.bank_date && r.bank_amount !== null
        ? { credit: { valueDate: r.bank_date, amount: r.bank_amount }, by: "UTR" as const, claimants: r.claimants }
        : pair
          ? {
              credit: { valueDate: pair.bank_date, amount: pair.bank_amount },
              by: "AMOUNT_AND_DATE" as const,
              claimants: 1,
            }
          : null;
    const c: Classified = classifyClaim(
      { userId: r.user_id, utr: r.utr, amount: r.amount, paidOn: r.paid_on, fee },
      found,
      rules,
    );
    return {
      kind: r.kind,
      recordId: r.record_id,
      roundId,
      department: r.department,
      userId: r.user_id,
      utr: r.utr,
      amount: r.amount,
      result: c.result,
      matchedBy: c.by,
      creditId: r.credit_id ?? pair?.credit_id ?? null,
      bankAmount: c.bankAmount,
      bankDate: c.bankDate,
      expected: c.expected,
      matchedAt,
    };
  });
}
