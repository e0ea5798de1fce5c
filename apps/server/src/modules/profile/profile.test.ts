import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ASHA_PERSONAL_FIELDS, insertApplicationFor } from "../../../test/factories.ts";
import {
  bearer,
  createUser,
  type MultipartFilePart,
  multipartForm,
  pdfBytes,
  pdfPart,
  pngBytes,
  storedFileCount,
  type TestUser,
  textBytes,
  tokenAs,
  tokenFor,
  useTestApp,
} from "../../../test/helpers.ts";
import { documents, profileSections } from "../../db/schema.ts";

const t = useTestApp({ config: { maxUploadBytes: 64 * 1024 } });

const pdf = (field: string) => pdfPart(field);
const png = (field: string): MultipartFilePart => ({
  field,
  filename: `${field}.png`,
  content: pngBytes(),
  contentType: "image/png",
});

const PERSONAL = { ...ASHA_PERSONAL_FIELDS, addharNumber: "1234 5678 9012" };
const ALWAYS = [png("applicantPhoto"), png("signature"), pdf("proofOfDob"), pdf("nationalityCertificate")];
/** ALWAYS with `part` in place of the file of its field. */
const alwaysWith = (part: MultipartFilePart) => ALWAYS.map((f) => (f.field === part.field ? part : f));

async function candidate(): Promise<{ user: TestUser; token: string }> {
  const user = await createUser(t.ctx, { role: "candidate" });
  return { user, token: await tokenFor(t.ctx, user) };
}
/** A section saved by the token's user (`null`: without a token). */
const save = (
  token: string | null,
  url: string,
  fields: Record<string, string>,
  files: MultipartFilePart[] = [],
  method: "POST" | "PATCH" = "PATCH",
) =>
  t.app.inject({
    method,
    url: `/api/candidate/profile/${url}`,
    headers: token ? bearer(token) : {},
    payload: multipartForm(files, fields),
  });
const savePersonal = (token: string | null, fields: Record<string, string> = {}, files = ALWAYS) =>
  save(token, "personal-details", { ...PERSONAL, ...fields }, files, "POST");
/** A GET by the token's user (none: without a token). */
const get = (url: string, token?: string) => t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
const getProfile = async (token: string) => {
  const res = await get("/api/candidate/profile/", token);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const storedFiles = () => storedFileCount(t);

describe("GET /api/candidate/profile", () => {
  it("401 without a token, 403 for staff", async () => {
    expect((await get("/api/candidate/profile")).statusCode).toBe(401);
    const coord = await createUser(t.ctx, { role: "coordinator" });
    const res = await get("/api/candidate/profile", await tokenFor(t.ctx, coord));
    expect(res.statusCode).toBe(403);
  });

  it("a new candidate gets four empty, pending sections", async () => {
    const { token, user } = await candidate();
    const p = await getProfile(token);
    expect(p.userId).toBe(user.id);
    for (const s of ["personalDetails", "academicsUG", "academicsPG", "entranceDetails"]) {
      expect(p[s]).toMatchObject({ isCompleted: false, verification: { status: "PENDING" }, documents: {} });
    }
    expect(p.isWorkingProfessional).toBe(false);
  });
});

describe("GET /api/candidate/profile/:userId", () => {
  it("a candidate reads only their own; staff read a candidate (coordinators of an applied department); bad and unknown ids are refused", async () => {
    const a = await candidate();
    const b = await candidate();
    await insertApplicationFor(t.ctx, a.user, { department: "Physics" });
    const other = await get(`/api/candidate/profile/${b.user.id}`, a.token);
    // Someone else's profile answers 404 like a missing one (decision 007).
    expect(other.statusCode).toBe(404);
    const own = await get(`/api/candidate/profile/${a.user.id}`, a.token);
    expect(own.statusCode).toBe(200);
    for (const role of ["coordinator", "admin", "accountSectionCoordinator"] as const) {
      const staff = await createUser(t.ctx, { role, departments: role === "coordinator" ? ["Physics"] : [] });
      const res = await get(`/api/candidate/profile/${a.user.id}`, await tokenFor(t.ctx, staff));
      expect(res.statusCode, role).toBe(200);
      expect(res.json().data.userId).toBe(a.user.id);
    }
    // A coordinator of another department does not see the candidate, nor one who applied nowhere.
    const chemistry = await tokenAs(t.ctx, "coordinator", ["Chemistry"]);
    for (const id of [a.user.id, b.user.id]) {
      const res = await get(`/api/candidate/profile/${id}`, chemistry);
      expect(res.statusCode).toBe(404);
    }
    const admin = await createUser(t.ctx, { role: "admin" });
    const adminToken = await tokenFor(t.ctx, admin);
    expect((await get("/api/candidate/profile/not-a-uuid", adminToken)).statusCode).toBe(400);
    expect((await get(`/api/candidate/profile/${crypto.randomUUID()}`, adminToken)).statusCode).toBe(404);
    expect((await get(`/api/candidate/profile/${admin.id}`, adminToken)).statusCode).toBe(404);
  });
});

describe("POST /api/candidate/profile/personal-details", () => {
  it("refuses without a token, for staff, and with a missing required field — storing nothing", async () => {
    expect((await savePersonal(null, {}, [])).statusCode).toBe(401);
    const coord = await createUser(t.ctx, { role: "coordinator" });
    expect((await savePersonal(await tokenFor(t.ctx, coord))).statusCode).toBe(403);

    const { token } = await candidate();
    const before = await storedFiles();
    const res = await savePersonal(token, { name: "" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: "Name is required",
      errors: { name: "Name is required" },
    });
    expect(await storedFiles()).toBe(before);
    expect((await getProfile(token)).personalDetails.isCompleted).toBe(false);

    const badDob = await savePersonal(token, { dob: "02/04/1995" });
    expect(badDob.statusCode).toBe(400);
    expect(badDob.json().message).toBe("Date of Birth is required");
    const badAadhaar = await savePersonal(token, { addharNumber: "1234" });
    expect(badAadhaar.json().message).toBe("Aadhaar number must be 12 digits");
  });

  it("requires exactly the documents relevant to the candidate (OBC needs caste certificates)", async () => {
    const { token } = await candidate();
    const before = await storedFiles();
    const res = await savePersonal(token, { category: "OBC" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      "Required documents missing: Caste Certificate, Caste Validity Certificate, Non-Creamy Layer Certificate",
    );
    expect(await storedFiles()).toBe(before);
    const ok = await savePersonal(token, { category: "OBC" }, [
      ...ALWAYS,
      pdf("casteCertificate"),
      pdf("casteValidityCertificate"),
      pdf("casteNonCreamyLayerCertificate"),
    ]);
    expect(ok.statusCode).toBe(200);
    expect(Object.keys(ok.json().data.personalDetails.documents).sort()).toEqual([
      "applicantPhoto",
      "casteCertificate",
      "casteNonCreamyLayerCertificate",
      "casteValidityCertificate",
      "nationalityCertificate",
      "proofOfDob",
      "signature",
    ]);

    // Moving to General removes the caste documents and their files.
    const filesBefore = await storedFiles();
    const general = await savePersonal(token, { category: "OPEN_GENERAL" }, []);
    expect(general.statusCode).toBe(200);
    expect(Object.keys(general.json().data.personalDetails.documents)).not.toContain("casteCertificate");
    expect(await storedFiles()).toBe(filesBefore - 3);
  });

  it("415 for a file that is not PDF/JPG/PNG by content, 413 for one over the limit; nothing kept", async () => {
    const { token } = await candidate();
    const before = await storedFiles();
    const fake = { field: "proofOfDob", filename: "dob.pdf", content: textBytes(), contentType: "application/pdf" };
    const res = await savePersonal(token, {}, alwaysWith(fake));
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe("Proof of Date of Birth: only PDF, JPG and PNG files are accepted.");
    const big = {
      field: "proofOfDob",
      filename: "big.pdf",
      content: Buffer.concat([pdfBytes(), Buffer.alloc(70 * 1024)]),
      contentType: "application/pdf",
    };
    const tooBig = await savePersonal(token, {}, alwaysWith(big));
    expect(tooBig.statusCode).toBe(413);
    expect(await storedFiles()).toBe(before);
  });

  it("saves fields and files together; the bytes come back identical to the owner and staff, never to another candidate", async () => {
    const { token, user } = await candidate();
    const photo = pngBytes();
    const res = await savePersonal(token, { middleName: "M", isMHStateCandidate: "true" }, [
      { field: "applicantPhoto", filename: "me.png", content: photo, contentType: "image/png" },
      png("signature"),
      pdf("proofOfDob"),
      pdf("nationalityCertificate"),
      pdf("domicileCertificate"),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Personal details saved successfully!");
    const p = res.json().data;
    expect(p.personalDetails).toMatchObject({
      name: "Asha",
      middleName: "M",
      addharNumber: "123456789012",
      isCompleted: true,
      isMHStateCandidate: true,
    });
    expect(p.personalDetails.ageInYears).toBeGreaterThanOrEqual(30);
    const doc = p.personalDetails.documents.applicantPhoto;
    expect(doc).toMatchObject({
      originalFileName: "me.png",
      mimeType: "image/png",
      fileSize: photo.length,
      status: "PENDING",
    });

    const file = await get(`/api/document/file/${doc._id}`, token);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
    expect(Buffer.compare(file.rawPayload, photo)).toBe(0);

    await insertApplicationFor(t.ctx, user, { department: "Physics" });
    for (const [departments, expected] of [
      [["Physics"], 200],
      [["Chemistry"], 404],
    ] as const) {
      const coord = await createUser(t.ctx, { role: "coordinator", departments: [...departments] });
      const res = await get(`/api/document/file/${doc._id}`, await tokenFor(t.ctx, coord));
      expect(res.statusCode, departments[0]).toBe(expected);
    }
    const stranger = await candidate();
    expect((await get(`/api/document/file/${doc._id}`, stranger.token)).statusCode).toBe(404);
    expect((await get(`/api/document/file/${doc._id}`)).statusCode).toBe(401);
    expect((await get("/api/document/file/123", token)).statusCode).toBe(400);

    // Saved again without files: the documents stay.
    const again = await savePersonal(token, { isMHStateCandidate: "true", nationality: "Indian" }, []);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.personalDetails.documents.applicantPhoto._id).toBe(doc._id);
  });

  it("derives isWorkingProfessional: employed with an employment certificate, and co-guide certificates when the guide has experience", async () => {
    const { token } = await candidate();
    const employed = await savePersonal(token, { isEmployed: "true", totalIndustryExperience: "5" }, [
      ...ALWAYS,
      pdf("employmentCertificate"),
    ]);
    expect(employed.statusCode).toBe(200);
    expect(employed.json().data.isWorkingProfessional).toBe(true);
    expect(employed.json().data.personalDetails.totalIndustryExperience).toBe(5);

    const guide = await savePersonal(token, { isEmployed: "true", guideIndustryExperience: "3" }, []);
    expect(guide.statusCode).toBe(400);
    expect(guide.json().message).toContain("Co-guide Willingness Certificate");
    const withGuide = await savePersonal(token, { isEmployed: "true", guideIndustryExperience: "3" }, [
      pdf("coGuideWillingnessCertificate"),
      pdf("coGuidePhdDegreeCertificate"),
    ]);
    expect(withGuide.json().data.isWorkingProfessional).toBe(true);

    const notEmployed = await savePersonal(token, { isEmployed: "false", totalIndustryExperience: "5" }, []);
    expect(notEmployed.json().data.isWorkingProfessional).toBe(false);
    expect(notEmployed.json().data.personalDetails.totalIndustryExperience).toBeUndefined();
  });

  it("a verified section cannot be saved, and a verified document cannot be replaced", async () => {
    const { token, user } = await candidate();
    const saved = (await savePersonal(token)).json().data;
    const photoId = saved.personalDetails.documents.applicantPhoto._id;

    await t.ctx.db.update(documents).set({ status: "VERIFIED" }).where(eq(documents.id, photoId));
    const before = await storedFiles();
    const replace = await savePersonal(token, {}, [png("applicantPhoto")]);
    expect(replace.statusCode).toBe(409);
    expect(replace.json().message).toBe("Applicant Photo has been verified and cannot be replaced.");
    expect(await storedFiles()).toBe(before);

    const profile = await getProfile(token);
    await t.ctx.db
      .update(profileSections)
      .set({ status: "VERIFIED" })
      .where(eq(profileSections.profileId, profile._id));
    const res = await savePersonal(token, { name: "Changed" }, []);
    expect(res.statusCode).toBe(409);
    expect((await getProfile(token)).personalDetails.name).toBe("Asha");
    expect(user.id).toBe(profile.userId);
  });

  it("an edit after a modification request goes back to PENDING", async () => {
    const { token } = await candidate();
    const p = (await savePersonal(token)).json().data;
    await t.ctx.db
      .update(profileSections)
      .set({ status: "MODIFICATION_REQUESTED", remarks: "Blurred photo" })
      .where(eq(profileSections.profileId, p._id));
    const res = await savePersonal(token, {}, [png("applicantPhoto")]);
    expect(res.json().data.personalDetails.verification.status).toBe("PENDING");
  });
});

describe("PATCH academic details", () => {
  it("UG needs degree and institute, and both UG documents", async () => {
    expect((await save(null, "academic-details-ug", {})).statusCode).toBe(401);
    const { token } = await candidate();
    const noDegree = await save(token, "academic-details-ug", { institute: "COEP" });
    expect(noDegree.json().message).toBe("Degree is required");
    const noInstitute = await save(token, "academic-details-ug", { degree: "B.E./ B.Tech" });
    expect(noInstitute.json().message).toBe("Institute is required");
    const badCgpa = await save(token, "academic-details-ug", { degree: "B.E./ B.Tech", institute: "COEP", cgpa: "11" });
    expect(badCgpa.statusCode).toBe(400);
    const noDocs = await save(token, "academic-details-ug", { degree: "B.E./ B.Tech", institute: "COEP" });
    expect(noDocs.json().message).toBe("Required documents missing: UG Marksheet, UG Degree Certificate");
    const ok = await save(
      token,
      "academic-details-ug",
      { degree: "B.E./ B.Tech", institute: "COEP", cgpa: "8.75", specialization: "Computer" },
      [pdf("ugMarksheet"), pdf("ugDegreeCertificate")],
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe("UG Academic details updated successfully!");
    expect(ok.json().data.academicsUG).toMatchObject({ degree: "B.E./ B.Tech", cgpa: 8.75, isCompleted: true });
  });

  it("PG documents are required only when PG is completed; 'not completed PG' clears fields and files", async () => {
    const { token } = await candidate();
    const pg = { degree: "M.E./ M.Tech", institute: "IIT", status: "completed" };
    const missing = await save(token, "academic-details-pg", pg);
    expect(missing.json().message).toBe("Required documents missing: PG Marksheet, PG Degree Certificate");
    const inProgress = await save(token, "academic-details-pg", { ...pg, status: "in_progress" });
    expect(inProgress.statusCode).toBe(200);
    const done = await save(token, "academic-details-pg", pg, [pdf("pgMarksheet"), pdf("pgDegreeCertificate")]);
    expect(Object.keys(done.json().data.academicsPG.documents)).toHaveLength(2);
    const filesBefore = await storedFiles();
    const none = await save(token, "academic-details-pg", { hasNotDonePG: "true", degree: "M.Sc." });
    expect(none.statusCode).toBe(200);
    const section = none.json().data.academicsPG;
    expect(section).toMatchObject({ hasNotDonePG: true, isCompleted: true, documents: {} });
    expect(section.degree).toBeUndefined();
    expect(await storedFiles()).toBe(filesBefore - 2);
    const noStatus = await save(token, "academic-details-pg", { degree: "M.Sc.", institute: "X" });
    expect(noStatus.json().message).toBe("PG status is required");
  });
});

describe("PATCH /api/candidate/profile/entrance-details", () => {
  const gate = {
    givenGate: "true",
    "gateExamDetails[discipline]": "Computer Science",
    "gateExamDetails[category]": "General",
    "gateExamDetails[score]": "650",
    "gateExamDetails[marks]": "55.5",
    "gateExamDetails[lastDateOfValidation]": "2027-03-31",
    "gateExamDetails[isQualified]": "Yes",
  };

  it("refuses 'none' with an exam, nothing ticked, missing exam fields, a bad RPET year or NET percentile", async () => {
    const { token } = await candidate();
    expect(
      (await save(token, "entrance-details", { hasNotGivenAnyEntranceExam: "true", givenGate: "true" })).statusCode,
    ).toBe(400);
    expect((await save(token, "entrance-details", {})).json().message).toMatch(/Tick the entrance exams/);
    const noScore = await save(token, "entrance-details", { ...gate, "gateExamDetails[score]": "" }, [
      pdf("gateScorecard"),
    ]);
    expect(noScore.statusCode).toBe(400);
    expect(noScore.json().errors).toHaveProperty(["gateExamDetails.score"]);
    const year = new Date().getUTCFullYear();
    const oldRpet = await save(
      token,
      "entrance-details",
      { givenRpet: "true", "rpetExamDetails[year]": String(year - 5) },
      [pdf("rpetCertificate")],
    );
    expect(oldRpet.statusCode).toBe(400);
    const net = await save(
      token,
      "entrance-details",
      { givenNet: "true", "netExamDetails[score]": "120", "netExamDetails[percentile]": "100.5" },
      [pdf("netScorecard")],
    );
    expect(net.statusCode).toBe(400);
    const noCard = await save(token, "entrance-details", gate);
    expect(noCard.json().message).toBe("Required documents missing: GATE Scorecard");
  });

  it("keeps NET's qualified and JRF answers (the selection rules read them, decision 030)", async () => {
    const { token } = await candidate();
    const netFields = {
      givenNet: "true",
      "netExamDetails[score]": "260",
      "netExamDetails[percentile]": "99.12",
      "netExamDetails[isQualified]": "Yes",
    };
    const res = await save(token, "entrance-details", { ...netFields, "netExamDetails[isJrf]": "Yes" }, [
      pdf("netScorecard"),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.entranceDetails.netExamDetails).toEqual({
      score: 260,
      percentile: 99.12,
      isQualified: "Yes",
      isJrf: "Yes",
    });
    const bad = await save(token, "entrance-details", { ...netFields, "netExamDetails[isJrf]": "Maybe" }, [
      pdf("netScorecard"),
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty(["netExamDetails.isJrf"]);
  });

  it("stores only the ticked exams; 'none' alone is complete", async () => {
    const { token } = await candidate();
    const year = new Date().getUTCFullYear();
    const res = await save(
      token,
      "entrance-details",
      { ...gate, "netExamDetails[score]": "99", givenRpet: "true", "rpetExamDetails[year]": String(year - 1) },
      [pdf("gateScorecard"), pdf("rpetCertificate"), pdf("netScorecard")],
    );
    expect(res.statusCode).toBe(200);
    const e = res.json().data.entranceDetails;
    expect(e.gateExamDetails).toMatchObject({ score: 650, marks: 55.5, isQualified: "Yes" });
    expect(e.rpetExamDetails).toMatchObject({ year: year - 1 });
    expect(e.netExamDetails).toBeUndefined();
    expect(Object.keys(e.documents).sort()).toEqual(["gateScorecard", "rpetCertificate"]);

    const none = await save(token, "entrance-details", { hasNotGivenAnyEntranceExam: "true" });
    expect(none.statusCode).toBe(200);
    expect(none.json().data.entranceDetails).toMatchObject({
      hasNotGivenAnyEntranceExam: true,
      isCompleted: true,
      documents: {},
    });
    expect(none.json().data.entranceDetails.gateExamDetails).toBeUndefined();
  });
});

describe("GET /api/document", () => {
  it("lists the candidate's own documents by type; staff are refused", async () => {
    const { token } = await candidate();
    await savePersonal(token);
    const res = await get("/api/document", token);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().data.documents).sort()).toEqual([
      "applicantPhoto",
      "nationalityCertificate",
      "proofOfDob",
      "signature",
    ]);
    const coord = await createUser(t.ctx, { role: "coordinator" });
    expect((await get("/api/document", await tokenFor(t.ctx, coord))).statusCode).toBe(403);
    expect((await get("/api/document")).statusCode).toBe(401);
  });
});
