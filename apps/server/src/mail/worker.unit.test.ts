import { describe, expect, it } from "vitest";
import { MAX_ATTEMPTS, retryDelayMs } from "./worker.ts";

describe("retryDelayMs", () => {
  it.each([
    [0, 5_000],
    [1, 5_000],
    [2, 10_000],
    [3, 20_000],
    [4, 40_000],
    [7, 320_000],
    [9, 1_280_000],
    [10, 30 * 60_000],
    [50, 30 * 60_000],
  ])("after %i attempts waits %i ms", (attempts, ms) => {
    expect(retryDelayMs(attempts)).toBe(ms);
  });

  it("never decreases and stays within 30 minutes", () => {
    let previous = 0;
    for (let a = 0; a <= 100; a++) {
      const d = retryDelayMs(a);
      expect(d).toBeGreaterThanOrEqual(previous);
      expect(d).toBeLessThanOrEqual(30 * 60_000);
      previous = d;
    }
  });

  it("all retries together take minutes, not days", () => {
    let total = 0;
    for (let a = 1; a < MAX_ATTEMPTS; a++) total += retryDelayMs(a);
    expect(total).toBeGreaterThan(60_000);
    expect(total).toBeLessThan(24 * 60 * 60_000);
  });
});
