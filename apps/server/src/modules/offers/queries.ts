import type { Category, DepartmentName, OfferState, SelectionChannel, VerificationStatus } from "@phd/shared";
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { anyGiven, insertMany } from "../../db/bulk.ts";
import { candidateContact, withListLine } from "../../db/candidate-joins.ts";
import type { DbOrTx } from "../../db/client.ts";
import { preparedRead } from "../../db/prepared.ts";
import { applications, documents, meritLines, meritPublications, offers, users } from "../../db/schema.ts";
import { mustExist, single } from "../../db/single.ts";

export type OfferRow = typeof offers.$inferSelect;

/** A department's final list of the round, if published. */
export function finalPublication(db: DbOrTx, roundId: string, department: DepartmentName) {
  return single(
    db
      .select()
      .from(meritPublications)
      .where(
        and(
          eq(meritPublications.roundId, roundId),
          eq(meritPublications.department, department),
          eq(meritPublications.stage, "FINAL"),
        ),
      ),
  );
}

/** The departments of the round with a final list. */
export async function finalDepartments(db: DbOrTx, roundId: string) {
  const rows = await db
    .select({ department: meritPublications.department })
    .from(meritPublications)
    .where(and(eq(meritPublications.roundId, roundId), eq(meritPublications.stage, "FINAL")))
    .orderBy(asc(meritPublications.department));
  return rows.map((r) => r.department);
}

/**
 * Serialises offer changes of one final list (issuing, the waitlist's moves) for the transaction,
 * across instances: a second mover waits, then sees the first one's offers.
 */
export async function lockList(tx: DbOrTx, publicationId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`offers:${publicationId}`}))`);
}

/** The list's allotted lines without an offer yet, in the list's order. */
export function allottedWithoutOffer(db: DbOrTx, publicationId: string) {
  return db
    .select({
      applicationId: meritLines.applicationId,
      channel: meritLines.channel,
      allottedCategory: meritLines.allottedCategory,
      disabilitySeat: meritLines.disabilitySeat,
    })
    .from(meritLines)
    .leftJoin(offers, eq(offers.applicationId, meritLines.applicationId))
    .where(and(eq(meritLines.publicationId, publicationId), eq(meritLines.status, "ALLOTTED"), isNull(offers.id)))
    .orderBy(asc(meritLines.channel), asc(meritLines.position));
}

/** The highest seat number used per slot kind of the list (new first offers number after it). */
export function seatNumbersOf(db: DbOrTx, publicationId: string) {
  return db
    .select({
      channel: offers.channel,
      category: offers.category,
      disabilitySeat: offers.disabilitySeat,
      max: sql<number>`max(${offers.seatNo})::int`,
    })
    .from(offers)
    .where(eq(offers.publicationId, publicationId))
    .groupBy(offers.channel, offers.category, offers.disabilitySeat);
}

export const insertOffers = (db: DbOrTx, rows: (typeof offers.$inferInsert)[]) => insertMany(db, offers, rows);

/** The waitlisted lines of a final list that no offer has reached yet (in a channel, when named). */
const waitingLines = (publicationId: string, channel?: SelectionChannel) =>
  and(
    eq(meritLines.publicationId, publicationId),
    eq(meritLines.status, "WAITLISTED"),
    isNull(offers.id),
    channel ? eq(meritLines.channel, channel) : undefined,
  );

/**
 * A final list's waitlist not yet offered, in merit order: every line (the waitlist's movement), or
 * one page of it (the offers screen, decision 040).
 */
export function waitlistOf(
  db: DbOrTx,
  publicationId: string,
  channel?: SelectionChannel,
  window?: { offset: number; limit: number },
) {
  // A page's lines are cut on the lines' index first, so it joins the names of its own lines only.
  const page =
    window &&
    db
      .select({ id: meritLines.applicationId })
      .from(meritLines)
      .leftJoin(offers, eq(offers.applicationId, meritLines.applicationId))
      .where(waitingLines(publicationId, channel))
      .orderBy(asc(meritLines.channel), asc(meritLines.position))
      .limit(window.limit)
      .offset(window.offset);
  return db
    .select({
      applicationId: meritLines.applicationId,
      humanId: applications.applicationId,
      name: users.name,
      channel: meritLines.channel,
      category: meritLines.category,
      isPwd: meritLines.isPwd,
      rank: meritLines.rank,
      waitlistPosition: meritLines.waitlistPosition,
    })
    .from(meritLines)
    .innerJoin(applications, eq(applications.id, meritLines.applicationId))
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(offers, eq(offers.applicationId, meritLines.applicationId))
    .where(and(waitingLines(publicationId, channel), page ? inArray(meritLines.applicationId, page) : undefined))
    .orderBy(asc(meritLines.channel), asc(meritLines.position));
}

/** How many lines the waitlist has (the pager's total): the lines' index and the offers' own. */
export async function waitlistLength(db: DbOrTx, publicationId: string, channel?: SelectionChannel) {
  const [row] = await db
    .select({ total: count() })
    .from(meritLines)
    .leftJoin(offers, eq(offers.applicationId, meritLines.applicationId))
    .where(waitingLines(publicationId, channel));
  return row?.total ?? 0;
}

/** Seat slots of the list that an offer gave up (declined, lapsed, withdrawn) and no offer holds now. */
export async function freedSlots(db: DbOrTx, publicationId: string) {
  const { rows } = (await db.execute(sql`
    select distinct f.channel, f.category, f.disability_seat as "disabilitySeat", f.seat_no as "seatNo"
    from ${offers} f
    where f.publication_id = ${publicationId}
      and f.state in ('DECLINED', 'LAPSED', 'WITHDRAWN')
      and not exists (
        select 1 from ${offers} h
        where h.publication_id = f.publication_id and h.channel = f.channel and h.category = f.category
          and h.disability_seat = f.disability_seat and h.seat_no = f.seat_no
          and h.state in ('OFFERED', 'ACCEPTED', 'ADMITTED'))
    order by 1, 2, 3, 4`)) as unknown as {
    rows: { channel: SelectionChannel; category: OfferRow["category"]; disabilitySeat: boolean; seatNo: number }[];
  };
  return rows;
}

/** Offers with what staff see of them: the candidate, the line's rank and own category. */
const offerColumns = {
  offer: offers,
  humanId: applications.applicationId,
  ...candidateContact,
  candidateCategory: meritLines.category,
  isPwd: meritLines.isPwd,
  rank: meritLines.rank,
  receiptName: documents.originalFileName,
  receiptMime: documents.mimeType,
  receiptKey: documents.storageKey,
  receiptSize: documents.fileSize,
  /** Where the seat's line stands in its list (the exports' order). */
  position: meritLines.position,
};
function offersQuery(db: DbOrTx) {
  return withListLine(db.select(offerColumns).from(offers).$dynamic(), offers).leftJoin(
    documents,
    eq(documents.id, offers.feeReceiptDocumentId),
  );
}
export type OfferFacts = Awaited<ReturnType<typeof offersQuery>>[number];

/** The state as it reads now: an unanswered offer past its deadline is lapsed, whether or not the job ran. */
/**
 * The moment is written as a literal, not a parameter: the dashboard groups by this expression, and
 * PostgreSQL only matches a GROUP BY to its select when both are the same text. toISOString() is safe.
 */
const effectiveState = (now: Date) =>
  sql<OfferState>`case when ${offers.state} = 'OFFERED' and ${offers.deadline} <= ${sql.raw(`'${now.toISOString()}'::timestamptz`)} then 'LAPSED' else ${offers.state} end`;

export function offersOfDepartment(
  db: DbOrTx,
  roundId: string,
  department: DepartmentName,
  f: { channel?: SelectionChannel; category?: Category; state?: OfferState },
  now: Date,
) {
  return offersQuery(db)
    .where(
      and(
        eq(offers.roundId, roundId),
        eq(offers.department, department),
        f.channel ? eq(offers.channel, f.channel) : undefined,
        f.category ? eq(offers.category, f.category) : undefined,
        f.state ? sql`${effectiveState(now)} = ${f.state}` : undefined,
      ),
    )
    .orderBy(asc(offers.channel), asc(meritLines.position));
}

export const offerById = (db: DbOrTx, id: string) => single(offersQuery(db).where(eq(offers.id, id)));
const offersOfApplicationsRead = preparedRead((db) =>
  offersQuery(db).where(anyGiven(offers.applicationId, "ids")).prepare("offers_of_applications"),
);
export const offersOfApplications = (db: DbOrTx, ids: string[]) => offersOfApplicationsRead(db).execute({ ids });

/** The admission fees entered in a round (the account section's list), newest first. */
export function offersWithFee(db: DbOrTx, roundId: string, status?: VerificationStatus) {
  return offersQuery(db)
    .where(
      and(eq(offers.roundId, roundId), isNotNull(offers.feeStatus), status ? eq(offers.feeStatus, status) : undefined),
    )
    .orderBy(sql`${offers.feeSubmittedAt} desc`);
}

/** The offer under a row lock, for an answer or a verdict. */
export const lockOffer = (tx: DbOrTx, id: string) =>
  single(tx.select().from(offers).where(eq(offers.id, id)).for("update"));

export function setOffer(tx: DbOrTx, id: string, values: Partial<typeof offers.$inferInsert>) {
  return single(
    tx
      .update(offers)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(offers.id, id))
      .returning(),
    mustExist("the changed offer"),
  );
}

/**
 * Lapses unanswered offers whose deadline has passed, a batch at a time; rows another instance is
 * lapsing are skipped (it records them). Each is lapsed at its deadline, the moment it lapsed.
 */
export async function lapseDue(tx: DbOrTx, limit: number, now: Date) {
  const due = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.state, "OFFERED"), lte(offers.deadline, now)))
    .orderBy(asc(offers.deadline))
    .limit(limit)
    .for("update", { skipLocked: true });
  if (due.length === 0) return [];
  return tx
    .update(offers)
    .set({ state: "LAPSED", answeredAt: sql`${offers.deadline}`, updatedAt: new Date() })
    .where(
      and(
        inArray(
          offers.id,
          due.map((d) => d.id),
        ),
        eq(offers.state, "OFFERED"),
      ),
    )
    .returning();
}

/** Unanswered offers within 48 hours of their deadline not yet reminded (claimed under skip-locked). */
export async function claimReminders(tx: DbOrTx, limit: number, now: Date) {
  const due = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(
      and(
        eq(offers.state, "OFFERED"),
        isNull(offers.remindedAt),
        gt(offers.deadline, now),
        lte(offers.deadline, new Date(now.getTime() + 48 * 3_600_000)),
        // An offer made with less than 48 hours to answer is not reminded at once.
        sql`${offers.offeredAt} < ${offers.deadline} - interval '48 hours'`,
      ),
    )
    .limit(limit)
    .for("update", { skipLocked: true });
  if (due.length === 0) return [];
  return tx
    .update(offers)
    .set({ remindedAt: now })
    .where(
      inArray(
        offers.id,
        due.map((d) => d.id),
      ),
    )
    .returning();
}

/** The seat dashboard's counts: per department × channel × category, by the state as it reads now. */
export async function seatCounts(db: DbOrTx, roundId: string, departments: DepartmentName[] | "all", now: Date) {
  const state = effectiveState(now);
  return db
    .select({
      department: offers.department,
      channel: offers.channel,
      category: offers.category,
      state,
      count: sql<number>`count(*)::int`,
    })
    .from(offers)
    .where(
      and(eq(offers.roundId, roundId), departments === "all" ? undefined : inArray(offers.department, departments)),
    )
    .groupBy(offers.department, offers.channel, offers.category, state);
}

/** The final lists' seats of the round (the dashboard's "seats" column). */
export function finalSeats(db: DbOrTx, roundId: string, departments: DepartmentName[] | "all") {
  return db
    .select({ department: meritPublications.department, seats: meritPublications.seats })
    .from(meritPublications)
    .where(
      and(
        eq(meritPublications.roundId, roundId),
        eq(meritPublications.stage, "FINAL"),
        departments === "all" ? undefined : inArray(meritPublications.department, departments),
      ),
    )
    .orderBy(asc(meritPublications.department));
}

/** The admitted candidates of the round, for the exports (by department, channel, list order). */
export function admittedOf(db: DbOrTx, roundId: string, departments: DepartmentName[] | "all") {
  return offersQuery(db)
    .where(
      and(
        eq(offers.roundId, roundId),
        eq(offers.state, "ADMITTED"),
        departments === "all" ? undefined : inArray(offers.department, departments),
      ),
    )
    .orderBy(asc(offers.department), asc(offers.channel), asc(meritLines.position));
}

export function insertReceipt(db: DbOrTx, values: typeof documents.$inferInsert) {
  return single(db.insert(documents).values(values).returning({ id: documents.id }), mustExist("the receipt"));
}
