/**
 * Marks and scores into the merit list's percentages (issue 25, items 1–3; decision 033). Pure:
 * the round's scoring settings say the maxima, how a panel's scores become one, and how a NET or
 * GATE score reads as a percentage.
 */
import type { Consolidation, PanelScore, ScoringSettings } from "../schemas/marks.ts";
import { sayNow } from "../schemas/messages.ts";
import type { Qualification } from "../schemas/selection-rules.ts";

/** A value to hundredths (two decimals), as every mark and percentage is kept. */
export const toHundredths = (n: number) => Math.round(n * 100) / 100;

/** What is wrong with a mark out of `max`, or null (in the reader's language, `sayNow`). */
export function markProblem(value: number, max: number): string | null {
  if (!Number.isFinite(value)) return sayNow("Enter a number.");
  if (value < 0) return sayNow("Marks cannot be negative.");
  if (value > max) return sayNow("Marks cannot be more than the maximum of {{max}}.", { max });
  if (Math.abs(Math.round(value * 100) - value * 100) > 1e-6) return sayNow("Use at most two decimals.");
  return null;
}

/** A mark as a percentage of its maximum, to two decimals. */
export const percentOf = (value: number, max: number) => toHundredths((value / max) * 100);

/**
 * The panel's consolidated score: the mean of the members' scores (to two decimals), or the one
 * the panel entered. null when there is nothing to consolidate.
 */
export function consolidate(
  panel: readonly PanelScore[],
  rule: Consolidation,
  entered: number | null | undefined,
): number | null {
  if (rule === "AS_ENTERED") return entered ?? null;
  if (panel.length === 0) return null;
  return toHundredths(panel.reduce((s, p) => s + p.score, 0) / panel.length);
}

/** The entrance section's exam details as the profile stores them (only the scores are read here). */
export interface ExamScores {
  givenGate?: boolean;
  givenNet?: boolean;
  gateExamDetails?: { score?: number | null } | null;
  netExamDetails?: { score?: number | null; percentile?: number | null } | null;
}

/**
 * The exam score of a NET or GATE candidate as a percentage, by the round's rule: NET by its
 * percentile as it is (or its score out of NET's maximum), GATE by its score out of 1000. JRF holders
 * are read as NET. null when the section has no such score (the list reports it as missing).
 */
export function examPercentOf(
  qualification: Qualification,
  entrance: ExamScores | null | undefined,
  scoring: Pick<ScoringSettings, "netBasis" | "netScoreMax" | "gateScoreMax">,
): number | null {
  if (!entrance) return null;
  if (qualification === "NET" || qualification === "JRF") {
    const net = entrance.givenNet ? entrance.netExamDetails : null;
    if (!net) return null;
    if (scoring.netBasis === "PERCENTILE") return net.percentile == null ? null : toHundredths(net.percentile);
    return net.score == null ? null : Math.min(100, percentOf(net.score, scoring.netScoreMax));
  }
  if (qualification === "GATE") {
    const gate = entrance.givenGate ? entrance.gateExamDetails : null;
    return gate?.score == null ? null : Math.min(100, percentOf(gate.score, scoring.gateScoreMax));
  }
  return null;
}
