import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";

/**
 * The Redis client behind the per-address rate limits when REDIS_URL is set: every instance
 * counts in the same keys, so a limit holds across instances (docs/deploy.md).
 *
 * It must be reachable at start (a wrong REDIS_URL stops the server with a message). Later
 * outages fail open: commands fail at once instead of queueing (no offline queue, a short
 * command timeout), the rate-limit plugin lets the request through (skipOnError), one warning is
 * logged, and the client reconnects by itself. The per-account throttles stay in the database.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    commandTimeout: 1_000,
  });
  let connected = false;
  let down = false;
  client.on("error", (err: Error) => {
    if (!connected || down) return;
    down = true;
    log.warn({ err: err.message }, "Redis does not answer: per-address rate limits are off until it is back");
  });
  client.on("ready", () => {
    if (!down) return;
    down = false;
    log.info("Redis answers again: per-address rate limits are back on");
  });
  try {
    await client.connect();
  } catch (err) {
    client.disconnect();
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`REDIS_URL: cannot connect to ${redactUrl(url)} (${reason})`);
  }
  connected = true;
  return client;
}

/** Closes the connection after pending commands, or at once when Redis is gone. */
export async function closeRedis(client: Redis): Promise<void> {
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(unparsable URL)";
  }
}
