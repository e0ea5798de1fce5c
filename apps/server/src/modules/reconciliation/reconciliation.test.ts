import { count, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { firstRoundId, insertApplicationFor } from "../../../test/factories.ts";
import {
  bearer,
  createUser,
  defined,
  multipartForm,
  pdfBytes,
  tokenAs,
  tokenFor,
  useTestApp,
  usingPostgres,
} from "../../../test/helpers.ts";
import { pdfText, pdfTextAsCopied } from "../../../test/pdf.ts";
import {
  applications,
  auditEvents,
  bankStatements,
  feePayments,
  mailOutbox,
  statementCredits,
  statementMappings,
} from "../../db/schema.ts";
import { TestClock } from "../../lib/clock.ts";

// The institution's day is 10 November 2026 (IST) all along: the reports and the summary are dated by it.
const t = useTestApp({ clock: new TestClock(new Date("2026-11-10T06:30:00Z")) });
let roundId = "";
const tokens = { accounts: "", otherAccounts: "", admin: "", coordinator: "", candidate: "" };
beforeAll(async () => {
  tokens.accounts = await tokenFor(
    t.ctx,
    await createUser(t.ctx, { role: "accountSectionCoordinator", name: "Anita" }),
  );
  tokens.otherAccounts = await tokenAs(t.ctx, "accountSectionCoordinator");
  tokens.admin = await tokenAs(t.ctx, "admin");
  tokens.coordinator = await tokenAs(t.ctx, "coordinator", ["Physics"]);
  tokens.candidate = await tokenAs(t.ctx, "candidate");
  roundId = await firstRoundId(t, tokens.admin);
});
const MAPPING = { reference: "UTR No", date: "Txn Date", amount: "Amount", type: "Cr/Dr", narration: "Narration" };
/** A statement as banks give it: the account's lines above the header. */
const csv = (rows: string[]) =>
  Buffer.from(
    [
      "Account: 0011223344,,,,",
      "Statement of 01/11/2026 to 30/11/2026,,,,",
      "Txn Date,UTR No,Narration,Amount,Cr/Dr",
      ...rows,
    ].join("\r\n"),
  );

function importFile(
  content: Buffer,
  fields: Record<string, string>,
  { token = tokens.accounts, filename = "statement.csv" } = {},
) {
  return t.app.inject({
    method: "POST",
    url: "/api/reconciliation/statements",
    headers: bearer(token),
    payload: multipartForm([{ field: "statement", filename, content }], { bankName: "State Bank of India", ...fields }),
  });
}
const withMapping = (apply: boolean) => ({ mapping: JSON.stringify(MAPPING), apply: String(apply) });
const creditsNow = async () => (await t.ctx.db.select({ n: count() }).from(statementCredits))[0]?.n;

describe("the statement's import", () => {
  const faulty = csv([
    '01/11/2026,UTR00000001,NEFT from A,"1,500.00",CR',
    "01/11/2026,UTR00000002,ATM withdrawal,200.00,DR",
    "02/11/2026,UTR00000001,NEFT again,1500,CR",
    "02/11/2026,UTR00000003,NEFT,one thousand five hundred,CR",
    "31/11/2026,UTR00000004,NEFT,1500,CR",
    '03/11/2026,UTR00000005,NEFT,"1,5000",CR',
  ]);

  it("reports every row's problem with its line in a dry run, and writes nothing", async () => {
    const res = await importFile(faulty, withMapping(false));
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data;
    expect(report).toMatchObject({ applied: false, rows: 6, credits: 1, problemCount: 5, statementId: null });
    expect(report.problems.map((p: { line: number; problem: string }) => [p.line, p.problem])).toEqual([
      [5, "DEBIT"],
      [6, "DUPLICATE_REFERENCE"],
      [7, "AMOUNT_IN_WORDS"],
      [8, "BAD_DATE"],
      [9, "BAD_AMOUNT"],
    ]);
    expect(report.problems[1].value).toBe("UTR00000001 (line 4)");
    expect(await creditsNow()).toBe(0);
  });

  it("refuses to import a file with problems, writing nothing", async () => {
    const res = await importFile(faulty, withMapping(true));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Nothing was imported: 5 rows have problems.");
    expect(res.json().data.report.problemCount).toBe(5);
    expect(await creditsNow()).toBe(0);
    expect((await t.ctx.db.select({ n: count() }).from(bankStatements))[0]?.n).toBe(0);
  });

  it("refuses a mapping whose columns the file lacks, naming them", async () => {
    const mapping = JSON.stringify({ ...MAPPING, reference: "Ref No" });
    const res = await importFile(faulty, { mapping, apply: "false" });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/no row naming the mapped columns: Ref No/);
  });

  it("refuses a mapping that is not whole, and a file that is not a statement", async () => {
    const half = await importFile(faulty, { mapping: JSON.stringify({ reference: "UTR No", date: "Txn Date" }) });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors).toHaveProperty("amount");
    const pdf = await importFile(pdfBytes("not a statement"), withMapping(false), { filename: "statement.pdf" });
    expect(pdf.statusCode).toBe(415);
    const none = await importFile(faulty, { bankName: "Unknown Bank" });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/no mapping yet/);
  });

  it("imports a clean statement once, keeps the file and remembers the bank's mapping", async () => {
    const clean = csv(["01/11/2026,UTR10000001,NEFT,1500,CR", '01/11/2026,UTR10000002,NEFT,"2,000.00",CR']);
    const res = await importFile(clean, withMapping(true));
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().data;
    expect(report).toMatchObject({ applied: true, credits: 2, added: 2, alreadyImported: 0, problemCount: 0 });
    const statement = defined(
      (await t.ctx.db.select().from(bankStatements).where(eq(bankStatements.id, report.statementId)))[0],
    );
    expect((await t.ctx.storage.get(statement.storageKey)).readable).toBe(true);
    expect((await t.ctx.db.select().from(statementMappings))[0]?.mapping).toMatchObject(MAPPING);
    const listed = await t.app.inject({
      method: "GET",
      url: "/api/reconciliation/statements",
      headers: bearer(tokens.accounts),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.mappings[0]).toMatchObject({ bankName: "State Bank of India", mapping: MAPPING });
    expect(listed.json().data.statements[0]).toMatchObject({
      fileName: "statement.csv",
      credits: 2,
      importedBy: "Anita",
    });

    // The same file again adds nothing; an overlapping one (no mapping: the bank's is remembered) only its new credit.
    const again = await importFile(clean, { apply: "true" });
    expect(again.json().data).toMatchObject({ added: 0, duplicateOf: { id: report.statementId } });
    const overlapping = csv(["01/11/2026,UTR10000002,NEFT,2000,CR", "02/11/2026,UTR10000003,NEFT,2500,CR"]);
    const next = await importFile(overlapping, { apply: "true" });
    expect(next.json().data).toMatchObject({ credits: 2, added: 1, alreadyImported: 1 });
    expect(await creditsNow()).toBe(3);
  });

  it("reads a statement larger than other uploads may be (the test app's limit is 1 MB)", async () => {
    const rows = Array.from({ length: 30_000 }, (_, i) => `02/11/2026,UTR7${String(i).padStart(8, "0")},NEFT,1500,CR`);
    const big = csv(rows);
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const res = await importFile(big, withMapping(false));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.json().data).toMatchObject({ rows: 30_000, credits: 30_000, problemCount: 0, applied: false });
  });

  it("reads an Excel workbook's first sheet", async () => {
    const { default: ExcelJS } = await import("exceljs");
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Statement");
    sheet.addRow(["Txn Date", "UTR No", "Narration", "Amount", "Cr/Dr"]);
    sheet.addRow([new Date(Date.UTC(2026, 10, 3)), "UTR20000001", "IMPS", 1500, "CR"]);
    sheet.addRow(["04/11/2026", "UTR20000002", "IMPS", "1,500.00", "Cr"]);
    const content = Buffer.from(await book.xlsx.writeBuffer());
    const res = await importFile(content, { apply: "false" }, { filename: "statement.xlsx" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ rows: 2, credits: 2, problemCount: 0 });
  });

  it("is the account section's and the admin's only", async () => {
    const clean = csv(["01/11/2026,UTR30000001,NEFT,1500,CR"]);
    for (const token of [tokens.coordinator, tokens.candidate])
      expect((await importFile(clean, withMapping(false), { token })).statusCode).toBe(403);
    expect((await importFile(clean, withMapping(false), { token: "" })).statusCode).toBe(401);
    expect((await importFile(clean, withMapping(false), { token: tokens.admin })).statusCode).toBe(200);
  });
});

describe("matching and the bulk verification", () => {
  const candidate = (name: string) => createUser(t.ctx, { role: "candidate", name });
  const nov = (day: number) => new Date(Date.UTC(2026, 10, day, 6, 0));
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const fee = (utrDuNumber: string, amount: number, day: number) => ({
      fee: { utrDuNumber, amount, transactionTime: nov(day) },
    });
    const made = async (key: string, utr: string, amount: number, day: number, extra = {}) => {
      ids[key] = (await insertApplicationFor(t.ctx, await candidate(key), { ...fee(utr, amount, day), ...extra })).id;
    };
    await made("matched", "UTR40000001", 1500, 10);
    await made("short", "UTR40000002", 1500, 10);
    await made("late", "UTR40000003", 1500, 10);
    await made("twiceA", "UTR40000004", 1500, 10);
    await made("twiceB", "UTR40000004", 1500, 11);
    await made("typo", "UTR4000OOO6", 1777, 12);
    await made("missing", "UTR40000009", 1500, 10);
    await made("byHand", "UTR40000007", 1500, 10, {
      fee: { ...fee("UTR40000007", 1500, 10).fee, feeStatus: "VERIFIED" },
    });
    const statement = csv([
      "10/11/2026,UTR40000001,NEFT,1500,CR",
      "10/11/2026,UTR40000002,NEFT,1000,CR",
      "25/11/2026,UTR40000003,NEFT,1500,CR",
      "10/11/2026,UTR40000004,NEFT,1500,CR",
      "13/11/2026,UTR40000006,NEFT,1777,CR",
      "10/11/2026,UTR40000007,NEFT,1500,CR",
      "15/11/2026,UTR49999999,Unknown payer,900,CR",
    ]);
    const res = await importFile(statement, withMapping(true));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.matched).not.toBeNull();
  });

  const list = async (query = "", token = tokens.accounts) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/rounds/${roundId}/reconciliation?limit=200&${query}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const resultOf = (matches: { recordId: string; result: string; matchedBy: string | null }[], key: string) =>
    matches.find((m) => m.recordId === ids[key]);

  it("gives each record its result, and counts the credits nobody claims", async () => {
    const { matches, counts, exactPending, unclaimed } = await list("pendingOnly=false");
    expect(resultOf(matches, "matched")).toMatchObject({ result: "MATCHED", matchedBy: "UTR" });
    expect(resultOf(matches, "short")).toMatchObject({ result: "AMOUNT_DIFFERS", bankAmount: 1000, expected: 1500 });
    expect(resultOf(matches, "late")).toMatchObject({ result: "DATE_OUTSIDE_WINDOW", bankDate: "2026-11-25" });
    expect(resultOf(matches, "twiceA")?.result).toBe("CLAIMED_BY_SEVERAL");
    expect(resultOf(matches, "twiceB")?.result).toBe("CLAIMED_BY_SEVERAL");
    expect(resultOf(matches, "typo")).toMatchObject({ result: "MATCHED", matchedBy: "AMOUNT_AND_DATE" });
    expect(resultOf(matches, "missing")?.result).toBe("NOT_IN_STATEMENT");
    expect(resultOf(matches, "byHand")).toMatchObject({ result: "MATCHED", feeStatus: "VERIFIED" });
    expect(counts.CLAIMED_BY_SEVERAL).toBe(2);
    // Only the exact match still pending: not the verified one, not the one found by amount and day.
    expect(exactPending).toBe(1);
    expect(unclaimed).toBeGreaterThanOrEqual(1);
    const pending = await list("result=MATCHED");
    expect(pending.matches.map((m: { recordId: string }) => m.recordId).sort()).toEqual([ids.matched, ids.typo].sort());
  });

  it("verifies the exact matches only when the count confirmed is the list's", async () => {
    const verify = (expected: number, token = tokens.accounts) =>
      t.app.inject({
        method: "POST",
        url: `/api/rounds/${roundId}/reconciliation/verify`,
        headers: bearer(token),
        payload: { expected },
      });
    for (const token of [tokens.coordinator, tokens.candidate]) expect((await verify(1, token)).statusCode).toBe(403);
    const stale = await verify(5);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/The list has changed: 1 exact match is waiting now/);

    const mailsBefore = (await t.ctx.db.select({ n: count() }).from(mailOutbox))[0]?.n ?? 0;
    const res = await verify(1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: "1 fee verified.", data: { verified: 1, skipped: 0 } });
    const app = defined(
      (
        await t.ctx.db
          .select()
          .from(applications)
          .where(eq(applications.id, ids.matched as string))
      )[0],
    );
    expect(app.feeStatus).toBe("VERIFIED");
    const [byHand] = await t.ctx.db
      .select()
      .from(applications)
      .where(eq(applications.id, ids.byHand as string));
    expect(byHand?.feeStatus).toBe("VERIFIED");
    expect((await t.ctx.db.select({ n: count() }).from(mailOutbox))[0]?.n).toBeGreaterThan(mailsBefore);
    const audit = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, ids.matched as string));
    expect(audit.find((a) => a.action === "fee.verify")?.data).toMatchObject({ reconciled: true, statementLine: 4 });
    const summary = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, "fee.reconcile"));
    expect(summary[0]?.data).toMatchObject({ verified: 1 });
    expect((await list()).exactPending).toBe(0);
  });

  it("reports the unmatched records and the unclaimed credits as CSV and PDF, staff only", async () => {
    const get = (url: string, token = tokens.accounts, language = "en") =>
      t.app.inject({ method: "GET", url, headers: { ...bearer(token), "accept-language": language } });
    const unmatchedUrl = `/api/rounds/${roundId}/reconciliation/unmatched`;
    for (const url of [`${unmatchedUrl}.csv`, "/api/reconciliation/unclaimed.pdf", "/api/reconciliation/summary"]) {
      for (const token of [tokens.coordinator, tokens.candidate]) expect((await get(url, token)).statusCode).toBe(403);
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
    expect((await get(`${unmatchedUrl}.csv?department=Astrology`)).statusCode).toBe(400);
    const noRound = "/api/rounds/00000000-0000-4000-8000-000000000000/reconciliation/unmatched.pdf";
    expect((await get(noRound)).statusCode).toBe(404);

    const unmatched = await get(`${unmatchedUrl}.csv`);
    expect(unmatched.statusCode, unmatched.body).toBe(200);
    expect(unmatched.headers["content-disposition"]).toMatch(/unmatched-fees-2026-11-10\.csv/);
    const lines = unmatched.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toMatch(/^Application ID,Name,Department,Fee,UTR\/DU number,/);
    const utrs = lines.slice(1).map((l) => l.split(",")[4]);
    // Pending and not matched, in result order: not the exact match, the one found by amount and
    // day, nor the one verified by hand.
    expect(utrs).toEqual(["UTR40000002", "UTR40000003", "UTR40000004", "UTR40000004", "UTR40000009"]);
    expect(lines[1]).toContain("Amount differs");
    expect(lines[1]).toMatch(/Amount paid ₹1,000(\.00)? is less than the fee ₹1,500(\.00)?\./);
    const otherDepartment = await get(`${unmatchedUrl}.csv?department=Chemistry`);
    expect(otherDepartment.body.trim().split("\r\n")).toHaveLength(1);

    const unclaimed = await get("/api/reconciliation/unclaimed.csv");
    expect(unclaimed.statusCode).toBe(200);
    expect(unclaimed.body).toContain("UTR49999999,900,State Bank of India");
    expect(unclaimed.body).not.toContain("UTR40000001");

    const pdf = await get(`${unmatchedUrl}.pdf`);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain("Unmatched fee records");
    expect(text).toContain("UTR40000009");
    expect(text).toContain("No payment with this UTR/DU number has reached the university's account.");
    const hindi = await pdfTextAsCopied(
      (await get("/api/reconciliation/unclaimed.pdf", tokens.admin, "hi")).rawPayload,
    );
    expect(hindi).toContain("बिना दावे की जमा राशियाँ");
    expect(hindi).toContain("UTR49999999");
  });

  it("sums the statements day by day on the dashboard, today first", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/reconciliation/summary",
      headers: bearer(tokens.admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { today, days } = res.json().data;
    expect(today).toBe("2026-11-10");
    expect(days.map((d: { day: string }) => d.day)).toEqual([
      "2026-11-10",
      "2026-11-09",
      "2026-11-08",
      "2026-11-07",
      "2026-11-06",
      "2026-11-05",
      "2026-11-04",
    ]);
    const onTheTenth = await t.ctx.db
      .select({ amount: statementCredits.amount, reference: statementCredits.reference })
      .from(statementCredits)
      .where(eq(statementCredits.valueDate, "2026-11-10"));
    const claimed = new Set(["UTR40000001", "UTR40000002", "UTR40000004", "UTR40000007"]);
    expect(days[0]).toMatchObject({
      credits: onTheTenth.length,
      received: onTheTenth.reduce((n, c) => n + c.amount, 0),
      unclaimed: onTheTenth.filter((c) => !claimed.has(c.reference)).length,
      // The exact match verified above, through the statement.
      verified: 1,
    });
    expect(days[0].statements).toBeGreaterThanOrEqual(2);
    expect(days[1]).toMatchObject({ statements: 0, credits: 0, verified: 0 });
  });

  it("never gives a payment another candidate was given", async () => {
    const user = await candidate("stale");
    const id = (
      await insertApplicationFor(t.ctx, user, {
        fee: { utrDuNumber: "UTR50000001", amount: 1500, transactionTime: nov(10) },
      })
    ).id;
    await importFile(csv(["10/11/2026,UTR50000001,NEFT,1500,CR"]), { apply: "true" });
    const credit = defined(
      (await t.ctx.db.select().from(statementCredits).where(eq(statementCredits.reference, "UTR50000001")))[0],
    );
    const other = await candidate("holder");
    await t.ctx.db.insert(feePayments).values({ creditId: credit.id, userId: other.id });
    const res = await t.app.inject({
      method: "POST",
      url: `/api/rounds/${roundId}/reconciliation/verify`,
      headers: bearer(tokens.accounts),
      payload: { expected: 1 },
    });
    expect(res.json().data).toEqual({ verified: 0, skipped: 1 });
    const [app] = await t.ctx.db.select().from(applications).where(eq(applications.id, id));
    expect(app?.feeStatus).toBe("PENDING");
  });

  it.runIf(usingPostgres())("two users verifying at once verify each record once", async () => {
    const fresh: string[] = [];
    for (const [i, utr] of ["UTR60000001", "UTR60000002", "UTR60000003"].entries())
      fresh.push(
        (
          await insertApplicationFor(t.ctx, await candidate(`at-once-${i}`), {
            fee: { utrDuNumber: utr, amount: 1500, transactionTime: nov(10) },
          })
        ).id,
      );
    await importFile(
      csv([
        "10/11/2026,UTR60000001,NEFT,1500,CR",
        "10/11/2026,UTR60000002,NEFT,1500,CR",
        "10/11/2026,UTR60000003,NEFT,1500,CR",
      ]),
      {
        apply: "true",
      },
    );
    const { exactPending } = await list();
    const call = (token: string) =>
      t.app.inject({
        method: "POST",
        url: `/api/rounds/${roundId}/reconciliation/verify`,
        headers: bearer(token),
        payload: { expected: exactPending },
      });
    const answers = await Promise.all([call(tokens.accounts), call(tokens.otherAccounts)]);
    const verified = answers.map((a) => a.json().data.verified as number);
    // The three new ones, once; the one whose payment another candidate holds, by neither.
    expect((verified[0] ?? 0) + (verified[1] ?? 0)).toBe(3);
    const states = await t.ctx.db.select().from(applications).where(inArray(applications.id, fresh));
    expect(states.map((a) => a.feeStatus)).toEqual(["VERIFIED", "VERIFIED", "VERIFIED"]);
    const verdicts = await t.ctx.db.select().from(auditEvents).where(eq(auditEvents.action, "fee.verify"));
    const perRecord = new Map<string, number>();
    for (const v of verdicts) perRecord.set(String(v.subjectId), (perRecord.get(String(v.subjectId)) ?? 0) + 1);
    expect([...perRecord.values()].every((n) => n === 1)).toBe(true);
  });

  it("matches again with the round's fee, and keeps the rules as a round setting", async () => {
    const url = `/api/rounds/${roundId}/reconciliation/settings`;
    const bad = await t.app.inject({
      method: "PUT",
      url,
      headers: bearer(tokens.accounts),
      payload: { applicationFee: { REGULAR: 1500, WORKING_PROFESSIONAL: null }, dateWindowDays: 90 },
    });
    expect(bad.statusCode).toBe(400);
    const saved = await t.app.inject({
      method: "PUT",
      url,
      headers: bearer(tokens.accounts),
      payload: { applicationFee: { REGULAR: 2000, WORKING_PROFESSIONAL: null }, dateWindowDays: 3 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await t.app.inject({
      method: "POST",
      url: `/api/rounds/${roundId}/reconciliation/match`,
      headers: bearer(tokens.accounts),
    });
    expect(again.statusCode, again.body).toBe(200);
    const { matches } = await list("pendingOnly=false");
    expect(resultOf(matches, "short")).toMatchObject({ result: "AMOUNT_DIFFERS", expected: 2000 });
    expect(resultOf(matches, "typo")?.result).toBe("AMOUNT_DIFFERS");
  });
});
