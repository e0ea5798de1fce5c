import type { AppContext } from "../../context.ts";
import { lapseDueOffers, remindDueOffers } from "./answers.ts";

/** How often the job looks for offers past their deadline or due a reminder. */
const POLL_MS = 5_000;

/**
 * The offers' durable job (issue 26, item 3; decision 034). An answer is refused and an offer reads
 * as lapsed from its deadline on, whatever this job does; the job records the lapse (LAPSED, the
 * audit, the mail, the waitlist's move in AUTO mode) and queues the 48-hour reminders. Its state
 * is the rows, so a restart loses nothing; two instances share the work by SKIP LOCKED.
 */
export class OfferJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;

  constructor(private readonly ctx: AppContext) {}

  start() {
    this.stopped = false;
    const tick = () => {
      if (this.stopped) return;
      void this.runOnce()
        .catch((err) => this.ctx.log.error({ err }, "offer job failed; it runs again shortly"))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, POLL_MS);
        });
    };
    this.timer = setTimeout(tick, 100);
  }

  /** Lapses what is due and queues the reminders; the mail worker is told at once. */
  runOnce(): Promise<void> {
    this.running ??= (async () => {
      const lapsed = await lapseDueOffers(this.ctx);
      const reminded = await remindDueOffers(this.ctx);
      if (lapsed + reminded > 0) this.ctx.mailWorker.kick();
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }
}
