import type { ApplicationStatus, ApplicationType, DepartmentName, VerificationStatus } from "@phd/shared";
import { and, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { PeriodicJob } from "../lib/periodic-job.ts";
import { type DbOrTx, queryRows } from "./client.ts";
import { applicationTallies, candidateNameTallies, submissionTallies, userTallies, utrShares } from "./schema.ts";

/**
 * Counts the database keeps as rows change (migration 0017, decision 037): readers sum a few
 * hundred rows instead of counting hundreds of thousands. Exact in every snapshot, because the
 * triggers write in the changing statement's transaction.
 */

/** Derived tables: not backed up, filled again by the triggers when a restore loads their sources. */
export const TALLY_TABLES: readonly string[] = [
  "application_tallies",
  "submission_tallies",
  "user_tallies",
  "candidate_name_tallies",
  "utr_holders",
  "utr_shares",
  "merit_input_changes",
  "slot_tallies",
];

export interface ApplicationGroup {
  department: DepartmentName;
  applicationType: ApplicationType;
  status: ApplicationStatus;
  feeStatus: VerificationStatus;
  n: number;
}

/** A round's applications by department × type × status × fee status (groups with none left out). */
export function applicationGroups(db: DbOrTx, round: string | SQL): Promise<ApplicationGroup[]> {
  const t = applicationTallies;
  return db
    .select({
      department: t.department,
      applicationType: t.applicationType,
      status: t.status,
      feeStatus: t.feeStatus,
      n: sql<number>`sum(${t.n})::int`,
    })
    .from(t)
    .where(eq(t.roundId, round))
    .groupBy(t.department, t.applicationType, t.status, t.feeStatus)
    .having(sql`sum(${t.n}) <> 0`);
}

/** What a list's filters ask of a group, when they are all on tallied columns. */
export interface GroupFilter {
  departments?: readonly DepartmentName[];
  applicationType?: ApplicationType;
  status?: ApplicationStatus;
  feeStatus?: VerificationStatus;
}

export function countGroups(groups: readonly ApplicationGroup[], f: GroupFilter): number {
  let n = 0;
  for (const g of groups) {
    if (f.departments && !f.departments.includes(g.department)) continue;
    if (f.applicationType && g.applicationType !== f.applicationType) continue;
    if (f.status && g.status !== f.status) continue;
    if (f.feeStatus && g.feeStatus !== f.feeStatus) continue;
    n += g.n;
  }
  return n;
}

/**
 * How many of the round's applications match `f`: one sum in PostgreSQL over the tallies of
 * exactly those columns (a list's total), instead of every group sent to Node to be summed there.
 */
export async function countTallied(db: DbOrTx, round: string | SQL, f: GroupFilter): Promise<number> {
  if (f.departments?.length === 0) return 0;
  const [row] = await talliedCountQuery(db, round, f);
  return row?.n ?? 0;
}

/** `countTallied`'s statement (`departments` not empty), also a subquery of a whole answer (decision 046). */
export function talliedCountQuery(db: DbOrTx, round: string | SQL, f: GroupFilter) {
  const t = applicationTallies;
  return db
    .select({ n: sql<number>`coalesce(sum(${t.n}), 0)::int` })
    .from(t)
    .where(
      and(
        eq(t.roundId, round),
        f.departments ? inArray(t.department, [...f.departments]) : undefined,
        f.applicationType ? eq(t.applicationType, f.applicationType) : undefined,
        f.status ? eq(t.status, f.status) : undefined,
        f.feeStatus ? eq(t.feeStatus, f.feeStatus) : undefined,
      ),
    );
}

/** The round's applications and the verified ones, summed in PostgreSQL (the statistics cards)... */
export function talliedTotalsQuery(db: DbOrTx, round: string | SQL) {
  const t = applicationTallies;
  return db
    .select({
      applications: sql<number>`coalesce(sum(${t.n}), 0)::int`.as("applications"),
      verified: sql<number>`coalesce(sum(${t.n}) filter (where ${t.status} = 'VERIFIED'), 0)::int`.as("verified"),
    })
    .from(t)
    .where(eq(t.roundId, round));
}

/** ...read on their own. */
export async function talliedTotals(db: DbOrTx, round: string | SQL) {
  const [row] = await talliedTotalsQuery(db, round);
  return { applications: row?.applications ?? 0, verified: row?.verified ?? 0 };
}

/**
 * Submissions per bucket of `bounds` (instants, ascending): bucket i (1-based) counts those at or
 * after bounds[i-1] and before bounds[i]. Tallies are per quarter hour, and every zone's midnight
 * falls on one, so day buckets built from a zone's midnights are exact.
 */
export async function submissionsBetween(
  db: DbOrTx,
  round: string | SQL,
  bounds: Date[],
): Promise<Map<number, number>> {
  const first = bounds[0];
  const last = bounds[bounds.length - 1];
  if (!first || !last) return new Map();
  const t = submissionTallies;
  const array = sql.join(
    bounds.map((d) => sql`${d.toISOString()}::timestamptz`),
    sql`, `,
  );
  const rows = await db
    .select({ bucket: sql<number>`width_bucket(${t.quarter}, array[${array}])`, n: sql<number>`sum(${t.n})::int` })
    .from(t)
    .where(and(eq(t.roundId, round), gte(t.quarter, first), lt(t.quarter, last)))
    .groupBy(sql`1`)
    .having(sql`sum(${t.n}) <> 0`);
  return new Map(rows.map((r) => [r.bucket, r.n]));
}

/** The accounts of one role that count, as `userCounts` counts them, inside another statement. */
export function userCountQuery(db: DbOrTx, role: string) {
  return db
    .select({ n: sql<number>`coalesce(sum(${userTallies.n}), 0)::int` })
    .from(userTallies)
    .where(eq(userTallies.role, role));
}

/** Accounts that count, per role: not erased; candidates with a verified e-mail. */
export async function userCounts(db: DbOrTx): Promise<Record<string, number>> {
  const rows = await db
    .select({ role: userTallies.role, n: sql<number>`sum(${userTallies.n})::int` })
    .from(userTallies)
    .groupBy(userTallies.role)
    .having(sql`sum(${userTallies.n}) <> 0`);
  return Object.fromEntries(rows.map((r) => [r.role, r.n]));
}

/**
 * Folds each group's rows into one, the tallies' and the merit input versions' (decision 041);
 * returns how many rows it removed. Totals and versions do not change.
 */
export async function foldTallies(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ removed: number }>(
    db,
    sql`select fold_tallies() + fold_merit_input_changes() + fold_slot_tallies() + fold_candidate_name_tallies() as removed`,
  );
  return Number(row?.removed ?? 0);
}

/**
 * Verified candidates per block of the statistics table's name order (migration 0025, decision
 * 048): a block this size costs a deep page at most this many index entries to skip. The
 * migration lays the blocks out at this size too.
 */
export const NAME_BLOCK_SIZE = 1000;

/** Lays the name blocks out anew, `size` candidates each (waits for writers under the old layout); returns how many. */
export async function layOutNameBlocks(db: DbOrTx, size = NAME_BLOCK_SIZE): Promise<number> {
  const [row] = await queryRows<{ blocks: number }>(
    db,
    sql`select lay_out_candidate_name_blocks(${size}::int) as blocks`,
  );
  return Number(row?.blocks ?? 0);
}

/**
 * Lays the name blocks out again when one has grown past twice `size` (registrations fall into the
 * blocks there are) or when there are more than twice as many as the count needs (erasures);
 * returns whether it did. Checked by the fold job: a read of a few hundred summed rows.
 */
export async function evenNameBlocks(db: DbOrTx, size = NAME_BLOCK_SIZE): Promise<boolean> {
  const t = candidateNameTallies;
  const blocks = db
    .select({ n: sql<number>`sum(${t.n})`.as("n") })
    .from(t)
    .groupBy(t.startName, t.startId)
    .as("blocks");
  const [shape] = await db
    .select({
      largest: sql<number>`coalesce(max(${blocks.n}), 0)::int`,
      blocks: sql<number>`count(*)::int`,
      total: sql<number>`coalesce(sum(${blocks.n}), 0)::int`,
    })
    .from(blocks);
  if (!shape) return false;
  const uneven = shape.largest > 2 * size || shape.blocks > 2 * Math.ceil(shape.total / size) + 1;
  if (uneven) await layOutNameBlocks(db, size);
  return uneven;
}

export const TALLY_FOLD_EVERY_MS = 10_000;

/** Keeps the tallies small while the portal runs (started by main.ts, like the file sweep). */
export function scheduleTallyFold(db: DbOrTx, log: FastifyBaseLogger): () => Promise<void> {
  const job = new PeriodicJob({
    run: async () => {
      await foldTallies(db);
      await evenNameBlocks(db);
    },
    firstAfterMs: TALLY_FOLD_EVERY_MS,
    everyMs: TALLY_FOLD_EVERY_MS,
    unref: true,
    log,
    failure: "folding the tallies failed; will try again",
  }).start();
  return () => job.stop();
}

/**
 * Every UTR that two or more candidates used, read from what the triggers keep (`utr_shares`,
 * migration 0020) through its partial index. A fee row's UTR is in it exactly when another
 * candidate's application has that UTR (the row's duplicate flag), so the fee list's
 * `duplicatesOnly` filter is `utr in (this)`: a semi-join on the UTR index, in the list's own
 * statement (not a list of values sent back: 1,479 of them at 200,000 candidates took 7 ms to plan).
 */
export const sharedUtrs = sql`(select ${utrShares.utr} from ${utrShares} where ${utrShares.holders} > 1)`;
