import { createHash } from "node:crypto";

/**
 * A least-recently-used cache of byte buffers, bounded by their total size. Keys are content
 * hashes (`contentKey`): an entry can never be stale, it is only evicted.
 */
export class ByteCache {
  readonly #entries = new Map<string, Buffer>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const value = this.#entries.get(key);
    if (value) {
      // Map keeps insertion order: re-inserting marks it most recently used.
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Buffer): void {
    if (value.length > this.maxBytes) return;
    const old = this.#entries.get(key);
    if (old) {
      this.#bytes -= old.length;
      this.#entries.delete(key);
    }
    this.#entries.set(key, value);
    this.#bytes += value.length;
    for (const [k, v] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(k);
      this.#bytes -= v.length;
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }
}

/** A SHA-256 of what a document is made from: equal inputs, equal key. */
export function contentKey(input: unknown): string {
  return createHash("sha256").update(JSON.stringify(input)).digest("base64url");
}
