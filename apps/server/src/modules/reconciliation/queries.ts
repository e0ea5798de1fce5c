import type {
  ApplicationType,
  DepartmentName,
  FeeKind,
  MatchedBy,
  MatchResult,
  StatementMapping,
  VerificationStatus,
} from "@phd/shared";
import { desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { type DbOrTx, queryRows } from "../../db/client.ts";
import {
  bankStatements,
  feeMatches,
  feePayments,
  statementCredits,
  statementMappings,
  users,
} from "../../db/schema.ts";

const dialect = new PgDialect();

// ——— Statements ———

const bankKeyOf = (bankName: string) => bankName.trim().toLowerCase();

export const mappingOf = async (db: DbOrTx, bankName: string) =>
  (
    await db
      .select({ mapping: statementMappings.mapping })
      .from(statementMappings)
      .where(eq(statementMappings.bankKey, bankKeyOf(bankName)))
  )[0]?.mapping;

export const saveMapping = (db: DbOrTx, bankName: string, mapping: StatementMapping, userId: string) =>
  db
    .insert(statementMappings)
    .values({ bankName, bankKey: bankKeyOf(bankName), mapping, updatedById: userId })
    .onConflictDoUpdate({
      target: statementMappings.bankKey,
      set: { mapping, bankName, updatedById: userId, updatedAt: new Date() },
    });

export const mappings = (db: DbOrTx) =>
  db
    .select({
      bankName: statementMappings.bankName,
      mapping: statementMappings.mapping,
      updatedAt: statementMappings.updatedAt,
    })
    .from(statementMappings)
    .orderBy(statementMappings.bankName);

export const statementBySha = async (db: DbOrTx, sha256: string) =>
  (await db.select().from(bankStatements).where(eq(bankStatements.sha256, sha256)))[0];

export const insertStatement = async (db: DbOrTx, values: typeof bankStatements.$inferInsert) =>
  (await db.insert(bankStatements).values(values).returning())[0] as typeof bankStatements.$inferSelect;

export const setStatementAdded = (db: DbOrTx, id: string, added: number) =>
  db.update(bankStatements).set({ added }).where(eq(bankStatements.id, id));

/** The latest statements with who imported them. */
export const latestStatements = (db: DbOrTx, limit: number) =>
  db
    .select({ statement: bankStatements, importedBy: users.name })
    .from(bankStatements)
    .leftJoin(users, eq(users.id, bankStatements.importedById))
    .orderBy(desc(bankStatements.importedAt))
    .limit(limit);

/** How many of these references earlier statements hold (one probe of the unique index each). */
export async function knownReferences(db: DbOrTx, references: string[]): Promise<number> {
  if (references.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(statementCredits)
    .where(inArray(statementCredits.reference, references));
  return row?.n ?? 0;
}

/** A batch of credits; those whose reference an earlier statement holds are left out. How many were new. */
export async function insertCredits(db: DbOrTx, rows: (typeof statementCredits.$inferInsert)[]): Promise<number> {
  if (rows.length === 0) return 0;
  const added = await db
    .insert(statementCredits)
    .values(rows)
    .onConflictDoNothing({ target: statementCredits.reference })
    .returning({ id: statementCredits.id });
  return added.length;
}

// ——— Matching ———

/**
 * A round's fee records as one relation: every application's fee, and the admission fee of every
 * offer that has one; the day paid is the institution's day of the time entered.
 */
function feeRecords(roundId: string, timeZone: string): SQL {
  return sql`(
    select 'APPLICATION_FEE'::text as kind, a.id as record_id, a.department, a.user_id, a.application_type,
           a.utr_du_number as utr, a.amount::float8 as amount,
           to_char((a.transaction_time at time zone ${timeZone})::date, 'YYYY-MM-DD') as paid_on, a.fee_status
      from applications a where a.round_id = ${roundId}
    union all
    select 'ADMISSION_FEE', o.id, o.department, a.user_id, a.application_type,
           o.fee_utr_du_number, o.fee_amount::float8,
           to_char((o.fee_transaction_time at time zone ${timeZone})::date, 'YYYY-MM-DD'), o.fee_status
      from offers o join applications a on a.id = o.application_id
     where o.round_id = ${roundId} and o.fee_status is not null
  )`;
}

export interface RecordWithCredit {
  kind: FeeKind;
  record_id: string;
  department: DepartmentName;
  user_id: string;
  application_type: ApplicationType;
  utr: string;
  amount: number;
  paid_on: string;
  credit_id: string | null;
  bank_date: string | null;
  bank_amount: number | null;
  /** The candidates who enter this UTR for any fee, in any round (0 when no credit has it). */
  claimants: number;
}

/**
 * Each record of the round with the credit its UTR names, if any, and how many candidates claim
 * that UTR (applications through `utr_holders`' index, offers' admission fees beside them).
 */
export const recordsWithCredits = (db: DbOrTx, roundId: string, timeZone: string) =>
  queryRows<RecordWithCredit>(
    db,
    sql`select r.kind, r.record_id, r.department, r.user_id, r.application_type, r.utr, r.amount, r.paid_on,
               c.id as credit_id, to_char(c.value_date, 'YYYY-MM-DD') as bank_date, c.amount::float8 as bank_amount,
               case when c.id is null then 0 else (
                 select count(distinct x.user_id)::int from (
                   select a2.user_id from applications a2 where a2.utr_du_number = r.utr
                   union
                   select a3.user_id from offers o3 join applications a3 on a3.id = o3.application_id
                    where o3.fee_utr_du_number = r.utr
                 ) x
               ) end as claimants
          from ${feeRecords(roundId, timeZone)} r
          left join statement_credits c on c.reference = r.utr
         order by r.kind, r.record_id`,
  );

export interface AmountDayPair {
  kind: FeeKind;
  record_id: string;
  user_id: string;
  credit_id: string;
  bank_date: string;
  bank_amount: number;
}

/**
 * For the records whose UTR no statement holds: the credits of their amount within the window of
 * their day that no fee record's UTR names and no candidate was given (statement_credits'
 * amount-and-day index).
 */
export const amountDayPairs = (db: DbOrTx, roundId: string, timeZone: string, windowDays: number) =>
  queryRows<AmountDayPair>(
    db,
    sql`select r.kind, r.record_id, r.user_id, c.id as credit_id,
               to_char(c.value_date, 'YYYY-MM-DD') as bank_date, c.amount::float8 as bank_amount
          from ${feeRecords(roundId, timeZone)} r
          join statement_credits c
            on c.amount = r.amount
           and c.value_date between r.paid_on::date - ${windowDays}::int and r.paid_on::date + ${windowDays}::int
         where not exists (select 1 from statement_credits k where k.reference = r.utr)
           and not exists (select 1 from applications a where a.utr_du_number = c.reference)
           and not exists (select 1 from offers o where o.fee_utr_du_number = c.reference)
           and not exists (select 1 from fee_payments p where p.credit_id = c.id)`,
  );

export const clearMatches = (db: DbOrTx, roundId: string) =>
  db.delete(feeMatches).where(eq(feeMatches.roundId, roundId));

export async function insertMatches(db: DbOrTx, rows: (typeof feeMatches.$inferInsert)[]) {
  // 14 columns a row: 2,000 rows stay well under PostgreSQL's 65,535 parameters.
  for (let i = 0; i < rows.length; i += 2000) await db.insert(feeMatches).values(rows.slice(i, i + 2000));
}

export const countsByResult = (db: DbOrTx, where: SQL | undefined) =>
  queryRows<{ result: MatchResult; n: number }>(
    db,
    sql`select m.result, count(*)::int as n from ${matchesWithRecords} where ${where ?? sql`true`} group by m.result`,
  );

// ——— The review list ———

/** The matches with their record (application, or offer and application), its candidate and credit. */
const matchesWithRecords = sql`fee_matches m
  left join offers o on m.kind = 'ADMISSION_FEE' and o.id = m.record_id
  join applications a on a.id = coalesce(o.application_id, m.record_id)
  join users u on u.id = m.user_id
  left join statement_credits c on c.id = m.credit_id`;

/** The record's fee status now (the offer's for an admission fee). */
const currentFeeStatus = sql`coalesce(o.fee_status, a.fee_status)`;

export interface MatchFilters {
  result?: MatchResult;
  department?: DepartmentName;
  kind?: FeeKind;
  pendingOnly: boolean;
}

export function matchConditions(roundId: string, f: MatchFilters): SQL {
  return sql.join(
    [
      sql`m.round_id = ${roundId}`,
      f.result ? sql`m.result = ${f.result}` : undefined,
      f.department ? sql`m.department = ${f.department}` : undefined,
      f.kind ? sql`m.kind = ${f.kind}` : undefined,
      f.pendingOnly ? sql`${currentFeeStatus} = 'PENDING'` : undefined,
    ].filter((c): c is SQL => !!c),
    sql` and `,
  );
}

export interface MatchRow {
  kind: FeeKind;
  record_id: string;
  application_id: string;
  name: string;
  department: DepartmentName;
  application_type: ApplicationType;
  utr: string;
  amount: number;
  paid_on: string;
  fee_status: VerificationStatus;
  result: MatchResult;
  matched_by: MatchedBy | null;
  bank_amount: number | null;
  bank_date: string | null;
  bank_reference: string | null;
  expected: number;
}

/** What a row of the review list reads (MatchRow's fields, in this order). */
const MATCH_COLUMNS = [
  "kind",
  "record_id",
  "application_id",
  "name",
  "department",
  "application_type",
  "utr",
  "amount",
  "paid_on",
  "fee_status",
  "result",
  "matched_by",
  "bank_amount",
  "bank_date",
  "bank_reference",
  "expected",
] as const satisfies readonly (keyof MatchRow)[];
const matchColumns = (timeZone: string) =>
  sql`m.kind, m.record_id, a.application_id, u.name, m.department, a.application_type, m.utr,
      m.amount::float8 as amount,
      to_char((coalesce(o.fee_transaction_time, a.transaction_time) at time zone ${timeZone})::date, 'YYYY-MM-DD') as paid_on,
      ${currentFeeStatus} as fee_status, m.result, m.matched_by, m.bank_amount::float8 as bank_amount,
      to_char(m.bank_date, 'YYYY-MM-DD') as bank_date, c.reference as bank_reference, m.expected::float8 as expected`;
const matchOrder = sql`order by array_position(array['MATCHED','AMOUNT_DIFFERS','DATE_OUTSIDE_WINDOW','CLAIMED_BY_SEVERAL','NOT_IN_STATEMENT'], m.result),
                  a.application_number, m.kind`;

/** A page of the matches, in result order, then by application. */
export const matchPage = (db: DbOrTx, where: SQL, limit: number, offset: number, timeZone: string) =>
  queryRows<MatchRow>(
    db,
    sql`select ${matchColumns(timeZone)} from ${matchesWithRecords} where ${where} ${matchOrder}
         limit ${limit} offset ${offset}`,
  );

/**
 * The report of unmatched records (issue 61, item 4): those still waiting whose result is not
 * Matched, in the review list's order, as one statement read through a cursor.
 */
export function unmatchedQuery(roundId: string, f: Pick<MatchFilters, "department" | "kind">, timeZone: string) {
  const where = sql`${matchConditions(roundId, { ...f, pendingOnly: true })} and m.result <> 'MATCHED'`;
  return dialect.sqlToQuery(
    sql`select ${matchColumns(timeZone)} from ${matchesWithRecords} where ${where} ${matchOrder}`,
  );
}

/** A row of `unmatchedQuery` as the review list reads it. */
export const unmatchedRow = (values: unknown[]): MatchRow =>
  Object.fromEntries(MATCH_COLUMNS.map((name, i) => [name, values[i]])) as unknown as MatchRow;

export const countMatches = async (db: DbOrTx, where: SQL) =>
  (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${matchesWithRecords} where ${where}`))[0]
    ?.n ?? 0;

export const lastMatchedAt = async (db: DbOrTx, roundId: string) =>
  (
    await db
      .select({ at: sql<Date | null>`max(${feeMatches.matchedAt})` })
      .from(feeMatches)
      .where(eq(feeMatches.roundId, roundId))
  )[0]?.at ?? null;

/** Credits no fee record's UTR names and no match pairs with a record. */
const unclaimed = sql`not exists (select 1 from applications a where a.utr_du_number = ${statementCredits.reference})
  and not exists (select 1 from offers o where o.fee_utr_du_number = ${statementCredits.reference})
  and not exists (select 1 from fee_matches m where m.credit_id = ${statementCredits.id})`;

export const countUnclaimed = async (db: DbOrTx) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(statementCredits).where(unclaimed))[0]?.n ?? 0;

/** The unclaimed credits in day order, for the report (read through a cursor). */
export const unclaimedCreditsQuery = (db: DbOrTx) =>
  db
    .select({
      valueDate: statementCredits.valueDate,
      reference: statementCredits.reference,
      amount: statementCredits.amount,
      narration: statementCredits.narration,
      bankName: bankStatements.bankName,
      fileName: bankStatements.fileName,
      line: statementCredits.line,
    })
    .from(statementCredits)
    .innerJoin(bankStatements, eq(bankStatements.id, statementCredits.statementId))
    .where(unclaimed)
    .orderBy(statementCredits.valueDate, statementCredits.reference)
    .toSQL();

// ——— Bulk verification ———

export interface ExactMatch {
  kind: FeeKind;
  record_id: string;
  user_id: string;
  utr: string;
  amount: number;
  credit_id: string;
  statement_id: string;
  line: number;
}

/** The round's exact matches still pending, with the filters, in application order. */
export const exactPendingMatches = (db: DbOrTx, roundId: string, f: Omit<MatchFilters, "result" | "pendingOnly">) =>
  queryRows<ExactMatch>(
    db,
    sql`select m.kind, m.record_id, m.user_id, m.utr, m.amount::float8 as amount, m.credit_id,
               c.statement_id, c.line
          from ${matchesWithRecords}
         where ${matchConditions(roundId, { ...f, result: "MATCHED", pendingOnly: true })}
           and m.matched_by = 'UTR' and m.credit_id is not null
         order by a.application_number, m.kind`,
  );

/** How many exact matches the bulk verification would verify (the list's "Verify all exact matches (N)"). */
export const countExactPending = async (db: DbOrTx, roundId: string, f: Omit<MatchFilters, "result" | "pendingOnly">) =>
  (
    await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${matchesWithRecords}
           where ${matchConditions(roundId, { ...f, result: "MATCHED", pendingOnly: true })}
             and m.matched_by = 'UTR' and m.credit_id is not null`,
    )
  )[0]?.n ?? 0;

/**
 * Gives the credit to the candidate, unless another candidate has it: the primary key decides
 * between two account-section users at once. Whether it is this candidate's now.
 */
export async function claimPayment(
  db: DbOrTx,
  creditId: string,
  userId: string,
  verifiedById: string,
  verifiedAt: Date,
) {
  await db.insert(feePayments).values({ creditId, userId, verifiedById, verifiedAt }).onConflictDoNothing();
  const [holder] = await db
    .select({ userId: feePayments.userId })
    .from(feePayments)
    .where(eq(feePayments.creditId, creditId));
  return holder?.userId === userId;
}

// ——— The daily summary ———

export interface SummaryDay {
  day: string;
  statements: number;
  credits: number;
  received: number;
  unclaimed: number;
  verified: number;
}

/**
 * The account's statements day by day, `today` (the institution's day) first and `days` long: one
 * range read of each table by its day's index, grouped, then joined to the days.
 */
export const dailySummary = (db: DbOrTx, today: string, days: number, timeZone: string) =>
  queryRows<SummaryDay>(
    db,
    sql`with days as (
          select (${today}::date - g)::date as day from generate_series(0, ${days - 1}::int) g
        ),
        received as (
          select ${statementCredits.valueDate} as day, count(*)::int as credits,
                 sum(${statementCredits.amount})::float8 as received,
                 (count(*) filter (where ${unclaimed}))::int as unclaimed
            from ${statementCredits}
           where ${statementCredits.valueDate} between ${today}::date - ${days - 1}::int and ${today}::date
           group by 1
        ),
        imported as (
          select (s.imported_at at time zone ${timeZone})::date as day, count(*)::int as statements
            from bank_statements s
           where s.imported_at >= ((${today}::date - ${days - 1}::int)::timestamp at time zone ${timeZone})
           group by 1
        ),
        verified as (
          select (p.verified_at at time zone ${timeZone})::date as day, count(*)::int as verified
            from fee_payments p
           where p.verified_at >= ((${today}::date - ${days - 1}::int)::timestamp at time zone ${timeZone})
           group by 1
        )
        select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(i.statements, 0) as statements,
               coalesce(r.credits, 0) as credits, coalesce(r.received, 0) as received,
               coalesce(r.unclaimed, 0) as unclaimed, coalesce(v.verified, 0) as verified
          from days d
          left join received r on r.day = d.day
          left join imported i on i.day = d.day
          left join verified v on v.day = d.day
         order by d.day desc`,
  );
