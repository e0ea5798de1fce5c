import { randomBytes } from "node:crypto";
import net from "node:net";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../test/helpers.ts";

/**
 * Per-address rate limits in Redis (REDIS_URL): two app instances on one Redis count together.
 * Needs Redis on REDIS_URL or 127.0.0.1:6379 (CI starts one); skipped, saying so, when none answers.
 */
const REDIS_URL = process.env.REDIS_URL || "redis://127.0.0.1:6379";

async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, connectTimeout: 1_000, retryStrategy: () => null });
  probe.on("error", () => undefined);
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const available = await redisAnswers(REDIS_URL);
if (!available) {
  console.warn(`SKIPPED: the shared rate-limit tests need Redis, and none answers on ${REDIS_URL} (set REDIS_URL).`);
}

/** Wrong sign-ins (a new unknown address each time, so no per-account throttle counts) from one client address. */
function signIn(t: TestApp, remoteAddress: string) {
  return t.app.inject({
    method: "POST",
    url: "/api/candidate/login",
    remoteAddress,
    payload: { email: `nobody-${randomBytes(4).toString("hex")}@test.local`, password: "wrong-password-1" },
  });
}

describe.skipIf(!available)(`per-address rate limits in Redis (${REDIS_URL})`, () => {
  // Keys of this file only, so parallel runs on one Redis never meet; deleted at the end.
  const prefix = `phd-test-${randomBytes(6).toString("hex")}:`;
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    database = await openTestDatabase();
    const config = { redisUrl: REDIS_URL, redisKeyPrefix: prefix };
    a = await buildTestApp({ database, config });
    b = await buildTestApp({ database, config });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.dispose();
    const redis = new Redis(REDIS_URL);
    try {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      redis.disconnect();
    }
  });

  it("two instances count one address together: the request after the limit is refused on either", async () => {
    const ip = "10.99.0.1";
    const first = await signIn(a, ip);
    // The route's limit, as the rate-limit plugin announces it (30 a minute for sign-ins).
    const max = Number(first.headers["x-ratelimit-limit"]);
    expect(max).toBeGreaterThan(1);
    const statuses = [first.statusCode];
    for (let i = 1; i < max + 2; i++) {
      statuses.push((await signIn(i % 2 === 0 ? a : b, ip)).statusCode);
    }
    // In memory each instance would allow `max` (2 × max in all); in Redis the limit holds in sum.
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(401));
    expect(statuses.slice(max)).toEqual([429, 429]);
    const refused = await signIn(a, ip);
    expect(refused.json().message).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    // Another address is counted apart, on both instances.
    expect((await signIn(a, "10.99.0.2")).statusCode).toBe(401);
    expect((await signIn(b, "10.99.0.2")).statusCode).toBe(401);
  });

  it("another key prefix (another portal on the same Redis) counts apart", async () => {
    const other = await buildTestApp({ database, config: { redisUrl: REDIS_URL, redisKeyPrefix: `${prefix}other:` } });
    try {
      expect((await signIn(other, "10.99.0.1")).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it("when Redis goes away the limits fail open: requests are answered, not held or failed", async () => {
    // A TCP relay to Redis that can be cut, standing for a Redis outage.
    const sockets = new Set<net.Socket>();
    const target = new URL(REDIS_URL);
    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on("error", () => undefined);
        s.on("close", () => sockets.delete(s));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
    const { port } = relay.address() as net.AddressInfo;
    const via = new URL(REDIS_URL);
    via.hostname = "127.0.0.1";
    via.port = String(port);
    const t = await buildTestApp({ database, config: { redisUrl: via.toString(), redisKeyPrefix: `${prefix}relay:` } });
    try {
      expect((await signIn(t, "10.99.0.3")).statusCode).toBe(401);
      await new Promise<void>((resolve) => {
        relay.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
      const started = Date.now();
      expect((await signIn(t, "10.99.0.3")).statusCode).toBe(401);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await t.close();
      relay.close();
    }
  });

  it("a REDIS_URL that does not answer at start stops the app with a message naming it", async () => {
    await expect(
      buildTestApp({ database, config: { redisUrl: "redis://:secret@127.0.0.1:1", redisKeyPrefix: prefix } }),
    ).rejects.toThrow(/^REDIS_URL: cannot connect to redis:\/\/:\*\*\*@127\.0\.0\.1:1/);
  });
});
