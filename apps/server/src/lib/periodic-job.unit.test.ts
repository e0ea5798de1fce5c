import type { FastifyBaseLogger } from "fastify";
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from "vitest";
import { PeriodicJob, type PeriodicJobOptions } from "./periodic-job.ts";

const logger = () => ({ error: vi.fn() }) as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };

/** A job of the test: ten seconds to its first pass and between passes unless the test says otherwise. */
const jobOf = <T>(opts: Pick<PeriodicJobOptions<T>, "run"> & Partial<PeriodicJobOptions<T>>) =>
  new PeriodicJob<T>({ firstAfterMs: 10_000, everyMs: 10_000, log: logger(), failure: "x", ...opts });

/** Moves the clock on by each step's milliseconds, then expects `run` to have run that many times in all. */
async function expectRuns(run: Mock, steps: Array<[ms: number, runs: number]>) {
  for (const [ms, runs] of steps) {
    await vi.advanceTimersByTimeAsync(ms);
    expect(run, `${ms} ms on`).toHaveBeenCalledTimes(runs);
  }
}

/** A pass the test ends by hand. */
function heldPass() {
  let release: (n: number) => void = () => undefined;
  const done = new Promise<number>((resolve) => {
    release = resolve;
  });
  return { done, release: (n: number) => release(n) };
}

describe("PeriodicJob", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("runs first after firstAfterMs, then every everyMs", async () => {
    const run = vi.fn(async () => 0);
    const job = jobOf({ run, firstAfterMs: 50, everyMs: 1_000 }).start();
    await expectRuns(run, [
      [49, 0],
      [1, 1],
      [999, 1],
      [1, 2],
    ]);
    await job.stop();
    await expectRuns(run, [[5_000, 2]]);
  });

  it("goes on at once while goOn says more is waiting", async () => {
    const results = [20, 20, 3];
    const run = vi.fn(async () => results.shift() ?? 0);
    const job = jobOf({ run, firstAfterMs: 0, everyMs: 1_000, goOn: (n) => n >= 20 }).start();
    await expectRuns(run, [
      [10, 3],
      [900, 3],
      [100, 4],
    ]);
    await job.stop();
  });

  it("logs a failed pass and runs the next one as usual", async () => {
    const log = logger();
    const run = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValue(1);
    const job = jobOf({ run, firstAfterMs: 0, everyMs: 100, log, failure: "job failed" }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, "job failed");
    await expectRuns(run, [[100, 2]]);
    await job.stop();
  });

  it("runOnce joins the pass under way; runNext waits for it; stop waits for the last", async () => {
    const first = heldPass();
    const run = vi.fn(() => first.done);
    const job = jobOf({ run });
    const a = job.runOnce();
    const b = job.runOnce();
    expect(run).toHaveBeenCalledTimes(1);
    const order: string[] = [];
    const next = job.runNext(async () => {
      order.push("next");
      return 2;
    });
    const stopped = job.stop().then(() => order.push("stopped"));
    await Promise.resolve();
    expect(order).toEqual([]);
    first.release(1);
    expect(await a).toBe(1);
    expect(await b).toBe(1);
    expect(await next).toBe(2);
    await stopped;
    expect(order).toEqual(["next", "stopped"]);
  });

  it("takes no work after stop, and a second start adds no second timer", async () => {
    const run = vi.fn(async () => 0);
    const job = jobOf({ run, firstAfterMs: 10, everyMs: 1_000 });
    job.start().start();
    await expectRuns(run, [[10, 1]]);
    await job.stop();
    const work = vi.fn(async () => 1);
    await expect(job.runNext(work)).rejects.toThrow("the job has stopped");
    expect(work).not.toHaveBeenCalled();
    await expectRuns(run, [[5_000, 1]]);
  });

  it("stop waits for work runNext took before it", async () => {
    const first = heldPass();
    const job = jobOf({ run: () => first.done });
    void job.runOnce();
    const second = heldPass();
    const next = job.runNext(() => second.done);
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    first.release(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    second.release(2);
    expect(await next).toBe(2);
    await stopping;
    expect(stopped).toBe(true);
  });
});
