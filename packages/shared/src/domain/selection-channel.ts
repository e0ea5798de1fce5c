/**
 * Which selection channel a candidate is in, and why (issue 24, item 3; decision 030). Pure: the
 * verified entrance section and the round's rules in, the channel and a sentence for people out.
 */
import type { Category } from "../profile.ts";
import { SELECTION_CHANNEL_LABELS, type SelectionChannel } from "../schemas/seat-matrix.ts";
import {
  QUALIFICATION_LABELS,
  QUALIFICATIONS,
  type Qualification,
  SELECTION_METHOD_LABELS,
  type SelectionMethod,
  type SelectionRules,
} from "../schemas/selection-rules.ts";

/** The parts of the entrance section the rules read (as the profile stores them). */
export interface EntranceFacts {
  givenGate?: boolean;
  givenRpet?: boolean;
  givenNet?: boolean;
  gateExamDetails?: { isQualified?: string | null; lastDateOfValidation?: string | null } | null;
  rpetExamDetails?: { isQualified?: string | null } | null;
  netExamDetails?: { isQualified?: string | null; isJrf?: string | null } | null;
}

export interface ChannelPlacement {
  qualification: Qualification;
  channel: SelectionChannel;
  method: SelectionMethod;
  /** For the coordinator's list and the candidate: "NET qualified: NET/JRF, exam score 70 % + interview 30 %". */
  reason: string;
}

const yes = (v: string | null | undefined) => v === "Yes";

/** Every qualification the entrance section shows; `validOn` (YYYY-MM-DD) is the day GATE must still be valid. */
export function qualificationsOf(entrance: EntranceFacts | null | undefined, validOn: string): Set<Qualification> {
  const held = new Set<Qualification>(["NONE"]);
  if (!entrance) return held;
  const net = entrance.givenNet ? entrance.netExamDetails : null;
  if (net && yes(net.isJrf)) held.add("JRF");
  if (net && (yes(net.isQualified) || yes(net.isJrf))) held.add("NET");
  const gate = entrance.givenGate ? entrance.gateExamDetails : null;
  if (gate && yes(gate.isQualified) && (gate.lastDateOfValidation ?? "") >= validOn) held.add("GATE");
  if (entrance.givenRpet && yes(entrance.rpetExamDetails?.isQualified)) held.add("RPET");
  return held;
}

function methodWords(method: SelectionMethod, rules: SelectionRules): string {
  if (method === "INTERVIEW_ONLY") return SELECTION_METHOD_LABELS.INTERVIEW_ONLY.toLowerCase();
  const w = rules.weights[method];
  const exam = method === "TEST_AND_INTERVIEW" ? "entrance test" : "exam score";
  return `${exam} ${w.exam} % + interview ${w.interview} %`;
}

/** The strongest qualification held. */
export function strongestQualification(entrance: EntranceFacts | null | undefined, validOn: string): Qualification {
  const held = qualificationsOf(entrance, validOn);
  return QUALIFICATIONS.find((q) => held.has(q)) ?? "NONE";
}

/** Where the round's rules put a qualification (the same for every candidate holding it as their strongest). */
export function placementFor(qualification: Qualification, rules: SelectionRules): ChannelPlacement {
  const { channel, method } = rules.channelRules[qualification];
  return {
    qualification,
    channel,
    method,
    reason: `${QUALIFICATION_LABELS[qualification]}: ${SELECTION_CHANNEL_LABELS[channel]} channel, ${methodWords(method, rules)}`,
  };
}

/** The strongest qualification held decides the channel, by the round's rule for it. */
export function placeInChannel(
  entrance: EntranceFacts | null | undefined,
  rules: SelectionRules,
  validOn: string,
): ChannelPlacement {
  return placementFor(strongestQualification(entrance, validOn), rules);
}

/** The entrance test's qualifying mark (percent) for a candidate, with the round's relaxation. */
export function qualifyingPercentFor(
  rules: SelectionRules,
  candidate: { category: Category; isPhysicallyDisabled: boolean },
): number {
  const relaxed =
    rules.relaxedCategories.includes(candidate.category) ||
    (rules.relaxForDisability && candidate.isPhysicallyDisabled);
  return relaxed ? rules.qualifyingPercent - rules.relaxationPoints : rules.qualifyingPercent;
}
