/** Every answer carries the security headers: API, not-found and refused requests alike. */
import { describe, expect, it } from "vitest";
import { buildTestApp, useTestApp } from "../../test/helpers.ts";
import { securityHeaders } from "./security-headers.ts";

const t = useTestApp();
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
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("script-src-attr 'none'");
    // Styles may be inline (Mantine sets style attributes); scripts never.
    expect(csp.match(/script-src[^;]*/g)?.join(" ")).not.toMatch(/unsafe-(inline|eval)/);
    expect(res.headers["permissions-policy"]).toContain("camera=()");
    expect(res.headers["permissions-policy"]).toContain("geolocation=()");
    // Plain http: no HSTS (a LAN install without TLS must keep working).
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(res.headers["cross-origin-embedder-policy"]).toBeUndefined();
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  it("include HSTS only behind TLS, as a trusted proxy reports it", async () => {
    const proxied = await buildTestApp({ config: { trustProxy: true } });
    try {
      const tls = await proxied.app.inject({ url: "/api/health", headers: { "x-forwarded-proto": "https" } });
      expect(tls.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      const plain = await proxied.app.inject({ url: "/api/health", headers: { "x-forwarded-proto": "http" } });
      expect(plain.headers["strict-transport-security"]).toBeUndefined();
    } finally {
      await proxied.close();
    }
    // Without TRUST_PROXY the header is the client's word, and it is not believed.
    const spoofed = await t.app.inject({ url: "/api/health", headers: { "x-forwarded-proto": "https" } });
    expect(spoofed.headers["strict-transport-security"]).toBeUndefined();
  });

  it("are computed once, the same for every request", () => {
    expect(securityHeaders()).toEqual(securityHeaders());
    expect(Object.keys(securityHeaders()).length).toBeGreaterThanOrEqual(10);
  });
});
