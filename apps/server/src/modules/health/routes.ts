import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { routeKit } from "../../plugins/route-kit.ts";

const route = routeKit(["health"], {});

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/health",
      route("public", {
        answer: z.object({ success: z.literal(true), status: z.literal("ok"), database: z.string() }),
        errors: { 503: z.object({ success: z.literal(false), message: z.string() }) },
      }),
      async (_request, reply) => {
        try {
          await ctx.db.execute(sql`select 1`);
          return { success: true as const, status: "ok" as const, database: ctx.database.driver };
        } catch (err) {
          ctx.log.error({ err }, "health check: database unreachable");
          return reply.status(503).send({ success: false as const, message: "Database unavailable" });
        }
      },
    );
  };
}
