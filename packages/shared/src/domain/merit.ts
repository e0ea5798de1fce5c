import type { Category } from "../profile.ts";
import { CATEGORIES } from "../profile.ts";
import type { SelectionMethod, SelectionRules, TieBreak } from "../schemas/selection-rules.ts";
import type { ChannelSeats } from "./seat-split.ts";

/**
 * The merit list of one department and channel (issue 25, item 4; decision 032): the composite
 * score from the round's weights, the qualifying mark with its relaxation, the round's tie-breaks,
 * and the allocation of the channel's seats: OPEN seats by merit from everyone first, then each
 * category's seats from its remaining candidates, with the seats for persons with disabilities
 * filled inside each (a PwD candidate displaces the last non-PwD one when the quota is short).
 * Pure: the same inputs give the same list, and every line carries what produced it.
 */

export interface MeritCandidate {
  /** The human application id (PHD042): the last tie-break, so the order is always total. */
  applicationId: string;
  /** null (not given) counts as General. */
  category: Category | null;
  isPwd: boolean;
  method: SelectionMethod;
  /** Entrance-test marks or the normalised exam score, in percent of the maximum; null when absent. */
  examPercent: number | null;
  /** The consolidated interview score in percent of the maximum; null when absent. */
  interviewPercent: number | null;
  /** ISO date (YYYY-MM-DD), for the date-of-birth tie-break; null sorts last. */
  dateOfBirth: string | null;
  /** When the application was submitted (ISO instant), for the submission tie-break. */
  submittedAt: string;
}

export const MERIT_STATUSES = ["ALLOTTED", "WAITLISTED", "NOT_QUALIFIED", "ABSENT"] as const;
export type MeritStatus = (typeof MERIT_STATUSES)[number];
export const MERIT_STATUS_LABELS: Record<MeritStatus, string> = {
  ALLOTTED: "Seat allotted",
  WAITLISTED: "Waitlisted",
  NOT_QUALIFIED: "Below the qualifying mark",
  ABSENT: "Absent",
};

export interface MeritLine {
  applicationId: string;
  category: Category;
  isPwd: boolean;
  /** The weights applied, in percent (interview only: 0 and 100). */
  examWeight: number;
  interviewWeight: number;
  examPercent: number | null;
  interviewPercent: number | null;
  /** Composite in percent, rounded to two decimals for showing (ranking uses the exact value). */
  composite: number | null;
  /** The entrance test's qualifying mark that applied to this candidate (null: no test). */
  qualifyingPercent: number | null;
  /** True when the relaxation lowered the qualifying mark for this candidate. */
  relaxed: boolean;
  /** 1 … n among those ranked (qualified and present); null for the others. */
  rank: number | null;
  status: MeritStatus;
  /** The seat allotted: its category (OPEN_GENERAL for an open seat) and whether it is a PwD seat. */
  allotted: { category: Category; disabilitySeat: boolean } | null;
  /** 1 … n in merit order among the ranked who have no seat. */
  waitlistPosition: number | null;
}

export interface SeatFill {
  category: Category;
  seats: number;
  filled: number;
  disabilitySeats: number;
  /** PwD seats of this category held by persons with disabilities. */
  disabilityFilled: number;
}

export interface MeritResult {
  /** The ranked in merit order, then the absent and those below the qualifying mark (by application id). */
  lines: MeritLine[];
  seats: SeatFill[];
  /** Seats no candidate could take (reported; moving them is the admin's explicit action). */
  unfilled: number;
}

export type MeritRules = Pick<
  SelectionRules,
  "weights" | "qualifyingPercent" | "relaxationPoints" | "relaxedCategories" | "relaxForDisability" | "tieBreaks"
>;

/** Scores in hundredths of a percent and weights in hundredths: their products compare exactly. */
const hundredths = (n: number) => Math.round(n * 100);

export function weightsOf(method: SelectionMethod, rules: Pick<MeritRules, "weights">) {
  return method === "INTERVIEW_ONLY" ? { exam: 0, interview: 100 } : rules.weights[method];
}

/** The entrance test's qualifying mark for this candidate, and whether it was relaxed. */
export function qualifyingFor(
  c: Pick<MeritCandidate, "category" | "isPwd" | "method">,
  rules: Pick<MeritRules, "qualifyingPercent" | "relaxationPoints" | "relaxedCategories" | "relaxForDisability">,
): { percent: number | null; relaxed: boolean } {
  if (c.method !== "TEST_AND_INTERVIEW") return { percent: null, relaxed: false };
  const relaxed =
    rules.relaxationPoints > 0 &&
    ((c.category !== null && rules.relaxedCategories.includes(c.category)) || (c.isPwd && rules.relaxForDisability));
  return { percent: rules.qualifyingPercent - (relaxed ? rules.relaxationPoints : 0), relaxed };
}

interface Scored {
  candidate: MeritCandidate;
  line: MeritLine;
  /** Exact composite: Σ score (hundredths) × weight (hundredths). */
  units: number;
}

function byTieBreaks(order: readonly TieBreak[]) {
  const higher = (a: number | null, b: number | null) => (b ?? -1) - (a ?? -1);
  const earlier = (a: string | null, b: string | null) =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;
  return (x: Scored, y: Scored): number => {
    if (x.units !== y.units) return y.units - x.units;
    for (const t of order) {
      const a = x.candidate;
      const b = y.candidate;
      const d =
        t === "HIGHER_EXAM_SCORE"
          ? higher(
              a.examPercent === null ? null : hundredths(a.examPercent),
              b.examPercent === null ? null : hundredths(b.examPercent),
            )
          : t === "HIGHER_INTERVIEW_SCORE"
            ? higher(
                a.interviewPercent === null ? null : hundredths(a.interviewPercent),
                b.interviewPercent === null ? null : hundredths(b.interviewPercent),
              )
            : t === "EARLIER_DATE_OF_BIRTH"
              ? earlier(a.dateOfBirth, b.dateOfBirth)
              : earlier(new Date(a.submittedAt).toISOString(), new Date(b.submittedAt).toISOString());
      if (d !== 0) return d;
    }
    return x.candidate.applicationId < y.candidate.applicationId
      ? -1
      : x.candidate.applicationId > y.candidate.applicationId
        ? 1
        : 0;
  };
}

/** Scores, qualifies and ranks the candidates of one channel, then allots its seats. */
export function meritList(candidates: readonly MeritCandidate[], seats: ChannelSeats, rules: MeritRules): MeritResult {
  const ranked: Scored[] = [];
  const others: MeritLine[] = [];
  for (const c of candidates) {
    const w = weightsOf(c.method, rules);
    const q = qualifyingFor(c, rules);
    const needsExam = c.method !== "INTERVIEW_ONLY";
    const line: MeritLine = {
      applicationId: c.applicationId,
      category: c.category ?? "OPEN_GENERAL",
      isPwd: c.isPwd,
      examWeight: w.exam,
      interviewWeight: w.interview,
      examPercent: needsExam ? c.examPercent : null,
      interviewPercent: c.interviewPercent,
      composite: null,
      qualifyingPercent: q.percent,
      relaxed: q.relaxed,
      rank: null,
      status: "ABSENT",
      allotted: null,
      waitlistPosition: null,
    };
    if (c.interviewPercent === null || (needsExam && c.examPercent === null)) {
      others.push(line);
      continue;
    }
    if (q.percent !== null && hundredths(c.examPercent ?? 0) < hundredths(q.percent)) {
      others.push({ ...line, status: "NOT_QUALIFIED" });
      continue;
    }
    const units =
      (needsExam ? hundredths(c.examPercent ?? 0) * hundredths(w.exam) : 0) +
      hundredths(c.interviewPercent) * hundredths(w.interview);
    ranked.push({ candidate: c, line: { ...line, composite: Math.round(units / 10_000) / 100 }, units });
  }
  ranked.sort(byTieBreaks(rules.tieBreaks));
  ranked.forEach((s, i) => {
    s.line.rank = i + 1;
  });

  const fills = allot(ranked, seats);
  let waiting = 0;
  for (const s of ranked) {
    if (s.line.allotted) s.line.status = "ALLOTTED";
    else {
      s.line.status = "WAITLISTED";
      s.line.waitlistPosition = ++waiting;
    }
  }
  others.sort((a, b) => (a.applicationId < b.applicationId ? -1 : a.applicationId > b.applicationId ? 1 : 0));
  return {
    lines: [...ranked.map((s) => s.line), ...others],
    seats: fills,
    unfilled: fills.reduce((n, f) => n + f.seats - f.filled, 0),
  };
}

/**
 * OPEN first from everyone, then each reserved category from its own remaining candidates (in the
 * order of CATEGORIES). Within each: the seats by merit; then, while the PwD quota is short and a
 * PwD candidate of the pool is outside, the last non-PwD holder gives way to the best such one.
 * Someone displaced from an OPEN seat goes back to the pool of their own category.
 */
function allot(ranked: Scored[], seats: ChannelSeats): SeatFill[] {
  const taken = new Set<Scored>();
  const fills: SeatFill[] = [];
  for (const category of CATEGORIES) {
    const count = seats.seats[category];
    const quota = seats.disabilitySeats[category];
    const pool = ranked.filter((s) => !taken.has(s) && (category === "OPEN_GENERAL" || s.line.category === category));
    const holders = pool.slice(0, count);
    const outsidePwd = pool.slice(count).filter((s) => s.line.isPwd);
    let pwdIn = holders.filter((s) => s.line.isPwd).length;
    while (pwdIn < quota && outsidePwd.length > 0) {
      const lastNonPwd = holders.map((s) => s.line.isPwd).lastIndexOf(false);
      if (lastNonPwd < 0) break;
      holders.splice(lastNonPwd, 1);
      holders.push(outsidePwd.shift() as Scored);
      pwdIn++;
    }
    // Holders in merit order; PwD holders count against the quota in merit order.
    holders.sort((a, b) => (a.line.rank ?? 0) - (b.line.rank ?? 0));
    let onQuota = 0;
    for (const s of holders) {
      taken.add(s);
      const disabilitySeat = s.line.isPwd && onQuota < quota;
      if (disabilitySeat) onQuota++;
      s.line.allotted = { category, disabilitySeat };
    }
    fills.push({ category, seats: count, filled: holders.length, disabilitySeats: quota, disabilityFilled: onQuota });
  }
  return fills;
}
