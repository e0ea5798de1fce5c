import type { SlotScoreEntry } from "@phd/shared";
import type * as q from "./queries.ts";

/** A candidate's line of the marks grid (no row yet: no marks, not absent). */
export const presentMarkEntry = (r: Awaited<ReturnType<typeof q.marksPage>>[number]) => ({
  id: r.id,
  applicationId: r.applicationId,
  name: r.name,
  category: r.category,
  marks: r.marks,
  absent: r.absent ?? false,
  updatedAt: r.updatedAt?.toISOString() ?? null,
});

function presentScore(s: q.ScoreRow | null) {
  if (!s) return null;
  return {
    panel: s.panel,
    consolidated: s.consolidated,
    absent: s.absent,
    remarks: s.remarks,
    updatedAt: s.updatedAt.toISOString(),
  };
}

/** A candidate of an interview slot with their score (null: not entered). */
export const presentSlotScoreEntry = (r: Awaited<ReturnType<typeof q.slotScores>>[number]): SlotScoreEntry => ({
  id: r.id,
  applicationId: r.applicationId,
  name: r.name,
  category: r.category,
  qualification: r.qualification,
  channel: r.channel,
  method: r.method,
  score: presentScore(r.score),
});
