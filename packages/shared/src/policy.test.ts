import { describe, expect, it } from "vitest";
import { type Action, type Actor, may, POLICY, rolesFor, scopeOf } from "./policy.ts";
import { ROLES } from "./roles.ts";

const candidate: Actor = { id: "c1", role: "candidate" };
const coordinator: Actor = { id: "k1", role: "coordinator", departments: ["Computer Engineering"] };
const accounts: Actor = { id: "a1", role: "accountSectionCoordinator" };
const admin: Actor = { id: "x1", role: "admin" };
const own = { ownerId: "c1", departments: ["Physics"] };
const other = { ownerId: "c2", departments: ["Computer Engineering"] };

describe("policy table", () => {
  it.each<[Actor, Action, typeof own | undefined, boolean]>([
    // A candidate reaches only their own records (decision 007).
    [candidate, "profile.read", own, true],
    [candidate, "profile.read", other, false],
    [candidate, "application.read", other, false],
    [candidate, "document.read", own, true],
    [candidate, "application.withdraw", own, true],
    [candidate, "application.withdraw", other, false],
    [candidate, "document.review", undefined, false],
    // Every staff role reads any candidate's records.
    [coordinator, "application.read", own, true],
    [accounts, "document.read", other, true],
    [admin, "profile.read", own, true],
    // Only coordinators review; only admins manage.
    [coordinator, "document.review", other, true],
    [accounts, "document.review", other, false],
    [admin, "document.review", undefined, false],
    [admin, "staff.manage", undefined, true],
    [coordinator, "announcement.manage", undefined, false],
    // Staff never act as the owner.
    [admin, "application.withdraw", own, false],
    [coordinator, "profile.edit", own, false],
  ])("%#: %o %s %o → %s", (actor, action, record, expected) => {
    expect(may(actor, action, record)).toBe(expected);
  });

  it("gives the guards their role lists", () => {
    expect(rolesFor("application.read").sort()).toEqual([...ROLES].sort());
    expect(rolesFor("document.review")).toEqual(["coordinator"]);
    expect(rolesFor("constants.edit")).toEqual(["admin"]);
  });

  it("scopes by department when the table says so", () => {
    const original = POLICY["profile.review"];
    const table = POLICY as unknown as Record<string, Record<string, string>>;
    table["profile.review"] = { coordinator: "department" };
    try {
      expect(scopeOf("coordinator", "profile.review")).toBe("department");
      expect(may(coordinator, "profile.review", other)).toBe(true);
      expect(may(coordinator, "profile.review", own)).toBe(false);
      expect(may({ ...coordinator, departments: [] }, "profile.review", other)).toBe(false);
    } finally {
      table["profile.review"] = original;
    }
  });
});
