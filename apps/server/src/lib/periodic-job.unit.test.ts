import type { FastifyBaseLogger } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PeriodicJob } from "./periodic-job.ts";

const logger = () => ({ error: vi.fn() }) as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };

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
    const job = new PeriodicJob({ run, firstAfterMs: 50, everyMs: 1_000, log: logger(), failure: "x" }).start();
    await vi.advanceTimersByTimeAsync(49);
    expect(run).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(2);
    await job.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("goes on at once while goOn says more is waiting", async () => {
    const results = [20, 20, 3];
    const run = vi.fn(async () => results.shift() ?? 0);
    const job = new PeriodicJob({
      run,
      firstAfterMs: 0,
      everyMs: 1_000,
      goOn: (n) => n >= 20,
      log: logger(),
      failure: "x",
    }).start();
    await vi.advanceTimersByTimeAsync(10);
    expect(run).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(900);
    expect(run).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(4);
    await job.stop();
  });

  it("logs a failed pass and runs the next one as usual", async () => {
    const log = logger();
    const run = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValue(1);
    const job = new PeriodicJob({ run, firstAfterMs: 0, everyMs: 100, log, failure: "job failed" }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, "job failed");
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(2);
    await job.stop();
  });

  it("runOnce joins the pass under way; runNext waits for it; stop waits for the last", async () => {
    const first = heldPass();
    const run = vi.fn(() => first.done);
    const job = new PeriodicJob({ run, firstAfterMs: 10_000, everyMs: 10_000, log: logger(), failure: "x" });
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
    const job = new PeriodicJob({ run, firstAfterMs: 10, everyMs: 1_000, log: logger(), failure: "x" });
    job.start().start();
    await vi.advanceTimersByTimeAsync(10);
    expect(run).toHaveBeenCalledTimes(1);
    await job.stop();
    const work = vi.fn(async () => 1);
    await expect(job.runNext(work)).rejects.toThrow("the job has stopped");
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("stop waits for work runNext took before it", async () => {
    const first = heldPass();
    const job = new PeriodicJob({
      run: () => first.done,
      firstAfterMs: 10_000,
      everyMs: 10_000,
      log: logger(),
      failure: "x",
    });
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
