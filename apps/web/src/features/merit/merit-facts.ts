// What the merit list screens say about a list and its lines, in the shared vocabulary's words.
import {
  MERIT_STAGE_LABELS,
  type MeritChange,
  type MeritLineView,
  type MeritListView,
  type MeritStage,
  type MeritState,
  outcomeWords,
  plural,
  SELECTION_CHANNEL_LABELS,
  type SelectionChannel,
} from "@phd/shared";
import type { ChannelMissing } from "./api.ts";

/** Where a department's list stands, in words. */
export const MERIT_STATE_WORDS: Record<MeritState, string> = {
  DRAFT: "Not published",
  PROVISIONAL: `${MERIT_STAGE_LABELS.PROVISIONAL} list published`,
  FINAL: `${MERIT_STAGE_LABELS.FINAL} list published`,
};

/** "Provisional list", "Final list" */
export const stageList = (stage: MeritStage) => `${MERIT_STAGE_LABELS[stage]} list`;

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
