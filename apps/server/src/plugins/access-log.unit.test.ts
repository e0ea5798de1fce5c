/** The access log: one line per answer, without the query string (searches hold names and e-mails). */
import { Writable } from "node:stream";
import Fastify, { type FastifyInstance } from "fastify";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { registerAccessLog } from "./access-log.ts";

describe("access log", () => {
  it("writes one line per answer with method, path, status and time", async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        for (const l of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(l));
        done();
      },
    });
    const app = Fastify({ loggerInstance: pino({ level: "info" }, sink), disableRequestLogging: true });
    registerAccessLog(app as unknown as FastifyInstance);
    app.get("/api/things", async () => ({ ok: true }));
    await app.inject({ url: "/api/things?search=asha.verma@example.com" });
    await app.inject({ url: "/api/missing" });
    await app.close();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ msg: "request", method: "GET", path: "/api/things", status: 200 });
    expect(typeof lines[0]?.ms).toBe("number");
    expect(lines[1]).toMatchObject({ path: "/api/missing", status: 404 });
    expect(JSON.stringify(lines)).not.toContain("asha");
  });
});
