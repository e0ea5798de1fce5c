/**
 * The retention schedule (issue 28, item 4; decision 036): how long a candidate who was never
 * admitted keeps their documents and personal data in the portal after the rounds they took part
 * in closed. Each round has its own number of months (1–120, default 12). The server computes the
 * same rule in SQL (`modules/privacy/retention-queries.ts`); a test keeps the two equal.
 */
export const RETENTION_MONTHS_DEFAULT = 12;
export const RETENTION_MONTHS_MIN = 1;
export const RETENTION_MONTHS_MAX = 120;
/** The admin's list shows who is due within this many days (and everyone overdue). */
export const RETENTION_NOTICE_DAYS = 30;

/** A round as the rule sees it: when it closed (null while open) and its months. */
export interface RetentionRound {
  closedAt: Date | null;
  months: number;
}

export interface RetentionCandidate {
  /** The rounds of the candidate's applications (one entry per application is fine). */
  rounds: RetentionRound[];
  /** An offer of theirs reached ADMITTED: their records are the university's student record, kept. */
  admitted: boolean;
  registeredAt: Date;
}

/**
 * `at` plus whole calendar months, counted in UTC; a day the target month lacks becomes its last
 * day (Jan 31 + 1 month = Feb 28 or 29), the time of day stays. PostgreSQL's `timestamp + interval`
 * on the UTC wall clock does the same, which is how the SQL counts it.
 */
export function addMonthsUtc(at: Date, months: number): Date {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth() + months;
  const target = new Date(Date.UTC(y, m, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(at.getUTCDate(), lastDay));
  target.setUTCHours(at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds(), at.getUTCMilliseconds());
  return target;
}

/**
 * When the candidate's data is due for erasure, or null when it never is under the schedule as
 * things stand:
 * - admitted: never (kept as the university's record);
 * - an application in a round not closed yet: not while it is open;
 * - with applications: the latest of (round closed + its months) over their applications' rounds;
 * - without: the first round that closed after they registered, plus its months (of two closed
 *   at the same instant, the longer one); none closed since: not yet.
 * `closedRounds` is every closed round of the portal. Whether the account is already erased is the
 * caller's to check.
 */
export function retentionDueAt(candidate: RetentionCandidate, closedRounds: RetentionRound[]): Date | null {
  if (candidate.admitted) return null;
  if (candidate.rounds.length > 0) {
    let latest: Date | null = null;
    for (const round of candidate.rounds) {
      if (!round.closedAt) return null;
      const due = addMonthsUtc(round.closedAt, round.months);
      if (!latest || due > latest) latest = due;
    }
    return latest;
  }
  const after = closedRounds
    .filter((r): r is RetentionRound & { closedAt: Date } => r.closedAt !== null && r.closedAt > candidate.registeredAt)
    .sort((a, b) => a.closedAt.getTime() - b.closedAt.getTime() || b.months - a.months);
  const first = after[0];
  return first ? addMonthsUtc(first.closedAt, first.months) : null;
}

/** Due now: the date has come (the job erases them on its next pass). */
export function retentionIsDue(dueAt: Date | null, now: Date): boolean {
  return dueAt !== null && dueAt.getTime() <= now.getTime();
}
