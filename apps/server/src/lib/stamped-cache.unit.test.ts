import { describe, expect, it } from "vitest";
import { StampedCache } from "./stamped-cache.ts";

/** Counts the computations a cache asks for. */
function counted(cache: StampedCache<string>) {
  let runs = 0;
  const get = (key: string, stamp: string) =>
    cache.get(key, stamp, async () => {
      runs += 1;
      return `${key}@${stamp}#${runs}`;
    });
  return { get, runs: () => runs };
}

describe("StampedCache", () => {
  it("serves a value while its stamp is the same and computes again when it moves", async () => {
    const c = counted(new StampedCache<string>(4));
    expect(await c.get("a", "1")).toBe("a@1#1");
    expect(await c.get("a", "1")).toBe("a@1#1");
    expect(await c.get("a", "2")).toBe("a@2#2");
    // An older stamp is not served the newer value: it computes its own.
    expect(await c.get("a", "1")).toBe("a@1#3");
    expect(c.runs()).toBe(3);
  });

  it("computes once for requests that arrive together", async () => {
    const c = counted(new StampedCache<string>(4));
    const values = await Promise.all([c.get("a", "1"), c.get("a", "1"), c.get("a", "1")]);
    expect(values).toEqual(["a@1#1", "a@1#1", "a@1#1"]);
    expect(c.runs()).toBe(1);
  });

  it("keeps at most its capacity, dropping the least recently used", async () => {
    const cache = new StampedCache<string>(2);
    const c = counted(cache);
    await c.get("a", "1");
    await c.get("b", "1");
    await c.get("a", "1"); // a is now the most recent
    await c.get("c", "1"); // b goes
    expect(cache.size).toBe(2);
    expect(c.runs()).toBe(3);
    await c.get("a", "1");
    expect(c.runs()).toBe(3);
    await c.get("b", "1");
    expect(c.runs()).toBe(4);
  });

  it("does not keep a failed computation", async () => {
    const cache = new StampedCache<string>(2);
    let attempts = 0;
    const flaky = () =>
      cache.get("a", "1", async () => {
        attempts += 1;
        if (attempts === 1) throw new Error("database gone");
        return "ok";
      });
    await expect(flaky()).rejects.toThrow("database gone");
    await expect(flaky()).resolves.toBe("ok");
    expect(attempts).toBe(2);
  });
});
