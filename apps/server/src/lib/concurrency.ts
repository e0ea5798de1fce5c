/**
 * Runs at most `limit` of the given tasks at once; the others wait in arrival order. Used to keep
 * password hashing (CPU-bound, on libuv's threads) from taking every core from the event loop.
 */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}
