import { Rng, seedOf } from "./demo-files.ts";

/** The seed every stream of the demo derives from: the same run makes the same people. */
export const SEED = 20_260_101;
export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;
/** How far back before "now" the submissions go. */
export const WINDOW_MS = 40 * DAY;

export interface Timeline {
  now: number;
  /** Submission time of each application slot, ascending (slot = order of the application numbers). */
  slots: Float64Array;
  /** First slot of candidate n (index n - 1). */
  firstSlot: Int32Array;
  appCounts: Uint8Array;
}

export function planTimeline(first: number, count: number, now: number): Timeline {
  const appCounts = new Uint8Array(count);
  const firstSlot = new Int32Array(count);
  let total = 0;
  for (let i = 0; i < count; i++) {
    const rng = new Rng(seedOf(SEED, first + i, 1));
    const c = rng.weighted([
      [1, 60],
      [2, 30],
      [3, 10],
    ] as const);
    appCounts[i] = c;
    firstSlot[i] = total;
    total += c;
  }
  const rng = new Rng(seedOf(SEED, 2));
  const start = now - WINDOW_MS;
  const end = now - 15 * MIN;
  // More submissions towards the deadline: u^0.75 leans to the recent end.
  const slots = Float64Array.from({ length: total }, () => start + (end - start) * rng.next() ** 0.75).sort();
  return { now, slots, firstSlot, appCounts };
}

export const between = (rng: Rng, from: number, to: number) => new Date(from + (to - from) * rng.next());

export const secondsSince = (t: number) => ((performance.now() - t) / 1000).toFixed(1);
