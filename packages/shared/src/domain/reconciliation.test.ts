import { describe, expect, it } from "vitest";
import {
  type Classified,
  certainPairs,
  classifyClaim,
  columnIndexes,
  type FeeClaim,
  isExactMatch,
  missingColumns,
  proposedRemark,
  readCreditOrDebit,
  readStatementAmount,
  readStatementDate,
  readStatementRow,
} from "./reconciliation.ts";

describe("readStatementAmount", () => {
  // [text, amount or the problem, type read from a suffix]
  const cases: [string, number | string, string?][] = [
    ["1000", 1000],
    ["1000.5", 1000.5],
    ["1000.50", 1000.5],
    [" 2000.00 ", 2000],
    ["1,000.00", 1000],
    ["25,000", 25_000],
    ["1,00,000.00", 100_000],
    ["100,000", 100_000],
    ["12,34,567.89", 1_234_567.89],
    ["₹1,000", 1000],
    ["Rs. 1000", 1000],
    ["INR 1000.00", 1000],
    ["1,000.00 Cr", 1000, "CREDIT"],
    ["1000.00 DR", 1000, "DEBIT"],
    ["1,0000", "BAD_AMOUNT"],
    ["10,00", "BAD_AMOUNT"],
    ["1.000,00", "BAD_AMOUNT"],
    ["1000.505", "BAD_AMOUNT"],
    ["-1000", "BAD_AMOUNT"],
    ["0", "BAD_AMOUNT"],
    ["0.00", "BAD_AMOUNT"],
    ["", "BAD_AMOUNT"],
    ["one thousand", "AMOUNT_IN_WORDS"],
    ["Rupees two thousand only", "AMOUNT_IN_WORDS"],
  ];
  it.each(cases)("%j", (text, want, type) => {
    const got = readStatementAmount(text);
    if (typeof want === "number") expect(got).toEqual({ ok: true, amount: want, ...(type ? { type } : {}) });
    else expect(got).toEqual({ ok: false, problem: want });
  });
});

describe("readStatementDate", () => {
  const cases: [string, string | null][] = [
    ["2026-12-05", "2026-12-05"],
    ["2026-12-05T10:30:00+05:30", "2026-12-05"],
    ["2026-12-05 10:30:00", "2026-12-05"],
    ["05/12/2026", "2026-12-05"],
    ["5/12/2026", "2026-12-05"],
    ["05-12-2026", "2026-12-05"],
    ["05.12.2026", "2026-12-05"],
    ["05/12/26", "2026-12-05"],
    ["05-Dec-2026", "2026-12-05"],
    ["05 Dec 2026", "2026-12-05"],
    ["05-December-2026", "2026-12-05"],
    ["05/12/2026 14:02:11", "2026-12-05"],
    ["29/02/2028", "2028-02-29"],
    ["29/02/2026", null],
    ["31/04/2026", null],
    ["12/31/2026", null],
    ["05-Foo-2026", null],
    ["yesterday", null],
    ["", null],
    ["2026-13-01", null],
  ];
  it.each(cases)("%j → %j", (text, want) => expect(readStatementDate(text)).toBe(want));
});

describe("readCreditOrDebit", () => {
  const cases: [string, string | null][] = [
    ["CR", "CREDIT"],
    ["cr.", "CREDIT"],
    ["Credit", "CREDIT"],
    ["C", "CREDIT"],
    ["DR", "DEBIT"],
    ["Debit", "DEBIT"],
    ["D", "DEBIT"],
    ["", null],
    ["X", null],
  ];
  it.each(cases)("%j → %j", (text, want) => expect(readCreditOrDebit(text)).toBe(want));
});

describe("readStatementRow", () => {
  const credit = (reference: string, valueDate: string, amount: number, narration = "") => ({
    ok: true,
    credit: { reference, valueDate, amount, narration },
  });
  const problem = (p: string) => ({ ok: false, problem: p });
  // [case, cells, result]
  const cases: [string, Record<string, string>, unknown][] = [
    [
      "amount and type",
      { reference: "utr 123456", date: "05/12/2026", amount: "1,000.00", type: "CR", narration: " NEFT " },
      credit("UTR123456", "2026-12-05", 1000, "NEFT"),
    ],
    [
      "amount without a type column",
      { reference: "UTR123456", date: "05/12/2026", amount: "1000" },
      credit("UTR123456", "2026-12-05", 1000),
    ],
    [
      "a deposit column",
      { reference: "UTR123456", date: "05/12/2026", credit: "500", debit: "" },
      credit("UTR123456", "2026-12-05", 500),
    ],
    ["a withdrawal column", { reference: "UTR123456", date: "05/12/2026", credit: "", debit: "500" }, problem("DEBIT")],
    ["neither column: a subtotal, skipped", { reference: "", date: "", credit: "", debit: "" }, null],
    ["an empty row", { reference: "", date: "", amount: "" }, null],
    ["a debit by its type", { reference: "UTR123456", date: "05/12/2026", amount: "10", type: "DR" }, problem("DEBIT")],
    ["a debit by its suffix", { reference: "UTR123456", date: "05/12/2026", amount: "10 Dr" }, problem("DEBIT")],
    ["an unknown type", { reference: "UTR123456", date: "05/12/2026", amount: "10", type: "?" }, problem("BAD_TYPE")],
    ["no reference", { reference: " ", date: "05/12/2026", amount: "10" }, problem("MISSING_REFERENCE")],
    ["a short reference", { reference: "AB1", date: "05/12/2026", amount: "10" }, problem("BAD_REFERENCE")],
    [
      "a reference with a slash",
      { reference: "UTR/123456", date: "05/12/2026", amount: "10" },
      problem("BAD_REFERENCE"),
    ],
    ["a bad date", { reference: "UTR123456", date: "32/12/2026", amount: "10" }, problem("BAD_DATE")],
    ["an amount in words", { reference: "UTR123456", date: "05/12/2026", amount: "ten" }, problem("AMOUNT_IN_WORDS")],
    ["a bad amount", { reference: "UTR123456", date: "05/12/2026", amount: "1.000,00" }, problem("BAD_AMOUNT")],
  ];
  it.each(cases)("%s", (_, cells, want) => expect(readStatementRow(cells)).toEqual(want));
});

describe("the mapping against the header", () => {
  const header = [" Txn Date", "UTR No", "Amount", "Cr/Dr", "Narration"];
  it("finds each mapped column without case or spaces", () => {
    const mapping = { reference: "utr no", date: "Txn Date", amount: "AMOUNT", type: "Cr/Dr" };
    expect(missingColumns(mapping, header)).toEqual([]);
    expect(columnIndexes(mapping, header)).toEqual({ reference: 1, date: 0, amount: 2, type: 3 });
  });
  it("names the columns the file lacks", () => {
    expect(missingColumns({ reference: "Ref No", date: "Txn Date", amount: "Deposit" }, header)).toEqual([
      "Ref No",
      "Deposit",
    ]);
  });
});

describe("classifyClaim", () => {
  const claim: FeeClaim = { userId: "u1", utr: "UTR1", amount: 2000, paidOn: "2026-12-05", fee: 2000 };
  const rules = { dateWindowDays: 3 };
  const found = (amount: number, valueDate: string, claimants = 1, by: "UTR" | "AMOUNT_AND_DATE" = "UTR") => ({
    credit: { amount, valueDate },
    by,
    claimants,
  });
  // [case, claim, found, result, by]
  const cases: [string, FeeClaim, ReturnType<typeof found> | null, string, string | null][] = [
    ["the same amount and day", claim, found(2000, "2026-12-05"), "MATCHED", "UTR"],
    ["a day inside the window", claim, found(2000, "2026-12-08"), "MATCHED", "UTR"],
    ["a day before, inside the window", claim, found(2000, "2026-12-02"), "MATCHED", "UTR"],
    ["a day outside the window", claim, found(2000, "2026-12-09"), "DATE_OUTSIDE_WINDOW", "UTR"],
    ["less paid than the fee", claim, found(1000, "2026-12-05"), "AMOUNT_DIFFERS", "UTR"],
    ["more paid than the fee", claim, found(3000, "2026-12-05"), "AMOUNT_DIFFERS", "UTR"],
    ["the fee paid, a wrong amount entered", { ...claim, amount: 200 }, found(2000, "2026-12-05"), "MATCHED", "UTR"],
    [
      "no fee set: the entered amount",
      { ...claim, fee: null, amount: 1500 },
      found(1500, "2026-12-05"),
      "MATCHED",
      "UTR",
    ],
    [
      "no fee set: another amount",
      { ...claim, fee: null, amount: 1500 },
      found(1000, "2026-12-05"),
      "AMOUNT_DIFFERS",
      "UTR",
    ],
    ["claimed by two candidates", claim, found(2000, "2026-12-05", 2), "CLAIMED_BY_SEVERAL", "UTR"],
    ["claimed by two and short: the claim first", claim, found(10, "2026-01-01", 2), "CLAIMED_BY_SEVERAL", "UTR"],
    ["short and late: the amount first", claim, found(10, "2026-01-01"), "AMOUNT_DIFFERS", "UTR"],
    ["found by amount and day", claim, found(2000, "2026-12-06", 1, "AMOUNT_AND_DATE"), "MATCHED", "AMOUNT_AND_DATE"],
    ["not in the statement", claim, null, "NOT_IN_STATEMENT", null],
  ];
  it.each(cases)("%s", (_, c, f, result, by) => {
    const got = classifyClaim(c, f, rules);
    expect({ result: got.result, by: got.by }).toEqual({ result, by });
  });
  it("keeps what the remark is made from", () => {
    expect(classifyClaim(claim, found(1000, "2026-12-04"), rules)).toEqual({
      result: "AMOUNT_DIFFERS",
      by: "UTR",
      bankAmount: 1000,
      bankDate: "2026-12-04",
      expected: 2000,
    });
  });
  it("verifies in bulk only a match by the UTR", () => {
    expect(isExactMatch({ result: "MATCHED", by: "UTR" })).toBe(true);
    expect(isExactMatch({ result: "MATCHED", by: "AMOUNT_AND_DATE" })).toBe(false);
    expect(isExactMatch({ result: "AMOUNT_DIFFERS", by: "UTR" })).toBe(false);
  });
});

describe("certainPairs", () => {
  const pair = (recordKey: string, userId: string, creditId: string) => ({ recordKey, userId, creditId });
  // [case, pairs, the record keys kept]
  const cases: [string, ReturnType<typeof pair>[], string[]][] = [
    ["one record, one credit", [pair("a", "u1", "c1")], ["a"]],
    ["two candidates, two credits", [pair("a", "u1", "c1"), pair("b", "u2", "c2")], ["a", "b"]],
    ["two candidates, one credit: neither", [pair("a", "u1", "c1"), pair("b", "u2", "c1")], []],
    ["one candidate, two credits: neither", [pair("a", "u1", "c1"), pair("a", "u1", "c2")], []],
    ["one candidate's two applications, one credit", [pair("a", "u1", "c1"), pair("b", "u1", "c1")], ["a", "b"]],
    [
      "a tangle beside a certain pair",
      [pair("a", "u1", "c1"), pair("b", "u2", "c1"), pair("b", "u2", "c2"), pair("c", "u3", "c3")],
      ["c"],
    ],
    ["nothing", [], []],
  ];
  it.each(cases)("%s", (_, pairs, kept) => expect(certainPairs(pairs).map((p) => p.recordKey)).toEqual(kept));
});

describe("proposedRemark", () => {
  const base: Classified = { result: "MATCHED", by: "UTR", bankAmount: 1000, bankDate: "2026-12-04", expected: 2000 };
  const cases: [string, Classified, string | null][] = [
    ["matched: none", base, null],
    ["less", { ...base, result: "AMOUNT_DIFFERS" }, "Amount paid ₹1,000.00 is less than the fee ₹2,000.00."],
    [
      "more",
      { ...base, result: "AMOUNT_DIFFERS", bankAmount: 3000 },
      "Amount paid ₹3,000.00 is more than the fee ₹2,000.00.",
    ],
    [
      "late",
      { ...base, result: "DATE_OUTSIDE_WINDOW" },
      "The bank received this payment on Dec 4, 2026, not on the date you entered. Correct the transaction date.",
    ],
  ];
  it.each(cases)("%s", (_, c, want) => expect(proposedRemark(c)).toBe(want));
  it("asks for the candidate's own payment when another claims it, or none is found", () => {
    expect(proposedRemark({ ...base, result: "CLAIMED_BY_SEVERAL" })).toMatch(/claimed by another candidate/);
    expect(proposedRemark({ ...base, result: "NOT_IN_STATEMENT", bankAmount: null, bankDate: null })).toMatch(
      /No payment with this UTR\/DU number/,
    );
  });
});
