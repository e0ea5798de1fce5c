/**
 * EXPLAIN (ANALYZE, BUFFERS) of every statement a read endpoint sent, as `npm run bench` recorded
 * them (`<BENCH_DATA_DIR>/bare-plan.json`, written by each run), on the database of that run.
 * Prints per endpoint and statement its execution time, shared buffers and the plan's top lines
 * (the whole plan with `--full`), for docs/performance.md.
 *
 *   node --import tsx bench/explain.ts [--plan bench/.data/bare-plan.json] [--only a,b] [--full]
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import type { BarePlan } from "./bare-server.ts";
import { root } from "./lib.ts";

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows"?: number;
  "Actual Total Time"?: number;
  "Shared Hit Blocks"?: number;
  "Shared Read Blocks"?: number;
  Plans?: PlanNode[];
}

/** One line per node, indented by depth: what the plan does and what it touched. */
export function planLines(node: PlanNode, depth = 0, max = Number.POSITIVE_INFINITY): string[] {
  if (depth >= max) return [];
  const on = node["Index Name"] ?? node["Relation Name"];
  const buffers = (node["Shared Hit Blocks"] ?? 0) + (node["Shared Read Blocks"] ?? 0);
  const line = `${"  ".repeat(depth)}${node["Node Type"]}${on ? ` on ${on}` : ""} (rows ${node["Actual Rows"]}, ${node["Actual Total Time"]} ms, ${buffers} buffers)`;
  return [line, ...(node.Plans ?? []).flatMap((p) => planLines(p, depth + 1, max))];
}

const { values: args } = parseArgs({
  options: {
    plan: {
      type: "string",
      default: path.join(process.env.BENCH_DATA_DIR ?? path.join(root, "bench/.data"), "bare-plan.json"),
    },
    only: { type: "string" },
    full: { type: "boolean", default: false },
  },
});
const only = args.only ? new Set(args.only.split(",")) : undefined;
const plan = JSON.parse(readFileSync(args.plan, "utf8")) as BarePlan;
const client = new pg.Client({ connectionString: plan.databaseUrl });
await client.connect();
try {
  for (const route of plan.routes.filter((r) => !only || only.has(r.name))) {
    console.info(`\n## ${route.name}`);
    for (const [i, s] of route.statements.entries()) {
      // Twice: the first warms the cache; the second is what a busy server sees.
      const explain = `explain (analyze, buffers, format json) ${s.sql}`;
      await client.query(explain, s.params as unknown[]);
      const { rows } = await client.query<{ "QUERY PLAN": [{ Plan: PlanNode; "Execution Time": number }] }>(
        explain,
        s.params as unknown[],
      );
      const [{ Plan: top, "Execution Time": ms }] = rows[0]?.["QUERY PLAN"] ?? [
        { Plan: undefined, "Execution Time": 0 },
      ];
      if (!top) continue;
      const buffers = (top["Shared Hit Blocks"] ?? 0) + (top["Shared Read Blocks"] ?? 0);
      console.info(`${i + 1}. ${ms.toFixed(2)} ms, ${buffers} buffers — ${s.sql.replace(/\s+/g, " ").slice(0, 110)}`);
      for (const line of planLines(top, 0, args.full ? Number.POSITIVE_INFINITY : 3)) console.info(`     ${line}`);
    }
  }
} finally {
  await client.end();
}
