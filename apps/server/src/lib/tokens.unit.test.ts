import { afterEach, describe, expect, it, vi } from "vitest";
import { TokenService } from "./tokens.ts";

const SECRET = "a-unit-test-secret-of-enough-length-0123456789";
const claims = { sub: "7d3e3b9c-2f6a-4b8e-9a51-0c7f1e2d3a4b", role: "candidate" as const, tv: 3 };

describe("TokenService", () => {
  afterEach(() => vi.useRealTimers());

  it("gives back the claims it signed, on the first and on a repeated check", async () => {
    const tokens = new TokenService(SECRET);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it.each([
    ["another secret", async (t: string) => new TokenService(`${SECRET}-other`).verify(t)],
    ["a changed payload", async (t: string) => new TokenService(SECRET).verify(tamper(t))],
    ["a truncated token", async (t: string) => new TokenService(SECRET).verify(t.slice(0, -3))],
    ["garbage", async () => new TokenService(SECRET).verify("not.a.token")],
  ])("refuses %s", async (_name, check) => {
    const token = await new TokenService(SECRET).sign(claims);
    expect(await check(token)).toBeNull();
  });

  it("refuses a token once it has expired, even one it checked before", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-23T10:00:00Z"), toFake: ["Date"] });
    const tokens = new TokenService(SECRET);
    const token = await tokens.sign(claims, 60);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date("2026-11-23T10:01:01Z"));
    expect(await tokens.verify(token)).toBeNull();
  });
});

/** The same signature over a payload that claims the admin role. */
function tamper(token: string): string {
  const [header, payload, signature] = token.split(".") as [string, string, string];
  const body = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
  return [header, Buffer.from(JSON.stringify({ ...body, role: "admin" })).toString("base64url"), signature].join(".");
}
