/** Every answer carries the security headers: API, not-found and refused requests alike. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/helpers.ts";
import { securityHeaders } from "./security-headers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("security headers", () => {
  it.each([
    ["an API read", "GET", "/api/health", 200],
    ["an unknown API path", "GET", "/api/no-such-thing", 404],
    ["a refused request", "POST", "/api/candidate/login", 400],
    ["a request without a token", "GET", "/api/check-auth", 401],
  ] as const)("are set on %s", async (_what, method, url, status) => {
    const res = await t.app.inject({ method, url, ...(method === "POST" && { payload: {} }) });
    expect(res.statusCode).toBe(status);
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-src 'self' blob:");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(res.headers["cross-origin-embedder-policy"]).toBeUndefined();
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  it("are computed once, the same for every request", () => {
    expect(securityHeaders()).toEqual(securityHeaders());
    expect(Object.keys(securityHeaders()).length).toBeGreaterThanOrEqual(10);
  });
});
