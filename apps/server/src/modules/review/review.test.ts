import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { candidateWithCompleteProfile, profileIdOf } from "../../../test/factories.ts";
import {
  bearer,
  buildTestApp,
  createUser,
  defined,
  pngBytes,
  type TestApp,
  type TestUser,
  tokenFor,
} from "../../../test/helpers.ts";
import { auditEvents, documents, mailOutbox } from "../../db/schema.ts";

let t: TestApp;
let coordinator: TestUser;
let coordToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  coordinator = await createUser(t.ctx, {
    role: "coordinator",
    name: "Dr. Meera Rao",
    departments: ["Physics", "Chemistry"],
  });
  coordToken = await tokenFor(t.ctx, coordinator);
});
afterAll(async () => {
  await t?.close();
});

async function candidateDoc(kind = "proofOfDob") {
  const user = await candidateWithCompleteProfile(t.ctx);
  const [doc] = await t.ctx.db
    .select()
    .from(documents)
    .where(and(eq(documents.userId, user.id), eq(documents.documentType, kind)));
  return { user, doc: defined(doc, `a ${kind} document`), token: await tokenFor(t.ctx, user) };
}
const call = (method: "POST" | "PATCH" | "PUT", url: string, payload: unknown, token = coordToken) =>
  t.app.inject({ method, url, headers: bearer(token), payload: payload as object });

describe("who may review", () => {
  it("401 without a token and 403 for candidates, admins and the account section, before any validation", async () => {
    const { doc, token: candidateToken } = await candidateDoc();
    const admin = await tokenFor(t.ctx, await createUser(t.ctx, { role: "admin" }));
    const accounts = await tokenFor(t.ctx, await createUser(t.ctx, { role: "accountSectionCoordinator" }));
    const endpoints: ["POST" | "PATCH" | "PUT", string][] = [
      ["POST", "/api/coordinator/verify-document"],
      ["POST", "/api/coordinator/request-modification"],
      ["PATCH", "/api/document/remarks"],
      ["PUT", `/api/document/status/${doc.id}`],
      ["POST", "/api/coordinator/set-section-status"],
      ["POST", "/api/candidate/profile/manual-remarks"],
    ];
    for (const [method, url] of endpoints) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, url).toBe(401);
      for (const token of [candidateToken, admin, accounts]) {
        expect((await call(method, url, { bogus: true }, token)).statusCode, url).toBe(403);
      }
    }
    expect((await t.ctx.db.select().from(documents).where(eq(documents.id, doc.id)))[0]?.status).toBe("PENDING");
  });
});

describe("document actions", () => {
  it("verify without remarks signs with the default note; the candidate sees the signer", async () => {
    const { doc, token } = await candidateDoc();
    const res = await call("POST", "/api/coordinator/verify-document", { documentId: doc.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: "VERIFIED", remarks: "Document processed by Dr. Meera Rao" });
    const profile = (
      await t.app.inject({ method: "GET", url: "/api/candidate/profile", headers: bearer(token) })
    ).json().data;
    expect(profile.personalDetails.documents.proofOfDob.verification).toMatchObject({
      status: "VERIFIED",
      signedBy: { name: "Dr. Meera Rao", departments: ["Physics", "Chemistry"] },
    });
    // VERIFIED cannot be verified again.
    expect((await call("POST", "/api/coordinator/verify-document", { documentId: doc.id })).json().message).toBe(
      "Cannot verify when the status is VERIFIED.",
    );
  });

  it("request modification needs remarks, mails the candidate, and keeps history; change remarks and reset follow the table", async () => {
    const { doc, user } = await candidateDoc("signature");
    const blank = await call("POST", "/api/coordinator/request-modification", { documentId: doc.id, remarks: "   " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe("Please provide remarks.");
    // Changing remarks is only for a document already sent back.
    expect((await call("PATCH", "/api/document/remarks", { documentId: doc.id, remarks: "x" })).statusCode).toBe(400);

    const req = await call("POST", "/api/coordinator/request-modification", {
      documentId: doc.id,
      remarks: "Signature is cut off",
      applicationId: "x",
      candidateId: user.id,
    });
    expect(req.statusCode).toBe(200);
    expect(req.json().data).toMatchObject({ status: "MODIFICATION_REQUESTED", remarks: "Signature is cut off" });
    const mail = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mail.map((m) => m.subject)).toContain("Changes requested: Signature");
    expect(mail.find((m) => m.subject === "Changes requested: Signature")?.text).toContain("Signature is cut off");

    const changed = await call("PATCH", "/api/document/remarks", {
      documentId: doc.id,
      remarks: "Sign inside the box",
    });
    expect(changed.json().data).toMatchObject({ status: "MODIFICATION_REQUESTED", remarks: "Sign inside the box" });
    const reset = await call("PUT", `/api/document/status/${doc.id}`, { status: "PENDING" });
    expect(reset.json().data).toMatchObject({ status: "PENDING", remarks: null });

    const history = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, doc.id))
      .orderBy(auditEvents.createdAt);
    expect(history.map((h) => [h.action, h.fromStatus, h.toStatus, h.actorId])).toEqual([
      ["document.request_modification", "PENDING", "MODIFICATION_REQUESTED", coordinator.id],
      ["document.change_remarks", "MODIFICATION_REQUESTED", "MODIFICATION_REQUESTED", coordinator.id],
      ["document.reset", "MODIFICATION_REQUESTED", "PENDING", coordinator.id],
    ]);
  });

  it("PUT status defaults to VERIFIED; bad ids and unknown documents are refused", async () => {
    const { doc } = await candidateDoc("nationalityCertificate");
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/document/status/${doc.id}`,
      headers: bearer(coordToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe("VERIFIED");
    expect((await call("PUT", "/api/document/status/not-a-uuid", {})).statusCode).toBe(400);
    expect((await call("PUT", `/api/document/status/${crypto.randomUUID()}`, {})).statusCode).toBe(404);
    expect((await call("PUT", `/api/document/status/${doc.id}`, { status: "DONE" })).statusCode).toBe(400);
    expect(
      (await call("POST", "/api/coordinator/verify-document", { documentId: crypto.randomUUID() })).statusCode,
    ).toBe(404);
  });

  it("a verified document can no longer be replaced by the candidate", async () => {
    const { doc, token } = await candidateDoc("applicantPhoto");
    await call("POST", "/api/coordinator/verify-document", { documentId: doc.id });
    const form = new FormData();
    for (const [k, v] of Object.entries({
      name: "A",
      dob: "1994-06-15",
      gender: "Female",
      nationality: "Indian",
      address: "X",
      addharNumber: "123456789012",
      category: "OPEN_GENERAL",
    }))
      form.append(k, v);
    form.append("applicantPhoto", new Blob([new Uint8Array(pngBytes())], { type: "image/png" }), "new.png");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/candidate/profile/personal-details",
      headers: bearer(token),
      payload: form,
    });
    expect(res.statusCode).toBe(409);
  });
});

describe("sections", () => {
  it("set-section-status needs a status and remarks; VERIFIED makes the section read-only for the candidate", async () => {
    const { user, token } = await candidateDoc();
    const profileId = await profileIdOf(t.ctx, user.id);
    const noStatus = await call("POST", "/api/coordinator/set-section-status", {
      profileId,
      section: "academicsUG",
      remarks: "ok",
    });
    expect(noStatus.json().message).toBe("Please select a status");
    const noRemarks = await call("POST", "/api/coordinator/set-section-status", {
      profileId,
      section: "academicsUG",
      status: "VERIFIED",
      remarks: " ",
    });
    expect(noRemarks.json().message).toBe("Please enter remarks");
    expect(
      (
        await call("POST", "/api/coordinator/set-section-status", {
          profileId: crypto.randomUUID(),
          section: "academicsUG",
          status: "VERIFIED",
          remarks: "ok",
        })
      ).statusCode,
    ).toBe(404);

    const ok = await call("POST", "/api/coordinator/set-section-status", {
      profileId,
      section: "academicsUG",
      status: "VERIFIED",
      remarks: "Marks match the transcript",
    });
    expect(ok.json()).toEqual({ success: true, message: "Section status updated successfully" });
    const profile = (
      await t.app.inject({ method: "GET", url: "/api/candidate/profile", headers: bearer(token) })
    ).json().data;
    expect(profile.academicsUG).toMatchObject({
      verification: { status: "VERIFIED", signedBy: { name: "Dr. Meera Rao" } },
      remarks: "Marks match the transcript",
    });
    const form = new FormData();
    form.append("degree", "B.Sc.");
    form.append("institute", "Elsewhere");
    const save = await t.app.inject({
      method: "PATCH",
      url: "/api/candidate/profile/academic-details-ug",
      headers: bearer(token),
      payload: form,
    });
    expect(save.statusCode).toBe(409);
  });

  it("a modification request on a section mails the candidate; a manual remark is kept with its author", async () => {
    const { user, token } = await candidateDoc();
    const profileId = await profileIdOf(t.ctx, user.id);
    await call("POST", "/api/coordinator/set-section-status", {
      profileId,
      section: "personalDetails",
      status: "MODIFICATION_REQUESTED",
      remarks: "Address incomplete",
    });
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mails.map((m) => m.subject)).toContain("Changes requested: Personal Details");

    expect(
      (
        await call("POST", "/api/candidate/profile/manual-remarks", {
          profileId,
          section: "personalDetails",
          remarks: "",
        })
      ).json().message,
    ).toBe("Please enter remarks");
    const res = await call("POST", "/api/candidate/profile/manual-remarks", {
      profileId,
      section: "personalDetails",
      remarks: "Called the candidate on 22 Nov",
    });
    expect(res.json().message).toBe("Manual remarks updated successfully");
    const profile = (
      await t.app.inject({ method: "GET", url: "/api/candidate/profile", headers: bearer(token) })
    ).json().data;
    expect(profile.personalDetails.manualRemarks).toMatchObject({
      remark: "Called the candidate on 22 Nov",
      givenBy: { name: "Dr. Meera Rao" },
    });
    expect(profile.personalDetails.verification.status).toBe("MODIFICATION_REQUESTED");
  });
});
