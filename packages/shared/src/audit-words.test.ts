import { describe, expect, it } from "vitest";
import {
  AUDIT_ACTIONS,
  auditActionWords,
  auditEventText,
  auditRoleLabel,
  auditStatusLabel,
  verdictAction,
} from "./audit-words.ts";
import { VERIFICATION_ACTIONS } from "./domain/verification-machine.ts";
import { ROLES } from "./roles.ts";
import { AUDIT_KIND_PREFIXES, AUDIT_KINDS } from "./schemas/audit.ts";

describe("auditEventText: what happened and by whom, in words", () => {
  it.each([
    ["document.verify", "VERIFIED", "accountSectionCoordinator", "Document verified by Account Section Coordinator"],
    [
      "document.request_modification",
      "MODIFICATION_REQUESTED",
      "coordinator",
      "Document modification requested by Department Coordinator",
    ],
    ["document.change_remarks", "MODIFICATION_REQUESTED", "admin", "Document remarks changed by Admin"],
    ["document.reset", "PENDING", "coordinator", "Document reset to pending by Department Coordinator"],
    ["document.upload", "PENDING", "candidate", "Document uploaded by Candidate"],
    ["document.replace", "PENDING", "candidate", "Document replaced by Candidate"],
    ["profile.section.save", "PENDING", "candidate", "Profile section saved by Candidate"],
    ["profile.section.status", "VERIFIED", "coordinator", "Profile section verified by Department Coordinator"],
    ["profile.section.status", "MODIFICATION_REQUESTED", "admin", "Profile section modification requested by Admin"],
    ["profile.section.status", "PENDING", "coordinator", "Profile section reset to pending by Department Coordinator"],
    ["profile.section.status", null, "coordinator", "Profile section status changed by Department Coordinator"],
    ["profile.section.manual_remark", null, "coordinator", "Manual remark written by Department Coordinator"],
    ["profile.section.aadhaar_reveal", null, "admin", "Aadhaar number revealed by Admin"],
    ["application.submit", "PENDING", "candidate", "Application submitted by Candidate"],
    ["application.withdraw", null, "candidate", "Application withdrawn by Candidate"],
    ["application.reapply", null, "candidate", "Application resubmitted with changes by Candidate"],
    ["application.fee_update", "PENDING", "candidate", "Fee details corrected by Candidate"],
    ["application.status", "VERIFIED", "coordinator", "Application status changed by Department Coordinator"],
    ["fee.verify", "VERIFIED", "accountSectionCoordinator", "Fee details verified by Account Section Coordinator"],
    [
      "fee.request_modification",
      "MODIFICATION_REQUESTED",
      "accountSectionCoordinator",
      "Fee modification requested by Account Section Coordinator",
    ],
    ["fee.change_remarks", "MODIFICATION_REQUESTED", "admin", "Fee remarks changed by Admin"],
    ["fee.reset", "PENDING", "admin", "Fee details reset to pending by Admin"],
    ["coordinator.create", null, "admin", "Department coordinator created by Admin"],
    ["coordinator.delete", null, "admin", "Department coordinator deleted by Admin"],
    ["coordinator.departments", null, "admin", "Coordinator's departments changed by Admin"],
    ["accountSectionCoordinator.create", null, "admin", "Account section coordinator created by Admin"],
    ["accountSectionCoordinator.delete", null, "admin", "Account section coordinator deleted by Admin"],
    ["announcement.create", null, "admin", "Announcement created by Admin"],
    ["announcement.update", null, "admin", "Announcement edited by Admin"],
    ["announcement.delete", null, "admin", "Announcement deleted by Admin"],
    ["constant.update", null, "admin", "Site setting changed by Admin"],
    ["round.create", null, "admin", "Admission round created by Admin"],
    ["round.update", null, "admin", "Admission round edited by Admin"],
    ["round.make_current", null, "admin", "Admission round made current by Admin"],
    ["round.close", null, "admin", "Admission round closed by Admin"],
    ["round.reservation", null, "admin", "Reservation percentages changed by Admin"],
    ["seat_matrix.update", null, "admin", "Seats changed by Admin"],
    ["seat_matrix.lock", null, "admin", "Seats locked by Admin"],
    ["seat_matrix.unlock", null, "admin", "Seats unlocked by Admin"],
  ])("%s (to %s) by %s → %j", (action, toStatus, role, expected) => {
    expect(auditEventText({ action, toStatus, actor: { role } })).toBe(expected);
  });

  it("an account removed from the database is said so", () => {
    expect(auditEventText({ action: "announcement.delete", actor: null })).toBe(
      "Announcement deleted by a removed account",
    );
  });

  it.each([
    // Older rows and unknown values never show a stored name such as `Document.verify`.
    ["document.archive", "Document archive"],
    ["REQUEST_MODIFICATION", "Request modification"],
    ["profile.section.status", "Profile section status changed"],
    ["toString", "To string"],
  ])("an action without words reads as words: %s → %j", (action, expected) => {
    expect(auditActionWords(action)).toBe(expected);
  });

  it.each([
    ["accountSectionCoordinator", "Account Section Coordinator"],
    ["coordinator", "Department Coordinator"],
    ["candidate", "Candidate"],
    ["faculty", "Faculty"],
  ])("role %s → %j", (role, expected) => {
    expect(auditRoleLabel(role)).toBe(expected);
  });
});

describe("the recorded actions", () => {
  it("each has its own words, none the stored name", () => {
    const words = AUDIT_ACTIONS.map((a) => auditActionWords(a));
    expect(new Set(words).size).toBe(AUDIT_ACTIONS.length);
    for (const [i, w] of words.entries()) expect(w, AUDIT_ACTIONS[i]).not.toMatch(/[._]/);
  });

  it("each belongs to exactly one kind of the audit log's filter", () => {
    for (const action of AUDIT_ACTIONS) {
      const kinds = AUDIT_KINDS.filter((k) => AUDIT_KIND_PREFIXES[k].some((p) => action.startsWith(p)));
      expect(kinds, action).toHaveLength(1);
    }
  });

  it("a verdict on a document or the fee is one of them", () => {
    for (const part of ["document", "fee"] as const)
      for (const act of VERIFICATION_ACTIONS) expect(AUDIT_ACTIONS).toContain(verdictAction(part, act));
    expect(verdictAction("document", "REQUEST_MODIFICATION")).toBe("document.request_modification");
  });

  it("every role has a label", () => {
    for (const role of ROLES) expect(auditRoleLabel(role)).not.toBe(role);
  });
});

describe("auditStatusLabel: staff words for a recorded status", () => {
  it.each([
    ["PENDING", "Pending"],
    ["VERIFIED", "Verified"],
    ["MODIFICATION_REQUESTED", "Modification Requested"],
    ["FEE_DETAILS_VERIFICATION_PENDING", "Fee Verification Pending"],
    ["FEE_DETAILS_VERIFICATION_MODIFICATION_REQUESTED", "Fee Modification Requested"],
    ["FEE_PAID", "Fee paid"],
  ])("%s → %j", (status, expected) => {
    expect(auditStatusLabel(status)).toBe(expected);
  });
});
