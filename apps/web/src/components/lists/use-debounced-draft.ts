import { useDebouncedCallback } from "@mantine/hooks";
import { useEffect, useRef, useState } from "react";

export interface DebouncedDraftOptions<T> {
  /** The pause after the last change before the draft is applied. */
  delay: number;
  /** The draft as the server reads it: two drafts with the same key are the same filters. */
  key: (value: T) => string;
  /** A draft that must not be sent (e.g. days out of order): the pending apply is dropped. */
  held?: (value: T) => boolean;
}

/**
 * Filter fields that apply themselves after a pause. The fields follow the applied filters when they
 * change from outside (a removed chip, Clear all, back / forward), but not when the change is the
 * draft's own apply coming back through the address: typing goes on meanwhile and must not be lost.
 */
export function useDebouncedDraft<T extends object>(
  applied: T,
  onApply: (next: T) => void,
  { delay, key, held }: DebouncedDraftOptions<T>,
) {
  const [draft, setDraft] = useState<T>(applied);
  // The key of the last draft this hook applied, until the applied filters show it.
  const ownApply = useRef<string | undefined>(undefined);
  const apply = useDebouncedCallback((next: T) => {
    const nextKey = key(next);
    if (nextKey === key(applied)) return;
    ownApply.current = nextKey;
    onApply(next);
  }, delay);

  const appliedKey = key(applied);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the applied filters resets the fields
  useEffect(() => {
    const own = ownApply.current;
    ownApply.current = undefined;
    if (appliedKey === own) return;
    setDraft((d) => {
      if (key(d) === appliedKey) return d;
      apply.cancel();
      return applied;
    });
  }, [appliedKey]);

  const change = (patch: Partial<T>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    if (held?.(next)) apply.cancel();
    else apply(next);
  };
  /** Sets the fields without applying them (Clear all applies its own filters at once). */
  const replace = (value: T) => {
    apply.cancel();
    setDraft(value);
  };
  return { draft, change, replace };
}
