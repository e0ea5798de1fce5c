import { describe, expect, it } from "vitest";
import { type Action, type Actor, may, rolesFor, scopeOf } from "./policy.ts";
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
    // Staff read records; a coordinator only those of their departments (issue 11).
    [coordinator, "application.read", own, false],
    [coordinator, "application.read", other, true],
    [coordinator, "profile.read", { ownerId: "c3", departments: [] }, false],
    [{ ...coordinator, departments: [] }, "application.read", other, false],
    [accounts, "document.read", other, true],
    [accounts, "application.read", own, true],
    [admin, "profile.read", own, true],
    // Coordinators review their departments' records, admins any; the account section none.
    [coordinator, "document.review", other, true],
    [coordinator, "document.review", own, false],
    [coordinator, "profile.review", other, true],
    [accounts, "document.review", other, false],
    [admin, "document.review", own, true],
    [coordinator, "application.listAll", undefined, true],
    [accounts, "application.listAll", undefined, false],
    [candidate, "application.listAll", undefined, false],
    [candidate, "application.reapply", own, true],
    [candidate, "application.reapply", other, false],
    [coordinator, "application.reapply", other, false],
    // The account section lists and verifies every payment, whatever the department (decision 015).
    [accounts, "fee.list", undefined, true],
    [accounts, "fee.review", other, true],
    [accounts, "fee.review", own, true],
    [admin, "fee.review", own, true],
    [coordinator, "fee.list", undefined, false],
    [coordinator, "fee.review", other, false],
    [candidate, "fee.review", own, false],
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
    expect(rolesFor("document.review")).toEqual(["coordinator", "admin"]);
    expect(rolesFor("document.review", "department")).toEqual(["coordinator"]);
    expect(scopeOf("coordinator", "application.review")).toBe("department");
    expect(rolesFor("constants.edit")).toEqual(["admin"]);
  });
});
