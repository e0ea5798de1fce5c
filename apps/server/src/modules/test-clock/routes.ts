import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import type { TestClock } from "../../lib/clock.ts";
import type { PeriodicJob } from "../../lib/periodic-job.ts";
import { ok, okAnswer, routeKit } from "../../plugins/route-kit.ts";

const route = routeKit(["test"], {});
const clockAnswer = okAnswer(z.object({ now: z.string() }));

/**
 * The browser tests' clock (decision 053), registered only with TEST_CLOCK=on, which production
 * refuses. Moving it forward runs the background work that time makes due (the offers' lapses
 * and reminders, then the mail due by then), so a test reads the outcome without waiting.
 */
export function testClockRoutes(
  ctx: AppContext,
  clock: TestClock,
  jobs: { offerJob: PeriodicJob<void> },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get("/api/test/clock", route("public", { answer: clockAnswer, hide: true }), async () =>
      ok({ now: clock.now().toISOString() }),
    );
    app.post(
      "/api/test/clock",
      route("public", {
        hide: true,
        body: z.strictObject({
          advanceSeconds: z
            .number()
            .min(0)
            .max(366 * 86_400)
            .optional(),
          to: z.iso.datetime({ offset: true }).optional(),
          reset: z.literal(true).optional(),
          /** Deliver now the mail due within this many seconds (gathered notices), time unmoved. */
          deliverMailDueWithinSeconds: z.number().min(0).max(86_400).optional(),
        }),
        answer: clockAnswer,
      }),
      async (request) => {
        const { advanceSeconds, to, reset, deliverMailDueWithinSeconds = 0 } = request.body;
        if (reset) clock.reset();
        if (advanceSeconds) clock.advance(advanceSeconds * 1000);
        if (to) clock.advanceTo(new Date(to));
        await jobs.offerJob.runOnce();
        // Everything due by the new time goes now; a failed delivery waits for its retry, so this ends.
        const dueBy = () => new Date(clock.now().getTime() + deliverMailDueWithinSeconds * 1000);
        await ctx.mailWorker.deliverAllDueBy(dueBy);
        return ok({ now: clock.now().toISOString() });
      },
    );
  };
}
