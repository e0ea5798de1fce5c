/**
 * The timing of the read endpoints: each loaded on the portal, alone (one client), on the bare
 * route replaying its SQL and, where there is one, on the best hand-written SQL; the ratios
 * between them and each read's budget.
 */
import { answerOf, BEST_SQL } from "./best-sql.ts";
import { type LoadRequest, type LoadResult, load, settle } from "./lib.ts";
import { ALONE_RUNS, BEST_ROUNDS, bearer, CONNECTIONS, DURATION, wanted } from "./run-config.ts";
import type { ReadEndpoint } from "./run-endpoints.ts";
import type { Row } from "./run-report.ts";

function budgetOf(kind: ReadEndpoint["budget"], portal: LoadResult, ratio?: number): { text: string; met: boolean } {
  if (kind === "pdf") return { text: "≥ 100 req/s", met: portal.rps >= 100 && portal.errors === 0 };
  if (kind === "list")
    return {
      text: "ratio ≥ 0.7, p95 ≤ 50 ms, p99 ≤ 50 ms",
      met: (ratio ?? 0) >= 0.7 && portal.p95 <= 50 && portal.p99 <= 50 && portal.errors === 0,
    };
  return { text: "ratio ≥ 0.7, p99 ≤ 50 ms", met: (ratio ?? 0) >= 0.7 && portal.p99 <= 50 && portal.errors === 0 };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : Math.round((((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2) * 100) / 100;
}

/** The one-client run of a read, ALONE_RUNS times: the run whose p95 is the median. */
async function medianAlone(port: number, request: LoadRequest): Promise<LoadResult> {
  const runs: LoadResult[] = [];
  for (let i = 0; i < ALONE_RUNS; i++)
    runs.push(await load({ port, connections: 1, duration: Math.min(5, DURATION), request }));
  runs.sort((a, b) => a.p95 - b.p95);
  return runs[Math.floor((runs.length - 1) / 2)] as LoadResult;
}

/** A short warm-up (JIT, pools, caches), then the measured run. */
async function warmedLoad(port: number, request: LoadRequest, pid?: number): Promise<LoadResult> {
  await load({ port, connections: CONNECTIONS, duration: 2, request });
  return load({ port, connections: CONNECTIONS, duration: DURATION, request, pid });
}

/** Every wanted read, one after the other, on both sides: a row each, printed as it is measured. */
export async function measureReads(
  reads: ReadEndpoint[],
  portalPort: number,
  barePort: number,
  pid: number | undefined,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const r of reads.filter((r) => wanted(r.name))) {
    const request: LoadRequest = { path: r.path, headers: r.token ? bearer(r.token) : {} };
    // A short warm-up (JIT, pools, caches) on both sides, then the measured runs.
    const portalResult = await warmedLoad(portalPort, request, pid);
    await settle(portalPort);
    const alone = await medianAlone(portalPort, request);
    const bareResult = r.bare ? await warmedLoad(barePort, { ...request, path: `/bare/${r.name}` }) : undefined;
    const bestResult = BEST_SQL[r.name]
      ? await warmedLoad(barePort, { ...request, path: `/best/${r.name}` })
      : undefined;
    const ratioTo = (y?: LoadResult) => (y ? Math.round((portalResult.rps / y.rps) * 100) / 100 : undefined);
    const ratio = ratioTo(bareResult);
    let bestRatio = ratioTo(bestResult);
    let bestRatios: number[] | undefined;
    if (bestResult && bestRatio !== undefined) {
      bestRatios = [bestRatio];
      for (let round = 1; round < BEST_ROUNDS; round++) {
        const p = await load({ port: portalPort, connections: CONNECTIONS, duration: DURATION, request });
        const b = await load({
          port: barePort,
          connections: CONNECTIONS,
          duration: DURATION,
          request: { ...request, path: `/best/${r.name}` },
        });
        bestRatios.push(Math.round((p.rps / b.rps) * 100) / 100);
      }
      bestRatio = median(bestRatios);
    }
    const b = budgetOf(r.budget, portalResult, ratio);
    rows.push({
      endpoint: `GET ${r.name}`,
      portal: portalResult,
      bare: bareResult,
      best: bestResult,
      alone,
      ratio,
      bestRatio,
      bestRatios,
      budget: b.text,
      met: b.met,
    });
    console.info(
      `  ${r.name}: ${portalResult.rps} req/s, p99 ${portalResult.p99} ms, ratio ${ratio ?? "—"}${bestRatio === undefined ? "" : `, best ratio ${bestRatio} (${bestRatios?.join(", ")})`}, p95 alone ${alone.p95} ms`,
    );
  }
  return rows;
}

/**
 * Before any load: the best-SQL route must answer the same rows, in the same order, and the same
 * total as the portal for the same request (through HTTP, the processes that will be loaded).
 */
export async function checkBestAnswers(reads: ReadEndpoint[], portalPort: number, barePort: number) {
  for (const r of reads.filter((r) => wanted(r.name) && BEST_SQL[r.name])) {
    const get = async (port: number, url: string) => {
      const res = await fetch(`http://127.0.0.1:${port}${url}`, { headers: r.token ? bearer(r.token) : {} });
      if (res.status !== 200) throw new Error(`${r.name}: ${url} answered ${res.status} ${await res.text()}`);
      return answerOf(r.name, await res.json());
    };
    const [portal, best] = await Promise.all([get(portalPort, r.path), get(barePort, `/best/${r.name}`)]);
    const same = portal.total === best.total && JSON.stringify(portal.ids) === JSON.stringify(best.ids);
    if (!same || portal.ids.length === 0)
      throw new Error(
        `${r.name}: the best-SQL answer differs from the portal's (or is empty)\n` +
          `  portal: total ${portal.total}, ids ${portal.ids.join(",")}\n  best:   total ${best.total}, ids ${best.ids.join(",")}`,
      );
    console.info(`  ${r.name}: best SQL answers the portal's ${portal.ids.length} rows of ${portal.total}`);
  }
}
