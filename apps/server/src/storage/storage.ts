import { createHash, randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

export interface StoredObject {
  key: string;
  size: number;
  sha256: string;
  /** The first bytes, for checking the type by content. */
  head: Buffer;
}

/** Where uploaded files live: the filesystem driver (default) or S3 (`s3.ts`, decision 021). */
export interface Storage {
  /** Stream `source` into a new object; nothing is left behind if the stream fails. */
  put(source: Readable): Promise<StoredObject>;
  /** Stream `source` into the object `key`, replacing it (restore writes files back under their keys). */
  putAt(key: string, source: Readable): Promise<StoredObject>;
  /** Rejects when the object is missing. */
  get(key: string): Promise<Readable>;
  /** Removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** When the object was written; rejects when it is missing. The orphan sweep's grace period reads it. */
  modifiedAt(key: string): Promise<Date>;
  /**
   * Removes writes that never finished (a crash mid-upload) begun before `olderThan`; resolves
   * with how many. The S3 driver has none: the bucket's lifecycle rule aborts incomplete
   * multipart uploads (docs/deploy.md).
   */
  removeUnfinished?(olderThan: Date): Promise<number>;
  /** Every stored key (in no particular order); anything else in the store is not listed. */
  keys(): AsyncIterable<string>;
  /** Releases connections; called when the app closes. */
  close?(): Promise<void>;
}

const HEAD_BYTES = 4100;

/** "ab/<uuid>": a folder (or prefix) per first two characters of the id. */
const KEY_PATTERN = /^[a-f0-9]{2}\/[a-f0-9-]{36}$/;

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Guards every driver call: a key that is not ours never reaches a path or an object name. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Bad storage key ${key}`);
}

/** Counts bytes, hashes and keeps the first bytes while passing the stream through (every driver's put). */
export function inspector() {
  const hash = createHash("sha256");
  let size = 0;
  const headParts: Buffer[] = [];
  let headLen = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      size += chunk.length;
      hash.update(chunk);
      if (headLen < HEAD_BYTES) {
        headParts.push(chunk.subarray(0, HEAD_BYTES - headLen));
        headLen += Math.min(chunk.length, HEAD_BYTES - headLen);
      }
      cb(null, chunk);
    },
  });
  return { transform, result: () => ({ size, sha256: hash.digest("hex"), head: Buffer.concat(headParts) }) };
}

export class FileSystemStorage implements Storage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, key);
  }

  async put(source: Readable): Promise<StoredObject> {
    return this.putAt(storageKeyOf(randomUUID()), source);
  }

  async putAt(key: string, source: Readable): Promise<StoredObject> {
    const final = this.pathOf(key);
    const id = randomUUID();
    const tmpDir = path.join(this.root, "tmp");
    await mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, id);
    const probe = inspector();
    const sink = createWriteStream(tmp, { flags: "wx" });
    try {
      await pipeline(source, probe.transform, sink);
      await mkdir(path.dirname(final), { recursive: true });
      await rename(tmp, final);
    } catch (err) {
      // A source that fails at once can reject the pipeline before the file is even opened; the
      // open still completes later, so wait for the sink to close or the rm below runs too early.
      // (Not `events.once`: it rejects on the sink's own 'error', which comes first.)
      if (!sink.closed) await new Promise<void>((resolve) => sink.once("close", () => resolve()));
      await rm(tmp, { force: true });
      throw err;
    }
    return { key, ...probe.result() };
  }

  async get(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    await stat(file);
    return createReadStream(file);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    const file = this.pathOf(key);
    try {
      await stat(file);
      return true;
    } catch {
      return false;
    }
  }

  async modifiedAt(key: string): Promise<Date> {
    return (await stat(this.pathOf(key))).mtime;
  }

  /** Temporary files of uploads that a crash cut off (a live upload's file is newer than the cut-off). */
  async removeUnfinished(olderThan: Date): Promise<number> {
    const tmpDir = path.join(this.root, "tmp");
    let removed = 0;
    for (const entry of await readdirOrEmpty(tmpDir)) {
      const file = path.join(tmpDir, entry.name);
      const info = await stat(file).catch(() => null);
      if (info && info.mtime < olderThan) {
        await rm(file, { force: true, recursive: true });
        removed++;
      }
    }
    return removed;
  }

  /** Walks the two-level folders; `tmp/` (uploads in progress) and stray names are skipped. */
  async *keys(): AsyncIterable<string> {
    for (const shard of await readdirOrEmpty(this.root)) {
      if (!shard.isDirectory() || !/^[a-f0-9]{2}$/.test(shard.name)) continue;
      for (const entry of await readdirOrEmpty(path.join(this.root, shard.name))) {
        const key = `${shard.name}/${entry.name}`;
        if (entry.isFile() && isStorageKey(key)) yield key;
      }
    }
  }
}

async function readdirOrEmpty(dir: string) {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
}

/** The storage key of an object id: "ab/ab…" (a folder per first two characters). */
export function storageKeyOf(id: string): string {
  return `${id.slice(0, 2)}/${id}`;
}
