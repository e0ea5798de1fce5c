import { describe, expect, it } from "vitest";
import { ByteCache, contentKey } from "./byte-cache.ts";

const bytes = (n: number, fill = 1) => Buffer.alloc(n, fill);

describe("ByteCache", () => {
  it.each([
    { name: "keeps entries while under the bound", sizes: [3, 3, 3], max: 10, kept: ["a", "b", "c"], total: 9 },
    { name: "evicts the least recently used first", sizes: [4, 4, 4], max: 10, kept: ["b", "c"], total: 8 },
    { name: "refuses one entry larger than the bound", sizes: [2, 11], max: 10, kept: ["a"], total: 2 },
    { name: "evicts several to make room", sizes: [3, 3, 8], max: 10, kept: ["c"], total: 8 },
  ])("$name", ({ sizes, max, kept, total }) => {
    const cache = new ByteCache(max);
    for (const [i, n] of sizes.entries()) cache.set("abc"[i] as string, bytes(n));
    expect(["a", "b", "c"].filter((k) => cache.get(k))).toEqual(kept);
    expect(cache.bytes).toBe(total);
  });

  it("counts a read as a use", () => {
    const cache = new ByteCache(10);
    cache.set("a", bytes(4));
    cache.set("b", bytes(4));
    cache.get("a");
    cache.set("c", bytes(4));
    expect([cache.get("a"), cache.get("b"), cache.get("c")].map(Boolean)).toEqual([true, false, true]);
  });

  it("replaces an entry under the same key without counting it twice", () => {
    const cache = new ByteCache(10);
    cache.set("a", bytes(4, 1));
    cache.set("a", bytes(6, 2));
    expect(cache.bytes).toBe(6);
    expect(cache.get("a")?.[0]).toBe(2);
  });
});

describe("contentKey", () => {
  it.each([
    { a: { x: 1 }, b: { x: 1 }, equal: true },
    { a: { x: 1 }, b: { x: 2 }, equal: false },
    { a: { status: "PENDING" }, b: { status: "VERIFIED" }, equal: false },
  ])("$a vs $b", ({ a, b, equal }) => {
    expect(contentKey(a) === contentKey(b)).toBe(equal);
  });
});
