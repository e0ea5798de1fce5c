import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { FEE_FIELDS, profileIdOf, submittedApplication } from "../../../test/factories.ts";
import {
  bearer,
  createUser,
  defined,
  type MultipartFilePart,
  multipartForm,
  pdfBytes,
  pdfPart,
  storedFileCount,
  textBytes,
  tokenAs,
  tokenFor,
  useTestApp,
} from "../../../test/helpers.ts";
import { applications, auditEvents, documents, mailOutbox } from "../../db/schema.ts";

const t = useTestApp();
let coordToken: string;
beforeAll(async () => {
  coordToken = await tokenFor(
    t.ctx,
    await createUser(t.ctx, { role: "coordinator", name: "Dr. Rao", departments: ["Computer Engineering"] }),
  );
});
const pdf = (field: string, name = `${field}.pdf`) => pdfPart(field, { filename: name, content: pdfBytes(name) });
const fee = FEE_FIELDS;

/** A candidate with a submitted Computer Engineering application (real submission over HTTP). */
async function submitted() {
  const { user, token, id } = await submittedApplication(t, { sopFilename: "first-sop.pdf" });
  const [app] = await t.ctx.db.select().from(applications).where(eq(applications.id, id));
  return { user, token, app: defined(app, "application") };
}
const reapply = (token: string, id: string, files: MultipartFilePart[] = [], fields: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: `/api/application/reapply/${id}`,
    headers: bearer(token),
    payload: multipartForm(files, fields),
  });
const review = (url: string, payload: object) =>
  t.app.inject({ method: "POST", url, headers: bearer(coordToken), payload });
const storedFiles = () => storedFileCount(t);

describe("POST /api/application/reapply/:id", () => {
  it("replaces the flagged SOP: back to PENDING, the old file named in the history and kept, a confirmation mailed", async () => {
    const { user, token, app } = await submitted();
    const sopId = defined(app.sopDocumentId, "SOP id");
    await review("/api/coordinator/request-modification", { documentId: sopId, remarks: "Add a research plan" });
    expect((await t.ctx.db.select().from(applications).where(eq(applications.id, app.id)))[0]?.status).toBe(
      "MODIFICATION_REQUESTED",
    );
    const filesBefore = await storedFiles();

    // Without the replacement file: refused, nothing changes.
    expect((await reapply(token, app.id)).json().message).toBe(
      "Please choose the replacement files or enter the fee details to resubmit.",
    );
    const missing = await reapply(token, app.id, [], { note: "here is my reapply" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Please choose a replacement file for: Statement of Purpose");
    // A document nobody flagged cannot be swapped on the way.
    const extra = await reapply(token, app.id, [pdf("sop"), pdf("feeReceipt")]);
    expect(extra.statusCode).toBe(400);
    expect(await storedFiles()).toBe(filesBefore);

    const res = await reapply(token, app.id, [pdf("sop", "better-sop.pdf")]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Your application has been resubmitted successfully.");
    expect(res.json().data).toMatchObject({
      verificationStatus: "PENDING",
      requiredDocuments: {
        statementOfPurpose: { originalFileName: "better-sop.pdf", status: "PENDING", remarks: null },
      },
    });
    // The new file is stored and the old one stays (named in the history).
    expect(await storedFiles()).toBe(filesBefore + 1);
    const [replaced] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, sopId), eq(auditEvents.action, "document.replace")));
    expect(replaced).toMatchObject({ fromStatus: "MODIFICATION_REQUESTED", toStatus: "PENDING", actorId: user.id });
    expect(replaced?.data).toMatchObject({ previous: { originalFileName: "first-sop.pdf" } });
    const history = await t.app.inject({
      method: "GET",
      url: `/api/application/history/${app.id}`,
      headers: bearer(coordToken),
    });
    expect(
      history.json().data.events.find((e: { action: string }) => e.action === "document.replace").previousFile,
    ).toMatchObject({ originalFileName: "first-sop.pdf" });
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mails.map((m) => m.subject)).toContain(`Application ${app.applicationId} resubmitted`);

    // Resubmitted: nothing more to resubmit.
    const again = await reapply(token, app.id, [pdf("sop")]);
    expect(again.statusCode).toBe(409);
  });

  it("refuses while the profile itself is flagged, from a status with nothing to resubmit, and for others", async () => {
    const { user, token, app } = await submitted();
    // PENDING: nothing to resubmit.
    const early = await reapply(token, app.id, [pdf("sop")]);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("This application has no requested changes to resubmit.");

    await review("/api/coordinator/request-modification", {
      documentId: defined(app.sopDocumentId),
      remarks: "Too short",
    });
    await review("/api/coordinator/set-section-status", {
      profileId: await profileIdOf(t.ctx, user.id),
      section: "academicsUG",
      status: "MODIFICATION_REQUESTED",
      remarks: "Upload all semesters",
    });
    const blocked = await reapply(token, app.id, [pdf("sop")]);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(
      "You need to update your profile before reapplying. Go to your Profile page to fix the issues.",
    );

    // Another candidate, staff and strangers.
    const stranger = await tokenAs(t.ctx, "candidate");
    expect((await reapply(stranger, app.id, [pdf("sop")])).statusCode).toBe(404);
    expect((await reapply(coordToken, app.id, [pdf("sop")])).statusCode).toBe(403);
    expect((await reapply(token, crypto.randomUUID(), [pdf("sop")])).statusCode).toBe(404);
    expect((await reapply(token, "nope", [pdf("sop")])).statusCode).toBe(400);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/api/application/reapply/${app.id}`,
          payload: multipartForm([pdf("sop")], {}),
        })
      ).statusCode,
    ).toBe(401);
    // A file that is not a PDF/JPG/PNG by content.
    await t.ctx.db
      .update(documents)
      .set({ status: "PENDING" })
      .where(and(eq(documents.userId, user.id)));
    await t.ctx.db.update(applications).set({ status: "MODIFICATION_REQUESTED" }).where(eq(applications.id, app.id));
    const fake = await reapply(token, app.id, [
      { field: "sop", filename: "sop.pdf", content: textBytes("not a pdf"), contentType: "application/pdf" },
    ]);
    expect(fake.statusCode).toBe(415);
  });

  it("with the fee form active, every fee field is required and new details go back to PENDING", async () => {
    const { token, app } = await submitted();
    // The account section's request (issue 12) is simulated on the row.
    await t.ctx.db
      .update(applications)
      .set({ feeStatus: "MODIFICATION_REQUESTED", status: "FEE_DETAILS_VERIFICATION_MODIFICATION_REQUESTED" })
      .where(eq(applications.id, app.id));
    const missing = await reapply(token, app.id, [], { utrDuNumber: "UTR999999", amount: "" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Missing fee details: Amount, Transaction Date & Time, Bank Name");
    const res = await reapply(token, app.id, [], { ...fee, utrDuNumber: "utr999999", amount: "1750" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.feeDetails).toMatchObject({
      utrDuNumber: "UTR999999",
      amount: 1750,
      verification: { status: "PENDING" },
    });
  });
});
