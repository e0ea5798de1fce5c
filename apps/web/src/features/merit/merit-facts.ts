// What the merit list screens say about a list and its lines, in the shared vocabulary's words.
// @i18n-namespace merit
import {
  type MeritChange,
  type MeritLineView,
  type MeritListView,
  type MeritStage,
  type MeritState,
  outcomeWords,
  SELECTION_CHANNEL_LABELS,
  type SelectionChannel,
} from "@phd/shared";
import type { TFunction } from "i18next";
import type { ChannelMissing } from "./api.ts";

/** A shared label in the language shown (`useLabel()`). */
type Label = (text: string) => string;

/** Where a department's list stands, in words. */
export function meritStateWords(t: TFunction, state: MeritState): string {
  if (state === "DRAFT") return t("Not published");
  return state === "PROVISIONAL" ? t("Provisional list published") : t("Final list published");
}

/** "Provisional list", "Final list" */
export const stageList = (t: TFunction, stage: MeritStage) =>
  stage === "PROVISIONAL" ? t("Provisional list") : t("Final list");

/** "2 candidates (Entrance test)" for each channel with scores missing. */
function missingWords(t: TFunction, label: Label, missing: readonly ChannelMissing[]) {
  return missing
    .filter((m) => m.count > 0)
    .map((m) =>
      t("{{count}} candidate ({{channel}})", {
        count: m.count,
        channel: label(SELECTION_CHANNEL_LABELS[m.channel]),
        defaultValue_other: "{{count}} candidates ({{channel}})",
      }),
    )
    .join(", ");
}

/**
 * Why a stage cannot be published now, or null when it can (the server decides again and its
 * refusal is shown as it comes). `missing`: the scores missing per channel of the department
 * (undefined while unknown); `now` for the objection window.
 */
export function publishRefusal(
  t: TFunction,
  label: Label,
  stage: MeritStage,
  list: Pick<MeritListView, "state" | "openObjections" | "provisional" | "seats" | "department">,
  missing: readonly ChannelMissing[] | undefined,
  dateTime: (iso: string) => string,
  now = Date.now(),
): string | null {
  if (list.state === "FINAL") return t("The final list is published: nothing more can be published.");
  if (stage === "PROVISIONAL" && list.state === "PROVISIONAL") return t("The provisional list is already published.");
  if (stage === "FINAL" && !list.provisional) return t("Publish the provisional list first.");
  if (list.seats === null)
    return t("Enter the seats of {{department}} in the seat matrix before publishing.", {
      department: list.department,
    });
  if (!missing) return t("Checking both channels for missing scores…");
  if (missing.some((m) => m.count > 0))
    return t("Publishing is refused while scores are missing: {{missing}}.", {
      missing: missingWords(t, label, missing),
    });
  if (stage === "FINAL") {
    if (list.openObjections > 0)
      return t("{{count}} objection is still open: answer it first.", {
        count: list.openObjections,
        defaultValue_other: "{{count}} objections are still open: answer them first.",
      });
    const closes = list.provisional?.objectionsCloseAt;
    if (closes && Date.parse(closes) > now)
      return t("The objection window is open until {{when}}.", { when: dateTime(closes) });
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
