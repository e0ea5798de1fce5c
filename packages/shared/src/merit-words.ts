// What a merit list says about its rules and lines, in words: one wording for the screens and the PDF.

import { MERIT_STATUS_LABELS } from "./domain/merit.ts";
import { CATEGORY_LABELS } from "./profile.ts";
import type { MeritLineView } from "./schemas/merit.ts";
import type { SelectionChannel } from "./schemas/seat-matrix.ts";
import {
  QUALIFICATIONS,
  SELECTION_METHOD_LABELS,
  SELECTION_METHODS,
  type SelectionMethod,
  type SelectionRules,
  TIE_BREAK_LABELS,
} from "./schemas/selection-rules.ts";

/** A score or composite as a list shows it: two decimals (decision 032). */
export const twoDecimals = (n: number | null | undefined) => (n === null || n === undefined ? "—" : n.toFixed(2));

/** A weight or a qualifying mark: as the admin set it ("70 %", "47.5 %"). */
export const percentWords = (n: number) => `${Number.isInteger(n) ? n : Number(n.toFixed(2))} %`;

/** "General seat", "SC seat · PwD seat" */
export function seatWords(line: Pick<MeritLineView, "allottedCategory" | "disabilitySeat">): string | null {
  if (!line.allottedCategory) return null;
  return `${CATEGORY_LABELS[line.allottedCategory]} seat${line.disabilitySeat ? " · PwD seat" : ""}`;
}

/** What the line came to: its seat, its waitlist position, or its status when neither. */
export function outcomeWords(
  line: Pick<MeritLineView, "allottedCategory" | "disabilitySeat" | "status" | "waitlistPosition">,
): string {
  const seat = seatWords(line);
  if (line.status === "ALLOTTED" && seat) return seat;
  if (line.status === "WAITLISTED" && line.waitlistPosition !== null)
    return `Waitlist position ${line.waitlistPosition}`;
  return MERIT_STATUS_LABELS[line.status];
}

/** "3" or "—" */
export const rankWords = (line: Pick<MeritLineView, "rank"> | null) =>
  line?.rank === null || line?.rank === undefined ? "—" : String(line.rank);

/** The methods by which a channel ranks its candidates under the round's rules, in the shared order. */
export function channelMethods(rules: SelectionRules, channel: SelectionChannel): SelectionMethod[] {
  const used = new Set(QUALIFICATIONS.map((q) => rules.channelRules[q]).filter((r) => r.channel === channel));
  return SELECTION_METHODS.filter((m) => [...used].some((r) => r.method === m));
}

/** The two weights a method applies ("entrance test 70 %, interview 30 %"). */
export function weightWords(method: SelectionMethod, rules: SelectionRules): string {
  if (method === "INTERVIEW_ONLY") return `interview ${percentWords(100)}`;
  const w = rules.weights[method];
  const exam = method === "TEST_AND_INTERVIEW" ? "entrance test" : "exam score";
  return `${exam} ${percentWords(w.exam)}, interview ${percentWords(w.interview)}`;
}

/** Who the qualifying mark is relaxed for ("SC, ST, OBC and persons with disabilities"), or null. */
export function relaxedFor(rules: SelectionRules): string | null {
  if (rules.relaxationPoints <= 0) return null;
  const who = rules.relaxedCategories.map((c) => CATEGORY_LABELS[c]);
  if (rules.relaxForDisability) who.push("persons with disabilities");
  if (who.length === 0) return null;
  return who.length === 1 ? (who[0] ?? null) : `${who.slice(0, -1).join(", ")} and ${who.at(-1)}`;
}

/** "50 % of the entrance test; relaxed by 5 points to 45 % for SC, ST, OBC and persons with disabilities" */
export function qualifyingWords(rules: SelectionRules): string {
  const who = relaxedFor(rules);
  const relaxed = who
    ? `; relaxed by ${rules.relaxationPoints} ${rules.relaxationPoints === 1 ? "point" : "points"} to ${percentWords(rules.qualifyingPercent - rules.relaxationPoints)} for ${who}`
    : "; no relaxation";
  return `${percentWords(rules.qualifyingPercent)} of the entrance test${relaxed}`;
}

/** The order that settles ties, the application id last. */
export const tieBreakWords = (rules: SelectionRules) => [
  ...rules.tieBreaks.map((t) => TIE_BREAK_LABELS[t]),
  "Application ID",
];

/**
 * How seats are allotted (decision 032), as stated on the published list: the same for every
 * round, so candidates can check their line against it.
 */
export const ALLOCATION_RULES = [
  "Candidates are ranked by the composite score; ties are settled in the order stated above.",
  "Absent candidates and candidates below the qualifying mark are listed but not ranked for seats.",
  "Open (General) seats are filled first by merit from all candidates, whatever their category.",
  "Then each category's seats are filled by merit from the remaining candidates of that category.",
  "Seats for persons with disabilities are filled within each category: when none of the candidates holding its seats has a disability, the last of them gives the seat to the best-ranked candidate of that category with a disability.",
  "Seats left unfilled are reported; they move between channels only by the admin's explicit action.",
  "Candidates not allotted a seat are waitlisted in merit order.",
] as const;

/** The rules of one channel as the merit list PDF states them (label, value). */
export function meritRuleRows(rules: SelectionRules, channel: SelectionChannel): Array<[string, string]> {
  const used = channelMethods(rules, channel);
  const methods = used.length > 0 ? used : [...SELECTION_METHODS];
  const rows: Array<[string, string]> = methods.map((m) => [
    `Weights: ${SELECTION_METHOD_LABELS[m]}`,
    weightWords(m, rules),
  ]);
  if (methods.includes("TEST_AND_INTERVIEW")) rows.push(["Qualifying mark", qualifyingWords(rules)]);
  rows.push([
    "Ties broken by",
    tieBreakWords(rules)
      .map((t, i) => `${i + 1}. ${t}`)
      .join("   "),
  ]);
  return rows;
}
