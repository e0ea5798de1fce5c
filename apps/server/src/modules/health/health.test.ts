import { describe, expect, it } from "vitest";
import { useTestApp, usingPostgres } from "../../../test/helpers.ts";

describe("GET /api/health", () => {
  const t = useTestApp();

  it("answers 200 with the database driver", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: "ok", database: usingPostgres() ? "postgres" : "pglite" });
  });
});
