/**
 * The yardstick: a bare Fastify process (no logger, hooks, plugins or schemas) with one route per
 * benchmarked read endpoint. Each route checks the bearer token with the portal's own TokenService
 * and secret, then runs the very statements the portal ran for that request (recorded by
 * bench/run.ts through Drizzle's query logger, the user lookup of the token check included), one
 * after another on a pool of the same size, each prepared under the name the portal prepared it
 * under (a whole answer, decision 046) or unnamed as the portal sent it, and answers their rows as JSON.
 *
 * The second yardstick (`best` in the plan, bench/best-sql.ts): /best/<name> checks the token the
 * same way, then sends ONE hand-written statement, prepared once per connection, with the token's
 * subject, role and version; the statement checks the user and builds the whole JSON body, which
 * is sent as it comes.
 *
 * Usage (by bench/run.ts): node --import tsx bench/bare-server.ts <plan.json>; prints "listening <port>".
 */
import { readFileSync } from "node:fs";
import Fastify from "fastify";
import pg from "pg";
import { TokenService } from "../apps/server/src/lib/tokens.ts";

export interface BarePlan {
  databaseUrl: string;
  jwtSecret: string;
  poolSize: number;
  routes: { name: string; auth: boolean; statements: { sql: string; params: unknown[]; name?: string }[] }[];
  /** Best-SQL routes: one statement answering `{ ok, body }` ($1–$3: the token's subject, role, version). */
  best?: { name: string; sql: string }[];
}

const plan = JSON.parse(readFileSync(process.argv[2] ?? "", "utf8")) as BarePlan;
const pool = new pg.Pool({ connectionString: plan.databaseUrl, max: plan.poolSize });
const tokens = new TokenService(plan.jwtSecret);
const app = Fastify({ logger: false });

for (const route of plan.routes) {
  app.get(`/bare/${route.name}`, async (request, reply) => {
    if (route.auth) {
      const header = request.headers.authorization ?? "";
      if (!(await tokens.verify(header.slice(7)))) return reply.status(401).send({ success: false });
    }
    const results: unknown[] = [];
    for (const s of route.statements)
      results.push((await pool.query({ name: s.name, text: s.sql, values: s.params as unknown[] })).rows);
    return { success: true, data: results };
  });
}

for (const route of plan.best ?? []) {
  app.get(`/best/${route.name}`, async (request, reply) => {
    const claims = await tokens.verify((request.headers.authorization ?? "").slice(7));
    if (!claims) return reply.status(401).send({ success: false });
    const { rows } = await pool.query<{ ok: boolean; body: string }>({
      name: `best-${route.name}`,
      text: route.sql,
      values: [claims.sub, claims.role, claims.tv],
    });
    if (!rows[0]?.ok) return reply.status(401).send({ success: false });
    return reply.type("application/json; charset=utf-8").send(rows[0].body);
  });
}

const address = await app.listen({ port: 0, host: "127.0.0.1" });
process.stdout.write(`listening ${new URL(address).port}\n`);
for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => void app.close().then(() => pool.end()));
