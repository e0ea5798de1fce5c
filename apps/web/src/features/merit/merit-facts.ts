// What the merit list screens say about a list and its lines, in the shared vocabulary's words.
import {
  CATEGORY_LABELS,
  MERIT_STAGE_LABELS,
  MERIT_STATUS_LABELS,
  type MeritChange,
  type MeritLineView,
  type MeritListView,
  type MeritStage,
  type MeritState,
  QUALIFICATIONS,
  SELECTION_CHANNEL_LABELS,
  SELECTION_METHODS,
  type SelectionChannel,
  type SelectionMethod,
  type SelectionRules,
} from "@phd/shared";
import type { ChannelMissing } from "./api.ts";

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A score or composite as the list shows it: two decimals (decision 032). */
export const twoDecimals = (n: number | null | undefined) => (n === null || n === undefined ? "—" : n.toFixed(2));

/** A weight or a qualifying mark: as the admin set it ("70", "47.5"). */
export const percentWords = (n: number) => `${Number.isInteger(n) ? n : Number(n.toFixed(2))} %`;

/** Where a department's list stands, in words. */
export const MERIT_STATE_WORDS: Record<MeritState, string> = {
  DRAFT: "Not published",
  PROVISIONAL: `${MERIT_STAGE_LABELS.PROVISIONAL} list published`,
  FINAL: `${MERIT_STAGE_LABELS.FINAL} list published`,
};

/** "Provisional list", "Final list" */
export const stageList = (stage: MeritStage) => `${MERIT_STAGE_LABELS[stage]} list`;

/** "General seat", "SC seat · PwD seat" */
export function seatWords(line: Pick<MeritLineView, "allottedCategory" | "disabilitySeat">): string | null {
  if (!line.allottedCategory) return null;
  return `${CATEGORY_LABELS[line.allottedCategory]} seat${line.disabilitySeat ? " · PwD seat" : ""}`;
}

/** What the line came to: its seat, its waitlist position, or its status when neither. */
export function outcomeWords(line: MeritLineView): string {
  const seat = seatWords(line);
  if (line.status === "ALLOTTED" && seat) return seat;
  if (line.status === "WAITLISTED" && line.waitlistPosition !== null)
    return `Waitlist position ${line.waitlistPosition}`;
  return MERIT_STATUS_LABELS[line.status];
}

/** The methods by which a channel ranks its candidates under the round's rules, in the shared order. */
export function channelMethods(rules: SelectionRules, channel: SelectionChannel): SelectionMethod[] {
  const used = new Set(QUALIFICATIONS.map((q) => rules.channelRules[q]).filter((r) => r.channel === channel));
  return SELECTION_METHODS.filter((m) => [...used].some((r) => r.method === m));
}

/** The two weights a method applies ("test 70 %, interview 30 %"). */
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

/** "2 candidates (Entrance test)" for each channel with scores missing. */
function missingWords(missing: readonly ChannelMissing[]) {
  return missing
    .filter((m) => m.count > 0)
    .map((m) => `${plural(m.count, "candidate")} (${SELECTION_CHANNEL_LABELS[m.channel]})`)
    .join(", ");
}

/**
 * Why a stage cannot be published now, or null when it can (the server decides again and its
 * refusal is shown as it comes). `missing`: the scores missing per channel of the department
 * (undefined while unknown); `now` for the objection window.
 */
export function publishRefusal(
  stage: MeritStage,
  list: Pick<MeritListView, "state" | "openObjections" | "provisional" | "seats" | "department">,
  missing: readonly ChannelMissing[] | undefined,
  dateTime: (iso: string) => string,
  now = Date.now(),
): string | null {
  if (list.state === "FINAL") return "The final list is published: nothing more can be published.";
  if (stage === "PROVISIONAL" && list.state === "PROVISIONAL") return "The provisional list is already published.";
  if (stage === "FINAL" && !list.provisional) return "Publish the provisional list first.";
  if (list.seats === null) return `Enter the seats of ${list.department} in the seat matrix before publishing.`;
  if (!missing) return "Checking both channels for missing scores…";
  if (missing.some((m) => m.count > 0))
    return `Publishing is refused while scores are missing: ${missingWords(missing)}.`;
  if (stage === "FINAL") {
    if (list.openObjections > 0)
      return `${plural(list.openObjections, "objection")} ${list.openObjections === 1 ? "is" : "are"} still open: answer ${list.openObjections === 1 ? "it" : "them"} first.`;
    const closes = list.provisional?.objectionsCloseAt;
    if (closes && Date.parse(closes) > now) return `The objection window is open until ${dateTime(closes)}.`;
  }
  return null;
}

/** What differs between a candidate's provisional and final lines. */
export interface LineDifference {
  rank: boolean;
  status: boolean;
  /** The seat or the waitlist position. */
  outcome: boolean;
  composite: boolean;
  any: boolean;
}

export function lineDifference(before: MeritLineView | null, after: MeritLineView | null): LineDifference {
  if (!before || !after) return { rank: true, status: true, outcome: true, composite: true, any: true };
  const rank = before.rank !== after.rank;
  const status = before.status !== after.status;
  const outcome = outcomeWords(before) !== outcomeWords(after);
  const composite = before.composite !== after.composite;
  return { rank, status, outcome, composite, any: rank || status || outcome || composite };
}

/** The candidates of a channel whose line changed between the provisional and the final list. */
export const changedIn = (changes: MeritChange[], channel: SelectionChannel) =>
  changes.filter((c) => c.channel === channel && lineDifference(c.before, c.after).any);

/** "3" or "—" */
export const rankWords = (line: Pick<MeritLineView, "rank"> | null) =>
  line?.rank === null || line?.rank === undefined ? "—" : String(line.rank);
