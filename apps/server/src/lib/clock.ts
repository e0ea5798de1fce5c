/**
 * The one source of "now" for every time rule (admission window, objection window, offer deadline,
 * lapse and reminders, slots, retention, review-mail gathering). Records' own stamps (updatedAt)
 * keep the database's time; a rule never compares against those.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that tests move forward: the real time plus an offset that only grows, so time still
 * passes between steps and a rule that was due stays due (decision 053).
 */
export class TestClock implements Clock {
  private offsetMs = 0;

  constructor(start?: Date) {
    if (start) this.offsetMs = start.getTime() - Date.now();
  }

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves time forward by `ms` (never back: records made "later" would then lie in the future). */
  advance(ms: number): Date {
    if (!(ms >= 0)) throw new RangeError("a test clock only moves forward");
    this.offsetMs += ms;
    return this.now();
  }

  /**
   * Back to the real time, between two browser tests that share a server (each starts where the
   * machine's clock is). Inside a test time only moves forward.
   */
  reset(): Date {
    this.offsetMs = 0;
    return this.now();
  }

  /** Moves time forward to `when`, or leaves it when `when` is already past. */
  advanceTo(when: Date): Date {
    return this.advance(Math.max(0, when.getTime() - this.now().getTime()));
  }
}
