import type { FeeMatchView, StatementMapping } from "@phd/shared";
import type { bankStatements } from "../../db/schema.ts";
import type { MatchRow } from "./queries.ts";

export const presentMatch = (r: MatchRow): FeeMatchView => ({
  kind: r.kind,
  recordId: r.record_id,
  applicationId: r.application_id,
  name: r.name,
  department: r.department,
  applicationType: r.application_type,
  utr: r.utr,
  amount: r.amount,
  paidOn: r.paid_on,
  feeStatus: r.fee_status,
  result: r.result,
  matchedBy: r.matched_by,
  bankAmount: r.bank_amount,
  bankDate: r.bank_date,
  bankReference: r.bank_reference,
  expected: r.expected,
});

export const presentStatement = (r: { statement: typeof bankStatements.$inferSelect; importedBy: string | null }) => ({
  id: r.statement.id,
  bankName: r.statement.bankName,
  fileName: r.statement.fileName,
  credits: r.statement.credits,
  added: r.statement.added,
  importedAt: r.statement.importedAt.toISOString(),
  importedBy: r.importedBy,
});

export const presentMapping = (m: { bankName: string; mapping: StatementMapping; updatedAt: Date }) => ({
  bankName: m.bankName,
  mapping: m.mapping,
  updatedAt: m.updatedAt.toISOString(),
});
