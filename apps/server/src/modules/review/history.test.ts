import { type HistoryEvent, PROFILE_SECTIONS } from "@phd/shared";
import { describe, expect, it } from "vitest";
import { candidateWithCompleteProfile } from "../../../test/factories.ts";
import {
  bearer,
  createUser,
  defined,
  multipartForm,
  pdfPart,
  tokenAs,
  tokenFor,
  useTestApp,
} from "../../../test/helpers.ts";

// What "History (N)" counts (decision 025): every event of the panel's own record, the same record
// giving the same count on the review page and on the fee detail.
const t = useTestApp();
const get = (url: string, token: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });

describe("what a history panel counts", () => {
  it("every event of its record: the documents' uploads, an Aadhaar reveal, the receipt's verdict on both pages", async () => {
    const candidate = await candidateWithCompleteProfile(t.ctx, { name: "Asha Verma" });
    const submitted = await t.app.inject({
      method: "POST",
      url: "/api/application/",
      headers: bearer(await tokenFor(t.ctx, candidate)),
      payload: multipartForm([pdfPart("SOP_PHYSICS_REGULAR"), pdfPart("FEE_RECEIPT_PHYSICS_REGULAR")], {
        department: "Physics",
        applicationType: "REGULAR",
        utrDuNumber: "HIST0001",
        amount: "1500",
        transactionTime: "2026-11-01T10:30:00.000Z",
        bankName: "State Bank of India",
      }),
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const id = submitted.json().data._id as string;
    const coordinator = await tokenFor(
      t.ctx,
      await createUser(t.ctx, { role: "coordinator", name: "Kavita Rao", departments: ["Physics"] }),
    );
    const officer = await tokenAs(t.ctx, "accountSectionCoordinator");
    const { application } = (await get(`/api/application/entire/${id}`, coordinator)).json().data;
    const sopId = defined(application.requiredDocuments.statementOfPurpose?._id, "the SOP") as string;
    const receiptId = defined(application.feeDetails.documents.feeReceipt?._id, "the receipt") as string;

    // The reviewer reveals the Aadhaar number (recorded on the personal section) and the officer verifies the receipt.
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/candidate/profile/${candidate.id}/aadhaar/reveal`,
          headers: bearer(coordinator),
        })
      ).statusCode,
    ).toBe(200);
    const verified = await t.app.inject({
      method: "POST",
      url: "/api/coordinator/verify-document",
      headers: bearer(officer),
      payload: { documentId: receiptId },
    });
    expect(verified.statusCode, verified.body).toBe(200);

    const events = (await get(`/api/application/history/${id}`, coordinator)).json().data.events as HistoryEvent[];
    const of = (subjectId: string) => events.filter((e) => e.subjectId === subjectId).map((e) => e.action);
    // An application document's history starts with its upload, as a profile document's does.
    expect(of(sopId)).toEqual(["document.upload"]);
    expect(of(receiptId)).toEqual(["document.verify", "document.upload"]);
    // The reveal belongs to the personal section's panel, like any other event of that section.
    const personal = events.filter((e) => e.subjectType === "profile_section" && e.section === "personalDetails");
    expect(personal.map((e) => e.action)).toContain("profile.section.aadhaar_reveal");
    // Every section event names its section, so none falls outside every panel.
    for (const e of events.filter((x) => x.subjectType === "profile_section"))
      expect(PROFILE_SECTIONS, e.action).toContain(e.section);

    // The fee detail shows the same receipt with the same events (its card said "History (0)").
    const detail = (await get(`/api/fee-details/full/${id}`, officer)).json().data;
    const receiptOnFeePage = (detail.feeHistory as HistoryEvent[]).filter(
      (e) => e.subjectType === "document" && e.subjectId === receiptId,
    );
    expect(receiptOnFeePage).toEqual(events.filter((e) => e.subjectId === receiptId));
    expect(receiptOnFeePage[0]?.actor).toEqual({ name: expect.any(String), role: "accountSectionCoordinator" });
  });
});
