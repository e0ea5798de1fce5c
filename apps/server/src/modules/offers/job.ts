import type { AppContext } from "../../context.ts";
import { PeriodicJob } from "../../lib/periodic-job.ts";
import { lapseDueOffers, remindDueOffers } from "./answers.ts";

/** How often the job looks for offers past their deadline or due a reminder. */
const POLL_MS = 5_000;

/**
 * The offers' durable job (issue 26, item 3; decision 034). An answer is refused and an offer reads
 * as lapsed from its deadline on, whatever this job does; the job records the lapse (LAPSED, the
 * audit, the mail, the waitlist's move in AUTO mode) and queues the 48-hour reminders. Its state
 * is the rows, so a restart loses nothing; two instances share the work by SKIP LOCKED.
 */
export function offerJob(ctx: AppContext): PeriodicJob<void> {
  return new PeriodicJob({
    // Lapses what is due and queues the reminders; the mail worker is told at once.
    run: async () => {
      const lapsed = await lapseDueOffers(ctx);
      const reminded = await remindDueOffers(ctx);
      if (lapsed + reminded > 0) ctx.mailWorker.kick();
    },
    firstAfterMs: 100,
    everyMs: POLL_MS,
    log: ctx.log,
    failure: "offer job failed; it runs again shortly",
  });
}
