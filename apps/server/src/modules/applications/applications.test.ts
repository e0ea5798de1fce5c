import { Readable } from "node:stream";
import { like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { candidateWithCompleteProfile, FEE_FIELDS } from "../../../test/factories.ts";
import {
  bearer,
  createUser,
  type MultipartFilePart,
  multipartForm,
  pdfBytes,
  pdfPart,
  putConstant,
  storedFileCount,
  textBytes,
  tokenAs,
  tokenFor,
  useTestApp,
} from "../../../test/helpers.ts";
import { pdfText } from "../../../test/pdf.ts";
import { admissionRounds, mailOutbox, siteConstants } from "../../db/schema.ts";

const t = useTestApp();
let adminToken: string;
beforeAll(async () => {
  adminToken = await tokenAs(t.ctx, "admin");
});
const DEPT = "Computer Engineering";
const SOP = (type = "REGULAR", dept = "COMPUTER_ENGINEERING") => `SOP_${dept}_${type}`;
const FEE = (type = "REGULAR", dept = "COMPUTER_ENGINEERING") => `FEE_RECEIPT_${dept}_${type}`;
const file = (field: string, content = pdfBytes(field)) => pdfPart(field, { content });
const fee = FEE_FIELDS;

function submit(token: string, fields: Record<string, string>, files: MultipartFilePart[]) {
  return t.app.inject({
    method: "POST",
    url: "/api/application/",
    headers: bearer(token),
    payload: multipartForm(files, fields),
  });
}
const regular = (token: string, extra: Record<string, string> = {}, files = [file(SOP()), file(FEE())]) =>
  submit(token, { department: DEPT, applicationType: "REGULAR", ...fee, ...extra }, files);

async function readyCandidate(opts: { workingProfessional?: boolean; name?: string } = {}) {
  const user = await candidateWithCompleteProfile(t.ctx, opts);
  return { user, token: await tokenFor(t.ctx, user) };
}
const storedFiles = () => storedFileCount(t);

describe("POST /api/application", () => {
  it("refuses without a token and for staff", async () => {
    expect(
      (await t.app.inject({ method: "POST", url: "/api/application", payload: multipartForm([], {}) })).statusCode,
    ).toBe(401);
    const coord = await createUser(t.ctx, { role: "coordinator" });
    expect((await regular(await tokenFor(t.ctx, coord))).statusCode).toBe(403);
  });

  it("refuses bad choices, an incomplete profile, missing documents and fee details — and keeps no file", async () => {
    const { token } = await readyCandidate();
    const before = await storedFiles();
    expect((await regular(token, { department: "Astrology" })).json().message).toBe("Please select a department");
    expect((await regular(token, { applicationType: "" })).json().message).toBe("Please select an application type");
    expect((await regular(token, {}, [file(FEE())])).json().message).toBe(
      "Required documents missing: Statement of Purpose (SOP)",
    );
    const noFee = await regular(token, { utrDuNumber: "", amount: "" });
    expect(noFee.statusCode).toBe(400);
    expect(noFee.json().message).toBe("Required fee details missing: UTR/DU Number, Amount");
    expect((await regular(token, { amount: "-5" })).json().message).toBe("Amount must be more than 0");
    expect((await regular(token, { amount: "abc" })).json().message).toBe("Amount must be a number");
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
    expect((await regular(token, { transactionTime: future })).json().message).toBe(
      "Transaction Date & Time cannot be in the future",
    );
    const fake = await regular(token, {}, [file(SOP(), textBytes()), file(FEE())]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe("Statement of Purpose (SOP): only PDF, JPG and PNG files are accepted.");

    const fresh = await createUser(t.ctx, { role: "candidate" });
    const incomplete = await regular(await tokenFor(t.ctx, fresh));
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().message).toBe("Please complete all four sections of your profile before applying.");
    expect(await storedFiles()).toBe(before);
    const list = await t.app.inject({ method: "GET", url: "/api/application", headers: bearer(token) });
    expect(list.json().applications).toHaveLength(0);
  });

  it("refuses while admissions are closed", async () => {
    const { token } = await readyCandidate();
    await t.ctx.db.update(siteConstants).set({ admissionsOpen: false });
    try {
      const res = await regular(token);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        "Admissions are currently closed. You cannot submit an application at this time.",
      );
    } finally {
      await t.ctx.db.update(siteConstants).set({ admissionsOpen: true });
    }
  });

  it("a submission that starts before the deadline but arrives after it is refused, and keeps nothing", async () => {
    const { token } = await readyCandidate();
    const form = new Response(
      multipartForm([file(SOP()), file(FEE())], { department: DEPT, applicationType: "REGULAR", ...fee }),
    );
    const contentType = form.headers.get("content-type") ?? "";
    const body = Buffer.from(await form.arrayBuffer());
    const before = await storedFiles();
    await t.ctx.db.update(admissionRounds).set({ closesAt: new Date(Date.now() + 700) });
    try {
      // The body's second half arrives after the deadline: the request began while admissions were open.
      const slow = new Readable({ read() {} });
      slow.push(body.subarray(0, 200));
      setTimeout(() => {
        slow.push(body.subarray(200));
        slow.push(null);
      }, 1500);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/application/",
        headers: { ...bearer(token), "content-type": contentType },
        payload: slow,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(
        /^Admissions closed on .+ IST\. Submissions after the deadline cannot be accepted\.$/,
      );
      expect(await storedFiles()).toBe(before);
      const list = await t.app.inject({ method: "GET", url: "/api/application", headers: bearer(token) });
      expect(list.json().applications).toHaveLength(0);
    } finally {
      await t.ctx.db.update(admissionRounds).set({ closesAt: null });
    }
  });

  it("Working Professional only when the profile makes the candidate eligible", async () => {
    const { token } = await readyCandidate();
    const res = await submit(token, { department: DEPT, applicationType: "WORKING_PROFESSIONAL", ...fee }, [
      file(SOP("WORKING_PROFESSIONAL")),
      file(FEE("WORKING_PROFESSIONAL")),
    ]);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/must be employed/);
    const wp = await readyCandidate({ workingProfessional: true });
    const ok = await submit(wp.token, { department: DEPT, applicationType: "WORKING_PROFESSIONAL", ...fee }, [
      file(SOP("WORKING_PROFESSIONAL")),
      file(FEE("WORKING_PROFESSIONAL")),
    ]);
    expect(ok.statusCode).toBe(201);
    const list = await t.app.inject({ method: "GET", url: "/api/application", headers: bearer(wp.token) });
    expect(list.json().isWorkingProfessional).toBe(true);
  });

  it("creates the application with a prefixed id, lists it, mails a confirmation and blocks a duplicate", async () => {
    const { token, user } = await readyCandidate();
    const res = await regular(token);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.applicationId).toMatch(/^PHD\d{3,}$/);
    expect(body.message).toBe(`Application created successfully! Application ID: ${body.applicationId}`);

    const list = (await t.app.inject({ method: "GET", url: "/api/application", headers: bearer(token) })).json();
    expect(list.applications).toHaveLength(1);
    expect(list.applications[0]).toMatchObject({
      applicationId: body.applicationId,
      department: DEPT,
      applicationType: "REGULAR",
      verificationStatus: "PENDING",
      user: { name: user.name, email: user.email },
    });
    const mails = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `%${body.applicationId}%`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(user.email);

    const dup = await regular(token);
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe("You have already applied to Computer Engineering as a Regular Candidate");

    const docs = (await t.app.inject({ method: "GET", url: "/api/document", headers: bearer(token) })).json().data
      .documents;
    expect(docs).toHaveProperty(SOP());
    expect(docs).toHaveProperty(FEE());
  });

  it("one fee receipt serves several applications; another candidate's receipt cannot be used", async () => {
    const { token } = await readyCandidate();
    const first = (await regular(token)).json();
    const entire = (
      await t.app.inject({ method: "GET", url: `/api/application/entire/${first.data.id}`, headers: bearer(token) })
    ).json();
    const receiptId = entire.data.application.feeDetails.documents.feeReceipt._id;
    const second = await submit(
      token,
      { department: "Physics", applicationType: "REGULAR", ...fee, feeReceiptDocumentId: receiptId },
      [file(SOP("REGULAR", "PHYSICS"))],
    );
    expect(second.statusCode).toBe(201);
    const secondFull = (
      await t.app.inject({
        method: "GET",
        url: `/api/application/entire/${second.json().data.id}`,
        headers: bearer(token),
      })
    ).json();
    expect(secondFull.data.application.feeDetails.documents.feeReceipt._id).toBe(receiptId);

    const other = await readyCandidate();
    const stolen = await submit(
      other.token,
      { department: "Physics", applicationType: "REGULAR", ...fee, feeReceiptDocumentId: receiptId },
      [file(SOP("REGULAR", "PHYSICS"))],
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe("Required documents missing: Application Fee Receipt");
  });

  it("reads a receipt id that is not an id as no receipt (400), not a database error (fuzz, PostgreSQL)", async () => {
    const { token } = await readyCandidate();
    for (const feeReceiptDocumentId of ["\t\u{D5DC9}6", "not-a-uuid", "00000000-0000-0000-0000-00000000000g"]) {
      const res = await submit(
        token,
        { department: "Physics", applicationType: "REGULAR", ...fee, feeReceiptDocumentId },
        [file(SOP("REGULAR", "PHYSICS"))],
      );
      expect(res.statusCode, feeReceiptDocumentId).toBe(400);
      expect(res.json().message).toBe("Required documents missing: Application Fee Receipt");
    }
  });

  it("uses the admin's current prefix and counts applications per type", async () => {
    const put = await putConstant(t, adminToken, "applicationIdPrefix", "phd26");
    expect(put.statusCode).toBe(200);
    try {
      const { token } = await readyCandidate();
      const res = await regular(token);
      expect(res.json().applicationId).toMatch(/^PHD26\d{3,}$/);
      const constants = (
        await t.app.inject({ method: "GET", url: "/api/constant", headers: bearer(adminToken) })
      ).json().data;
      expect(constants.applicationCounters.REGULAR).toBeGreaterThanOrEqual(1);
    } finally {
      await putConstant(t, adminToken, "applicationIdPrefix", "PHD");
    }
  });

  it("20 candidates submitting at the same moment get 20 distinct ids", async () => {
    const candidates = await Promise.all(Array.from({ length: 20 }, () => readyCandidate()));
    const results = await Promise.all(candidates.map((c) => regular(c.token)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const ids = results.map((r) => r.json().applicationId as string);
    expect(new Set(ids).size).toBe(20);
  });
});

describe("reading, downloading and withdrawing", () => {
  it("the owner and staff read the whole application; another candidate gets 404", async () => {
    const { token } = await readyCandidate();
    const { data } = (await regular(token)).json();
    const url = `/api/application/entire/${data.id}`;
    const own = await t.app.inject({ method: "GET", url, headers: bearer(token) });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.application).toMatchObject({
      applicationId: data.applicationId,
      feeDetails: {
        utrDuNumber: "UTR12345678",
        amount: 1500,
        bankName: "State Bank of India",
        verification: { status: "PENDING" },
      },
    });
    expect(own.json().data.profile.personalDetails.isCompleted).toBe(true);
    const stranger = await readyCandidate();
    expect((await t.app.inject({ method: "GET", url, headers: bearer(stranger.token) })).statusCode).toBe(404);
    const coord = await createUser(t.ctx, { role: "coordinator" });
    expect((await t.app.inject({ method: "GET", url, headers: bearer(await tokenFor(t.ctx, coord)) })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/application/entire/nope", headers: bearer(token) })).statusCode,
    ).toBe(400);
  });

  it("the PDF carries the id, the name and the department; only the owner and staff may download it", async () => {
    const { token } = await readyCandidate({ name: "Ánanya Kulkarni-Ørsted" });
    const { data } = (await regular(token)).json();
    const res = await t.app.inject({
      method: "GET",
      url: `/api/application/download/${data.id}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="Application_${data.applicationId}.pdf"`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(data.applicationId);
    expect(text).toContain("Ánanya Kulkarni-Ørsted");
    expect(text).toContain("Computer Engineering");
    expect(text).toContain("UTR12345678");
    // 10:30 UTC, shown as the institution's wall clock with its zone (decision 024).
    expect(text).toContain("Nov 1, 2026, 4:00 PM IST");
    const stranger = await readyCandidate();
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/application/download/${data.id}`,
          headers: bearer(stranger.token),
        })
      ).statusCode,
    ).toBe(404);
  });

  it("an unchanged application's PDF is sent as made; a change makes it again", async () => {
    const { token } = await readyCandidate();
    const { data } = (await regular(token)).json();
    const download = () =>
      t.app.inject({ method: "GET", url: `/api/application/download/${data.id}`, headers: bearer(token) });
    const first = await download();
    // A PDF laid out again a second later differs (its creation date has seconds).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const again = await download();
    // Same bytes, creation date included: the second download was not laid out again.
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const admin = await tokenAs(t.ctx, "admin");
    const heading = "Doctoral Admissions — Second Call";
    const changed = await putConstant(t, admin, "websiteHeading", heading);
    expect(changed.statusCode).toBe(200);
    const after = await download();
    expect(after.rawPayload.equals(first.rawPayload)).toBe(false);
    expect(await pdfText(after.rawPayload)).toContain(heading);
  });

  it("withdrawing deletes the application and its own documents; a shared receipt and the profile stay", async () => {
    const { token } = await readyCandidate();
    const first = (await regular(token)).json().data;
    const full = (
      await t.app.inject({ method: "GET", url: `/api/application/entire/${first.id}`, headers: bearer(token) })
    ).json().data.application;
    const receiptId = full.feeDetails.documents.feeReceipt._id;
    const second = (
      await submit(
        token,
        { department: "Physics", applicationType: "REGULAR", ...fee, feeReceiptDocumentId: receiptId },
        [file(SOP("REGULAR", "PHYSICS"))],
      )
    ).json().data;

    const stranger = await readyCandidate();
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/application/${first.id}`, headers: bearer(stranger.token) }))
        .statusCode,
    ).toBe(404);
    const filesBefore = await storedFiles();
    const del = await t.app.inject({ method: "DELETE", url: `/api/application/${first.id}`, headers: bearer(token) });
    expect(del.statusCode).toBe(200);
    expect(await storedFiles()).toBe(filesBefore - 1); // the SOP only; the receipt serves Physics
    expect(
      (await t.app.inject({ method: "GET", url: `/api/document/file/${receiptId}`, headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
    const list = (await t.app.inject({ method: "GET", url: "/api/application", headers: bearer(token) })).json()
      .applications;
    expect(list.map((a: { id: string }) => a.id)).toEqual([second.id]);

    await t.app.inject({ method: "DELETE", url: `/api/application/${second.id}`, headers: bearer(token) });
    expect(
      (await t.app.inject({ method: "GET", url: `/api/document/file/${receiptId}`, headers: bearer(token) }))
        .statusCode,
    ).toBe(404);
    const profile = (
      await t.app.inject({ method: "GET", url: "/api/candidate/profile", headers: bearer(token) })
    ).json().data;
    expect(Object.keys(profile.personalDetails.documents)).toContain("applicantPhoto");
    // Withdrawn: the same department and type may be applied to again.
    expect((await regular(token)).statusCode).toBe(201);
  });
});
