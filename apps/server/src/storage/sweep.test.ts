import { existsSync } from "node:fs";
import { mkdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { candidateWithCompleteProfile } from "../../test/factories.ts";
import { type TestApp, useTestApp } from "../../test/helpers.ts";
import { documents } from "../db/schema.ts";
import { SWEEP_GRACE_MS, sweepOrphanFiles } from "./sweep.ts";

const HOUR = 60 * 60_000;
const later = (ms: number) => new Date(Date.now() + ms);

async function allKeys(t: TestApp): Promise<string[]> {
  const keys: string[] = [];
  for await (const k of t.ctx.storage.keys()) keys.push(k);
  return keys.sort();
}

/** The sweep after a crash (issue 15 item 3): files no row names go, files rows name stay. */
describe("sweepOrphanFiles", () => {
  const t = useTestApp();

  it("removes old files no row names and cut-off uploads, and keeps every file a row names and every young file", async () => {
    const candidate = await candidateWithCompleteProfile(t.ctx);
    const named = (await t.ctx.db.select().from(documents).where(eq(documents.userId, candidate.id))).map(
      (d) => d.storageKey,
    );
    expect(named.length).toBeGreaterThan(0);
    // A file stored for an upload whose row never committed (the crash came between the two).
    const orphan = (await t.ctx.storage.put(Readable.from(Buffer.from("orphan")))).key;
    // An upload cut off while it was being written: a temporary file of the filesystem driver.
    const tmp = path.join(t.dataDir, "files", "tmp");
    await mkdir(tmp, { recursive: true });
    await writeFile(path.join(tmp, "cut-off"), "half a file");
    const old = new Date(Date.now() - 2 * HOUR);
    await utimes(path.join(tmp, "cut-off"), old, old);

    // Within the grace period nothing goes: the upload may still be on its way to its row.
    const early = await sweepOrphanFiles(t.ctx.db, t.ctx.storage);
    expect(early.orphans).toEqual([]);
    expect(early.tooYoung).toBeGreaterThanOrEqual(1);
    expect(early.unfinished).toBe(1);
    expect(existsSync(path.join(tmp, "cut-off"))).toBe(false);
    expect(await t.ctx.storage.exists(orphan)).toBe(true);

    const swept = await sweepOrphanFiles(t.ctx.db, t.ctx.storage, { now: later(SWEEP_GRACE_MS + 60_000) });
    expect(swept.orphans).toContain(orphan);
    expect(await t.ctx.storage.exists(orphan)).toBe(false);
    const everyNamed = (await t.ctx.db.select({ key: documents.storageKey }).from(documents)).map((d) => d.key);
    expect(await allKeys(t)).toEqual([...new Set(everyNamed)].sort());

    // A second sweep (another instance, or the next round) finds nothing more to do.
    const again = await sweepOrphanFiles(t.ctx.db, t.ctx.storage, { now: later(SWEEP_GRACE_MS + 60_000) });
    expect(again).toEqual({ orphans: [], unfinished: 0, tooYoung: 0 });
  });

  it("gives the same answer a batch of two keys at a time: each batch looked up on its own", async () => {
    await candidateWithCompleteProfile(t.ctx);
    const orphans = await Promise.all(
      ["a", "b", "c"].map(async (body) => (await t.ctx.storage.put(Readable.from(Buffer.from(body)))).key),
    );
    const swept = await sweepOrphanFiles(t.ctx.db, t.ctx.storage, { now: later(SWEEP_GRACE_MS + 60_000), batch: 2 });
    expect([...swept.orphans].sort()).toEqual([...orphans].sort());
    const everyNamed = (await t.ctx.db.select({ key: documents.storageKey }).from(documents)).map((d) => d.key);
    expect(everyNamed.length).toBeGreaterThan(2);
    expect(await allKeys(t)).toEqual([...new Set(everyNamed)].sort());
  });
});
