import { describe, expect, it } from "vitest";
import { paginatedList } from "./common.ts";
import { documentRecord } from "./documents.ts";
import { personalDetailsInput, personalDetailsValue, pgInput, ugInput, ugValue } from "./profile.ts";

describe("section value schemas and their multipart wrappers", () => {
  it("reads multipart text into the plain value", () => {
    const r = ugInput.parse({ degree: "B.Sc.", institute: " College ", cgpa: "8.5", percentageMarks: "" });
    expect(r).toEqual({ degree: "B.Sc.", institute: "College", cgpa: 8.5, percentageMarks: undefined });
    expect(ugValue.parse(r)).toEqual(r);
  });

  it("keeps the messages of a missing or wrong field", () => {
    const r = ugInput.safeParse({ degree: "", institute: "", cgpa: "abc" });
    expect(r.success).toBe(false);
    const messages = r.error?.issues.map((i) => i.message);
    expect(messages).toEqual(["Degree is required", "Institute is required", "CGPA must be a number"]);
  });

  it("reads booleans from their form values and drops experience of the unemployed", () => {
    const base = {
      name: "A",
      dob: "1990-01-01",
      gender: "Male",
      nationality: "Indian",
      address: "Pune",
      addharNumber: "1234 5678 9012",
      category: "SC",
    };
    const r = personalDetailsInput.parse({
      ...base,
      isEmployed: "false",
      isMHStateCandidate: "on",
      totalIndustryExperience: "4",
    });
    expect(r).toMatchObject({ addharNumber: "123456789012", isEmployed: false, isMHStateCandidate: true });
    expect(r.isPhysicallyDisabled).toBe(false);
    expect(r.totalIndustryExperience).toBeUndefined();
    expect(personalDetailsValue.safeParse({ ...base, addharNumber: "1234 5678 9012" }).success).toBe(false);
  });

  it("stores only the flag when PG is not done", () => {
    expect(pgInput.parse({ hasNotDonePG: "true", degree: "M.Sc." })).toEqual({ hasNotDonePG: true });
  });
});

describe("paginatedList", () => {
  it("puts the items and the pagination under data", () => {
    const list = paginatedList("applications", documentRecord.pick({ _id: true }), "totalApplications");
    const body = {
      success: true,
      data: {
        applications: [{ _id: "7c0e0c36-6f5e-4b8e-9d7a-0a4f0f3d2b1c" }],
        pagination: { currentPage: 1, totalPages: 1, totalApplications: 1 },
      },
    };
    expect(list.parse(body)).toEqual(body);
    expect(list.safeParse({ ...body, data: { ...body.data, pagination: { currentPage: 1 } } }).success).toBe(false);
  });
});
