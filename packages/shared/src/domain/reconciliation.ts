import { formatDay, formatRupees } from "../format.ts";
import { sayNow } from "../schemas/messages.ts";

/**
 * Fee reconciliation from the bank's statement (issue 61, decision 058). Pure rules shared by the
 * server, which reads the statement and matches it, and the web, which shows the results and
 * proposes the remarks: reading a statement's cells, and classifying a fee record against the
 * credit it names.
 */

/** The columns of a statement the account section maps once per bank. */
export const STATEMENT_FIELDS = ["reference", "date", "amount", "type", "credit", "debit", "narration"] as const;
export type StatementField = (typeof STATEMENT_FIELDS)[number];

/**
 * Which column of the file holds each field (the header's text). A statement gives the amount
 * either as one column with a credit/debit column beside it (`amount` + `type`), or as two
 * columns of deposits and withdrawals (`credit` + `debit`).
 */
export type StatementMapping = Partial<Record<StatementField, string>> & { reference: string; date: string };

/** The two kinds of fee the account section verifies. */
export const FEE_KINDS = ["APPLICATION_FEE", "ADMISSION_FEE"] as const;
export type FeeKind = (typeof FEE_KINDS)[number];
export const FEE_KIND_LABELS: Record<FeeKind, string> = {
  APPLICATION_FEE: "Application fee",
  ADMISSION_FEE: "Admission fee",
};

/** A statement's line problems, by code (the dry run lists each with its line). */
export const STATEMENT_PROBLEMS = [
  "MISSING_REFERENCE",
  "BAD_REFERENCE",
  "BAD_DATE",
  "BAD_AMOUNT",
  "AMOUNT_IN_WORDS",
  "DEBIT",
  "BAD_TYPE",
  "DUPLICATE_REFERENCE",
] as const;
export type StatementProblem = (typeof STATEMENT_PROBLEMS)[number];

export const STATEMENT_PROBLEM_MESSAGES: Record<StatementProblem, string> = {
  MISSING_REFERENCE: "The transaction reference (UTR) is empty.",
  BAD_REFERENCE: "The transaction reference must be 6 to 40 letters, digits or hyphens.",
  BAD_DATE: "The date is not a date (write it as 05/12/2026 or 2026-12-05).",
  BAD_AMOUNT: "The amount is not an amount in rupees (write it as 1000.00 or 1,000.00).",
  AMOUNT_IN_WORDS: "The amount is in words; the statement must give it in figures.",
  DEBIT: "The row is a debit (money paid out), not a fee received; export the credits only.",
  BAD_TYPE: "The credit/debit column must say CR or DR.",
  DUPLICATE_REFERENCE: "The transaction reference appears again in the file.",
};

/** A credit of a statement, read and checked. `valueDate` is the bank's day, YYYY-MM-DD. */
export interface StatementCredit {
  reference: string;
  valueDate: string;
  amount: number;
  narration: string;
}

/** A reference as fees store it: trimmed, spaces out, upper-cased (as `feeDetailsInput` keeps UTRs). */
export const normaliseReference = (text: string) => text.replace(/\s+/g, "").toUpperCase();
const REFERENCE = /^[A-Z0-9-]{6,40}$/;

// Figures with commas grouped the Indian way (1,00,000) or the international way (100,000), or none.
const PLAIN = /^\d+(\.\d{1,2})?$/;
const GROUPED = /^(\d{1,3}(,\d{3})+|\d{1,2}(,\d{2})*,\d{3})(\.\d{1,2})?$/;
const CURRENCY = /^(₹|rs\.?|inr)\s*/i;
const CR_DR_SUFFIX = /\s*\b(cr|dr)\.?$/i;
const WORDS = /[a-z]{3,}/i;

/**
 * A statement's amount in rupees, or a problem. Figures only: a currency sign before them and a
 * CR/DR after them are read (the suffix as the row's type); a thousands separator is fine where
 * it groups the figures correctly, and anything else (words, a decimal comma, a sign) is refused.
 */
export function readStatementAmount(
  text: string,
): { ok: true; amount: number; type?: "CREDIT" | "DEBIT" } | { ok: false; problem: StatementProblem } {
  let rest = text.trim().replace(CURRENCY, "");
  let type: "CREDIT" | "DEBIT" | undefined;
  const suffix = CR_DR_SUFFIX.exec(rest);
  if (suffix) {
    type = suffix[1]?.toLowerCase() === "cr" ? "CREDIT" : "DEBIT";
    rest = rest.slice(0, suffix.index);
  }
  if (PLAIN.test(rest) || GROUPED.test(rest)) {
    const amount = Number(rest.replaceAll(",", ""));
    if (amount > 0) return { ok: true, amount, ...(type ? { type } : {}) };
  }
  return { ok: false, problem: WORDS.test(rest) ? "AMOUNT_IN_WORDS" : "BAD_AMOUNT" };
}

/** CR/DR (and the words) of a credit/debit column. */
export function readCreditOrDebit(text: string): "CREDIT" | "DEBIT" | null {
  const word = text.trim().toUpperCase().replace(/\.$/, "");
  if (["CR", "C", "CREDIT", "DEPOSIT"].includes(word)) return "CREDIT";
  if (["DR", "D", "DEBIT", "WITHDRAWAL"].includes(word)) return "DEBIT";
  return null;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T\s].*)?$/;
// Indian banks write the day first: 05/12/2026, 05-12-26, 05.12.2026, 05-Dec-2026, 05 Dec 2026.
const DAY_FIRST = /^(\d{1,2})[/.\-\s]([a-z]{3,9}|\d{1,2})[/.\-\s](\d{4}|\d{2})(?:[\sT,].*)?$/i;

/** A statement's date as the day it names (YYYY-MM-DD), or null when it is not a date. */
export function readStatementDate(text: string): string | null {
  const t = text.trim();
  let y: number;
  let m: number;
  let d: number;
  const iso = ISO_DAY.exec(t);
  const dayFirst = iso ? null : DAY_FIRST.exec(t);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dayFirst) {
    const month = dayFirst[2] as string;
    m = /^\d+$/.test(month) ? Number(month) : MONTHS.indexOf(month.slice(0, 3).toLowerCase()) + 1;
    const year = dayFirst[3] as string;
    y = year.length === 2 ? 2000 + Number(year) : Number(year);
    d = Number(dayFirst[1]);
  } else return null;
  const day = new Date(Date.UTC(y, m - 1, d));
  if (m < 1 || day.getUTCFullYear() !== y || day.getUTCMonth() !== m - 1 || day.getUTCDate() !== d) return null;
  return day.toISOString().slice(0, 10);
}

/**
 * One row of a statement (its cells by field) read as a credit, or its problem. A row with both a
 * credit and a debit cell empty is not a transaction (a bank's subtotal): `null`, skipped.
 */
export function readStatementRow(
  cells: Partial<Record<StatementField, string>>,
): { ok: true; credit: StatementCredit } | { ok: false; problem: StatementProblem } | null {
  const cell = (f: StatementField) => (cells[f] ?? "").trim();
  let amountText = cell("amount");
  let type = cells.type === undefined ? undefined : readCreditOrDebit(cell("type"));
  if (cells.amount === undefined) {
    // Two columns: the deposit's or the withdrawal's is filled.
    if (cell("credit")) [amountText, type] = [cell("credit"), "CREDIT"];
    else if (cell("debit")) [amountText, type] = [cell("debit"), "DEBIT"];
    else return null;
  }
  if (!amountText && !cell("reference")) return null;
  if (type === null) return { ok: false, problem: "BAD_TYPE" };
  if (type === "DEBIT") return { ok: false, problem: "DEBIT" };
  const reference = normaliseReference(cell("reference"));
  if (!reference) return { ok: false, problem: "MISSING_REFERENCE" };
  if (!REFERENCE.test(reference)) return { ok: false, problem: "BAD_REFERENCE" };
  const valueDate = readStatementDate(cell("date"));
  if (!valueDate) return { ok: false, problem: "BAD_DATE" };
  const amount = readStatementAmount(amountText);
  if (!amount.ok) return amount;
  if (amount.type === "DEBIT") return { ok: false, problem: "DEBIT" };
  return { ok: true, credit: { reference, valueDate, amount: amount.amount, narration: cell("narration") } };
}

/** The columns a mapping names that the header lacks (matched trimmed, without case). */
export function missingColumns(mapping: StatementMapping, header: readonly string[]): string[] {
  const have = new Set(header.map((h) => h.trim().toLowerCase()));
  return Object.values(mapping).filter(
    (column): column is string => !!column && !have.has(column.trim().toLowerCase()),
  );
}

/** Where each mapped field stands in the header (the mapping is checked against it first). */
export function columnIndexes(mapping: StatementMapping, header: readonly string[]) {
  const names = header.map((h) => h.trim().toLowerCase());
  const indexes: Partial<Record<StatementField, number>> = {};
  for (const field of STATEMENT_FIELDS) {
    const column = mapping[field];
    if (column) indexes[field] = names.indexOf(column.trim().toLowerCase());
  }
  return indexes;
}

/** The results of a fee record against the statements. */
export const MATCH_RESULTS = [
  "MATCHED",
  "AMOUNT_DIFFERS",
  "DATE_OUTSIDE_WINDOW",
  "CLAIMED_BY_SEVERAL",
  "NOT_IN_STATEMENT",
] as const;
export type MatchResult = (typeof MATCH_RESULTS)[number];
export const MATCH_RESULT_LABELS: Record<MatchResult, string> = {
  MATCHED: "Matched",
  AMOUNT_DIFFERS: "Amount differs",
  DATE_OUTSIDE_WINDOW: "Date outside window",
  CLAIMED_BY_SEVERAL: "Claimed by several candidates",
  NOT_IN_STATEMENT: "Not in statement",
};

/** How a record found its credit: the UTR it names, or (that failing) the one credit of its amount near its day. */
export type MatchedBy = "UTR" | "AMOUNT_AND_DATE";

/** A fee record as the candidate entered it, with the fee it should be (null: the round sets none). */
export interface FeeClaim {
  userId: string;
  utr: string;
  /** The amount the candidate entered. */
  amount: number;
  /** The day of the payment the candidate entered (the institution's day), YYYY-MM-DD. */
  paidOn: string;
  fee: number | null;
}

/** The round's rules of matching (a round setting). */
export interface MatchRules {
  /** How many days the bank's day may be from the entered day. */
  dateWindowDays: number;
}

export interface Classified {
  result: MatchResult;
  by: MatchedBy | null;
  /** What the remark is proposed from: the bank's amount and day, the amount expected. */
  bankAmount: number | null;
  bankDate: string | null;
  expected: number;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
export const daysApart = (a: string, b: string) => Math.abs(dayNumber(a) - dayNumber(b));

/**
 * A record against the credit it found (by its UTR, or else by amount and date), and how many
 * candidates claim that credit. One candidate may pay once for several applications (spec 000:
 * "upload the same fee receipt and do not pay again"), so claimants count candidates, not records.
 * The order of the checks is the order of what must be fixed first: a payment claimed by another
 * candidate, then the amount, then the day.
 */
export function classifyClaim(
  claim: FeeClaim,
  found: { credit: Pick<StatementCredit, "valueDate" | "amount">; by: MatchedBy; claimants: number } | null,
  rules: MatchRules,
): Classified {
  const expected = claim.fee ?? claim.amount;
  if (!found) return { result: "NOT_IN_STATEMENT", by: null, bankAmount: null, bankDate: null, expected };
  const { credit, by } = found;
  const seen = { by, bankAmount: credit.amount, bankDate: credit.valueDate, expected };
  if (found.claimants > 1) return { result: "CLAIMED_BY_SEVERAL", ...seen };
  if (Math.abs(credit.amount - expected) >= 0.005) return { result: "AMOUNT_DIFFERS", ...seen };
  if (daysApart(credit.valueDate, claim.paidOn) > rules.dateWindowDays)
    return { result: "DATE_OUTSIDE_WINDOW", ...seen };
  return { result: "MATCHED", ...seen };
}

/**
 * Of the pairs (record, credit) found by amount and day for records whose UTR is not in any
 * statement, the ones that are certain: the record's candidate has that one credit to choose, and
 * the credit that one candidate. With one fee for all, many pay the same amount on the same day,
 * so a pair that is not one-to-one says nothing and is dropped.
 */
export function certainPairs<P extends { recordKey: string; userId: string; creditId: string }>(
  pairs: readonly P[],
): P[] {
  const creditsOfUser = new Map<string, Set<string>>();
  const usersOfCredit = new Map<string, Set<string>>();
  for (const p of pairs) {
    (creditsOfUser.get(p.userId) ?? creditsOfUser.set(p.userId, new Set()).get(p.userId))?.add(p.creditId);
    (usersOfCredit.get(p.creditId) ?? usersOfCredit.set(p.creditId, new Set()).get(p.creditId))?.add(p.userId);
  }
  return pairs.filter((p) => creditsOfUser.get(p.userId)?.size === 1 && usersOfCredit.get(p.creditId)?.size === 1);
}

/** Whether the bulk verification may verify a record: matched exactly, by the UTR it names. */
export const isExactMatch = (c: Pick<Classified, "result" | "by">) => c.result === "MATCHED" && c.by === "UTR";

/**
 * The remark the portal proposes for a request of modification, from the reason (said in the
 * language set: the web's, for the account section to read and change before sending).
 */
export function proposedRemark(c: Classified): string | null {
  const paid = c.bankAmount === null ? "" : formatRupees(c.bankAmount);
  const expected = formatRupees(c.expected);
  switch (c.result) {
    case "AMOUNT_DIFFERS":
      return (c.bankAmount ?? 0) < c.expected
        ? sayNow("Amount paid {{paid}} is less than the fee {{expected}}.", { paid, expected })
        : sayNow("Amount paid {{paid}} is more than the fee {{expected}}.", { paid, expected });
    case "DATE_OUTSIDE_WINDOW":
      return sayNow(
        "The bank received this payment on {{bankDate}}, not on the date you entered. Correct the transaction date.",
        { bankDate: formatDay(c.bankDate) },
      );
    case "CLAIMED_BY_SEVERAL":
      return sayNow(
        "This UTR/DU number is claimed by another candidate too. Enter the UTR/DU number of your own payment and its receipt.",
      );
    case "NOT_IN_STATEMENT":
      return sayNow(
        "No payment with this UTR/DU number has reached the university's account. Check the number you entered, or send the receipt of your payment.",
      );
    default:
      return null;
  }
}
