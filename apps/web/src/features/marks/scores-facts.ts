// @i18n-namespace merit
import {
  type Consolidation,
  consolidate,
  markProblem,
  PANEL_MEMBER_MAX,
  type PanelScore,
  type ScoreEntry,
  type SlotScoreEntry,
} from "@phd/shared";
import type { TFunction } from "i18next";
import { numberOf } from "./marks-facts.ts";

/** A panel member of the form: a stable key (their scores are kept under it) and the name as typed. */
export interface PanelMember {
  key: string;
  name: string;
}

/** One candidate as typed: a score per panel member's key (the number input's value), and the rest. */
export interface CandidateDraft {
  scores: Readonly<Record<string, number | string>>;
  absent: boolean;
  /** Only used when the round consolidates "as entered". */
  consolidated: number | string;
  remarks: string;
  /** Remove the saved score. */
  clear: boolean;
}

/** The whole form of a slot. */
export interface ScoresForm {
  members: PanelMember[];
  candidates: Readonly<Record<string, CandidateDraft>>;
  /** The next new member's key. */
  next: number;
}

export interface ScoresContext {
  consolidation: Consolidation;
  max: number;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The form as the server's scores are: the panel named so far (one empty field when none), each candidate's score. */
export function formOf(data: { panel: string[]; entries: SlotScoreEntry[]; consolidation: Consolidation }): ScoresForm {
  const members: PanelMember[] =
    data.panel.length > 0 ? data.panel.map((name, i) => ({ key: `m${i}`, name })) : [{ key: "m0", name: "" }];
  const candidates: Record<string, CandidateDraft> = {};
  for (const e of data.entries) {
    const s = e.score;
    const scores: Record<string, number | string> = {};
    for (const p of s?.panel ?? []) {
      const m = members.find((x) => x.name === p.member) ?? members.find((x) => sameName(x.name, p.member));
      if (m) scores[m.key] = p.score;
    }
    candidates[e.id] = {
      scores,
      absent: s?.absent ?? false,
      consolidated: data.consolidation === "AS_ENTERED" ? (s?.consolidated ?? "") : "",
      remarks: s?.remarks ?? "",
      clear: false,
    };
  }
  return { members, candidates, next: members.length };
}

export const emptyCandidate: CandidateDraft = {
  scores: {},
  absent: false,
  consolidated: "",
  remarks: "",
  clear: false,
};

/** The panel's scores typed for a candidate: each member with a value, in the panel's order. */
function panelOf(d: CandidateDraft, members: PanelMember[]): PanelScore[] {
  const out: PanelScore[] = [];
  for (const m of members) {
    const v = numberOf(d.scores[m.key] ?? "");
    if (v !== null) out.push({ member: m.name.trim(), score: v });
  }
  return out;
}

/** The body's entry of a candidate as typed. */
export function entryOf(id: string, d: CandidateDraft, members: PanelMember[], ctx: ScoresContext): ScoreEntry {
  if (d.clear) return { id, absent: false, clear: true, panel: [] };
  const remarks = d.remarks.trim();
  const withRemarks = remarks ? { remarks } : {};
  if (d.absent) return { id, absent: true, clear: false, panel: [], ...withRemarks };
  return {
    id,
    absent: false,
    clear: false,
    panel: panelOf(d, members),
    ...(ctx.consolidation === "AS_ENTERED" ? { consolidated: numberOf(d.consolidated) } : {}),
    ...withRemarks,
  };
}

/** The mean of the scores typed (to two decimals), or null when none is a number. */
export function liveMean(d: CandidateDraft, members: PanelMember[]): number | null {
  return consolidate(
    panelOf(d, members).filter((p) => Number.isFinite(p.score)),
    "MEAN",
    null,
  );
}

/** Candidates whose entry differs from what is saved: what a save sends. */
export function changedEntries(
  form: ScoresForm,
  saved: ScoresForm,
  entries: SlotScoreEntry[],
  ctx: ScoresContext,
): ScoreEntry[] {
  const out: ScoreEntry[] = [];
  for (const e of entries) {
    const now = entryOf(e.id, form.candidates[e.id] ?? emptyCandidate, form.members, ctx);
    const before = entryOf(e.id, saved.candidates[e.id] ?? emptyCandidate, saved.members, ctx);
    if (JSON.stringify(now) !== JSON.stringify(before)) out.push(now);
  }
  return out;
}

/** Field problems of the form, by field: `member:<key>`, `<id>:<key>`, `<id>:consolidated`, `<id>` (the candidate). */
export type ScoreProblems = Record<string, string>;

/**
 * What is wrong with the changed candidates' scores (checked as the server checks them) and with
 * the panel members' names they use. `whole`: also the problems only a save reveals (no score at all).
 */
export function problemsOf(
  t: TFunction,
  form: ScoresForm,
  changed: ScoreEntry[],
  ctx: ScoresContext,
  whole: boolean,
): ScoreProblems {
  const problems: ScoreProblems = {};
  const used = new Set<string>();
  for (const entry of changed) {
    const d = form.candidates[entry.id];
    if (!d || d.clear || d.absent) continue;
    for (const m of form.members) {
      const v = numberOf(d.scores[m.key] ?? "");
      if (v === null) continue;
      used.add(m.key);
      const bad = markProblem(v, ctx.max);
      if (bad) problems[`${entry.id}:${m.key}`] = bad;
    }
    if (ctx.consolidation === "AS_ENTERED") {
      const c = numberOf(d.consolidated);
      if (c === null) {
        if (whole) problems[`${entry.id}:consolidated`] = t("Enter the consolidated score.");
      } else {
        const bad = markProblem(c, ctx.max);
        if (bad) problems[`${entry.id}:consolidated`] = bad;
      }
    }
    if (whole && (entry.panel ?? []).length === 0)
      problems[entry.id] = t("Enter at least one panel member's score, or mark the candidate absent.");
  }
  form.members.forEach((m, i) => {
    const name = m.name.trim();
    if (name === "") {
      if (used.has(m.key)) problems[`member:${m.key}`] = t("Name the panel member.");
    } else if (name.length > PANEL_MEMBER_MAX)
      problems[`member:${m.key}`] = t("At most {{max}} characters", { max: PANEL_MEMBER_MAX });
    else if (form.members.slice(0, i).some((o) => o.name.trim() !== "" && sameName(o.name, name)))
      problems[`member:${m.key}`] = t("A panel member is named twice.");
  });
  return problems;
}
