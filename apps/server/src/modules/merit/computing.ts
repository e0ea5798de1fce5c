import {
  CATEGORIES,
  type ChannelSeats,
  type DepartmentChannels,
  examPercentOf,
  type MeritCandidate,
  type MeritLine,
  type MissingScoreView,
  meritList,
  percentOf,
  SELECTION_CHANNELS,
  type SelectionChannel,
  type SelectionRules,
} from "@phd/shared";
import type { DbOrTx } from "../../db/client.ts";
import { roundScoring } from "../marks/index.ts";
import { roundSelectionRules } from "../seat-matrix/index.ts";
import type { MissingScore } from "./presenter.ts";
import * as q from "./queries.ts";

const noSeats = (): ChannelSeats => {
  const none = Object.fromEntries(CATEGORIES.map((c) => [c, 0])) as ChannelSeats["seats"];
  return { total: 0, seats: none, disabilitySeats: { ...none } };
};

export interface ChannelList {
  channel: SelectionChannel;
  lines: MeritLine[];
  seatFill: ReturnType<typeof meritList>["seats"];
  unfilled: number;
  missing: MissingScore[];
}

/** The candidates of some applications by record id (`candidatesOf`), once each. */
export async function candidatesById(db: DbOrTx, ids: Iterable<string>) {
  const unique = [...new Set(ids)];
  const rows = unique.length > 0 ? await q.candidatesOf(db, unique) : [];
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The department's lists of both channels from its rows read once (decision 033): each row's
 * marks and scores as percentages by the round's scoring settings, then the shared `meritList`.
 * A score not entered counts as absent here and is reported in `missing` (publishing is refused
 * while any is).
 */
export function computeLists(
  inputs: q.MeritInput[],
  settings: Record<string, unknown>,
  seats: DepartmentChannels | null,
  rules: SelectionRules = roundSelectionRules.of(settings),
): ChannelList[] {
  const scoring = roundScoring.of(settings);
  return SELECTION_CHANNELS.map((channel) => {
    const missing: MissingScore[] = [];
    const candidates: MeritCandidate[] = [];
    for (const r of inputs) {
      if (r.channel !== channel) continue;
      const miss = (what: MissingScoreView["missing"]) =>
        missing.push({ id: r.id, applicationId: r.applicationId, missing: what });
      let examPercent: number | null = null;
      if (r.method === "TEST_AND_INTERVIEW") {
        if (r.marksAbsent === null) miss("TEST_MARKS");
        else if (r.marks !== null) examPercent = percentOf(r.marks, scoring.testMaxMarks);
      } else if (r.method === "SCORE_AND_INTERVIEW") {
        examPercent = examPercentOf(r.qualification, r.entrance, scoring);
        if (examPercent === null) miss("EXAM_SCORE");
      }
      if (r.interviewAbsent === null) miss("INTERVIEW_SCORE");
      const interviewPercent = r.interview === null ? null : percentOf(r.interview, scoring.interviewMaxScore);
      candidates.push({
        applicationId: r.applicationId,
        category: r.category,
        isPwd: r.isPwd,
        method: r.method,
        examPercent,
        interviewPercent,
        dateOfBirth: r.dateOfBirth,
        submittedAt: r.submittedAt.toISOString(),
      });
    }
    const result = meritList(candidates, seats?.[channel] ?? noSeats(), rules);
    return { channel, lines: result.lines, seatFill: result.seats, unfilled: result.unfilled, missing };
  });
}
