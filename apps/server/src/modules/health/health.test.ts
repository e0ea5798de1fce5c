import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp, usingPostgres } from "../../../test/helpers.ts";

describe("GET /api/health", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers 200 with the database driver", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: "ok", database: usingPostgres() ? "postgres" : "pglite" });
  });
});
