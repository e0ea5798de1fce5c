import { describe, expect, it } from "vitest";
import { sectionStatusBody } from "./review.ts";

const base = { profileId: "0b8f8a4e-1111-4c4c-8888-000000000001", section: "academicsUG" };

/** The messages of a failed parse, by field. */
const errorsOf = (body: object) => {
  const r = sectionStatusBody.safeParse(body);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe("sectionStatusBody (decision 026)", () => {
  it.each<[string, object, Record<string, string>]>([
    ["verified without remarks", { status: "VERIFIED" }, {}],
    ["verified with blank remarks", { status: "VERIFIED", remarks: "  " }, {}],
    ["verified with remarks", { status: "VERIFIED", remarks: "Marks match" }, {}],
    ["modification without remarks", { status: "MODIFICATION_REQUESTED" }, { remarks: "Please enter remarks" }],
    [
      "modification with blank remarks",
      { status: "MODIFICATION_REQUESTED", remarks: " " },
      { remarks: "Please enter remarks" },
    ],
    ["modification with remarks", { status: "MODIFICATION_REQUESTED", remarks: "Upload page 2" }, {}],
    ["pending without remarks", { status: "PENDING", remarks: "" }, { remarks: "Please enter remarks" }],
    ["no status", { remarks: "ok" }, { status: "Please select a status" }],
  ])("%s", (_name, body, errors) => expect(errorsOf({ ...base, ...body })).toEqual(errors));
});
