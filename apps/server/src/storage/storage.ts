import { createHash, randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
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

/** Where uploaded files live. The filesystem driver is the default; an S3 driver fits the same shape. */
export interface Storage {
  /** Stream `source` into a new object; nothing is left behind if the stream fails. */
  put(source: Readable): Promise<StoredObject>;
  get(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

const HEAD_BYTES = 4100;

/** Counts bytes, hashes and keeps the first bytes while passing the stream through. */
function inspector() {
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
    if (!/^[a-f0-9]{2}\/[a-f0-9-]{36}$/.test(key)) throw new Error(`Bad storage key ${key}`);
    return path.join(this.root, key);
  }

  async put(source: Readable): Promise<StoredObject> {
    const id = randomUUID();
    const key = storageKeyOf(id);
    const tmpDir = path.join(this.root, "tmp");
    await mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, id);
    const probe = inspector();
    const sink = createWriteStream(tmp, { flags: "wx" });
    try {
      await pipeline(source, probe.transform, sink);
      const final = this.pathOf(key);
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
    try {
      await stat(this.pathOf(key));
      return true;
    } catch {
      return false;
    }
  }
}

/** The storage key of an object id: "ab/ab…" (a folder per first two characters). */
export function storageKeyOf(id: string): string {
  return `${id.slice(0, 2)}/${id}`;
}
