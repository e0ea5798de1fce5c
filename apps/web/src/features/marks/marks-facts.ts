// @i18n-namespace merit
import { type MarkEntry, markProblem, type TestMark } from "@phd/shared";
import type { TFunction } from "i18next";

/** A row of the marks grid as typed: the number input's value (a string while incomplete) and the box. */
export interface MarkDraft {
  applicationId: string;
  /** What the server had when the row was first changed. */
  saved: { marks: number | null; absent: boolean };
  marks: number | string;
  absent: boolean;
}

/** A department's changed rows, by application record id (rows of any page). */
export type MarkDrafts = Readonly<Record<string, MarkDraft>>;

/** A row as the server has it, ready to be typed into. */
export const draftOf = (entry: TestMark): MarkDraft => ({
  applicationId: entry.applicationId,
  saved: { marks: entry.marks, absent: entry.absent },
  marks: entry.marks ?? "",
  absent: entry.absent,
});

/** A number input's value as a number: empty is null, an incomplete one ("-") is NaN. */
export const numberOf = (v: number | string): number | null =>
  typeof v === "number" ? v : v.trim() === "" ? null : Number(v);

/** What a row sends: absent (no marks), the marks, or neither (clears what was entered). */
export function markValueOf(d: MarkDraft): Pick<MarkEntry, "marks" | "absent"> {
  if (d.absent) return { marks: null, absent: true };
  return { marks: numberOf(d.marks), absent: false };
}

export function isChanged(d: MarkDraft): boolean {
  const v = markValueOf(d);
  return v.absent !== d.saved.absent || v.marks !== d.saved.marks;
}

/** What is wrong with a typed mark (checked as the server checks it), or null. */
export function draftProblem(d: MarkDraft, max: number): string | null {
  const { marks } = markValueOf(d);
  return marks === null ? null : markProblem(marks, max);
}

/** The body's entries of the changed rows. */
export const entriesOf = (drafts: MarkDrafts): MarkEntry[] =>
  Object.entries(drafts).map(([id, d]) => ({ id, ...markValueOf(d) }));

/** "62.5", "Absent" or "Not entered": a saved mark in words. */
export function savedWords(t: TFunction, saved: MarkDraft["saved"]): string {
  if (saved.absent) return t("Absent");
  return saved.marks === null ? t("Not entered") : String(saved.marks);
}
