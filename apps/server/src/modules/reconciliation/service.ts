import type { FeeKind, ReconciliationAnswer, ReconciliationQuery, reconciliationQuery } from "@phd/shared";
import type { z } from "zod";
import type { AppContext } from "../../context.ts";
import { institutionTimeZone } from "../constants/index.ts";
import { readRound, roundSummary } from "../rounds/index.ts";
import { countsOf } from "./matching.ts";
import { presentMapping, presentMatch, presentStatement } from "./presenter.ts";
import * as q from "./queries.ts";

type Filters = z.output<typeof reconciliationQuery>;

/**
 * The review list (issue 61, item 3): the round's records by result, filtered and paged in SQL,
 * with the counts by result (whatever the result filter), the exact matches the bulk verification
 * would verify, and the credits nobody claims.
 */
export async function listMatches(ctx: AppContext, roundId: string, f: Filters): Promise<ReconciliationAnswer> {
  const round = await readRound(ctx.db, roundId);
  const filters = { ...f, kind: f.kind as FeeKind | undefined };
  const where = q.matchConditions(round.id, filters);
  const timeZone = await institutionTimeZone(ctx.db);
  const [rows, total, counts, exact, unclaimed, matchedAt] = await Promise.all([
    q.matchPage(ctx.db, where, f.limit, (f.page - 1) * f.limit, timeZone),
    q.countMatches(ctx.db, where),
    q.countsByResult(ctx.db, q.matchConditions(round.id, { ...filters, result: undefined })),
    q.countExactPending(ctx.db, round.id, filters),
    q.countUnclaimed(ctx.db),
    q.lastMatchedAt(ctx.db, round.id),
  ]);
  return {
    round: roundSummary(round),
    matchedAt: matchedAt ? new Date(matchedAt).toISOString() : null,
    matches: rows.map(presentMatch),
    pagination: { currentPage: f.page, totalPages: Math.ceil(total / f.limit), total },
    counts: countsOf(counts),
    exactPending: exact,
    unclaimed,
  };
}

/** The statements imported lately and the banks' remembered mappings. */
export async function statements(ctx: AppContext) {
  const [latest, mappings] = await Promise.all([q.latestStatements(ctx.db, 50), q.mappings(ctx.db)]);
  return { statements: latest.map(presentStatement), mappings: mappings.map(presentMapping) };
}

export type { ReconciliationQuery };
