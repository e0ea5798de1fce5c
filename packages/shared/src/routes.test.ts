import { describe, expect, it } from "vitest";
import { ROLES, type Role } from "./roles.ts";
import {
  familyOfRole,
  homeOfRole,
  paths,
  publicOnlyRedirect,
  type RouteFamily,
  unauthenticatedRedirect,
  wrongRoleRedirect,
} from "./routes.ts";

describe("wrongRoleRedirect (spec 000 §6 guard table)", () => {
  it.each([
    ["candidate", "/candidate-home"],
    ["faculty", "/faculty-home"],
    ["accountSectionCoordinator", "/account-section-home"],
    ["coordinator", "/coordinator-home"],
    // Not in the table: "any other role" goes home.
    ["admin", "/"],
    ["", "/"],
    ["somethingElse", "/"],
  ])("%s -> %s", (role, expected) => {
    expect(wrongRoleRedirect(role)).toBe(expected);
  });
});

describe("publicOnlyRedirect", () => {
  it.each([
    ["candidate", "/candidate-home"],
    ["admin", "/admin-home"],
    ["accountSectionCoordinator", "/account-section-home"],
    ["coordinator", "/coordinator-home"],
    ["faculty", "/"],
    ["", "/"],
  ])("%s -> %s", (role, expected) => {
    expect(publicOnlyRedirect(role)).toBe(expected);
  });

  it("homeOfRole is the same table", () => {
    for (const role of [...ROLES, "faculty", ""]) expect(homeOfRole(role)).toBe(publicOnlyRedirect(role));
  });
});

describe("unauthenticatedRedirect", () => {
  it.each<[RouteFamily, string]>([
    ["candidate", "/candidate-login"],
    ["faculty", "/faculty-login"],
    ["accountSection", "/account-section-login"],
  ])("%s -> %s", (family, expected) => {
    expect(unauthenticatedRedirect(family)).toBe(expected);
  });
});

describe("familyOfRole", () => {
  it.each<[Role, RouteFamily]>([
    ["candidate", "candidate"],
    ["coordinator", "faculty"],
    ["admin", "faculty"],
    ["accountSectionCoordinator", "accountSection"],
  ])("%s signs in through the %s login", (role, family) => {
    expect(familyOfRole(role)).toBe(family);
  });
});

describe("paths", () => {
  it("builds the parameterised paths", () => {
    expect(paths.viewCandidateApplication("abc")).toBe("/view-candidate-application/abc");
    expect(paths.viewApplication("x1")).toBe("/view-application/x1");
    expect(paths.feeDetail("f")).toBe("/fee-details/f");
    expect(paths.candidateProfile("u")).toBe("/candidate-profile/u");
  });
});
