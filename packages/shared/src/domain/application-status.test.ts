import { describe, expect, it } from "vitest";
import type { ApplicationStatus, VerificationStatus } from "../verification.ts";
import {
  applicationStatusOf,
  type ChangeRemedy,
  changeRemedy,
  feeFormActive,
  NOTHING_TO_RESUBMIT,
  PROFILE_NEEDS_FIXING,
  profileStatusOf,
  type ReapplyFacts,
  reapplyRefusal,
} from "./application-status.ts";

const P = "PENDING";
const V = "VERIFIED";
const M = "MODIFICATION_REQUESTED";

describe("applicationStatusOf", () => {
  it.each<[VerificationStatus[], VerificationStatus | undefined, ApplicationStatus]>([
    [[P, P, P], undefined, "PENDING"],
    [[V, P, V], undefined, "PENDING"],
    [[V, V, V], undefined, "VERIFIED"],
    [[V, M, V], undefined, "MODIFICATION_REQUESTED"],
    [[P, M], undefined, "MODIFICATION_REQUESTED"],
    [[], undefined, "PENDING"],
    // with the fee counted (issue 12)
    [[V, V], "VERIFIED", "VERIFIED"],
    [[V, V], "PENDING", "FEE_DETAILS_VERIFICATION_PENDING"],
    [[V, V], M, "FEE_DETAILS_VERIFICATION_MODIFICATION_REQUESTED"],
    [[V, P], M, "FEE_DETAILS_VERIFICATION_MODIFICATION_REQUESTED"],
    [[V, P], "PENDING", "PENDING"],
    [[V, P], "VERIFIED", "PENDING"],
    [[M, V], M, "MODIFICATION_REQUESTED"],
    [[M, V], "VERIFIED", "MODIFICATION_REQUESTED"],
  ])("parts %j with fee %s -> %s", (review, fee, expected) => {
    expect(applicationStatusOf({ review, fee })).toBe(expected);
  });
});

describe("profileStatusOf", () => {
  it.each<[VerificationStatus[], VerificationStatus]>([
    [[], P],
    [[P, V], P],
    [[V, V], V],
    [[V, M, P], M],
  ])("%j -> %s", (parts, expected) => expect(profileStatusOf(parts)).toBe(expected));
});

describe("changeRemedy", () => {
  it.each<[boolean, boolean, ChangeRemedy | null]>([
    [false, false, null],
    // Only the profile: saving the section sends it back for review; nothing to reapply.
    [true, false, "fix-profile"],
    [false, true, "reapply"],
    [true, true, "fix-profile-then-reapply"],
  ])("profile flagged %s, application flagged %s -> %s", (profile, application, expected) =>
    expect(changeRemedy({ profile, application })).toBe(expected),
  );
});

describe("feeFormActive", () => {
  it.each<[ApplicationStatus, VerificationStatus, boolean]>([
    ["PENDING", P, false],
    ["MODIFICATION_REQUESTED", P, false],
    ["VERIFIED", V, false],
    ["FEE_DETAILS_VERIFICATION_PENDING", P, true],
    ["FEE_DETAILS_VERIFICATION_MODIFICATION_REQUESTED", M, true],
    ["MODIFICATION_REQUESTED", M, true],
  ])("status %s, fee %s -> %s", (status, fee, expected) => expect(feeFormActive(status, fee)).toBe(expected));
});

describe("reapplyRefusal", () => {
  const ok: ReapplyFacts = {
    status: "MODIFICATION_REQUESTED",
    profileStatus: "PENDING",
    flagged: ["Statement of Purpose"],
    replaced: ["Statement of Purpose"],
    missingFee: [],
  };
  it.each<[string, Partial<ReapplyFacts>, string | null]>([
    ["all three conditions hold", {}, null],
    ["fee modification status", { status: "FEE_DETAILS_VERIFICATION_MODIFICATION_REQUESTED", flagged: [] }, null],
    ["status pending", { status: "PENDING" }, NOTHING_TO_RESUBMIT],
    ["status verified", { status: "VERIFIED" }, NOTHING_TO_RESUBMIT],
    ["status fee pending", { status: "FEE_DETAILS_VERIFICATION_PENDING" }, NOTHING_TO_RESUBMIT],
    ["profile flagged", { profileStatus: "MODIFICATION_REQUESTED" }, PROFILE_NEEDS_FIXING],
    ["profile verified is fine", { profileStatus: "VERIFIED" }, null],
    ["flagged document without a file", { replaced: [] }, "Please choose a replacement file for: Statement of Purpose"],
    [
      "one of two flagged documents replaced",
      { flagged: ["Statement of Purpose", "Application Fee Receipt"] },
      "Please choose a replacement file for: Application Fee Receipt",
    ],
    ["an extra replacement is fine", { flagged: [], replaced: ["Statement of Purpose"] }, null],
    ["fee fields missing", { missingFee: ["Amount", "Bank Name"] }, "Missing fee details: Amount, Bank Name"],
  ])("%s", (_, change, expected) => expect(reapplyRefusal({ ...ok, ...change })?.message ?? null).toBe(expected));
  it.each<[Partial<ReapplyFacts>, string]>([
    [{ status: "PENDING" }, "NOTHING_TO_RESUBMIT"],
    [{ profileStatus: "MODIFICATION_REQUESTED" }, "PROFILE_NEEDS_FIXING"],
    [{ replaced: [] }, "MISSING"],
    [{ missingFee: ["Amount"] }, "MISSING"],
  ])("names why: %j → %s", (change, reason) => expect(reapplyRefusal({ ...ok, ...change })?.reason).toBe(reason));
});
