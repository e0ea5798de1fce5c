import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { answerOf, claimsGiven, given, givenClaims, pageLimit, staffUserChecked } from "./answers.ts";

describe("answerOf (decision 046): a shape built once, its values given per request", () => {
  it("builds a shape's statement once and fills each request's own values", () => {
    let builds = 0;
    const build = () => {
      builds++;
      return sql`select ${given<string>("department")} as d, ${staffUserChecked(givenClaims)} as ok ${pageLimit(2, 20)}`;
    };
    const alice = { sub: "00000000-0000-4000-8000-000000000001", role: "accountSectionCoordinator", tv: 3 } as const;
    const bob = { sub: "00000000-0000-4000-8000-000000000002", role: "accountSectionCoordinator", tv: 7 } as const;
    const first = answerOf("unit", "department", build, { ...claimsGiven(alice), department: "Physics" });
    const second = answerOf("unit", "department", build, { ...claimsGiven(bob), department: "Mathematics" });
    expect(builds).toBe(1);
    expect(second.query.sql).toBe(first.query.sql);
    expect(second.name).toBe(first.name);
    expect(first.name).toMatch(/^unit_[0-9a-f]{16}$/);
    expect(first.query.sql).toContain("limit 20 offset 20");
    expect(first.query.params).toEqual(["Physics", alice.sub, alice.role, alice.tv]);
    expect(second.query.params).toEqual(["Mathematics", bob.sub, bob.role, bob.tv]);
  });

  it("builds another shape apart, and refuses a request that leaves a value out", () => {
    let builds = 0;
    const build = () => {
      builds++;
      return sql`select ${given<string>("status")} as s`;
    };
    const other = answerOf("unit", "status", build, { status: "PENDING" });
    expect(builds).toBe(1);
    expect(other.query.params).toEqual(["PENDING"]);
    expect(() => answerOf("unit", "status", build, {})).toThrow(/No value for placeholder "status"/);
  });
});
