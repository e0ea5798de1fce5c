/**
 * A closed round stays readable and changes no more (issue 24, decision 029): its applications
 * cannot be withdrawn, resubmitted, fee-verified, nor their SOP or receipt reviewed (409, nothing
 * changed); the candidate's profile lives on, and reviewing it moves only open rounds' applications.
 */
import { feeReceiptDocumentKey, sopDocumentKey } from "@phd/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  candidateWithCompleteProfile,
  insertApplicationDocumentFor,
  insertApplicationFor,
} from "../../../test/factories.ts";
import {
  bearer,
  defined,
  multipartForm,
  type TestUser,
  tokenFor,
  useTestApp,
  useTokens,
} from "../../../test/helpers.ts";
import { applications, auditEvents, documents } from "../../db/schema.ts";

const D = "Computer Engineering";
const t = useTestApp();
const { tokens } = useTokens(t, {
  admin: "admin",
  accounts: "accountSectionCoordinator",
});
let candidate: TestUser;
let candidateToken: string;
let closedApp: { id: string; sop: string; receipt: string };
let openAppId: string;
const CLOSED = 'The admission round "Admission round 1" is closed: its applications can be read but not changed.';

const call = (method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH", url: string, token: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload: payload as object } : {}) });
const appRow = async (id: string) =>
  defined((await t.ctx.db.select().from(applications).where(eq(applications.id, id)))[0]);

beforeAll(async () => {
  candidate = await candidateWithCompleteProfile(t.ctx, { name: "Meera Closed" });
  candidateToken = await tokenFor(t.ctx, candidate);

  // Round 1: an application with its SOP and receipt, waiting for review.
  const sop = await insertApplicationDocumentFor(t.ctx, candidate.id, sopDocumentKey(D, "REGULAR"));
  const receipt = await insertApplicationDocumentFor(t.ctx, candidate.id, feeReceiptDocumentKey(D, "REGULAR"));
  const app = await insertApplicationFor(t.ctx, candidate, {
    department: D,
    fee: { feeReceiptDocumentId: receipt.id },
  });
  await t.ctx.db.update(applications).set({ sopDocumentId: sop.id }).where(eq(applications.id, app.id));
  closedApp = { id: app.id, sop: sop.id, receipt: receipt.id };

  // Round 2 becomes current; round 1 is closed; the candidate applies again in round 2.
  const first = (await call("GET", "/api/rounds", tokens.admin)).json().data[0].id;
  const next = (
    await call("POST", "/api/rounds", tokens.admin, { name: "Round two", applicationIdPrefix: "R2" })
  ).json().data;
  expect((await call("POST", `/api/rounds/${next.id}/make-current`, tokens.admin)).statusCode).toBe(200);
  expect((await call("POST", `/api/rounds/${first}/close`, tokens.admin)).statusCode).toBe(200);
  openAppId = (await insertApplicationFor(t.ctx, candidate, { department: D })).id;
});
describe("a closed round's application", () => {
  it("is still read in full and as a PDF, by the candidate and staff", async () => {
    expect((await call("GET", `/api/application/entire/${closedApp.id}`, candidateToken)).statusCode).toBe(200);
    expect((await call("GET", `/api/application/entire/${closedApp.id}`, tokens.admin)).statusCode).toBe(200);
    const pdf = await call("GET", `/api/application/download/${closedApp.id}`, candidateToken);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toContain("application/pdf");
  });

  it("the candidate's list holds the applications of every round, each with its round", async () => {
    const res = await call("GET", "/api/application", candidateToken);
    const mine = res.json().applications as { id: string; round: unknown }[];
    expect(mine.map((a) => [a.id, a.round])).toEqual([
      [openAppId, { id: expect.any(String), name: "Round two", isClosed: false }],
      [closedApp.id, { id: expect.any(String), name: "Admission round 1", isClosed: true }],
    ]);
    const full = (await call("GET", `/api/application/entire/${closedApp.id}`, candidateToken)).json();
    expect(JSON.stringify(full)).toContain('"isClosed":true');
  });

  it("refuses every change with 409 and changes nothing", async () => {
    const before = await appRow(closedApp.id);
    const audits = (await t.ctx.db.select().from(auditEvents)).length;
    const refused = [
      await call("DELETE", `/api/application/${closedApp.id}`, candidateToken),
      await call(
        "POST",
        `/api/application/reapply/${closedApp.id}`,
        candidateToken,
        multipartForm([], { utrDuNumber: "UTR99999999" }),
      ),
      await call("PUT", `/api/fee-details/${closedApp.id}/verify`, tokens.accounts, { status: "VERIFIED" }),
      await call("POST", "/api/coordinator/verify-document", tokens.admin, { documentId: closedApp.sop }),
      await call("PUT", `/api/document/status/${closedApp.receipt}`, tokens.accounts, { status: "VERIFIED" }),
      await call("PATCH", "/api/document/remarks", tokens.admin, { documentId: closedApp.sop, remarks: "Too late." }),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ success: false, message: CLOSED });
    }
    expect(await appRow(closedApp.id)).toEqual(before);
    const docs = await t.ctx.db.select().from(documents).where(eq(documents.id, closedApp.sop));
    expect(docs[0]?.status).toBe("PENDING");
    expect((await t.ctx.db.select().from(auditEvents)).length).toBe(audits);
  });

  it("keeps its status when the profile is reviewed later; the open round's application moves", async () => {
    const [photo] = await t.ctx.db.select().from(documents).where(eq(documents.documentType, "applicantPhoto"));
    const res = await call("POST", "/api/coordinator/request-modification", tokens.admin, {
      documentId: defined(photo).id,
      remarks: "Please upload a recent photograph.",
    });
    expect(res.statusCode).toBe(200);
    expect((await appRow(openAppId)).status).toBe("MODIFICATION_REQUESTED");
    expect((await appRow(closedApp.id)).status).toBe("PENDING");
  });
});
