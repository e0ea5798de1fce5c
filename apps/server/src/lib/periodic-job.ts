import type { FastifyBaseLogger } from "fastify";

export interface PeriodicJobOptions<T> {
  /** The work of one pass; its state is in the database, so a pass may stop anywhere. */
  run: () => Promise<T>;
  /** The wait before the first pass. */
  firstAfterMs: number;
  /** The wait after a pass. */
  everyMs: number;
  /** More is waiting after this pass (a full batch): the next one starts at once. */
  goOn?: (result: T) => boolean;
  log: FastifyBaseLogger;
  /** Logged when a pass fails; the next pass comes as usual. */
  failure: string;
  /** What a pass did worth a log line. */
  report?: (result: T) => void;
  /** The timers do not keep the process alive (jobs main.ts starts and never awaits). */
  unref?: boolean;
}

/**
 * Periodic work of the server (the mail outbox, the offers' deadlines, erasure, the file sweep, the
 * tally fold): one pass at a time, a pass that fails logged and tried again at the next, `runOnce`
 * joins a pass under way instead of starting a second, and `stop` waits for it to end.
 */
export class PeriodicJob<T> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<T> | undefined;
  private stopped = true;
  /** `stop` was called: `runNext` takes no more work. */
  private ended = false;
  /** Work `runNext` took and has not finished: `stop` waits for it too. */
  private readonly queued = new Set<Promise<unknown>>();

  constructor(private readonly opts: PeriodicJobOptions<T>) {}

  get isStarted(): boolean {
    return !this.stopped;
  }

  /** Starts the timer; a second call while started changes nothing. */
  start(): this {
    if (!this.stopped) return this;
    this.stopped = false;
    this.ended = false;
    this.schedule(this.opts.firstAfterMs);
    return this;
  }

  /** One pass now, or the one under way. */
  runOnce(): Promise<T> {
    this.running ??= this.opts.run().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /**
   * Other work as the job's next pass: after the one under way, and none starts beside it. Work
   * taken before `stop` still runs (and `stop` waits for it); after `stop` none is taken.
   */
  runNext(work: () => Promise<T>): Promise<T> {
    if (this.ended) return Promise.reject(new Error("the job has stopped: it takes no more work"));
    const done = (async () => {
      while (this.running) await this.running.catch(() => undefined);
      this.running = work().finally(() => {
        this.running = undefined;
      });
      return this.running;
    })();
    this.queued.add(done);
    done.then(
      () => this.queued.delete(done),
      () => this.queued.delete(done),
    );
    return done;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.ended = true;
    clearTimeout(this.timer);
    await Promise.allSettled([this.running, ...this.queued]);
  }

  private schedule(ms: number) {
    this.timer = setTimeout(() => void this.tick(), ms);
    if (this.opts.unref) this.timer.unref();
  }

  private async tick() {
    if (this.stopped) return;
    let wait = this.opts.everyMs;
    try {
      const result = await this.runOnce();
      this.opts.report?.(result);
      if (this.opts.goOn?.(result)) wait = 0;
    } catch (err) {
      this.opts.log.error({ err }, this.opts.failure);
    }
    if (!this.stopped) this.schedule(wait);
  }
}
