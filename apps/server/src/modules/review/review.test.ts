import { and, desc, eq, isNotNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { candidateWithCompleteProfile, insertApplicationFor, profileIdOf } from "../../../test/factories.ts";
import {
  bearer,
  createUser,
  defined,
  pngBytes,
  type TestUser,
  tokenAs,
  tokenFor,
  useTestApp,
} from "../../../test/helpers.ts";
import { applications, auditEvents, documents, mailOutbox } from "../../db/schema.ts";
import { MailWorker } from "../../mail/worker.ts";

const t = useTestApp();
let coordinator: TestUser;
let coordToken: string;
beforeAll(async () => {
  coordinator = await createUser(t.ctx, {
    role: "coordinator",
    name: "Dr. Meera Rao",
    departments: ["Physics", "Chemistry"],
  });
  coordToken = await tokenFor(t.ctx, coordinator);
});
/** A candidate with a complete profile and an application to Physics (one of the coordinator's departments). */
async function candidateDoc(kind = "proofOfDob") {
  const user = await candidateWithCompleteProfile(t.ctx);
  await insertApplicationFor(t.ctx, user, { department: "Physics" });
  const [doc] = await t.ctx.db
    .select()
    .from(documents)
    .where(and(eq(documents.userId, user.id), eq(documents.documentType, kind)));
  return { user, doc: defined(doc, `a ${kind} document`), token: await tokenFor(t.ctx, user) };
}
const call = (method: "POST" | "PATCH" | "PUT", url: string, payload: unknown, token = coordToken) =>
  t.app.inject({ method, url, headers: bearer(token), payload: payload as object });
const read = (url: string, token = coordToken) => t.app.inject({ method: "GET", url, headers: bearer(token) });

describe("who may review", () => {
  it("401 without a token, 403 for candidates (and the account section on sections), before any validation", async () => {
    const { doc, token: candidateToken } = await candidateDoc();
    const accounts = await tokenAs(t.ctx, "accountSectionCoordinator");
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
      // The account section reviews fee receipts only (decision 015): sections are not theirs at all.
      const refused =
        url.includes("section") || url.includes("manual-remarks") ? [candidateToken, accounts] : [candidateToken];
      for (const token of refused) {
        expect((await call(method, url, { bogus: true }, token)).statusCode, url).toBe(403);
      }
    }
    // A profile document is not a fee receipt: to the account section it does not exist.
    const asAccounts = await call("POST", "/api/coordinator/verify-document", { documentId: doc.id }, accounts);
    expect(asAccounts.statusCode).toBe(404);
    expect((await t.ctx.db.select().from(documents).where(eq(documents.id, doc.id)))[0]?.status).toBe("PENDING");
  });
});

describe("document actions", () => {
  it("verify without remarks signs with the default note; the candidate sees the signer", async () => {
    const { doc, token } = await candidateDoc();
    const res = await call("POST", "/api/coordinator/verify-document", { documentId: doc.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: "VERIFIED", remarks: "Document processed by Dr. Meera Rao" });
    const profile = (await read("/api/candidate/profile", token)).json().data;
    expect(profile.personalDetails.documents.proofOfDob.verification).toMatchObject({
      status: "VERIFIED",
      signedBy: { name: "Dr. Meera Rao", departments: ["Physics", "Chemistry"] },
    });
    // VERIFIED cannot be verified again.
    expect((await call("POST", "/api/coordinator/verify-document", { documentId: doc.id })).json().message).toBe(
      "Cannot verify when the status is Verified.",
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
    const res = await call("POST", "/api/candidate/profile/personal-details", form, token);
    expect(res.statusCode).toBe(409);
  });
});

describe("sections", () => {
  it("set-section-status needs a status, and remarks unless verifying; VERIFIED makes the section read-only for the candidate", async () => {
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
      status: "MODIFICATION_REQUESTED",
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
    const profile = (await read("/api/candidate/profile", token)).json().data;
    expect(profile.academicsUG).toMatchObject({
      verification: { status: "VERIFIED", signedBy: { name: "Dr. Meera Rao" } },
      remarks: "Marks match the transcript",
    });
    const form = new FormData();
    form.append("degree", "B.Sc.");
    form.append("institute", "Elsewhere");
    const save = await call("PATCH", "/api/candidate/profile/academic-details-ug", form, token);
    expect(save.statusCode).toBe(409);
  });

  it("verifying a section without remarks signs it with the default note, as a document's verify does (decision 026)", async () => {
    const { user, token } = await candidateDoc();
    const profileId = await profileIdOf(t.ctx, user.id);
    const sectionOf = async () => (await read("/api/candidate/profile", token)).json().data.academicsPG;

    // A modification request or a return to pending still needs remarks: refused, nothing changes.
    for (const [status, remarks] of [
      ["MODIFICATION_REQUESTED", undefined],
      ["PENDING", ""],
    ] as const) {
      const refused = await call("POST", "/api/coordinator/set-section-status", {
        profileId,
        section: "academicsPG",
        status,
        ...(remarks === undefined ? {} : { remarks }),
      });
      expect(refused.statusCode, status).toBe(400);
      expect(refused.json().message).toBe("Please enter remarks");
    }
    expect((await sectionOf()).verification.status).toBe("PENDING");

    const verified = await call("POST", "/api/coordinator/set-section-status", {
      profileId,
      section: "academicsPG",
      status: "VERIFIED",
    });
    expect(verified.statusCode).toBe(200);
    expect(await sectionOf()).toMatchObject({
      verification: { status: "VERIFIED", signedBy: { name: "Dr. Meera Rao" } },
      remarks: "Section processed by Dr. Meera Rao",
    });
    const [audit] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "profile.section.status"), eq(auditEvents.actorId, coordinator.id)))
      .orderBy(desc(auditEvents.createdAt))
      .limit(1);
    expect(audit).toMatchObject({ toStatus: "VERIFIED", remarks: "Section processed by Dr. Meera Rao" });
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
    const profile = (await read("/api/candidate/profile", token)).json().data;
    expect(profile.personalDetails.manualRemarks).toMatchObject({
      remark: "Called the candidate on 22 Nov",
      givenBy: { name: "Dr. Meera Rao" },
    });
    expect(profile.personalDetails.verification.status).toBe("MODIFICATION_REQUESTED");
  });
});

describe("department scope, application status, history and the gathered e-mail (issue 11)", () => {
  /** A candidate with a complete profile, one application per department given, and its SOP as a document. */
  async function applicant(departments: ("Physics" | "Chemistry" | "Mathematics")[]) {
    const user = await candidateWithCompleteProfile(t.ctx);
    const apps = [];
    for (const department of departments) {
      const app = await insertApplicationFor(t.ctx, user, { department });
      const [sop] = await t.ctx.db
        .insert(documents)
        .values({
          userId: user.id,
          documentType: `SOP_${department.toUpperCase()}_REGULAR`,
          originalFileName: "sop.pdf",
          mimeType: "application/pdf",
          fileSize: 10,
          storageKey: `test/${crypto.randomUUID()}`,
          sha256: "x",
        })
        .returning();
      const sopId = defined(sop, "SOP row").id;
      await t.ctx.db.update(applications).set({ sopDocumentId: sopId }).where(eq(applications.id, app.id));
      apps.push({ ...app, sopId });
    }
    return { user, apps, profileId: await profileIdOf(t.ctx, user.id) };
  }
  const statusOf = async (id: string) =>
    (await t.ctx.db.select().from(applications).where(eq(applications.id, id)))[0]?.status;
  const profileDocIds = async (userId: string) =>
    (
      await t.ctx.db
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.userId, userId), isNotNull(documents.section)))
    ).map((d) => d.id);

  it("a coordinator of another department gets 404 on every review endpoint and changes nothing; an admin may act", async () => {
    const { user, apps, profileId } = await applicant(["Mathematics"]);
    const app = defined(apps[0], "application");
    const physics = coordToken; // Physics and Chemistry
    const [profileDoc] = await profileDocIds(user.id);
    const docId = defined(profileDoc, "a profile document");
    const before = await t.ctx.db.select().from(auditEvents);
    const attempts: ["POST" | "PATCH" | "PUT", string, unknown][] = [
      ["POST", "/api/coordinator/verify-document", { documentId: docId }],
      ["POST", "/api/coordinator/verify-document", { documentId: app.sopId }],
      ["POST", "/api/coordinator/request-modification", { documentId: app.sopId, remarks: "x" }],
      ["PATCH", "/api/document/remarks", { documentId: app.sopId, remarks: "x" }],
      ["PUT", `/api/document/status/${app.sopId}`, {}],
      [
        "POST",
        "/api/coordinator/set-section-status",
        { profileId, section: "academicsUG", status: "VERIFIED", remarks: "ok" },
      ],
      ["POST", "/api/candidate/profile/manual-remarks", { profileId, section: "academicsUG", remarks: "ok" }],
    ];
    for (const [method, url, payload] of attempts) {
      const res = await call(method, url, payload, physics);
      expect(res.statusCode, url).toBe(404);
    }
    for (const url of [
      `/api/application/history/${app.id}`,
      `/api/application/entire/${app.id}`,
      `/api/document/file/${app.sopId}`,
    ]) {
      expect((await t.app.inject({ method: "GET", url, headers: bearer(physics) })).statusCode, url).toBe(404);
    }
    expect(await t.ctx.db.select().from(auditEvents)).toHaveLength(before.length);

    const admin = await tokenFor(t.ctx, await createUser(t.ctx, { role: "admin", name: "Registrar" }));
    const res = await call("POST", "/api/coordinator/verify-document", { documentId: app.sopId }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.remarks).toBe("Document processed by Registrar");
  });

  it("the application's status follows its parts; a profile part moves every application of the candidate", async () => {
    const { user, apps, profileId } = await applicant(["Physics", "Chemistry"]);
    const [physicsApp, chemistryApp] = [defined(apps[0]), defined(apps[1])];
    // The SOP of one application concerns only that application.
    await call("POST", "/api/coordinator/request-modification", { documentId: physicsApp.sopId, remarks: "Too short" });
    expect(await statusOf(physicsApp.id)).toBe("MODIFICATION_REQUESTED");
    expect(await statusOf(chemistryApp.id)).toBe("PENDING");
    // A flagged profile section flags both.
    await call("POST", "/api/coordinator/set-section-status", {
      profileId,
      section: "academicsPG",
      status: "MODIFICATION_REQUESTED",
      remarks: "PG marksheet missing",
    });
    expect(await statusOf(chemistryApp.id)).toBe("MODIFICATION_REQUESTED");
    // Everything reviewed: both wait for the account section (the fee is still pending, issue 12).
    for (const section of ["personalDetails", "academicsUG", "academicsPG", "entranceDetails"] as const)
      await call("POST", "/api/coordinator/set-section-status", {
        profileId,
        section,
        status: "VERIFIED",
        remarks: "ok",
      });
    for (const id of [...(await profileDocIds(user.id)), chemistryApp.sopId])
      expect((await call("POST", "/api/coordinator/verify-document", { documentId: id })).statusCode).toBe(200);
    expect(await statusOf(chemistryApp.id)).toBe("FEE_DETAILS_VERIFICATION_PENDING");
    expect(await statusOf(physicsApp.id)).toBe("MODIFICATION_REQUESTED");
    await call("POST", "/api/coordinator/verify-document", { documentId: physicsApp.sopId });
    expect(await statusOf(physicsApp.id)).toBe("FEE_DETAILS_VERIFICATION_PENDING");
    // Each status change has its audit row, signed by the reviewer.
    const moves = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, physicsApp.id), eq(auditEvents.action, "application.status")))
      .orderBy(auditEvents.createdAt);
    expect(moves.map((m) => [m.fromStatus, m.toStatus, m.actorId])).toEqual([
      ["PENDING", "MODIFICATION_REQUESTED", coordinator.id],
      ["MODIFICATION_REQUESTED", "FEE_DETAILS_VERIFICATION_PENDING", coordinator.id],
    ]);

    // The history endpoint shows the document, section and application events with who did them.
    const history = await read(`/api/application/history/${physicsApp.id}`);
    expect(history.statusCode).toBe(200);
    const events = history.json().data.events as {
      action: string;
      subjectId: string;
      section: string | null;
      actor: { name: string };
    }[];
    expect(
      events.find((e) => e.subjectId === physicsApp.sopId && e.action === "document.request_modification"),
    ).toMatchObject({
      remarks: "Too short",
      actor: { name: "Dr. Meera Rao", role: "coordinator" },
    });
    expect(events.some((e) => e.action === "profile.section.status" && e.section === "academicsPG")).toBe(true);
    expect(events.some((e) => e.subjectId === physicsApp.id && e.action === "application.status")).toBe(true);
    // Not another application's SOP.
    expect(events.some((e) => e.subjectId === chemistryApp.sopId)).toBe(false);
    // No token, a bad id and an unknown one.
    expect((await t.app.inject({ method: "GET", url: `/api/application/history/${physicsApp.id}` })).statusCode).toBe(
      401,
    );
    for (const [id, code] of [
      ["not-a-uuid", 400],
      [crypto.randomUUID(), 404],
    ] as const) {
      const res = await read(`/api/application/history/${id}`);
      expect(res.statusCode, id).toBe(code);
    }
    // Candidates and the account section may not read it.
    for (const role of ["candidate", "accountSectionCoordinator"] as const) {
      const token = await tokenFor(t.ctx, role === "candidate" ? user : await createUser(t.ctx, { role }));
      const res = await read(`/api/application/history/${physicsApp.id}`, token);
      expect(res.statusCode, role).toBe(403);
    }
  });

  it("several actions on one candidate within the delay make one e-mail naming every change", async () => {
    const { user, apps, profileId } = await applicant(["Physics"]);
    const app = defined(apps[0]);
    const [photo] = await profileDocIds(user.id);
    await call("POST", "/api/coordinator/request-modification", {
      documentId: app.sopId,
      remarks: "Add your research plan",
    });
    await call("POST", "/api/coordinator/request-modification", { documentId: defined(photo), remarks: "Blurred" });
    await call("POST", "/api/coordinator/set-section-status", {
      profileId,
      section: "academicsUG",
      status: "VERIFIED",
      remarks: "ok",
    });
    // A request withdrawn (reset) before the e-mail goes is left out of it.
    await call("POST", "/api/coordinator/request-modification", {
      documentId: defined(photo),
      remarks: "Blurred",
    }).catch(() => undefined);
    await call("PUT", `/api/document/status/${defined(photo)}`, { status: "PENDING" });
    const queued = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    const review = queued.filter((m) => m.template === "reviewUpdate");
    expect(review).toHaveLength(1);
    const mail = defined(review[0]);
    expect(mail.subject).toBe("Changes requested: Statement of Purpose");
    expect(mail.text).toContain("Statement of Purpose: Add your research plan");
    expect(mail.text).toContain("Verified: UG Academics");
    expect(mail.text).toContain(`Application ${app.applicationId} (Physics) is now: Modification Required.`);
    expect(mail.text).not.toContain("Blurred");

    // Once the worker has taken it, the next action starts a new e-mail; none is changed after it was sent.
    // Every due message of this test file goes; this candidate's are the ones to look at.
    const sent: string[] = [];
    const worker = new MailWorker({
      db: t.ctx.db,
      transport: {
        kind: "file",
        describe: () => "memory",
        close() {},
        send: async (m) => {
          if (m.to === user.email) sent.push(m.subject);
        },
      },
      log: t.ctx.log,
    });
    await worker.runOnce();
    expect(sent.filter((s) => s.startsWith("Changes requested"))).toEqual(["Changes requested: Statement of Purpose"]);
    await call("POST", "/api/coordinator/verify-document", { documentId: app.sopId });
    const after = (await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))).filter(
      (m) => m.template === "reviewUpdate",
    );
    expect(after.map((m) => m.status).sort()).toEqual(["pending", "sent"]);
    expect(after.find((m) => m.status === "pending")?.subject).toBe("Verified: Statement of Purpose");
  });

  it("two reviewers acting on one document at once leave a consistent state and two audit rows", async () => {
    const other = await tokenFor(
      t.ctx,
      await createUser(t.ctx, { role: "coordinator", name: "Dr. Iyer", departments: ["Physics"] }),
    );
    for (let round = 0; round < 3; round++) {
      const { apps } = await applicant(["Physics"]);
      const app = defined(apps[0]);
      const [a, b] = await Promise.all([
        call("POST", "/api/coordinator/verify-document", { documentId: app.sopId }),
        call("POST", "/api/coordinator/request-modification", { documentId: app.sopId, remarks: "Redo" }, other),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      const rows = await t.ctx.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.subjectId, app.sopId))
        .orderBy(auditEvents.createdAt);
      expect(rows).toHaveLength(2);
      // created_at is each transaction's start, not its commit: the first applied is the one from PENDING.
      rows.sort((x, y) => (x.fromStatus === "PENDING" ? -1 : y.fromStatus === "PENDING" ? 1 : 0));
      // The second action started from the first one's result, and the document shows the last.
      expect(rows[1]?.fromStatus).toBe(rows[0]?.toStatus);
      const [doc] = await t.ctx.db.select().from(documents).where(eq(documents.id, app.sopId));
      expect(doc?.status).toBe(rows[1]?.toStatus);
      expect(await statusOf(app.id)).toBe(rows[1]?.toStatus === "VERIFIED" ? "PENDING" : "MODIFICATION_REQUESTED");
    }
  });
});

describe("remarks that are not Unicode", () => {
  it("half a surrogate pair (a JSON escape) is stored and mailed as U+FFFD, not a 500", async () => {
    const { doc } = await candidateDoc();
    const res = await t.app.inject({
      method: "PUT",
      url: `/api/document/status/${doc.id}`,
      headers: { ...bearer(coordToken), "content-type": "application/json" },
      payload: '{"status":"MODIFICATION_REQUESTED","remarks":"Blurred \\ud800 scan"}',
    });
    expect(res.statusCode).toBe(200);
    const [saved] = await t.ctx.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(saved?.remarks).toBe("Blurred \ufffd scan");
  });
});
