import { type DepartmentName, feeReceiptDocumentKey, sopDocumentKey } from "@phd/shared";
import { type APIRequestContext, expect } from "@playwright/test";
import { registeredCandidate } from "../fixtures.ts";
import { pdfFile } from "./files.ts";
import { completeProfileViaApi } from "./profile-api.ts";

/**
 * A candidate with a complete profile and a Regular application to the department that is reviewed and
 * verified through the API: every profile part and document by the coordinator, the fee by the
 * account section (the review screens are covered by review.spec.ts and fees.spec.ts).
 */
export const verifiedApplicantOf =
  (DEPARTMENT: DepartmentName) =>
  async (request: APIRequestContext, coordinator: string, officer: string, label: string) => {
    const c = await registeredCandidate(request, label);
    await completeProfileViaApi(request, c.token);
    const submitted = await request.post("/api/application/", {
      headers: { Authorization: `Bearer ${c.token}` },
      multipart: {
        department: DEPARTMENT,
        applicationType: "REGULAR",
        utrDuNumber: `UTR${label.toUpperCase()}${Date.now().toString(36).toUpperCase()}`,
        amount: "1500",
        transactionTime: "2026-11-01T10:30:00.000Z",
        bankName: "State Bank of India",
        [sopDocumentKey(DEPARTMENT, "REGULAR")]: pdfFile("my-sop.pdf"),
        [feeReceiptDocumentKey(DEPARTMENT, "REGULAR")]: pdfFile("receipt.pdf"),
      },
    });
    expect(submitted.status(), await submitted.text()).toBe(201);
    const { data: app } = await submitted.json();

    const headers = { Authorization: `Bearer ${coordinator}` };
    const entire = async () =>
      (await (await request.get(`/api/application/entire/${app.id}`, { headers })).json()).data as {
        application: {
          verificationStatus: string;
          requiredDocuments: { statementOfPurpose: { _id: string } | null };
          feeDetails: { documents: { feeReceipt: { _id: string } | null } };
        };
        profile: Record<string, { documents?: Record<string, { _id: string }> } | string> & { _id: string };
      };
    const { application, profile } = await entire();
    const sections = ["personalDetails", "academicsUG", "academicsPG", "entranceDetails"];
    const documentIds = [
      ...sections.flatMap((s) => {
        const section = profile[s];
        return typeof section === "object" ? Object.values(section.documents ?? {}).map((d) => d._id) : [];
      }),
      application.requiredDocuments.statementOfPurpose?._id,
      application.feeDetails.documents.feeReceipt?._id,
    ].filter((id): id is string => Boolean(id));
    for (const documentId of documentIds) {
      const res = await request.post("/api/coordinator/verify-document", { headers, data: { documentId } });
      expect(res.ok(), await res.text()).toBeTruthy();
    }
    for (const section of sections) {
      const res = await request.post("/api/coordinator/set-section-status", {
        headers,
        data: { profileId: profile._id, section, status: "VERIFIED", remarks: "Checked" },
      });
      expect(res.ok(), await res.text()).toBeTruthy();
    }
    const fee = await request.put(`/api/fee-details/${app.id}/verify`, {
      headers: { Authorization: `Bearer ${officer}` },
      data: { status: "VERIFIED" },
    });
    expect(fee.ok(), await fee.text()).toBeTruthy();
    expect((await entire()).application.verificationStatus).toBe("VERIFIED");
    return { ...c, id: app.id as string, applicationId: app.applicationId as string };
  };
