import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/helpers.ts";

const t = useTestApp({
  setup(app) {
    // A handler that fails in an unexpected way: the client must get a plain 500.
    app.get("/api/test/boom", async () => {
      throw new Error("secret internal detail: connection string postgres://u:p@db");
    });
  },
});

function expectCleanError(body: string) {
  const json = JSON.parse(body);
  expect(json).toMatchObject({ success: false, message: expect.any(String) });
  expect(json).not.toHaveProperty("stack");
  expect(body).not.toMatch(/\n\s+at |\.ts:\d+|node_modules/);
}

describe("error responses", () => {
  it("unknown /api route: 404 JSON", async () => {
    for (const [method, url] of [
      ["GET", "/api/no-such-route"],
      ["POST", "/api/no/such/route?x=1"],
      ["DELETE", "/api/constant"],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/application\/json/);
      expectCleanError(res.body);
    }
  });

  it("invalid JSON body: 400 JSON with success false", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      headers: { "content-type": "application/json" },
      payload: '{"mis": "x", "password": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json()).toEqual({ success: false, message: "The request body is not valid JSON." });
    expectCleanError(res.body);
  });

  // Bodies the parser refuses before any route sees them: each answered in the one error shape.
  it.each([
    { what: "empty JSON body", status: 400, contentType: "application/json", payload: "" },
    { what: "unsupported content type", status: 415, contentType: "application/xml", payload: "<mis/>" },
    {
      what: "a body over the limit",
      status: 413,
      contentType: "application/json",
      payload: JSON.stringify({ mis: "x", password: "y".repeat(1024 * 1024 + 10) }),
    },
  ])("$what: $status JSON", async ({ status, contentType, payload }) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      headers: { "content-type": contentType },
      payload,
    });
    expect(res.statusCode).toBe(status);
    expectCleanError(res.body);
  });

  it("validation error: 400 with the first message and field errors", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/admin/login", payload: { mis: "A1" } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: "Password is required" });
    expectCleanError(res.body);
  });

  it("an unexpected failure: 500 with a generic message, no detail, no stack", async () => {
    const res = await t.expectServerErrors(() => t.app.inject({ method: "GET", url: "/api/test/boom" }));
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: "Something went wrong. Please try again." });
    expect(res.body).not.toContain("secret");
    expectCleanError(res.body);
  });
});
