import {
  type DepartmentName,
  type FeeListItem,
  feeListQuery,
  feeListResponse,
  type VerificationStatus,
} from "@phd/shared";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  insertApplicationFor,
  profileIdOf,
  type SubmissionOptions,
  submittedApplication,
} from "../../../test/factories.ts";
import {
  bearer,
  createUser,
  defined,
  multipartForm,
  pdfBytes,
  pdfPart,
  type TestApp,
  tokenAs,
  tokenFor,
  useTestApp,
} from "../../../test/helpers.ts";
import { applications, auditEvents, documents, mailOutbox, siteConstants, users } from "../../db/schema.ts";
import { feeListAnswer, listFees } from "./service.ts";

const t = useTestApp();
const tokens = { accounts: "", admin: "", coordinator: "", candidate: "" };
beforeAll(async () => {
  tokens.accounts = await tokenFor(
    t.ctx,
    await createUser(t.ctx, { role: "accountSectionCoordinator", name: "Anita Desai" }),
  );
  tokens.admin = await tokenFor(t.ctx, await createUser(t.ctx, { role: "admin", name: "Admin" }));
  tokens.coordinator = await tokenAs(t.ctx, "coordinator", ["Physics", "Computer Engineering"]);
  tokens.candidate = await tokenAs(t.ctx, "candidate");
});

const get = (url: string, token = tokens.accounts) => t.app.inject({ method: "GET", url, headers: bearer(token) });
const verify = (id: string, payload: object, token = tokens.accounts) =>
  t.app.inject({ method: "PUT", url: `/api/fee-details/${id}/verify`, headers: bearer(token), payload });
/** The fee list of `app` as `token` sees it with `query` (200 expected). */
async function feeList(app: TestApp, query: Record<string, string>, token: string) {
  const res = await app.app.inject({
    method: "GET",
    url: `/api/fee-details?${new URLSearchParams(query)}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: FeeListItem[]; pagination: Record<string, number>; count: number };
}
const list = (query: Record<string, string> = {}, token = tokens.accounts) => feeList(t, query, token);

const pdf = (field: string, name = `${field}.pdf`) => pdfPart(field, { filename: name, content: pdfBytes(name) });

/** A candidate with a complete profile and a real Physics submission (receipt and SOP files). */
const submitted = (fee: SubmissionOptions["fee"] = {}) =>
  submittedApplication(t, {
    department: "Physics",
    receiptFilename: "bank-slip.pdf",
    fee: { utrDuNumber: "SBIN000111", ...fee },
  });

describe("who may reach the fee screens", () => {
  it("401 without a token; 403 for candidates and coordinators; the account section and admins may", async () => {
    const { id } = await submitted();
    const urls = [
      "/api/fee-details",
      "/api/fee-details/export.csv",
      `/api/fee-details/full/${id}`,
      `/api/fee-details/${id}/receipt`,
    ];
    for (const url of urls) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
      for (const token of [tokens.candidate, tokens.coordinator])
        expect((await get(url, token)).statusCode, url).toBe(403);
      for (const token of [tokens.accounts, tokens.admin]) expect((await get(url, token)).statusCode, url).toBe(200);
    }
    expect((await t.app.inject({ method: "PUT", url: `/api/fee-details/${id}/verify`, payload: {} })).statusCode).toBe(
      401,
    );
    for (const token of [tokens.candidate, tokens.coordinator])
      expect((await verify(id, { status: "VERIFIED" }, token)).statusCode).toBe(403);
    const [row] = await t.ctx.db.select().from(applications).where(eq(applications.id, id));
    expect(row?.feeStatus).toBe("PENDING");
  });

  it("bad ids are 400, unknown ones 404", async () => {
    expect((await get("/api/fee-details/full/not-a-uuid")).statusCode).toBe(400);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await get(`/api/fee-details/full/${unknown}`)).json()).toMatchObject({
      success: false,
      message: "Application not found.",
    });
    expect((await get(`/api/fee-details/${unknown}/receipt`)).statusCode).toBe(404);
    expect((await verify(unknown, { status: "VERIFIED" })).statusCode).toBe(404);
  });
});

describe("the fee list: filters, search, sort, grouping, paging and CSV in SQL", () => {
  type Who = "asha" | "rahul" | "zoya";
  interface Row {
    who: Who;
    department: DepartmentName;
    type: "REGULAR" | "WORKING_PROFESSIONAL";
    utr: string;
    amount: number;
    paid: string;
    feeStatus: VerificationStatus;
    created: string;
  }
  // Rahul and Zoya paid with the same UTR (a duplicate); Asha used one UTR for two applications (not one).
  const ROWS: Row[] = [
    {
      who: "asha",
      department: "Physics",
      type: "REGULAR",
      utr: "AXIS7000001",
      amount: 1500,
      paid: "2026-10-05T10:00:00.000Z",
      feeStatus: "PENDING",
      created: "2026-10-06T10:00:00.000Z",
    },
    {
      who: "asha",
      department: "Chemistry",
      type: "WORKING_PROFESSIONAL",
      utr: "AXIS7000001",
      amount: 2500,
      paid: "2026-10-05T10:00:00.000Z",
      feeStatus: "VERIFIED",
      created: "2026-10-07T10:00:00.000Z",
    },
    {
      who: "rahul",
      department: "Physics",
      type: "WORKING_PROFESSIONAL",
      utr: "HDFC5550009",
      amount: 999.5,
      paid: "2026-10-02T23:59:59.000Z",
      feeStatus: "MODIFICATION_REQUESTED",
      created: "2026-10-03T10:00:00.000Z",
    },
    {
      who: "zoya",
      department: "Mathematics",
      type: "REGULAR",
      utr: "HDFC5550009",
      amount: 12000,
      paid: "2026-10-03T00:00:00.000Z",
      feeStatus: "PENDING",
      created: "2026-10-04T10:00:00.000Z",
    },
  ];
  const people = {} as Record<Who, { id: string; name: string; email: string }>;
  const ids: string[] = [];
  const listT = useTestApp();
  let token: string;
  const names: Record<Who, string> = { asha: "Asha Verma", rahul: "Rahul Nair", zoya: "Zoya Khan" };

  beforeAll(async () => {
    // A database of its own, so the rows of other tests do not count.
    // Day filters count the institution's days; this table's edges are written in UTC.
    await listT.ctx.db.update(siteConstants).set({ timeZone: "UTC" });
    token = await tokenFor(listT.ctx, await createUser(listT.ctx, { role: "accountSectionCoordinator" }));
    for (const who of ["asha", "rahul", "zoya"] as const)
      people[who] = await createUser(listT.ctx, { role: "candidate", name: names[who] });
    for (const r of ROWS) {
      const app = await insertApplicationFor(listT.ctx, people[r.who], {
        department: r.department,
        applicationType: r.type,
        createdAt: new Date(r.created),
        fee: {
          utrDuNumber: r.utr,
          amount: r.amount,
          transactionTime: new Date(r.paid),
          feeStatus: r.feeStatus,
          // A cell a spreadsheet would run as a formula.
          ...(r.who === "zoya" ? { bankName: '=HYPERLINK("http://x")' } : {}),
        },
      });
      ids.push(app.id);
    }
  });

  const query = (q: Record<string, string> = {}) => feeList(listT, q, token);
  const indexes = async (q: Record<string, string> = {}) => (await query(q)).data.map((row) => ids.indexOf(row.id));

  it("lists newest first by default, with the spec's fields and counts", async () => {
    const res = await query();
    expect(res.data.map((r) => ids.indexOf(r.id))).toEqual([1, 0, 3, 2]);
    expect(res.pagination).toEqual({ currentPage: 1, totalPages: 1, totalApplications: 4 });
    expect(res.count).toBe(4);
    expect(res.data[2]).toMatchObject({
      department: "Mathematics",
      applicationType: "REGULAR",
      user: { name: "Zoya Khan" },
      feeDetails: {
        utrDuNumber: "HDFC5550009",
        amount: 12000,
        transactionTime: "2026-10-03T00:00:00.000Z",
        verification: { status: "PENDING", signedBy: null },
        receipt: null,
      },
    });
  });

  it("day filters follow the institution's time zone: 23:59:59Z on 2 Oct is 3 Oct in Asia/Kolkata", async () => {
    await listT.ctx.db.update(siteConstants).set({ timeZone: "Asia/Kolkata" });
    try {
      expect(await indexes({ fromDate: "2026-10-03", toDate: "2026-10-03" })).toEqual([3, 2]);
      expect(await indexes({ toDate: "2026-10-02" })).toEqual([]);
    } finally {
      await listT.ctx.db.update(siteConstants).set({ timeZone: "UTC" });
    }
  });

  it.each<[Record<string, string>, number[]]>([
    [{ department: "Physics" }, [0, 2]],
    [{ applicationType: "WORKING_PROFESSIONAL" }, [1, 2]],
    [{ verificationStatus: "PENDING" }, [0, 3]],
    [{ verificationStatus: "MODIFICATION_REQUESTED" }, [2]],
    [{ utrNumber: "hdfc555" }, [3, 2]],
    [{ fromDate: "2026-10-03" }, [1, 0, 3]],
    [{ toDate: "2026-10-02" }, [2]],
    [{ fromDate: "2026-10-03", toDate: "2026-10-03" }, [3]],
    [{ search: "rahul" }, [2]],
    [{ search: "axis7" }, [1, 0]],
    [{ search: "nothing-like-this" }, []],
    [{ duplicatesOnly: "true" }, [3, 2]],
    [{ duplicatesOnly: "false" }, [1, 0, 3, 2]],
    [{ department: "", verificationStatus: "" }, [1, 0, 3, 2]],
    [{ department: "Physics", verificationStatus: "PENDING" }, [0]],
  ])("filters %j", async (q, expected) => {
    expect(await indexes(q)).toEqual(expected);
  });

  it("filters by application id and searches it, without matching names", async () => {
    const first = (await query()).data.find((r) => r.id === ids[2]);
    const appId = defined(first).applicationId;
    expect(await indexes({ applicationId: appId.toLowerCase() })).toEqual([2]);
    expect(await indexes({ search: appId })).toEqual([2]);
    expect(await indexes({ applicationId: "Asha" })).toEqual([]);
  });

  it("flags a UTR that another candidate also used, on both rows; one candidate's own reuse is not flagged", async () => {
    const rows = (await query()).data;
    const flagged = Object.fromEntries(rows.map((r) => [ids.indexOf(r.id), r.duplicateUtr]));
    expect(flagged).toEqual({ 0: false, 1: false, 2: true, 3: true });
  });

  const SORT_KEYS: Record<string, (r: Row) => string | number> = {
    amount: (r) => r.amount,
    name: (r) => names[r.who],
    department: (r) => r.department,
    transactionTime: (r) => r.paid,
    status: (r) => r.feeStatus,
    createdAt: (r) => r.created,
  };
  it.each(Object.keys(SORT_KEYS).flatMap((sort) => [[sort, "asc"] as const, [sort, "desc"] as const]))(
    "sorts by %s %s",
    async (sort, order) => {
      const got = await indexes({ sort, order });
      expect([...got].sort()).toEqual([0, 1, 2, 3]);
      const keys = got.map((i) => SORT_KEYS[sort]?.(defined(ROWS[i])) ?? 0);
      const sorted = [...keys].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
      expect(keys).toEqual(order === "asc" ? sorted : sorted.reverse());
    },
  );

  it("sorts by application id by its number, both ways", async () => {
    expect(await indexes({ sort: "applicationId", order: "asc" })).toEqual([0, 1, 2, 3]);
    expect(await indexes({ sort: "applicationId", order: "desc" })).toEqual([3, 2, 1, 0]);
  });

  it("groups each candidate's rows together by name, each group in the chosen order", async () => {
    const rows = (await query({ groupByUser: "true", sort: "amount", order: "desc" })).data;
    expect(rows.map((r) => r.user.name)).toEqual(["Asha Verma", "Asha Verma", "Rahul Nair", "Zoya Khan"]);
    expect(rows.slice(0, 2).map((r) => r.feeDetails.amount)).toEqual([2500, 1500]);
  });

  it("pages with a total, and an empty page past the end", async () => {
    const page2 = await query({ limit: "3", page: "2" });
    expect(page2.data.map((r) => ids.indexOf(r.id))).toEqual([2]);
    expect(page2.pagination).toEqual({ currentPage: 2, totalPages: 2, totalApplications: 4 });
    expect(page2.count).toBe(1);
    expect((await query({ limit: "3", page: "9" })).data).toEqual([]);
  });

  // Decision 046: the list is answered whole by one statement; the usual path answers the rest.
  it.each<Record<string, string>>([
    {},
    { department: "Physics" },
    // The same shapes with other codes: one statement per shape, its codes given per request.
    { department: "Mathematics" },
    { verificationStatus: "PENDING", sort: "amount", order: "desc" },
    { verificationStatus: "MODIFICATION_REQUESTED", sort: "amount", order: "desc" },
    { applicationType: "REGULAR", sort: "transactionTime" },
    { groupByUser: "true", sort: "name", order: "desc" },
    { sort: "applicationId", order: "desc", limit: "2", page: "2" },
    { sort: "status" },
    { sort: "department", order: "asc" },
    { limit: "3", page: "9" },
  ])("one statement answers %j exactly as the usual path does", async (q) => {
    const f = feeListQuery.parse(q);
    const claims = defined(await listT.ctx.tokens.verify(token));
    const answer = defined(await feeListAnswer(listT.ctx, claims, f));
    const body = feeListResponse.parse(JSON.parse(answer));
    expect(body).toEqual({ success: true, ...(await listFees(listT.ctx, f)) });
    expect(await query(q)).toEqual(body);
  });

  it("the usual path answers what one statement does not: a revoked token, a temporary password, searches, days, far pages", async () => {
    const officer = await createUser(listT.ctx, { role: "accountSectionCoordinator" });
    const revoked = await tokenFor(listT.ctx, officer);
    await listT.ctx.db.update(users).set({ tokenVersion: 99 }).where(eq(users.id, officer.id));
    const as = (token: string, q = "") =>
      listT.app.inject({ method: "GET", url: `/api/fee-details${q}`, headers: bearer(token) });
    expect((await as(revoked)).statusCode).toBe(401);
    const fresh = await createUser(listT.ctx, { role: "accountSectionCoordinator" });
    const freshToken = await tokenFor(listT.ctx, fresh);
    await listT.ctx.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, fresh.id));
    const temporary = await as(freshToken);
    expect(temporary.statusCode).toBe(403);
    expect(temporary.json().message).toBe("Please choose your own password before continuing.");
    const claims = defined(await listT.ctx.tokens.verify(token));
    const usual = [
      { fromDate: "2026-10-03" },
      { duplicatesOnly: "true" },
      { search: "asha" },
      { utrNumber: "HDFC" },
      { applicationId: "PHD" },
      { limit: "1", page: "11" },
    ];
    for (const q of usual) expect(await feeListAnswer(listT.ctx, claims, feeListQuery.parse(q))).toBeUndefined();
    expect((await query({ fromDate: "2026-10-03" })).pagination.totalApplications).toBe(3);
    expect((await query({ search: "asha" })).data).toHaveLength(2);
    const unknownRound = await as(token, "?round=00000000-0000-4000-8000-000000000099");
    expect(unknownRound.statusCode).toBe(404);
  });

  it.each<[Record<string, string>, string]>([
    [{ department: "Astrology" }, "Unknown department"],
    [{ verificationStatus: "DONE" }, "Unknown status"],
    [{ fromDate: "03/10/2026" }, "Use a date such as 2026-11-23"],
    [{ fromDate: "2026-10-05", toDate: "2026-10-01" }, "From date must not be after To date"],
    [{ sort: "password" }, "Unknown sort"],
    [{ limit: "1000" }, ""],
    [{ page: "0" }, ""],
    [{ duplicatesOnly: "yes" }, "Use true or false"],
    [{ groupByUser: "1" }, "Use true or false"],
  ])("refuses %j with 400", async (q, message) => {
    const res = await listT.app.inject({
      method: "GET",
      url: `/api/fee-details?${new URLSearchParams(q)}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    if (message) expect(res.body).toContain(message);
  });

  it("exports exactly the filtered, sorted list as CSV, formulas defused", async () => {
    const url = `/api/fee-details/export.csv?${new URLSearchParams({ sort: "amount", order: "desc", duplicatesOnly: "false" })}`;
    const res = await listT.app.inject({ method: "GET", url, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="fee-details-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Application ID,Applicant Name,Email,Department,Type,UTR/DU Number,Amount (INR),Transaction Time,Bank Name,Fee Status,Signed By,Signed At,Remarks,Duplicate UTR",
    );
    const listed = (await query({ sort: "amount", order: "desc" })).data.map((r) => r.applicationId);
    expect(lines.slice(1).map((l) => l.split(",")[0])).toEqual(listed);
    // Times are the institution's wall clock with the zone's name (this table's zone is UTC; decision 024).
    expect(lines[1]).toContain(',12000.00,"Oct 3, 2026, 12:00 AM UTC","\'=HYPERLINK(""http://x"")",Pending,,,,yes');
    const filtered = await listT.app.inject({
      method: "GET",
      url: "/api/fee-details/export.csv?department=Physics&verificationStatus=PENDING",
      headers: bearer(token),
    });
    expect(filtered.body.trimEnd().split("\r\n")).toHaveLength(2);
    await listT.ctx.db.update(siteConstants).set({ timeZone: "Asia/Kolkata" });
    const inKolkata = await listT.app.inject({ method: "GET", url, headers: bearer(token) });
    await listT.ctx.db.update(siteConstants).set({ timeZone: "UTC" });
    expect(inKolkata.body).toContain(',12000.00,"Oct 3, 2026, 5:30 AM IST",');
    // A signed fee names its signer and the time (the signer is a left join: unsigned rows stay).
    const [officer] = await listT.ctx.db.select().from(users).where(eq(users.role, "accountSectionCoordinator"));
    const signedId = ids[1] as string;
    await listT.ctx.db
      .update(applications)
      .set({ feeSignedById: officer?.id, feeSignedAt: new Date("2026-10-05T09:15:00Z"), feeRemarks: "Checked" })
      .where(eq(applications.id, signedId));
    const signed = await listT.app.inject({ method: "GET", url, headers: bearer(token) });
    await listT.ctx.db
      .update(applications)
      .set({ feeSignedById: null, feeSignedAt: null, feeRemarks: null })
      .where(eq(applications.id, signedId));
    expect(signed.body.trimEnd().split("\r\n")).toHaveLength(lines.length);
    expect(signed.body).toContain(`,${officer?.name},"Oct 5, 2026, 9:15 AM UTC",Checked,`);
    const bad = await listT.app.inject({
      method: "GET",
      url: "/api/fee-details/export.csv?department=Astrology",
      headers: bearer(token),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe("fee verification (spec 001 §4)", () => {
  const feeOf = async (id: string) =>
    defined((await t.ctx.db.select().from(applications).where(eq(applications.id, id)))[0], "the application");

  it("verify from PENDING signs with the default note; the list shows it with the signer", async () => {
    const { id } = await submitted({ utrDuNumber: "VERIFY00001" });
    const res = await verify(id, { status: "VERIFIED" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: "Fee details verified.",
      data: { status: "VERIFIED", remarks: "Fee details processed by Anita Desai", verificationStatus: "PENDING" },
    });
    const row = (await list({ utrNumber: "VERIFY00001" })).data[0];
    expect(row?.feeDetails.verification).toMatchObject({ status: "VERIFIED", signedBy: { name: "Anita Desai" } });
    const audit = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, id), eq(auditEvents.action, "fee.verify")));
    expect(audit.map((a) => [a.fromStatus, a.toStatus, a.remarks])).toEqual([
      ["PENDING", "VERIFIED", "Fee details processed by Anita Desai"],
    ]);
  });

  it("walks every transition of the table and refuses the rest, changing nothing", async () => {
    const { id, user } = await submitted({ utrDuNumber: "WALK000001" });
    // Not allowed from PENDING: reset, change remarks (MR needs remarks first).
    for (const [body, message] of [
      [{ status: "PENDING" }, "Cannot reset when the status is Pending."],
      [{ status: "MODIFICATION_REQUESTED" }, "Please provide remarks."],
      [{ status: "MODIFICATION_REQUESTED", remarks: "   " }, "Please provide remarks."],
      [{ status: "DONE" }, "Unknown status"],
    ] as const) {
      const res = await verify(id, body);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(message);
    }
    expect((await feeOf(id)).feeStatus).toBe("PENDING");

    const requested = await verify(id, { status: "MODIFICATION_REQUESTED", remarks: "Amount should be ₹1,500" });
    expect(requested.json().data).toMatchObject({
      status: "MODIFICATION_REQUESTED",
      remarks: "Amount should be ₹1,500",
      verificationStatus: "FEE_DETAILS_VERIFICATION_MODIFICATION_REQUESTED",
    });
    const mail = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    const feeMail = mail.find((m) => m.subject.startsWith("Changes requested: Fee details"));
    expect(feeMail?.text).toContain("Amount should be ₹1,500");

    const changed = await verify(id, { status: "MODIFICATION_REQUESTED", remarks: "Upload the bank's slip" });
    expect(changed.json().data).toMatchObject({ status: "MODIFICATION_REQUESTED", remarks: "Upload the bank's slip" });
    const reset = await verify(id, { status: "PENDING" });
    expect(reset.json()).toMatchObject({
      message: "Fee details reset to pending.",
      data: { status: "PENDING", remarks: null },
    });
    expect((await feeOf(id)).status).toBe("PENDING");
    expect(
      (await verify(id, { status: "VERIFIED", remarks: "Matched with statement 14/11" })).json().data,
    ).toMatchObject({
      status: "VERIFIED",
      remarks: "Matched with statement 14/11",
    });
    // From VERIFIED: no second verify, no remark change; a modification request or a reset.
    expect((await verify(id, { status: "VERIFIED" })).statusCode).toBe(400);
    expect((await feeOf(id)).feeRemarks).toBe("Matched with statement 14/11");
    expect((await verify(id, { status: "MODIFICATION_REQUESTED", remarks: "Wrong UTR" })).statusCode).toBe(200);
    expect((await verify(id, { status: "VERIFIED" })).json().data.status).toBe("VERIFIED");
    expect((await verify(id, { status: "PENDING" }, tokens.admin)).statusCode).toBe(200);

    // The detail carries the fee's history, newest first, with who did what.
    const detail = (await get(`/api/fee-details/full/${id}`)).json().data;
    const feeEvents = detail.feeHistory.filter((e: { subjectType: string }) => e.subjectType === "application");
    expect(feeEvents.map((e: { action: string }) => e.action)).toEqual([
      "fee.reset",
      "fee.verify",
      "fee.request_modification",
      "fee.verify",
      "fee.reset",
      "fee.change_remarks",
      "fee.request_modification",
    ]);
    expect(feeEvents[0].actor).toEqual({ name: "Admin", role: "admin" });
    expect(feeEvents[6]).toMatchObject({ remarks: "Amount should be ₹1,500", actor: { name: "Anita Desai" } });
    // And the receipt's own events, for the receipt's card, counted as on the review page (decision 025).
    expect(detail.feeHistory.filter((e: { subjectType: string }) => e.subjectType === "document")).toEqual([
      expect.objectContaining({ action: "document.upload", subjectId: detail.feeDetails.documents.feeReceipt._id }),
    ]);
  });

  it("counts in the application's status: reviewed parts wait for the fee, then VERIFIED", async () => {
    const { id, user } = await submitted({ utrDuNumber: "STATUS0001" });
    const coordinator = await tokenAs(t.ctx, "coordinator", ["Physics"]);
    const docs = await t.ctx.db.select().from(documents).where(eq(documents.userId, user.id));
    for (const doc of docs) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/coordinator/verify-document",
        headers: bearer(coordinator),
        payload: { documentId: doc.id },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const profileId = await profileIdOf(t.ctx, user.id);
    for (const section of ["personalDetails", "academicsUG", "academicsPG", "entranceDetails"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/coordinator/set-section-status",
        headers: bearer(coordinator),
        payload: { profileId, section, status: "VERIFIED", remarks: "ok" },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await feeOf(id)).status).toBe("FEE_DETAILS_VERIFICATION_PENDING");
    expect((await verify(id, { status: "VERIFIED" })).json().data.verificationStatus).toBe("VERIFIED");
    expect((await verify(id, { status: "MODIFICATION_REQUESTED", remarks: "Bounced" })).json().data).toMatchObject({
      verificationStatus: "FEE_DETAILS_VERIFICATION_MODIFICATION_REQUESTED",
    });
  });
});

describe("duplicates, the receipt and the account section's review of it", () => {
  it("the detail names the other candidates' applications with the same UTR", async () => {
    const a = await submitted({ utrDuNumber: "DUPE000777" });
    const b = await submitted({ utrDuNumber: "DUPE000777" });
    const detail = (await get(`/api/fee-details/full/${a.id}`)).json().data;
    expect(detail.duplicateUtr).toEqual([
      {
        id: b.id,
        applicationId: b.applicationId,
        department: "Physics",
        user: { name: b.user.name, email: b.user.email },
      },
    ]);
    expect((await list({ utrNumber: "DUPE000777" })).data.map((r) => r.duplicateUtr)).toEqual([true, true]);
  });

  it("downloads the receipt as fee_receipt_{applicationId} with its own type", async () => {
    const { id, applicationId } = await submitted();
    const res = await get(`/api/fee-details/${id}/receipt`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="fee_receipt_${applicationId}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("the account section verifies or flags the fee receipt document itself", async () => {
    const { id } = await submitted();
    const detail = (await get(`/api/fee-details/full/${id}`)).json().data;
    const receiptId: string = detail.feeDetails.documents.feeReceipt._id;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/coordinator/request-modification",
      headers: bearer(tokens.accounts),
      payload: { documentId: receiptId, remarks: "The slip is unreadable" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: "MODIFICATION_REQUESTED", remarks: "The slip is unreadable" });
    // The SOP is not a receipt: not the account section's to review.
    const sopId: string = detail.requiredDocuments.statementOfPurpose._id;
    const sop = await t.app.inject({
      method: "POST",
      url: "/api/coordinator/verify-document",
      headers: bearer(tokens.accounts),
      payload: { documentId: sopId },
    });
    expect(sop.statusCode).toBe(404);
  });
});

describe("the candidate corrects the fee through reapply", () => {
  it("new fee details (and a new receipt) return the fee to PENDING, and the officer can verify", async () => {
    const { id, token } = await submitted({ amount: "150" });
    await verify(id, { status: "MODIFICATION_REQUESTED", remarks: "The fee is ₹1,500, not ₹150" });
    const view = (await get(`/api/application/entire/${id}`, token)).json().data.application;
    expect(view.verificationStatus).toBe("FEE_DETAILS_VERIFICATION_MODIFICATION_REQUESTED");
    expect(view.feeDetails).toMatchObject({
      remarks: "The fee is ₹1,500, not ₹150",
      verification: { status: "MODIFICATION_REQUESTED" },
    });

    const missing = await t.app.inject({
      method: "POST",
      url: `/api/application/reapply/${id}`,
      headers: bearer(token),
      payload: multipartForm([], { utrDuNumber: "SBIN000111", amount: "1500" }),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("Missing fee details: Transaction Date & Time, Bank Name");

    const res = await t.app.inject({
      method: "POST",
      url: `/api/application/reapply/${id}`,
      headers: bearer(token),
      payload: multipartForm([pdf("feeReceipt", "corrected-slip.pdf")], {
        utrDuNumber: "sbin000222",
        amount: "1500",
        transactionTime: "2026-11-02T09:00:00.000Z",
        bankName: "State Bank of India",
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await get(`/api/fee-details/full/${id}`)).json().data;
    expect(after.verificationStatus).toBe("PENDING");
    expect(after.feeDetails).toMatchObject({
      utrDuNumber: "SBIN000222",
      amount: 1500,
      verification: { status: "PENDING", signedBy: null },
      documents: { feeReceipt: { originalFileName: "corrected-slip.pdf", status: "PENDING" } },
    });
    // The fee's correction and the receipt's replacement, written together.
    const [fee, receipt] = ["application", "document"].map((type) =>
      after.feeHistory.find((e: { subjectType: string }) => e.subjectType === type),
    );
    expect(fee).toMatchObject({ action: "application.fee_update", toStatus: "PENDING" });
    expect(receipt).toMatchObject({
      action: "document.replace",
      toStatus: "PENDING",
      previousFile: expect.any(Object),
    });
    expect((await verify(id, { status: "VERIFIED" })).json().data.status).toBe("VERIFIED");
  });
});

describe("duplicates and deep pages (decision 017)", () => {
  const dupT = useTestApp();
  let token: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    token = await tokenFor(dupT.ctx, await createUser(dupT.ctx, { role: "accountSectionCoordinator" }));
    const person = (name: string) => createUser(dupT.ctx, { role: "candidate", name });
    const [ana, ben, cai, dev, eva] = await Promise.all(
      ["Ana Rao", "Ben Roy", "Cai Sen", "Dev Das", "Eva Iyer"].map(person),
    );
    // SHARED: three candidates, one of them twice. OWN: one candidate's own reuse only. The rest unique.
    const rows: [string, typeof ana, DepartmentName, string, number][] = [
      ["ana1", ana, "Physics", "SHARED1", 1000],
      ["ana2", ana, "Chemistry", "SHARED1", 1100],
      ["ben", ben, "Physics", "SHARED1", 1200],
      ["cai", cai, "Mathematics", "SHARED1", 1300],
      ["dev1", dev, "Physics", "OWN1", 1400],
      ["dev2", dev, "Chemistry", "OWN1", 1500],
      ["eva", eva, "Physics", "UNIQUE1", 1600],
      ["eva2", eva, "Mathematics", "UNIQUE2", 1700],
    ];
    for (const [key, who, department, utr, amount] of rows) {
      const app = await insertApplicationFor(dupT.ctx, defined(who), {
        department,
        fee: { utrDuNumber: utr, amount },
      });
      ids[key] = app.id;
    }
  });

  const query = (q: Record<string, string>) => feeList(dupT, q, token);
  const keysOf = (rows: FeeListItem[]) => rows.map((r) => Object.keys(ids).find((k) => ids[k] === r.id));

  it("duplicates only: every row of a UTR shared by more than two candidates, none of one candidate's own reuse", async () => {
    const res = await query({ duplicatesOnly: "true", sort: "amount" });
    expect(keysOf(res.data)).toEqual(["ana1", "ana2", "ben", "cai"]);
    expect(res.data.every((r) => r.duplicateUtr)).toBe(true);
    expect(res.pagination.totalApplications).toBe(4);
    // Combined with other filters, and paged.
    expect(keysOf((await query({ duplicatesOnly: "true", department: "Physics", sort: "amount" })).data)).toEqual([
      "ana1",
      "ben",
    ]);
    const page2 = await query({ duplicatesOnly: "true", sort: "name", limit: "3", page: "2" });
    expect(keysOf(page2.data)).toEqual(["cai"]);
    expect(page2.pagination).toEqual({ currentPage: 2, totalPages: 2, totalApplications: 4 });
  });

  it("duplicates only with no duplicate in the filtered rows is empty", async () => {
    const res = await query({ duplicatesOnly: "true", department: "Computer Engineering" });
    expect(res.data).toEqual([]);
    expect(res.pagination.totalApplications).toBe(0);
  });

  it.each<Record<string, string>>([
    { sort: "amount", order: "desc" },
    { sort: "name" },
    { sort: "createdAt" },
    { sort: "applicationId", order: "asc" },
    { groupByUser: "true", sort: "amount", order: "desc" },
    { department: "Physics", sort: "amount" },
  ])("every page (read from the nearer end) is the slice of the whole list: %j", async (q) => {
    const whole = keysOf((await query({ ...q, limit: "100" })).data);
    for (const limit of [1, 3]) {
      for (let page = 1; page <= Math.ceil(whole.length / limit) + 1; page++) {
        const res = await query({ ...q, limit: String(limit), page: String(page) });
        expect(keysOf(res.data), `limit ${limit} page ${page}`).toEqual(whole.slice((page - 1) * limit, page * limit));
        expect(res.pagination.totalApplications).toBe(whole.length);
      }
    }
  });
});

describe("one statement answers the list with signers and receipts (decision 046)", () => {
  it("as the usual path does, after the verifications above", async () => {
    const { id } = await submitted({ utrDuNumber: "SBIN000777" });
    expect((await verify(id, { status: "VERIFIED" })).statusCode).toBe(200);
    const claims = defined(await t.ctx.tokens.verify(tokens.accounts));
    for (const q of [{}, { sort: "amount", order: "desc" }, { verificationStatus: "VERIFIED" }]) {
      const f = feeListQuery.parse(q);
      const body = feeListResponse.parse(JSON.parse(defined(await feeListAnswer(t.ctx, claims, f))));
      expect(body.data.some((r) => r.feeDetails.verification.signedBy && r.feeDetails.receipt)).toBe(true);
      expect(body).toEqual({ success: true, ...(await listFees(t.ctx, f)) });
    }
  });
});
