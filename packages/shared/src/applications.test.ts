import { describe, expect, it } from "vitest";
import {
  APPLICATION_ID_PREFIX_MAX,
  feeReceiptDocumentKey,
  formatApplicationId,
  normaliseApplicationIdPrefix,
  sopDocumentKey,
} from "./applications.ts";
import { DEPARTMENT_NAMES } from "./departments.ts";

describe("formatApplicationId", () => {
  it.each([
    ["PHD", 1, "PHD001"],
    ["PHD", 7, "PHD007"],
    ["PHD", 42, "PHD042"],
    ["PHD", 999, "PHD999"],
    ["PHD", 1000, "PHD1000"],
    ["PHD", 123456, "PHD123456"],
    ["ABC", 5, "ABC005"],
    ["PHD-2026-", 12, "PHD-2026-012"],
  ])("%s + %i -> %s", (prefix, n, expected) => {
    expect(formatApplicationId(prefix, n)).toBe(expected);
  });

  it("orders numerically within three digits", () => {
    const ids = [3, 20, 100].map((n) => formatApplicationId("PHD", n));
    expect([...ids].sort()).toEqual(ids);
  });
});

describe("normaliseApplicationIdPrefix", () => {
  it("trims and upper-cases", () => {
    expect(normaliseApplicationIdPrefix("  abc ")).toBe("ABC");
    expect(APPLICATION_ID_PREFIX_MAX).toBe(10);
  });
});

describe("application document keys (DESIGN §4)", () => {
  it.each([
    ["Computer Engineering", "REGULAR", "SOP_COMPUTER_ENGINEERING_REGULAR", "FEE_RECEIPT_COMPUTER_ENGINEERING_REGULAR"],
    ["Physics", "WORKING_PROFESSIONAL", "SOP_PHYSICS_WORKING_PROFESSIONAL", "FEE_RECEIPT_PHYSICS_WORKING_PROFESSIONAL"],
    [
      "Electronics and Telecommunication Engineering",
      "REGULAR",
      "SOP_ELECTRONICS_AND_TELECOMMUNICATION_ENGINEERING_REGULAR",
      "FEE_RECEIPT_ELECTRONICS_AND_TELECOMMUNICATION_ENGINEERING_REGULAR",
    ],
  ] as const)("%s / %s", (department, type, sop, fee) => {
    expect(sopDocumentKey(department, type)).toBe(sop);
    expect(feeReceiptDocumentKey(department, type)).toBe(fee);
  });

  it("every department gives a key of capitals and underscores only", () => {
    for (const d of DEPARTMENT_NAMES) {
      expect(sopDocumentKey(d, "REGULAR")).toMatch(/^SOP_[A-Z_]+_REGULAR$/);
      expect(feeReceiptDocumentKey(d, "WORKING_PROFESSIONAL")).toMatch(/^FEE_RECEIPT_[A-Z_]+_WORKING_PROFESSIONAL$/);
    }
  });
});
