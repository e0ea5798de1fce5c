// What a merit list says about its rules and lines, in words: one wording for the screens and the PDF.
// @i18n-namespace vocabulary
// The words sit beside the shared labels they compose (categories, statuses, tie-breaks), so the
// server's PDFs read them too: `t` is the `vocabulary` one (the web's `useWords("vocabulary")`,
// the server's `translator(language, "vocabulary")`), English without it.

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
import { english, type Translate } from "./words.ts";

/** A score or composite as a list shows it: two decimals (decision 032). */
export const twoDecimals = (n: number | null | undefined) => (n === null || n === undefined ? "—" : n.toFixed(2));

/** A weight or a qualifying mark: as the admin set it ("70 %", "47.5 %"). */
export const percentWords = (n: number) => `${Number.isInteger(n) ? n : Number(n.toFixed(2))} %`;

/** "General seat", "SC seat · PwD seat" */
export function seatWords(
  line: Pick<MeritLineView, "allottedCategory" | "disabilitySeat">,
  t: Translate = english,
): string | null {
  if (!line.allottedCategory) return null;
  const categoryName = t(CATEGORY_LABELS[line.allottedCategory]);
  return line.disabilitySeat
    ? t("{{categoryName}} seat · PwD seat", { categoryName })
    : t("{{categoryName}} seat", { categoryName });
}

/** What the line came to: its seat, its waitlist position, or its status when neither. */
export function outcomeWords(
  line: Pick<MeritLineView, "allottedCategory" | "disabilitySeat" | "status" | "waitlistPosition">,
  t: Translate = english,
): string {
  const seat = seatWords(line, t);
  if (line.status === "ALLOTTED" && seat) return seat;
  if (line.status === "WAITLISTED" && line.waitlistPosition !== null)
    return t("Waitlist position {{position}}", { position: line.waitlistPosition });
  return t(MERIT_STATUS_LABELS[line.status]);
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
export function weightWords(method: SelectionMethod, rules: SelectionRules, t: Translate = english): string {
  if (method === "INTERVIEW_ONLY") return t("interview {{percent}}", { percent: percentWords(100) });
  const w = rules.weights[method];
  const percents = { examPercent: percentWords(w.exam), interviewPercent: percentWords(w.interview) };
  return method === "TEST_AND_INTERVIEW"
    ? t("entrance test {{examPercent}}, interview {{interviewPercent}}", percents)
    : t("exam score {{examPercent}}, interview {{interviewPercent}}", percents);
}

/** Who the qualifying mark is relaxed for ("SC, ST, OBC and persons with disabilities"), or null. */
export function relaxedFor(rules: SelectionRules, t: Translate = english): string | null {
  if (rules.relaxationPoints <= 0) return null;
  const who = rules.relaxedCategories.map((c) => t(CATEGORY_LABELS[c]));
  if (rules.relaxForDisability) who.push(t("persons with disabilities"));
  if (who.length === 0) return null;
  if (who.length === 1) return who[0] ?? null;
  return t("{{list}} and {{last}}", { list: who.slice(0, -1).join(", "), last: who.at(-1) });
}

/** "50 % of the entrance test; relaxed by 5 points to 45 % for SC, ST, OBC and persons with disabilities" */
export function qualifyingWords(rules: SelectionRules, t: Translate = english): string {
  const who = relaxedFor(rules, t);
  const percent = percentWords(rules.qualifyingPercent);
  if (!who) return t("{{percent}} of the entrance test; no relaxation", { percent });
  return t("{{percent}} of the entrance test; relaxed by {{count}} point to {{relaxedPercent}} for {{who}}", {
    count: rules.relaxationPoints,
    defaultValue_other:
      "{{percent}} of the entrance test; relaxed by {{count}} points to {{relaxedPercent}} for {{who}}",
    percent,
    relaxedPercent: percentWords(rules.qualifyingPercent - rules.relaxationPoints),
    who,
  });
}

/** The order that settles ties, the application id last. */
export const tieBreakWords = (rules: SelectionRules, t: Translate = english) => [
  ...rules.tieBreaks.map((b) => t(TIE_BREAK_LABELS[b])),
  t("Application ID"),
];

/**
 * How seats are allotted (decision 032), as stated on the published list: the same for every
 * round, so candidates can check their line against it.
 */
export const allocationRules = (t: Translate = english): string[] => [
  t("Candidates are ranked by the composite score; ties are settled in the order stated above."),
  t("Absent candidates and candidates below the qualifying mark are listed but not ranked for seats."),
  t("Open (General) seats are filled first by merit from all candidates, whatever their category."),
  t("Then each category's seats are filled by merit from the remaining candidates of that category."),
  t(
    "Seats for persons with disabilities are filled within each category: when none of the candidates holding its seats has a disability, the last of them gives the seat to the best-ranked candidate of that category with a disability.",
  ),
  t("Seats left unfilled are reported; they move between channels only by the admin's explicit action."),
  t("Candidates not allotted a seat are waitlisted in merit order."),
];
/** The allocation rules in English (`allocationRules(t)` words them in a language). */
export const ALLOCATION_RULES: readonly string[] = allocationRules();

/** The rules of one channel as the merit list PDF states them (label, value). */
export function meritRuleRows(
  rules: SelectionRules,
  channel: SelectionChannel,
  t: Translate = english,
): Array<[string, string]> {
  const used = channelMethods(rules, channel);
  const methods = used.length > 0 ? used : [...SELECTION_METHODS];
  const rows: Array<[string, string]> = methods.map((m) => [
    t("Weights: {{methodName}}", { methodName: t(SELECTION_METHOD_LABELS[m]) }),
    weightWords(m, rules, t),
  ]);
  if (methods.includes("TEST_AND_INTERVIEW")) rows.push([t("Qualifying mark"), qualifyingWords(rules, t)]);
  rows.push([
    t("Ties broken by"),
    tieBreakWords(rules, t)
      .map((t, i) => `${i + 1}. ${t}`)
      .join("   "),
  ]);
  return rows;
}
