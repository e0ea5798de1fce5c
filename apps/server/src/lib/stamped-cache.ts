/**
 * A least-recently-used cache of computed values, each kept with the stamp of what it was computed
 * from (a version read from the database, settings). A value is served only while the caller's stamp
 * is the same; a new stamp computes again, once however many ask at the same time.
 */
export class StampedCache<T> {
  readonly #entries = new Map<string, { stamp: string; value: Promise<T> }>();

  constructor(readonly capacity: number) {}

  get(key: string, stamp: string, compute: () => Promise<T>): Promise<T> {
    const kept = this.#entries.get(key);
    // Map keeps insertion order: re-inserting marks it most recently used.
    this.#entries.delete(key);
    if (kept && kept.stamp === stamp) {
      this.#entries.set(key, kept);
      return kept.value;
    }
    const entry = { stamp, value: compute() };
    this.#entries.set(key, entry);
    // A failed computation is not kept: the next request tries again.
    entry.value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    for (const k of this.#entries.keys()) {
      if (this.#entries.size <= this.capacity) break;
      this.#entries.delete(k);
    }
    return entry.value;
  }

  get size(): number {
    return this.#entries.size;
  }
}
