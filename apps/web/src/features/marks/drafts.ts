import { useCallback, useState } from "react";

/** Edits not saved yet for one list (a department's marks, a slot's scores). */
export interface Draft<T> {
  value: T;
  /** Candidates whose saved marks or scores the draft would change (0: only form state, nothing to lose). */
  changes: number;
  /** What the list is, for the notice that names drafts kept elsewhere ("Civil Engineering"). */
  label: string;
}

/**
 * Edits kept by the screen, per list (`round:department`, `round:slot`): switching the page, the
 * department, the slot or the round keeps what was typed, to be found again when coming back.
 */
export function useDrafts<T>() {
  const [drafts, setDrafts] = useState<Readonly<Record<string, Draft<T>>>>({});
  const set = useCallback((key: string, draft: Draft<T> | undefined) => {
    setDrafts((all) => {
      if (!draft && !(key in all)) return all;
      const next = { ...all };
      if (draft) next[key] = draft;
      else delete next[key];
      return next;
    });
  }, []);
  const pending = Object.entries(drafts).filter(([, d]) => d.changes > 0);
  /** The candidates changed in all the drafts: leaving the screen loses them. */
  const unsaved = pending.reduce((n, [, d]) => n + d.changes, 0);
  return { get: (key: string) => drafts[key], set, pending, unsaved };
}

export type Drafts<T> = ReturnType<typeof useDrafts<T>>;
