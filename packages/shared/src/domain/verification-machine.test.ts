import { describe, expect, it } from "vitest";
import type { VerificationStatus } from "../verification.ts";
import {
  actionForTarget,
  availableActions,
  processedBy,
  REMARKS_REQUIRED,
  SECTION_REMARKS_REQUIRED,
  sectionStatusRemarks,
  type VerificationAction,
  verificationTransition,
} from "./verification-machine.ts";

const D = processedBy("Document", "Dr. Rao");

describe("verificationTransition", () => {
  it.each<
    [VerificationStatus, VerificationAction, string | null, { to: VerificationStatus; remarks: string | null } | string]
  >([
    ["PENDING", "VERIFY", null, { to: "VERIFIED", remarks: D }],
    ["PENDING", "VERIFY", "  Looks good ", { to: "VERIFIED", remarks: "Looks good" }],
    ["PENDING", "REQUEST_MODIFICATION", "Blurred scan", { to: "MODIFICATION_REQUESTED", remarks: "Blurred scan" }],
    ["PENDING", "REQUEST_MODIFICATION", "   ", REMARKS_REQUIRED],
    ["PENDING", "CHANGE_REMARKS", "x", "Cannot change remarks when the status is Pending."],
    ["PENDING", "RESET", null, "Cannot reset when the status is Pending."],
    ["MODIFICATION_REQUESTED", "VERIFY", null, { to: "VERIFIED", remarks: D }],
    [
      "MODIFICATION_REQUESTED",
      "CHANGE_REMARKS",
      "Upload page 2 too",
      { to: "MODIFICATION_REQUESTED", remarks: "Upload page 2 too" },
    ],
    ["MODIFICATION_REQUESTED", "CHANGE_REMARKS", "", REMARKS_REQUIRED],
    ["MODIFICATION_REQUESTED", "RESET", "ignored", { to: "PENDING", remarks: null }],
    [
      "MODIFICATION_REQUESTED",
      "REQUEST_MODIFICATION",
      "x",
      "Cannot request modification when the status is Modification Requested.",
    ],
    ["VERIFIED", "REQUEST_MODIFICATION", "Wrong year", { to: "MODIFICATION_REQUESTED", remarks: "Wrong year" }],
    ["VERIFIED", "RESET", null, { to: "PENDING", remarks: null }],
    ["VERIFIED", "VERIFY", null, "Cannot verify when the status is Verified."],
    ["VERIFIED", "CHANGE_REMARKS", "x", "Cannot change remarks when the status is Verified."],
  ])("%s --%s (%j)--> %j", (from, action, remarks, expected) => {
    const r = verificationTransition(from, action, remarks, D);
    if (typeof expected === "string") expect(r).toEqual({ ok: false, error: expected });
    else expect(r).toEqual({ ok: true, ...expected });
  });
});

describe("availableActions", () => {
  it.each<[VerificationStatus, VerificationAction[]]>([
    ["PENDING", ["VERIFY", "REQUEST_MODIFICATION"]],
    ["MODIFICATION_REQUESTED", ["VERIFY", "CHANGE_REMARKS", "RESET"]],
    ["VERIFIED", ["REQUEST_MODIFICATION", "RESET"]],
  ])("from %s", (from, actions) => expect(availableActions(from)).toEqual(actions));
});

describe("actionForTarget", () => {
  it.each<[VerificationStatus, VerificationStatus, VerificationAction]>([
    ["PENDING", "VERIFIED", "VERIFY"],
    ["VERIFIED", "PENDING", "RESET"],
    ["PENDING", "MODIFICATION_REQUESTED", "REQUEST_MODIFICATION"],
    ["MODIFICATION_REQUESTED", "MODIFICATION_REQUESTED", "CHANGE_REMARKS"],
  ])("%s to %s is %s", (from, target, action) => expect(actionForTarget(from, target)).toBe(action));
});

describe("sectionStatusRemarks (decision 026: verifying needs no typed remarks, as for documents)", () => {
  const S = processedBy("Section", "Dr. Rao");
  it.each<[VerificationStatus, string | null | undefined, string]>([
    ["VERIFIED", undefined, S],
    ["VERIFIED", null, S],
    ["VERIFIED", "   ", S],
    ["VERIFIED", " Marks match ", "Marks match"],
    ["MODIFICATION_REQUESTED", "Upload the final marksheet", "Upload the final marksheet"],
    ["PENDING", "Reopened: wrong candidate", "Reopened: wrong candidate"],
  ])("%s with remarks %j stores %j", (status, remarks, stored) =>
    expect(sectionStatusRemarks(status, remarks, S)).toEqual({ ok: true, remarks: stored }),
  );

  it.each<[VerificationStatus, string | null | undefined]>([
    ["MODIFICATION_REQUESTED", undefined],
    ["MODIFICATION_REQUESTED", "  "],
    ["PENDING", null],
    ["PENDING", ""],
  ])("%s with remarks %j is refused", (status, remarks) =>
    expect(sectionStatusRemarks(status, remarks, S)).toEqual({ ok: false, error: SECTION_REMARKS_REQUIRED }),
  );

  it("writes the same kind of note for documents and sections", () => {
    expect(processedBy("Document", "Dr. Rao")).toBe("Document processed by Dr. Rao");
    expect(processedBy("Section", "Dr. Rao")).toBe("Section processed by Dr. Rao");
  });
});
