import { describe, expect, it } from "vitest";
import { concurrencyLimit } from "./concurrency.ts";

describe("concurrencyLimit", () => {
  it.each([1, 2, 3])("never runs more than %i tasks at once, and runs them all in order", async (limit) => {
    const run = concurrencyLimit(limit);
    let active = 0;
    let peak = 0;
    const started: number[] = [];
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        run(async () => {
          started.push(i);
          active += 1;
          peak = Math.max(peak, active);
          await new Promise((r) => setTimeout(r, 5));
          active -= 1;
          return i * 2;
        }),
      ),
    );
    expect(peak).toBe(limit);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(results).toEqual([0, 2, 4, 6, 8, 10, 12, 14]);
  });

  it("frees its place when a task fails", async () => {
    const run = concurrencyLimit(1);
    await expect(run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(run(async () => "next")).resolves.toBe("next");
  });
});
