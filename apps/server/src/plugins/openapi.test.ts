import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/helpers.ts";

const t = useTestApp();
type Schema = Record<string, unknown>;
interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

/** A schema that says something: not `{}`, not "anything". */
function describesBody(schema: Schema | undefined): boolean {
  if (!schema) return false;
  const keys = Object.keys(schema).filter((k) => k !== "$schema" && k !== "description");
  return keys.length > 0;
}

/** Every answer body is documented (decision 012): /api/docs shows what each endpoint returns. */
describe("OpenAPI document", () => {
  it("gives every operation a 2xx response with a real schema", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, Operation>> };
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method]) => ["get", "post", "put", "patch", "delete"].includes(method))
        .map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
    );
    expect(operations.length).toBeGreaterThan(30);
    const undocumented = operations
      .filter(({ op }) => {
        const ok = Object.entries(op.responses ?? {}).filter(([code]) => /^2\d\d$/.test(code));
        return !ok.some(([, r]) => Object.values(r.content ?? {}).some((c) => describesBody(c.schema)));
      })
      .map((o) => o.name);
    expect(undocumented).toEqual([]);
  });

  it("shows the fields of the profile and application answers", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const body = JSON.stringify(doc.paths["/api/application/entire/{id}"].get.responses["200"]);
    for (const field of ["feeDetails", "requiredDocuments", "personalDetails", "originalFileName"]) {
      expect(body).toContain(field);
    }
  });

  it("names the selection endpoints by what they are (issue 24)", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const paths = Object.keys(doc.paths);
    for (const part of ["/api/rounds", "seat-matrix", "selection-rules", "shortlist", "slots", "call-letter"]) {
      expect(
        paths.some((p) => p.includes(part)),
        part,
      ).toBe(true);
    }
    expect(paths).toContain("/api/application/{id}/call-letter/{kind}");
    expect(paths).toContain("/api/rounds/{id}/slots/auto-assign");
  });
});
