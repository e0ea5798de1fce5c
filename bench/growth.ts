/**
 * The growth table of issue 29: each read endpoint's one-client p95 ("p95 alone") in two runs of
 * `npm run bench` at different sizes, with the targets (≤ 50 ms at the larger size, at most 1.5 ×
 * its value at the smaller). Prints a Markdown table for docs/performance.md.
 *
 *   node --import tsx bench/growth.ts bench/results/2026-11-28.json bench/results/2026-11-28-200000.json
 */
import { readFileSync } from "node:fs";

interface Result {
  candidates: number;
  rows: { endpoint: string; alone?: { p95: number }; bestRatio?: number; ratio?: number }[];
}

export interface Growth {
  endpoint: string;
  small: number;
  large: number;
  growth: number;
  /** Within both targets; false too when the larger run got no answer (p95 0). */
  met: boolean;
}

/** Endpoints measured alone in both runs, in the larger run's order. */
export function growthRows(small: Result, large: Result, maxMs = 50, maxGrowth = 1.5): Growth[] {
  const before = new Map(small.rows.map((r) => [r.endpoint, r.alone?.p95]));
  return large.rows.flatMap((r) => {
    const s = before.get(r.endpoint);
    const l = r.alone?.p95;
    if (s === undefined || l === undefined) return [];
    const growth = Math.round((l / s) * 100) / 100;
    return [{ endpoint: r.endpoint, small: s, large: l, growth, met: l > 0 && l <= maxMs && growth <= maxGrowth }];
  });
}

const [smallFile, largeFile] = process.argv.slice(2);
if (smallFile && largeFile) {
  const read = (f: string) => JSON.parse(readFileSync(f, "utf8")) as Result;
  const [small, large] = [read(smallFile), read(largeFile)];
  const n = (x: number) => x.toLocaleString("en-GB");
  console.info(`| endpoint | p95 alone at ${n(small.candidates)} | at ${n(large.candidates)} | growth | |`);
  console.info("|---|--:|--:|--:|---|");
  for (const g of growthRows(small, large))
    console.info(
      `| ${g.endpoint} | ${g.small} | ${g.large} | ${g.growth} × | ${g.met ? "ok" : g.large > 0 ? "MISSED" : "no answer"} |`,
    );
}
