import { CATEGORIES, type DepartmentName, feeReceiptDocumentKey, sopDocumentKey } from "@phd/shared";
import { type APIRequestContext, expect } from "@playwright/test";
import { adminToken, registeredCandidate } from "../fixtures.ts";
import { pdfFile } from "./files.ts";
import { completeProfileViaApi } from "./profile-api.ts";
import { accountOfficer, coordinatorOf } from "./staff.ts";

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

/** The current admission round's id (the admin reads the rounds). */
export async function currentRoundId(request: APIRequestContext, admin: string): Promise<string> {
  const res = await request.get("/api/rounds", { headers: { Authorization: `Bearer ${admin}` } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const current = ((await res.json()).data as { id: string; isCurrent: boolean }[]).find((r) => r.isCurrent);
  if (!current) throw new Error("no current admission round");
  return current.id;
}

/** Shortlists applications of the department through the API (the Shortlist screen is shortlist.spec.ts's). */
export async function shortlistViaApi(
  request: APIRequestContext,
  coordinator: string,
  roundId: string,
  department: DepartmentName,
  applicationIds: string[],
) {
  const res = await request.post(`/api/rounds/${roundId}/shortlist`, {
    headers: { Authorization: `Bearer ${coordinator}` },
    data: { department, decision: "SHORTLISTED", applicationIds },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** The department's seats through the API: `entranceTest` General seats in the entrance-test channel, none in NET/JRF. */
export async function seatsViaApi(
  request: APIRequestContext,
  admin: string,
  roundId: string,
  department: DepartmentName,
  entranceTest: number,
) {
  const none = Object.fromEntries(CATEGORIES.map((c) => [c, 0]));
  const res = await request.put(`/api/rounds/${roundId}/seat-matrix`, {
    headers: { Authorization: `Bearer ${admin}` },
    data: {
      department,
      channels: {
        NET_JRF: { total: 0, seats: none, disabilitySeats: none },
        ENTRANCE_TEST: { total: entranceTest, seats: { ...none, OPEN_GENERAL: entranceTest }, disabilitySeats: none },
      },
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/**
 * An interview slot of the department three weeks ahead, with every shortlisted candidate waiting for
 * an interview placed in it automatically (the Slots screen is slots.spec.ts's). Returns how many were placed.
 */
export async function interviewSlotViaApi(
  request: APIRequestContext,
  coordinator: string,
  roundId: string,
  department: DepartmentName,
  venue: string,
) {
  const headers = { Authorization: `Bearer ${coordinator}` };
  const slot = await request.post(`/api/rounds/${roundId}/slots`, {
    headers,
    data: {
      department,
      kind: "INTERVIEW",
      startsAt: new Date(Date.now() + 21 * 86_400_000).toISOString(),
      durationMinutes: 180,
      mode: "IN_PERSON",
      venue,
      capacity: 20,
    },
  });
  expect(slot.status(), await slot.text()).toBe(201);
  const assigned = await request.post(`/api/rounds/${roundId}/slots/auto-assign`, {
    headers,
    data: { department, kind: "INTERVIEW" },
  });
  expect(assigned.ok(), await assigned.text()).toBeTruthy();
  return (await assigned.json()).data.assigned as number;
}

/**
 * A department's FINAL merit list through the API, as the admin and the coordinator would make it on
 * the screens merit.spec.ts walks: the entrance-test marks typed, one interview score per candidate
 * in the department's interview slot (a panel of one), the provisional list published with an
 * objection window that closes a moment later, then (once it has closed, with no objection raised)
 * the final list. The candidates must be shortlisted and placed in an interview slot already
 * (`interviewSlotViaApi`).
 */
export async function finalMeritListViaApi(
  request: APIRequestContext,
  tokens: { admin: string; coordinator: string },
  roundId: string,
  department: DepartmentName,
  lines: { id: string; marks: number; interview: number }[],
) {
  const coordinator = { Authorization: `Bearer ${tokens.coordinator}` };
  const marks = await request.put(`/api/rounds/${roundId}/marks`, {
    headers: coordinator,
    data: { department, entries: lines.map((l) => ({ id: l.id, marks: l.marks, absent: false })) },
  });
  expect(marks.ok(), await marks.text()).toBeTruthy();

  const slots = await request.get(`/api/rounds/${roundId}/slots?department=${encodeURIComponent(department)}`, {
    headers: coordinator,
  });
  expect(slots.ok(), await slots.text()).toBeTruthy();
  const slot = ((await slots.json()).data.slots as { id: string; kind: string }[]).find((s) => s.kind === "INTERVIEW");
  if (!slot) throw new Error(`no interview slot in ${department}`);
  const scores = await request.put(`/api/rounds/${roundId}/slots/${slot.id}/scores`, {
    headers: coordinator,
    data: { entries: lines.map((l) => ({ id: l.id, panel: [{ member: "Dr. A. Sharma", score: l.interview }] })) },
  });
  expect(scores.ok(), await scores.text()).toBeTruthy();

  // The server only asks that the window close in the future: two seconds ahead, then wait it out.
  const admin = { Authorization: `Bearer ${tokens.admin}` };
  const closesAt = new Date(Date.now() + 2_000);
  const provisional = await request.post(`/api/rounds/${roundId}/merit/publish`, {
    headers: admin,
    data: { department, stage: "PROVISIONAL", objectionsCloseAt: closesAt.toISOString() },
  });
  expect(provisional.ok(), await provisional.text()).toBeTruthy();
  await new Promise((r) => setTimeout(r, Math.max(0, closesAt.getTime() - Date.now()) + 500));
  const final = await request.post(`/api/rounds/${roundId}/merit/publish`, {
    headers: admin,
    data: { department, stage: "FINAL" },
  });
  expect(final.ok(), await final.text()).toBeTruthy();
}

/**
 * Four verified applications of the department's entrance-test channel, shortlisted, two General
 * seats and one interview slot holding all four (the set-up of the merit and offers journeys; those
 * screens have their own tests). Returns the staff's tokens, the round and the candidates in order.
 */
export async function fourInterviewed(
  request: APIRequestContext,
  department: DepartmentName,
  o: { labels: [string, string, string, string]; officerName: string; venue: string },
) {
  const admin = await adminToken(request);
  const coordinator = await coordinatorOf(request, [department]);
  const officer = await accountOfficer(request, o.officerName);
  const verifiedApplicant = verifiedApplicantOf(department);
  const candidates = await Promise.all(
    o.labels.map((label) => verifiedApplicant(request, coordinator, officer, label)),
  );
  const [a, b, c, d] = candidates;
  if (!a || !b || !c || !d) throw new Error("the candidates were not set up");
  const roundId = await currentRoundId(request, admin);
  await shortlistViaApi(
    request,
    coordinator,
    roundId,
    department,
    candidates.map((x) => x.id),
  );
  await seatsViaApi(request, admin, roundId, department, 2);
  expect(await interviewSlotViaApi(request, coordinator, roundId, department, o.venue)).toBe(4);
  return { admin, coordinator, officer, roundId, candidates: [a, b, c, d] as const };
}
