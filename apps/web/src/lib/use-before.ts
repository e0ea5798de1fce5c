import { useEffect, useState } from "react";

/** setTimeout's longest delay (about 24.8 days); a later instant is waited for in steps. */
const LONGEST = 2_147_483_647;

/**
 * Whether the clock is still before `iso` (false for none), redrawn the moment it passes: a window
 * that closes while the page is open (objections, offers) shows as closed without a reload.
 */
export function useBefore(iso: string | null | undefined): boolean {
  const at = iso ? Date.parse(iso) : Number.NaN;
  const [, redraw] = useState(0);
  const before = at > Date.now();
  useEffect(() => {
    if (!before) return;
    const timer = setTimeout(() => redraw((n) => n + 1), Math.min(LONGEST, at - Date.now() + 50));
    return () => clearTimeout(timer);
  });
  return before;
}
