import type { MeritLine, MeritLineView, MeritPublication, MissingScoreView, ObjectionView } from "@phd/shared";
import type * as q from "./queries.ts";

// How the merit module's rows read in its answers (lines, publications, objections, pages).

export function lineView(
  l: MeritLine,
  facts: { id: string; name: string },
  method: MeritLineView["method"],
): MeritLineView {
  return {
    id: facts.id,
    applicationId: l.applicationId,
    name: facts.name,
    category: l.category,
    isPwd: l.isPwd,
    method,
    examWeight: l.examWeight,
    interviewWeight: l.interviewWeight,
    examPercent: l.examPercent,
    interviewPercent: l.interviewPercent,
    composite: l.composite,
    qualifyingPercent: l.qualifyingPercent,
    relaxed: l.relaxed,
    rank: l.rank,
    status: l.status,
    allottedCategory: l.allotted?.category ?? null,
    disabilitySeat: l.allotted?.disabilitySeat ?? false,
    waitlistPosition: l.waitlistPosition,
  };
}

/** A line's figures as `merit_lines` stores them (the view without who it is). */
export function figuresOf(v: MeritLineView) {
  const { id: _id, applicationId: _applicationId, name: _name, ...figures } = v;
  return figures;
}

/** A stored line as the list shows it: its figures, and who it is. */
export function storedLineView(r: { line: q.LineRow; applicationId: string; name: string }): MeritLineView {
  const { publicationId: _publication, applicationId: id, channel: _channel, position: _position, ...figures } = r.line;
  return { id, applicationId: r.applicationId, name: r.name, ...figures };
}

export function presentPublication(p: q.PublicationRow | undefined): MeritPublication | null {
  if (!p) return null;
  return {
    id: p.id,
    stage: p.stage,
    publishedAt: p.publishedAt.toISOString(),
    objectionsCloseAt: p.objectionsCloseAt?.toISOString() ?? null,
  };
}

/** A score missing from a list, before the candidate's name is read for it. */
export type MissingScore = Omit<MissingScoreView, "name">;

/** The missing scores as the API shows them: each with the candidate's name. */
export const namedMissing = (missing: MissingScore[], names: Map<string, { name: string }>): MissingScoreView[] =>
  missing.map((m) => ({ ...m, name: names.get(m.id)?.name ?? "" }));

export function presentObjection(o: q.ObjectionFacts): ObjectionView {
  const x = o.objection;
  return {
    id: x.id,
    applicationRecordId: x.applicationId,
    applicationId: o.applicationId,
    name: o.name,
    channel: o.channel,
    text: x.text,
    documentUrl: x.documentId ? `/api/document/file/${x.documentId}` : null,
    status: x.status,
    answer: x.answer,
    correctedTestMarks: x.correctedTestMarks,
    correctedInterviewScore: x.correctedInterviewScore,
    createdAt: x.createdAt.toISOString(),
    answeredAt: x.answeredAt?.toISOString() ?? null,
  };
}

/** Which page of a list's lines to show; an export (no page) writes every line. */
export interface LinesPage {
  page: number;
  limit: number;
}

export const windowOf = (p: Partial<LinesPage>) =>
  p.page && p.limit ? { offset: (p.page - 1) * p.limit, limit: p.limit } : undefined;

/** The page shown of a list of `total` lines; every line counts as one page. */
export function linesPagination(total: number, p: Partial<LinesPage>) {
  const pages = p.page && p.limit ? Math.ceil(total / p.limit) : Math.min(total, 1);
  return { currentPage: p.page ?? 1, totalPages: pages, total };
}
