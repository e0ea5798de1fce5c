import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/helpers.ts";

const DAY = 86_400_000;

describe("the browser tests' clock (TEST_CLOCK=on)", () => {
  const t = useTestApp({ config: { testClock: true } });

  it("moves forward, never back, and the time rules read it", async () => {
    const before = (await t.app.inject({ method: "GET", url: "/api/test/clock" })).json().data.now;
    const moved = await t.app.inject({
      method: "POST",
      url: "/api/test/clock",
      payload: { advanceSeconds: 3 * 86_400 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const now = new Date(moved.json().data.now).getTime();
    expect(now - new Date(before).getTime()).toBeGreaterThanOrEqual(3 * DAY);
    // The public countdown's server time is the clock's.
    const info = (await t.app.inject({ method: "GET", url: "/api/constant/admission-window" })).json();
    expect(new Date(info.data.serverTime).getTime()).toBeGreaterThanOrEqual(now);
    // A time already passed leaves it; a bad body changes nothing.
    const back = await t.app.inject({
      method: "POST",
      url: "/api/test/clock",
      payload: { to: new Date(0).toISOString() },
    });
    expect(new Date(back.json().data.now).getTime()).toBeGreaterThanOrEqual(now);
    const reset = await t.app.inject({ method: "POST", url: "/api/test/clock", payload: { reset: true } });
    expect(Math.abs(new Date(reset.json().data.now).getTime() - Date.now())).toBeLessThan(DAY);
    for (const payload of [{ advanceSeconds: -1 }, { advanceSeconds: "x" }, { later: 1 }])
      expect((await t.app.inject({ method: "POST", url: "/api/test/clock", payload })).statusCode).toBe(400);
  });
});

describe("a server without TEST_CLOCK", () => {
  const t = useTestApp();

  it("has no clock route", async () => {
    expect(
      (await t.app.inject({ method: "POST", url: "/api/test/clock", payload: { advanceSeconds: 60 } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/test/clock" })).statusCode).toBe(404);
  });
});
